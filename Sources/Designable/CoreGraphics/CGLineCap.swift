import Raster

/// How open ends of stroked lines are finished, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square

    var raster: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}
