import Raster

/// How stroked segments meet, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// Segments meet in a sharp point, bevelled when longer than the miter limit allows.
    case miter
    /// Segments meet in a circular arc of the line's width.
    case round
    /// Segments meet in a squared-off corner.
    case bevel

    var raster: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
