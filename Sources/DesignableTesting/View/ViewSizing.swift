import Designable
import Foundation

/// How a view strategy sizes the root view before laying it out: an explicit size, a fixed
/// width with the height the view asks for, a device's screen, or the view's own frame.
struct ViewSizing: Sendable {
    var size: CGSize?
    var width: CGFloat?
    var config: ViewImageConfig?

    /// Resizes `view` (keeping its origin, which the renderer ignores anyway).
    func apply(to view: UIView) throws(ViewSizingError) {
        if size != nil && width != nil { throw .sizeAndWidth }
        if let size {
            // A negative size would otherwise be standardised into a positive one and recorded.
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { throw .invalidSize(size) }
            view.frame.size = size
        } else if let width {
            guard width.isFinite, width > 0 else { throw .invalidWidth(width) }
            view.frame.size = CGSize(width: width, height: Self.fittingHeight(of: view, width: width))
        } else if let screen = config?.size {
            view.frame.size = screen
        }
        if let config { view.deviceSafeAreaInsets = config.safeArea }
    }

    /// The height `view` asks for at `width`: from its constraints when its tree uses Auto
    /// Layout (`systemLayoutSizeFitting` with the width required, as self-sizing cells are
    /// measured), else from `sizeThatFits(_:)`, which frame-laid-out labels, text views and
    /// controls answer from their content.
    static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
        guard usesAutoLayout(view) else {
            return view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        return view.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                            withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Whether any view in the tree has constraints installed or is placed by them.
    static func usesAutoLayout(_ view: UIView) -> Bool {
        !view.constraints.isEmpty || view.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || usesAutoLayout($0) }
    }
}

/// Why a view could not be sized for a snapshot.
enum ViewSizingError: Error, Equatable, CustomStringConvertible {
    case sizeAndWidth
    case invalidWidth(CGFloat)
    case invalidSize(CGSize)

    var description: String {
        switch self {
        case .sizeAndWidth: "Pass either size: (both dimensions) or width: (the height then fits the content), not both."
        case .invalidWidth(let width): "Cannot fit a view to width \(width): use a positive, finite width."
        case .invalidSize(let size): "Cannot snapshot a view at size \(size.width)×\(size.height): use a positive, finite width and height."
        }
    }
}
