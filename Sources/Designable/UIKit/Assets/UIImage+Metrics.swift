import Foundation
import Raster

extension UIImage {
    /// Insets from the image's edges to the part Auto Layout aligns (a shadow left out), in points.
    public var alignmentRectInsets: UIEdgeInsets { attributes.alignmentRectInsets }

    /// The image with `alignmentInsets`, as `withAlignmentRectInsets(_:)`.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        with { $0.alignmentRectInsets = alignmentInsets }
    }

    /// The distance from the image's bottom to its baseline, in points, when it has one: symbol
    /// images do, so they line up with text.
    public var baselineOffsetFromBottom: CGFloat { attributes.baselineOffsetFromBottom ?? 0 }

    /// Whether ``baselineOffsetFromBottom`` was given, as `hasBaseline`.
    public var hasBaseline: Bool { attributes.baselineOffsetFromBottom != nil }

    /// The image with its baseline `baselineOffset` points above its bottom.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        with { $0.baselineOffsetFromBottom = baselineOffset }
    }

    /// The image with no baseline.
    public func imageWithoutBaseline() -> UIImage { with { $0.baselineOffsetFromBottom = nil } }

    /// How the image was turned when it was made (`init(cgImage:scale:orientation:)`); its
    /// pixels are held upright.
    public var imageOrientation: Orientation { attributes.orientation }

    /// The image mirrored left to right, as `withHorizontallyFlippedOrientation()`.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let flipped: Orientation
        switch attributes.orientation {
        case .up: flipped = .upMirrored
        case .upMirrored: flipped = .up
        case .down: flipped = .downMirrored
        case .downMirrored: flipped = .down
        case .left: flipped = .rightMirrored
        case .rightMirrored: flipped = .left
        case .right: flipped = .leftMirrored
        case .leftMirrored: flipped = .right
        }
        let image = UIImage(bitmap: UIImage.oriented(bitmap, .upMirrored), scale: scale, renderingMode: renderingMode, tint: tint,
                            flipsForRightToLeft: flipsForRightToLeftLayoutDirection, attributes: attributes)
        return image.with { $0.orientation = flipped }
    }

    /// The pixels of `bitmap` as an image of `orientation` shows them.
    static func oriented(_ bitmap: Bitmap, _ orientation: Orientation) -> Bitmap {
        guard orientation != .up else { return bitmap }
        let w = bitmap.width, h = bitmap.height
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let ow = turned ? h : w, oh = turned ? w : h
        var out = [UInt8](repeating: 0, count: ow * oh * 4)
        bitmap.bytes.withUnsafeBufferPointer { src in
            for v in 0..<oh {
                for u in 0..<ow {
                    let x: Int, y: Int
                    switch orientation {
                    case .up: (x, y) = (u, v)
                    case .upMirrored: (x, y) = (w - 1 - u, v)
                    case .down: (x, y) = (w - 1 - u, h - 1 - v)
                    case .downMirrored: (x, y) = (u, h - 1 - v)
                    case .left: (x, y) = (w - 1 - v, u)            // shown turned 90° counter-clockwise
                    case .right: (x, y) = (v, h - 1 - u)           // shown turned 90° clockwise
                    case .leftMirrored: (x, y) = (w - 1 - v, h - 1 - u)
                    case .rightMirrored: (x, y) = (v, u)
                    }
                    let s = (y * w + x) * 4, d = (v * ow + u) * 4
                    out[d] = src[s]; out[d + 1] = src[s + 1]; out[d + 2] = src[s + 2]; out[d + 3] = src[s + 3]
                }
            }
        }
        return (try? Bitmap(width: ow, height: oh, scale: bitmap.scale, premultipliedBytes: out)) ?? bitmap
    }

    /// Draws the image at its size at `point` with `blendMode` and the opacity `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Fills `rect` with copies of the image at its size, as `drawAsPattern(in:)`, starting at
    /// the context's origin so neighbouring rects join up.
    public func drawAsPattern(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), size.width > 0, size.height > 0 else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        var y = (rect.minY / size.height).rounded(.down) * size.height
        while y < rect.maxY {
            var x = (rect.minX / size.width).rounded(.down) * size.width
            while x < rect.maxX {
                draw(in: CGRect(x: x, y: y, width: size.width, height: size.height))
                x += size.width
            }
            y += size.height
        }
        ctx.restoreGState()
    }

    /// The format an image renderer needs to draw this image without loss: its scale.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// The traits the image was chosen for: its display scale, and what an asset catalog or
    /// ``UIImageAsset`` registered it with.
    public var traitCollection: UITraitCollection {
        attributes.traitCollection ?? UITraitCollection(displayScale: scale)
    }

    /// The asset the image belongs to, with its variants for other traits; `nil` for an image
    /// made from pixels, as in UIKit.
    public var imageAsset: UIImageAsset? { attributes.catalog ?? asset }

    /// The decoded image, ready to draw: images are always decoded here, so it is the image itself.
    public func preparingForDisplay() -> UIImage? { self }

    /// Calls `completionHandler` with the decoded image, at once (on iOS, later and on another queue).
    public func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) { completionHandler(self) }

    /// The image scaled to fit `size` points (aspect fit), as `preparingThumbnail(of:)`.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0, self.size.width > 0, self.size.height > 0 else { return nil }
        let s = Swift.min(size.width / self.size.width, size.height / self.size.height)
        let target = CGSize(width: (self.size.width * s).rounded(), height: (self.size.height * s).rounded())
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: target, format: format).image { _ in draw(in: CGRect(origin: .zero, size: target)) }
    }

    /// Calls `completionHandler` with ``preparingThumbnail(of:)``, at once.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }
}
