/// The direction a trait collection lays content out in, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    /// Not specified; left to right.
    case unspecified = -1
    /// Left to right, as English.
    case leftToRight = 0
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft = 1
}
