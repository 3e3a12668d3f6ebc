import Raster

/// How drawing combines with what is already there: the subset of Core Graphics'
/// `CGBlendMode` that the renderer implements.
///
/// Differs from Core Graphics on purpose: only `normal`, `copy` and `clear` exist; code using
/// other modes does not compile, rather than rendering something subtly different.
public enum CGBlendMode: Int32, Sendable {
    /// Source over: what is drawn covers what is there by its opacity.
    case normal = 0
    /// Clears what is drawn over to transparent.
    case clear = 16
    /// Replaces what is there with what is drawn, transparency included.
    case copy = 17

    var raster: BlendMode {
        switch self {
        case .normal: .normal
        case .clear: .clear
        case .copy: .copy
        }
    }
}
