import Foundation

extension UIView {
    /// How a view's content fills its bounds when the sizes differ, as `UIView.ContentMode`,
    /// with UIKit's raw values. `UIImageView` places its image by it.
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Stretches the content to fill the bounds, changing its aspect ratio if needed.
        case scaleToFill = 0
        /// Scales the content to fit the bounds, keeping its aspect ratio; the rest stays clear.
        case scaleAspectFit
        /// Scales the content to fill the bounds, keeping its aspect ratio; part of it may lie outside.
        case scaleAspectFill
        /// Redraws the content when the bounds change; placed like ``scaleToFill``.
        case redraw
        /// Centres the content at its own size.
        case center
        /// Centres the content horizontally along the top edge.
        case top
        /// Centres the content horizontally along the bottom edge.
        case bottom
        /// Centres the content vertically along the left edge.
        case left
        /// Centres the content vertically along the right edge.
        case right
        /// Places the content in the top-left corner.
        case topLeft
        /// Places the content in the top-right corner.
        case topRight
        /// Places the content in the bottom-left corner.
        case bottomLeft
        /// Places the content in the bottom-right corner.
        case bottomRight

        /// Where content of `size` goes in `bounds`; the result may overflow the bounds.
        func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width > 0, size.height > 0 else { return bounds }
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let sx = bounds.width / size.width, sy = bounds.height / size.height
                let s = self == .scaleAspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
                let w = size.width * s, h = size.height * s
                return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
            default:
                let x: CGFloat, y: CGFloat
                switch self {
                case .left, .topLeft, .bottomLeft: x = bounds.minX
                case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
                default: x = bounds.midX - size.width / 2
                }
                switch self {
                case .top, .topLeft, .topRight: y = bounds.minY
                case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
                default: y = bounds.midY - size.height / 2
                }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        }
    }
}
