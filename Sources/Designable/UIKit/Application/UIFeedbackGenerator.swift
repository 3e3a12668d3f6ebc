import Foundation

/// The base of the haptic feedback generators, as UIKit's `UIFeedbackGenerator`.
///
/// Differs from a device on purpose: there is no Taptic Engine, so every generator behaves as
/// on an iPhone with haptics switched off: ``prepare()`` and the feedback calls return at once
/// and change nothing a snapshot can see. Each call is counted in ``occurrences`` so that a test
/// can check a control asks for feedback when it should.
open class UIFeedbackGenerator: NSObject {
    /// The feedback asked for so far on this generator, oldest first: `"impact(medium)"`,
    /// `"selectionChanged"`, `"notification(success)"`.
    public private(set) var occurrences: [String] = []

    /// A generator; iOS 17's `init(view:)` is ``init(view:)``.
    public override init() { super.init() }

    /// A generator attached to `view`, as iOS 17.5's `init(view:)`.
    public init(view: UIView) { super.init() }

    /// Readies the engine to reduce latency; nothing to ready here.
    open func prepare() {}

    func record(_ occurrence: String) { occurrences.append(occurrence) }
}

/// Haptics for a collision or snap, as UIKit's `UIImpactFeedbackGenerator`; see ``UIFeedbackGenerator``.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        /// iOS 13.
        case soft, rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// A generator of `style` impacts; `.medium` by default, as on iOS.
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// A generator of `style` impacts attached to `view`.
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Plays an impact: nothing to feel here.
    open func impactOccurred() { record("impact(\(style))") }

    /// Plays an impact of `intensity` (0…1).
    open func impactOccurred(intensity: CGFloat) { record("impact(\(style), \(intensity))") }

    /// Plays an impact at `location` in the attached view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) { record("impact(\(style))") }
}

/// Haptics for a change of selection, as UIKit's `UISelectionFeedbackGenerator`; see ``UIFeedbackGenerator``.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick: nothing to feel here.
    open func selectionChanged() { record("selectionChanged") }

    /// Plays the selection tick at `location` in the attached view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) { record("selectionChanged") }
}

/// Haptics for a task's outcome, as UIKit's `UINotificationFeedbackGenerator`; see ``UIFeedbackGenerator``.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the outcome's pattern: nothing to feel here.
    open func notificationOccurred(_ notificationType: FeedbackType) { record("notification(\(notificationType))") }

    /// Plays the outcome's pattern at `location` in the attached view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) { record("notification(\(notificationType))") }
}
