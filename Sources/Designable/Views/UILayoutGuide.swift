import Foundation

/// A rectangle in a view that layout can refer to, as UIKit's `UILayoutGuide`: the safe area,
/// the layout margins, and a view controller's top and bottom guides.
///
/// Differs from UIKit on purpose: there is no status bar or home indicator, so the safe area
/// is the whole bounds. Constraints to guides arrive with Auto Layout.
open class UILayoutGuide: NSObject {
    open var identifier = ""
    open weak var owningView: UIView?
    /// How the guide's frame follows its view's bounds.
    let insets: (UIView) -> UIEdgeInsets

    init(identifier: String, owningView: UIView?, insets: @escaping (UIView) -> UIEdgeInsets) {
        self.identifier = identifier
        self.owningView = owningView
        self.insets = insets
    }

    public override convenience init() { self.init(identifier: "", owningView: nil, insets: { _ in .zero }) }

    /// The guide's rectangle in its view's coordinates.
    open var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        return v.bounds.inset(by: insets(v))
    }
}
