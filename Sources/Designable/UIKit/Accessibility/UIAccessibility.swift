import Foundation
import Locking

/// The assistive technologies' settings and notifications, as UIKit's `UIAccessibility`.
///
/// Differs from UIKit on purpose: every setting is off, as on a device with nothing turned on,
/// so that a view that reads them renders the same everywhere; posted notifications are
/// recorded in ``postedNotifications`` for a test to check instead of being spoken.
public enum UIAccessibility {
    /// A notification for assistive technologies, as UIKit's `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed: VoiceOver moves to the first element, or to the argument.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak: the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: the argument describes the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is running: no.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: no.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the user asked for less motion: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency: no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the user asked for bold text: no.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the user asked for darker colours: no.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether the user asked for grayscale: no.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether the user asked for inverted colours: no.
    public static var isInvertColorsEnabled: Bool { false }

    private static let posted = Locked<[(Notification, String?)]>([])

    /// Posts `notification` with `argument`; recorded here (see ``postedNotifications``).
    public static func post(notification: Notification, argument: Any?) {
        posted.withLock { $0.append((notification, argument.map { String(describing: $0) })) }
    }

    /// Every notification posted so far, with its argument described, oldest first.
    public static var postedNotifications: [(notification: Notification, argument: String?)] {
        posted.withLock { $0.map { (notification: $0.0, argument: $0.1) } }
    }

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when the reduce-motion setting changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
