/// Whether the user asked for more contrast, as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}
