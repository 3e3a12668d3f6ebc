/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Not specified; colours resolve as `.light`.
    case unspecified = 0
    /// The light appearance: dark text on light backgrounds.
    case light = 1
    /// The dark appearance: light text on dark backgrounds.
    case dark = 2
}
