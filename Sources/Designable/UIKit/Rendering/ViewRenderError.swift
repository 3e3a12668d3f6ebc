import Foundation
import Raster
import Typography

/// Why ``ViewRenderer`` could not render a view.
public enum ViewRenderError: Error, Equatable, CustomStringConvertible {
    /// The root view's size is zero, negative or not finite, so there is nothing to draw into.
    case invalidRootSize(CGSize)
    /// The scale is not a positive finite number.
    case invalidScale(CGFloat)
    /// The bitmap could not be made (too large).
    case bitmap(BitmapError)
    /// Text needed a font that could not be loaded.
    case fontUnavailable(FontError)
    /// A view of the hierarchy was asked to add itself or one of its ancestors as a subview,
    /// which UIKit answers with an exception: the app would crash where this test renders.
    case subviewRefused(String)
    /// A view controller whose view the render shows (or a child of one) was asked to add
    /// itself or one of its ancestors as a child, which UIKit answers with an exception.
    case childControllerRefused(String)
    /// The traits of the rendered view come through a cycle of views and view controllers: a
    /// controller's view was added under the view of one of its own children (or their
    /// children), which UIKit answers with `UIViewControllerHierarchyInconsistency`.
    case traitHierarchyCycle(String)
    /// A view of the hierarchy was asked for something UIKit answers with an exception (a cell
    /// dequeued under an identifier nothing registered): the app would crash where this test
    /// renders. The reason is UIKit's message.
    case exceptionRaised(String)
    /// A moment to render was negative or not finite.
    case invalidMoment(Duration)
    /// A render at a moment was asked for after the view's animation callbacks had already run
    /// later on the snapshot clock, by an earlier render of a later moment or of the model.
    case momentPassed(requested: Double, reached: Double)

    /// What went wrong and how to fix it.
    public var description: String {
        switch self {
        case .invalidRootSize(let s):
            "Cannot render a view of size \(s.width)×\(s.height): give the root view a positive, finite frame (or call sizeToFit()) before rendering."
        case .invalidScale(let s):
            "Cannot render at scale \(s): use a positive scale such as 1, 2 or 3."
        case .bitmap(let e):
            "Cannot make the bitmap: \(e)"
        case .fontUnavailable(let e):
            "Text could not be drawn: \(e)"
        case .invalidMoment(let moment):
            "Cannot render at \(moment): use a moment at or after zero, such as .milliseconds(250)."
        case let .momentPassed(requested, reached):
            "Cannot render at \(Int((requested * 1000).rounded())) ms: the view's animation callbacks already ran up to \(Int((reached * 1000).rounded())) ms, "
                + "and time on the snapshot clock only moves forward. Render a view's moments in increasing order, and its model image (.image) last."
        case .exceptionRaised(let reason):
            "\(reason). UIKit raises NSInternalInconsistencyException for this call, so the app would crash here."
        case .subviewRefused(let reason):
            "\(reason). UIKit raises NSInvalidArgumentException for this call, so the app would crash here; remove the addSubview or insertSubview call."
        case .childControllerRefused(let reason):
            "\(reason). UIKit raises an exception for this call, so the app would crash here; remove the addChild call."
        case .traitHierarchyCycle(let cycle):
            "The view's traits come through a cycle of views and view controllers, each inheriting from the next: \(cycle). A view controller's view was added under the view of a controller below it; "
                + "UIKit raises UIViewControllerHierarchyInconsistency for this, so the app would crash here. Add the view under its parent controller's view instead."
        }
    }
}
