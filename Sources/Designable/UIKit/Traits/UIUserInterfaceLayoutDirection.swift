/// The direction a view lays its content out in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
    /// Left to right, as English.
    case leftToRight = 0
    /// Right to left, as Arabic and Hebrew.
    case rightToLeft = 1
}
