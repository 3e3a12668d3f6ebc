import Foundation

extension UIView {
    /// How a view's content fills its bounds when the sizes differ, as `UIView.ContentMode`,
    /// with UIKit's raw values. `UIImageView` places its image by it.
    public enum ContentMode: Int, Sendable, CaseIterable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

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
