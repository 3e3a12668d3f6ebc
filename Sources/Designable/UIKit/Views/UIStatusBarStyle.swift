import Foundation

/// The look of the status bar's text and icons, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable, CaseIterable {
    /// Dark on light screens and light on dark ones.
    case `default` = 0
    /// Light, for dark backgrounds.
    case lightContent = 1
    /// Deprecated in iOS 7; kept for its raw value.
    case blackOpaque = 2
    /// Dark, for light backgrounds.
    case darkContent = 3
}

extension UIViewController {
    /// Asks the system to read ``UIViewController/preferredStatusBarStyle`` again; there is no
    /// status bar in a render, so nothing changes.
    public func setNeedsStatusBarAppearanceUpdate() {}
}
