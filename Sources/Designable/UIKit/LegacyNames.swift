import Foundation

// Deprecated UIKit API that the iOS SDK still compiles (with a warning) and that real view code
// still calls, declared as the SDK declares it: deprecated, with the replacement named.

/// Objective-C's signed integer: `Int`, as the SDK's overlay makes it.
public typealias NSInteger = Int
/// Objective-C's unsigned integer: `UInt`.
public typealias NSUInteger = UInt

/// Edge insets from their four values: renamed to `UIEdgeInsets(top:left:bottom:right:)` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Whether two insets are equal: renamed to `==` in Swift 4.2.
@available(swift, obsoleted: 4.2, renamed: "==")
public func UIEdgeInsetsEqualToEdgeInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool { a == b }

extension UIColor {
    /// The grouped table background of iOS 6–12; deprecated: use ``systemGroupedBackground``.
    @available(iOS, deprecated: 13.0, renamed: "systemGroupedBackground")
    public class var groupTableViewBackground: UIColor { .systemGroupedBackground }
}

extension UIActivityIndicatorView.Style {
    /// The small white spinner of iOS 2–12; deprecated: use `.medium` with `color = .white`.
    @available(iOS, deprecated: 13.0, message: "use UIActivityIndicatorView.Style.medium")
    public static let white = UIActivityIndicatorView.Style.medium
    /// The large white spinner; deprecated: use `.large`.
    @available(iOS, deprecated: 13.0, message: "use UIActivityIndicatorView.Style.large")
    public static let whiteLarge = UIActivityIndicatorView.Style.large
    /// The small grey spinner; deprecated: use `.medium`.
    @available(iOS, deprecated: 13.0, message: "use UIActivityIndicatorView.Style.medium")
    public static let gray = UIActivityIndicatorView.Style.medium
}

extension UIApplication {
    /// The status bar's frame: as wide as the screen and zero high, as no status bar is drawn
    /// over a snapshot; deprecated since iOS 13.
    @available(iOS, deprecated: 13.0, message: "use the window scene's statusBarManager")
    public var statusBarFrame: CGRect { UIStatusBarManager().statusBarFrame }
    /// The status bar's orientation: the device's; deprecated since iOS 13.
    @available(iOS, deprecated: 13.0, message: "use the window scene's interfaceOrientation")
    public var statusBarOrientation: UIInterfaceOrientation { UIWindowScene.main.interfaceOrientation }
    /// Whether the status bar is hidden; deprecated since iOS 9.
    @available(iOS, deprecated: 9.0, message: "use UIViewController.prefersStatusBarHidden")
    public var isStatusBarHidden: Bool { UIStatusBarManager().isStatusBarHidden }
}

/// An app's interface orientation, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, the home button (or side) on the left.
    case landscapeLeft = 4
    /// Landscape, the home button on the right.
    case landscapeRight = 3

    /// Whether it is one of the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is one of the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

// Core Graphics' comparison methods of Swift 3, which iOS still compiles with a warning.
extension CGRect {
    /// Whether the two rectangles are equal, as Core Graphics' `equalTo(_:)`; use `==`.
    @available(swift, deprecated: 4.2, message: "use ==")
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGPoint {
    /// Whether the two points are equal, as Core Graphics' `equalTo(_:)`; use `==`.
    @available(swift, deprecated: 4.2, message: "use ==")
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal, as Core Graphics' `equalTo(_:)`; use `==`.
    @available(swift, deprecated: 4.2, message: "use ==")
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
