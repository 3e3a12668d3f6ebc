/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Not specified; colours resolve as `.light`.
    case unspecified = 0
    case light = 1
    case dark = 2
}
