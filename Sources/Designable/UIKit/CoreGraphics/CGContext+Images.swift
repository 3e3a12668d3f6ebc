import Foundation
import Raster

extension CGContext {
    /// Draws `image` into `rect` as Core Graphics does: its first row at the bottom of `rect`
    /// in user space. In a UIKit context, whose y axis points down, it therefore appears upside
    /// down unless the transform is flipped first (`translateBy(x: 0, y: height)`,
    /// `scaleBy(x: 1, y: -1)`), exactly as on iOS. With `byTiling`, copies of it at `rect`'s size
    /// cover the whole clipping area (nothing is drawn when that would take over a million
    /// copies, as for a tile far smaller than a pixel).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.width > 0, rect.height > 0 else { return }
        guard byTiling else { return drawUpsideDown(image.bitmap, in: rect) }
        let area = boundingBoxOfClipPath
        // Whole tiles from the one at `rect`, in both directions, so the pattern stays anchored
        // there; counted in integers, and never more than a million, which no bitmap needs.
        let first = (((area.minX - rect.minX) / rect.width).rounded(.down), ((area.minY - rect.minY) / rect.height).rounded(.down))
        let last = (((area.maxX - rect.minX) / rect.width).rounded(.up), ((area.maxY - rect.minY) / rect.height).rounded(.up))
        let columns = last.0 - first.0, rows = last.1 - first.1
        guard columns.isFinite, rows.isFinite, columns >= 0, rows >= 0, columns * rows <= 1_000_000 else { return }
        for row in 0..<Int(rows) {
            for column in 0..<Int(columns) {
                let dx = (first.0 + CGFloat(column)) * rect.width, dy = (first.1 + CGFloat(row)) * rect.height
                drawUpsideDown(image.bitmap, in: rect.offsetBy(dx: dx, dy: dy))
            }
        }
    }

    /// Intersects the clipping area with `mask` drawn into `rect` (upside down in a UIKit
    /// context, as ``draw(_:in:byTiling:)`` draws it): an image with transparency clips by its
    /// alpha, an opaque one by its brightness (white keeps, black clips away), as Core Graphics
    /// uses a greyscale mask. Everything outside `rect` is clipped away.
    public func clip(to rect: CGRect, mask: CGImage) {
        canvas.beginOffscreen()
        drawUpsideDown(mask.bitmap, in: rect)
        guard var drawn = canvas.endOffscreen() else { return }
        if Self.isOpaque(mask.bitmap) {
            drawn.bytes.withUnsafeMutableBufferPointer { pixels in
                guard let p = pixels.baseAddress else { return }
                var i = 0
                while i < pixels.count {
                    // Rec. 601 weights in 8-bit fixed point; premultiplied channels already carry the edge's coverage.
                    let grey = (77 &* Int(p[i]) &+ 150 &* Int(p[i &+ 1]) &+ 29 &* Int(p[i &+ 2]) &+ 128) &>> 8
                    p[i &+ 3] = UInt8(truncatingIfNeeded: Swift.min(grey, Int(p[i &+ 3])))
                    i &+= 4
                }
            }
        }
        canvas.clip(toAlphaOf: drawn)
    }

    private func drawUpsideDown(_ bitmap: Bitmap, in rect: CGRect) {
        canvas.saveGState()
        canvas.translateBy(x: 0, y: Double(rect.minY + rect.maxY))
        canvas.scaleBy(x: 1, y: -1)
        canvas.draw(bitmap, in: rect.raster)
        didDraw()
        canvas.restoreGState()
    }

    private static func isOpaque(_ bitmap: Bitmap) -> Bool {
        bitmap.bytes.withUnsafeBufferPointer { bytes in
            var i = 3
            while i < bytes.count {
                if bytes[i] != 255 { return false }
                i &+= 4
            }
            return true
        }
    }
}
