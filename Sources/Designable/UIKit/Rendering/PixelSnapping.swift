import Foundation
import Raster

/// Snapping layer origins to device pixels, as UIKit's layout places views on whole pixels.
///
/// Only the origin moves: a view of fractional size covers its last column and row in part,
/// and they are drawn partly transparent, as on iOS, rather than filled or dropped.
enum PixelSnapping {
    /// Whether `ctm` only scales and translates, so user-space edges map to device columns and rows.
    static func isAxisAligned(_ ctm: Transform) -> Bool { ctm.b == 0 && ctm.c == 0 && ctm.a > 0 && ctm.d > 0 }

    /// `value` in user space moved to the nearest device pixel edge along one axis of `scale` and `offset`.
    static func snap(_ value: Double, scale: Double, offset: Double) -> Double {
        ((value * scale + offset).rounded() - offset) / scale
    }

    /// `rect` with its origin moved to the nearest device pixel edges under `ctm`, its size
    /// kept; unchanged when the transform rotates or skews.
    static func snapOrigin(_ rect: Rect, under ctm: Transform) -> Rect {
        guard isAxisAligned(ctm) else { return rect }
        let x0 = snap(rect.minX, scale: ctm.a, offset: ctm.tx), y0 = snap(rect.minY, scale: ctm.d, offset: ctm.ty)
        return Rect(x: x0, y: y0, width: rect.width, height: rect.height)
    }
}
