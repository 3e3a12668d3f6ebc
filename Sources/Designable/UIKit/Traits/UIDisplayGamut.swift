/// The colour range a display shows, as UIKit's `UIDisplayGamut`.
public enum UIDisplayGamut: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// sRGB.
    case SRGB = 0
    /// Display P3.
    case P3 = 1
}
