import Foundation

extension UIView {
    /// The bounds less ``safeAreaInsets``: the area not covered by bars or the sensor housing.
    /// The same guide object every time, as in UIKit.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = UILayoutGuide(identifier: "UIViewSafeAreaLayoutGuide", owningView: self) { $0.safeAreaInsets }
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The bounds less ``layoutMargins``. The same guide object every time, as in UIKit.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = UILayoutGuide(identifier: "UIViewLayoutMarginsGuide", owningView: self) { $0.layoutMargins }
        layoutState.marginsGuide = guide
        return guide
    }
}
