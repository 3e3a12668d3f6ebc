import Raster

/// How stroked segments meet, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel

    var raster: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
