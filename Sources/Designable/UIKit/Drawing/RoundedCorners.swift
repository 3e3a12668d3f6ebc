import Raster

/// Corner radii for rounded rectangles as UIKit and Core Animation clamp them.
enum RoundedCorners {
    /// `radius` on the chosen corners, capped at half the shorter side so opposite corners never overlap.
    static func radii(_ radius: Double, corners: UIRectCorner, in rect: Rect) -> CornerRadii {
        let r = Swift.max(0, Swift.min(radius.isFinite ? radius : 0, Swift.min(rect.width, rect.height) / 2))
        return CornerRadii(topLeft: corners.contains(.topLeft) ? r : 0, topRight: corners.contains(.topRight) ? r : 0,
                           bottomRight: corners.contains(.bottomRight) ? r : 0, bottomLeft: corners.contains(.bottomLeft) ? r : 0)
    }

    /// The outline of `rect` rounded by `radius` on `corners`; a plain rectangle when nothing is rounded.
    static func path(_ rect: Rect, radius: Double, corners: UIRectCorner = .allCorners) -> Path {
        var p = Path()
        let radii = radii(radius, corners: corners, in: rect)
        if radii == CornerRadii(all: 0) { p.addRect(rect) } else { p.addRoundedRect(in: rect, cornerRadii: radii) }
        return p
    }
}
