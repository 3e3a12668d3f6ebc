/// How a source pixel combines with the destination, as Core Graphics' `CGBlendMode`.
///
/// ``normal``, ``copy`` and ``clear`` take the blitter's fast paths. The other modes follow the
/// W3C *Compositing and Blending Level 1* formulas (the separable and non-separable blend
/// modes, and Porter–Duff's operators), which are what Core Graphics documents for them; they
/// are worked out per pixel in `Double` from the 8-bit premultiplied values with only `+ − × ÷`
/// and `sqrt`, which IEEE 754 rounds exactly, so every machine gets the same bytes.
/// ``plusDarker`` and ``plusLighter`` are Core Graphics' own: `max(0, S + D − 1)` and
/// `min(1, S + D)` on opaque colours, generalised to premultiplied alpha.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// Source over destination (the default).
    case normal
    /// Source replaces destination where covered.
    case copy
    /// Covered pixels become transparent.
    case clear
    /// The product of source and destination: never lighter than either.
    case multiply
    /// The inverse of the product of the inverses: never darker than either.
    case screen
    /// Multiply or screen, by the destination's lightness.
    case overlay
    /// The darker of source and destination, per channel.
    case darken
    /// The lighter of source and destination, per channel.
    case lighten
    /// Brightens the destination towards the source.
    case colorDodge
    /// Darkens the destination towards the source.
    case colorBurn
    /// Darkens or lightens by the source, softly.
    case softLight
    /// Multiply or screen, by the source's lightness.
    case hardLight
    /// The absolute difference of source and destination.
    case difference
    /// Like difference, with less contrast.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// The source where the destination is, nothing elsewhere.
    case sourceIn
    /// The source where the destination is not.
    case sourceOut
    /// The source over the destination, only where the destination is.
    case sourceAtop
    /// The destination over the source.
    case destinationOver
    /// The destination where the source is.
    case destinationIn
    /// The destination where the source is not.
    case destinationOut
    /// The destination over the source, only where the source is.
    case destinationAtop
    /// Source and destination where the other is not.
    case xor
    /// The sum of source and destination minus one, never below zero: darkens.
    case plusDarker
    /// The sum of source and destination, never above one: lightens.
    case plusLighter
}
