import Raster

/// Which parts of a self-overlapping path are filled, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding, Core Graphics' default.
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times, so nested
    /// shapes punch holes.
    case evenOdd

    var raster: FillRule { self == .winding ? .nonZero : .evenOdd }
}

/// What `CGContext.drawPath(using:)` paints, as Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill by the non-zero winding rule.
    case fill
    /// Fill by the even-odd rule.
    case eoFill
    /// Stroke with the current line settings.
    case stroke
    /// Fill by the non-zero winding rule, then stroke.
    case fillStroke
    /// Fill by the even-odd rule, then stroke.
    case eoFillStroke
}
