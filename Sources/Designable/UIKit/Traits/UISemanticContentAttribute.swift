/// What a view's content means for right-to-left layouts, as UIKit's `UISemanticContentAttribute`,
/// with its raw values: whether it flips with the layout direction or always reads one way.
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Flips with the layout direction: most content.
    case unspecified = 0
    /// Media playback controls (play, fast-forward), which never flip.
    case playback = 1
    /// Directional controls (arrows, a D-pad), which never flip.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}
