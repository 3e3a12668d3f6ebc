import Foundation

extension UIView {
    /// The area not covered by bars or the screen's rounded corners: the whole bounds here.
    public var safeAreaLayoutGuide: UILayoutGuide {
        UILayoutGuide(identifier: "UIViewSafeAreaLayoutGuide", owningView: self) { $0.safeAreaInsets }
    }

    /// The bounds less ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide {
        UILayoutGuide(identifier: "UIViewLayoutMarginsGuide", owningView: self) { $0.layoutMargins }
    }
}
