/// Whether the user asked for bold text, as UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold Text is on.
    case bold = 1
}
