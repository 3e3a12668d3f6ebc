import Foundation
import Raster

/// Regions of an image left out of a comparison: painted over in one flat colour before the
/// snapshot is stored or compared, as Playwright's `mask` does.
///
/// Painting, rather than skipping the pixels when comparing, keeps the reference honest: the
/// PNG shows what the test does not check, and a reviewer sees the box.
public enum SnapshotMask {
    /// Magenta, `#FF00FF`, which no interface is likely to use: Playwright's mask colour.
    public static let color = PremultipliedRGBA8(r: 255, g: 0, b: 255, a: 255)

    /// `bitmap` with `rects`, in points at the bitmap's scale, painted in ``color``; each is
    /// clipped to the bitmap and snapped outwards to whole pixels.
    public static func paint(_ rects: [CGRect], on bitmap: Bitmap) -> Bitmap {
        var painted = bitmap
        let scale = bitmap.scale > 0 ? Double(bitmap.scale) : 1
        for rect in rects where !rect.isNull && !rect.isInfinite {
            let minX = Swift.max(0, Int((Double(rect.minX) * scale).rounded(.down)))
            let minY = Swift.max(0, Int((Double(rect.minY) * scale).rounded(.down)))
            let maxX = Swift.min(bitmap.width, Int((Double(rect.maxX) * scale).rounded(.up)))
            let maxY = Swift.min(bitmap.height, Int((Double(rect.maxY) * scale).rounded(.up)))
            guard minX < maxX, minY < maxY else { continue }
            for y in minY..<maxY {
                for x in minX..<maxX { painted.setPixel(x: x, y: y, color) }
            }
        }
        return painted
    }
}
