import Foundation

/// A press of a physical button (a remote's, a game controller's or a keyboard key), as UIKit's
/// `UIPress`.
///
/// Snapshot semantics: no hardware is attached, so none is ever delivered; the types exist so
/// responders and recognizers that handle presses compile.
open class UIPress: NSObject {
    /// The phase of a press, as `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        /// Pressed down.
        case began = 0
        /// Its force changed.
        case changed = 1
        /// Held without change.
        case stationary = 2
        /// Released.
        case ended = 3
        /// Cancelled.
        case cancelled = 4
    }

    /// Which button, as `UIPress.PressType`.
    public enum PressType: Int, Sendable {
        case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause
    }

    /// The press's phase.
    open var phase: Phase { .began }
    /// The button pressed.
    open var type: PressType { .select }
    /// When it happened, on the snapshot clock.
    open var timestamp: TimeInterval { 0 }
    /// The key pressed, for a keyboard; always `nil` here.
    open var key: AnyObject? { nil }
}

/// An event of presses, as UIKit's `UIPressesEvent`.
open class UIPressesEvent: UIEvent {
    /// The presses of the event; none here.
    open var allPresses: Set<UIPress> { [] }
}

/// The modifier keys held, as UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
