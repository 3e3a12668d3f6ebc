import Raster

/// How drawing combines with what is already there: the subset of Core Graphics'
/// `CGBlendMode` that the renderer implements.
///
/// Differs from Core Graphics on purpose: only `normal`, `copy` and `clear` exist; code using
/// other modes does not compile, rather than rendering something subtly different.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case clear = 16
    case copy = 17

    var raster: BlendMode {
        switch self {
        case .normal: .normal
        case .clear: .clear
        case .copy: .copy
        }
    }
}
