/// What an accessibility element is and how it behaves, as UIKit's `UIAccessibilityTraits`:
/// VoiceOver speaks them after the label and value ("Subscribe, button").
///
/// ```swift
/// titleLabel.accessibilityTraits = .header
/// favouriteButton.accessibilityTraits = [.button, .selected]
/// ```
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Activating it does something: a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// It opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected, such as a chosen tab.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// It plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the screen, read when it appears.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled: it does not respond.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// It starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Its value can be adjusted, as a slider's.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// It accepts direct touches.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Activating it turns the page.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A heading that divides content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}
