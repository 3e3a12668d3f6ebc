import Raster

/// Which parts of a self-overlapping path are filled, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding, Core Graphics' default.
    case winding
    case evenOdd

    var raster: FillRule { self == .winding ? .nonZero : .evenOdd }
}

/// What `CGContext.drawPath(using:)` paints, as Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}
