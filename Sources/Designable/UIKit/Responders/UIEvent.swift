import Foundation

/// The touches of one moment, as UIKit's `UIEvent`: every touch down, and which views and
/// gesture recognizers they belong to. Designable's touch simulation creates them.
open class UIEvent: NSObject {
    /// The kind of event: touches.
    open var type: EventType { .touches }
    /// The event's subtype: none for touches.
    open var subtype: EventSubtype { .none }
    /// When the event happened, in seconds on the snapshot clock.
    open internal(set) var timestamp: TimeInterval = 0
    /// Which buttons are pressed; the primary one while touching.
    open var buttonMask: ButtonMask { .primary }

    var touchList: [UITouch] = []

    /// An event with no touches.
    public override init() { super.init() }

    /// Every touch of the event; `nil` when there are none.
    open var allTouches: Set<UITouch>? { touchList.isEmpty ? nil : Set(touchList) }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchList.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchList.filter { $0.window === window }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touchList.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
        return found.isEmpty ? nil : Set(found)
    }

    /// The intermediate touches of `touch`: just the touch itself here.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }
    /// Where `touch` is predicted to go: nowhere here.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }

    /// The kinds of event, as UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// A motion such as a shake.
        case motion
        /// A remote-control command.
        case remoteControl
        /// Presses of physical buttons.
        case presses
        /// A scroll.
        case scroll
        /// A hover.
        case hover
        /// A transform.
        case transform
    }

    /// The subtypes of events, as UIKit's `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// A shake.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Begin seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// End seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Begin seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// End seeking forward.
        case remoteControlEndSeekingForward = 109
    }

    /// The buttons of an event, as UIKit's `UIEvent.ButtonMask`.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        /// The buttons' bits.
        public let rawValue: Int
        /// Buttons from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary button (or a finger).
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
    }
}
