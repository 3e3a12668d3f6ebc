import Foundation
import Raster

/// Snapping layer rectangles to device pixels, as UIKit's layout places views on whole pixels.
enum PixelSnapping {
    /// Whether `ctm` only scales and translates, so user-space edges map to device columns and rows.
    static func isAxisAligned(_ ctm: Transform) -> Bool { ctm.b == 0 && ctm.c == 0 && ctm.a > 0 && ctm.d > 0 }

    /// `value` in user space moved to the nearest device pixel edge along one axis of `scale` and `offset`.
    static func snap(_ value: Double, scale: Double, offset: Double) -> Double {
        ((value * scale + offset).rounded() - offset) / scale
    }

    /// `rect` with its edges moved to the nearest device pixel edges under `ctm`; unchanged
    /// when the transform rotates or skews.
    static func snap(_ rect: Rect, under ctm: Transform) -> Rect {
        guard isAxisAligned(ctm) else { return rect }
        let x0 = snap(rect.minX, scale: ctm.a, offset: ctm.tx), x1 = snap(rect.maxX, scale: ctm.a, offset: ctm.tx)
        let y0 = snap(rect.minY, scale: ctm.d, offset: ctm.ty), y1 = snap(rect.maxY, scale: ctm.d, offset: ctm.ty)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
