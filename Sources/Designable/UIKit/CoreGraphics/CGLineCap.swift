import Raster

/// How open ends of stroked lines are finished, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The line stops square at its end point.
    case butt
    /// The line ends in a semicircle centred on its end point.
    case round
    /// The line ends square, half the line width beyond its end point.
    case square

    var raster: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}
