import Foundation
import Raster

/// An immutable bitmap image, as Core Graphics' `CGImage`: what `UIImage.cgImage` returns and
/// `CALayer.contents` holds.
///
/// Differs from Core Graphics on purpose: every image is 8-bit premultiplied RGBA in sRGB, so
/// the pixel-format properties are informational.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The pixels.
    let bitmap: Bitmap

    init(bitmap: Bitmap) { self.bitmap = bitmap }

    /// The width in pixels.
    public var width: Int { bitmap.width }
    /// The height in pixels.
    public var height: Int { bitmap.height }
    /// Bits in one colour channel: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits in one pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row to the next.
    public var bytesPerRow: Int { bitmap.bytesPerRow }
    /// The colour space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The part of the image inside `rect` (in pixels), or `nil` when they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let src = ((y0 + y) * width + x0) * 4
            bytes.replaceSubrange(y * w * 4..<(y + 1) * w * 4, with: bitmap.bytes[src..<src + w * 4])
        }
        guard let cropped = try? Bitmap(width: w, height: h, scale: bitmap.scale, premultipliedBytes: bytes) else { return nil }
        return CGImage(bitmap: cropped)
    }

    /// Whether the two images have the same pixels.
    public static func == (a: CGImage, b: CGImage) -> Bool { a === b || a.bitmap == b.bitmap }
    /// Hashes the image's size.
    public func hash(into h: inout Hasher) { h.combine(width); h.combine(height) }
    /// The image's size, for test output.
    public var description: String { "CGImage(\(width)×\(height))" }
}

extension UIImage {
    /// The image's pixels as a `CGImage`, for `CALayer.contents`.
    public var cgImage: CGImage? { CGImage(bitmap: bitmap) }

    /// An image of `cgImage`'s pixels at 1 pixel per point.
    public convenience init(cgImage: CGImage) { self.init(bitmap: cgImage.bitmap, scale: 1) }

    /// An image of `cgImage`'s pixels at `scale` pixels per point, shown turned as `orientation`
    /// says: a `.left` or `.right` image is as wide as the pixels are tall.
    ///
    /// The pixels are turned once, here, so ``bitmap`` and ``cgImage`` hold them upright;
    /// ``imageOrientation`` keeps the orientation given.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(bitmap: UIImage.oriented(cgImage.bitmap, orientation), scale: scale, renderingMode: .automatic, tint: nil,
                  attributes: ImageAttributes(orientation: orientation))
    }

    /// How an image's pixels are turned, as UIKit's `UIImage.Orientation`.
    public enum Orientation: Int, Sendable {
        /// The pixels as stored.
        case up = 0
        /// Turned 180°.
        case down
        /// Turned 90° counter-clockwise.
        case left
        /// Turned 90° clockwise.
        case right
        /// Mirrored.
        case upMirrored
        /// Turned 180° and mirrored.
        case downMirrored
        /// Turned 90° counter-clockwise and mirrored.
        case leftMirrored
        /// Turned 90° clockwise and mirrored.
        case rightMirrored
    }
}
