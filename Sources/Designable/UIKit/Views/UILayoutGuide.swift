import Foundation

/// A rectangle in a view that layout can refer to, as UIKit's `UILayoutGuide`: the safe area,
/// the layout margins, a view controller's top and bottom guides, or a guide of your own added
/// with ``UIView/addLayoutGuide(_:)`` and placed by constraints to its anchors.
///
/// Differs from UIKit on purpose: there is no status bar or home indicator, so the safe area
/// is the whole bounds.
open class UILayoutGuide: NSObject {
    /// A name for the guide, shown in layout messages; empty by default.
    open var identifier = ""
    /// The view the guide belongs to, set by ``UIView/addLayoutGuide(_:)``.
    open weak var owningView: UIView?
    /// How the guide's frame follows its view's bounds; `nil` for a guide placed by constraints.
    let insets: ((UIView) -> UIEdgeInsets)?
    /// The unknowns of a guide placed by constraints, and where the last layout put it.
    lazy var variables = FrameVariables(name: LayoutNames.name(of: self))
    var solvedFrame: CGRect = .zero
    /// Whether the guide's origin is its view's own (a scroll view's content guide, whose
    /// origin is the content's), leaving only its size to constraints.
    var pinsOriginToView = false

    init(identifier: String, owningView: UIView?, insets: ((UIView) -> UIEdgeInsets)?) {
        self.identifier = identifier
        self.owningView = owningView
        self.insets = insets
    }

    /// A guide to add with ``UIView/addLayoutGuide(_:)`` and place with constraints.
    public override convenience init() { self.init(identifier: "", owningView: nil, insets: nil) }

    /// The guide's rectangle in its view's coordinates (for a guide of your own, as of the last layout).
    open var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        guard let insets else { return solvedFrame }
        return v.bounds.inset(by: insets(v))
    }
}
