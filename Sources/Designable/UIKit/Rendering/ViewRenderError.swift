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
        case .subviewRefused(let reason):
            "\(reason). UIKit raises NSInvalidArgumentException for this call, so the app would crash here; remove the addSubview or insertSubview call."
        }
    }
}
