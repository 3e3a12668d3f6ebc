import Foundation
import Raster

extension UIImage {
    /// How the middle of a resizable image fills its space, as UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// The middle is repeated at its own size.
        case tile = 0
        /// The middle is stretched.
        case stretch = 1
    }

    /// The image with fixed edges of `capInsets` points: drawn larger, its corners keep their
    /// size, its edges stretch along one axis and its middle is tiled, as
    /// `resizableImage(withCapInsets:)` does.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image with fixed edges of `capInsets` points, its middle filled by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        with { $0.capInsets = capInsets; $0.resizingMode = resizingMode }
    }

    /// The pre-iOS 5 resizable image: `leftCapWidth` points on the left and `topCapHeight` on
    /// top stay fixed, one point beside them stretches, and the rest is the right and bottom
    /// caps, as `stretchableImage(withLeftCapWidth:topCapHeight:)`; 0 leaves that axis scaled whole.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let w = size.width, h = size.height
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let insets = UIEdgeInsets(top: top, left: left,
                                  bottom: top > 0 ? Swift.max(0, h - top - 1) : 0,
                                  right: left > 0 ? Swift.max(0, w - left - 1) : 0)
        return with { $0.capInsets = insets; $0.resizingMode = .stretch }
    }

    /// The fixed edges, in points; zero for an image that is not resizable.
    public var capInsets: UIEdgeInsets { attributes.capInsets }
    /// How the middle of a resizable image fills its space.
    public var resizingMode: ResizingMode { attributes.resizingMode }
    /// The left cap of a stretchable image, in points.
    public var leftCapWidth: Int { Int(attributes.capInsets.left) }
    /// The top cap of a stretchable image, in points.
    public var topCapHeight: Int { Int(attributes.capInsets.top) }

    /// Draws the pixels into `rect`: whole, or as nine pieces when the image has cap insets.
    func drawPixels(in rect: CGRect, context ctx: CGContext, tint: UIColor?) {
        let insets = attributes.capInsets
        guard insets != .zero, rect.size != size else {
            ctx.canvas.draw(bitmap, in: rect.raster, tint: tint?.rasterColor)
            return
        }
        drawNineParts(in: rect, insets: insets, context: ctx, tint: tint)
    }

    /// The nine parts of a resizable image: corners at their size, edges stretched along one
    /// axis, the middle stretched or tiled. Caps wider than the space shrink in proportion, as
    /// UIKit's do.
    private func drawNineParts(in rect: CGRect, insets: UIEdgeInsets, context ctx: CGContext, tint: UIColor?) {
        let w = size.width, h = size.height
        let horizontal = Swift.min(1, rect.width / Swift.max(insets.left + insets.right, .leastNonzeroMagnitude))
        let vertical = Swift.min(1, rect.height / Swift.max(insets.top + insets.bottom, .leastNonzeroMagnitude))
        let sourceX = [0, insets.left, w - insets.right, w], sourceY = [0, insets.top, h - insets.bottom, h]
        let left = insets.left * horizontal, right = insets.right * horizontal
        let top = insets.top * vertical, bottom = insets.bottom * vertical
        let destX = [rect.minX, rect.minX + left, rect.maxX - right, rect.maxX]
        let destY = [rect.minY, rect.minY + top, rect.maxY - bottom, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceX[column], y: sourceY[row],
                                    width: sourceX[column + 1] - sourceX[column], height: sourceY[row + 1] - sourceY[row])
                let dest = CGRect(x: destX[column], y: destY[row],
                                  width: destX[column + 1] - destX[column], height: destY[row + 1] - destY[row])
                guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0,
                      let part = piece(source) else { continue }
                let tiles = attributes.resizingMode == .tile && (row == 1 || column == 1)
                if tiles {
                    // Tiled at the piece's own size along the axes it fills, from the part's top-left.
                    let tileW = column == 1 ? source.width : dest.width, tileH = row == 1 ? source.height : dest.height
                    ctx.saveGState()
                    ctx.clip(to: dest)
                    var y = dest.minY
                    while y < dest.maxY {
                        var x = dest.minX
                        while x < dest.maxX {
                            ctx.canvas.draw(part, in: CGRect(x: x, y: y, width: tileW, height: tileH).raster, tint: tint?.rasterColor)
                            x += tileW
                        }
                        y += tileH
                    }
                    ctx.restoreGState()
                } else {
                    ctx.canvas.draw(part, in: dest.raster, tint: tint?.rasterColor)
                }
            }
        }
    }

    /// The pixels of `rect` (in points) of the image.
    private func piece(_ rect: CGRect) -> Bitmap? {
        let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        return CGImage(bitmap: bitmap).cropping(to: pixels)?.bitmap
    }
}
