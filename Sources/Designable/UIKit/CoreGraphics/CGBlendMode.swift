import Raster

/// How drawing combines with what is already there, as Core Graphics' `CGBlendMode`, with
/// its raw values.
///
/// Every mode is drawn by the rasterizer with the W3C compositing formulas that Core Graphics
/// documents (see Raster's `BlendMode`); partial coverage at a shape's edge moves the result
/// towards what was there. Outside the shape drawn nothing changes, in every mode, as in Core
/// Graphics.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    /// Source over: what is drawn covers what is there by its opacity.
    case normal = 0
    /// The product of what is drawn and what is there: never lighter than either.
    case multiply = 1
    /// The inverse of the product of the inverses: never darker than either.
    case screen = 2
    /// Multiplies or screens by what is there, keeping its highlights and shadows.
    case overlay = 3
    /// The darker of the two, per channel.
    case darken = 4
    /// The lighter of the two, per channel.
    case lighten = 5
    /// Brightens what is there towards what is drawn.
    case colorDodge = 6
    /// Darkens what is there towards what is drawn.
    case colorBurn = 7
    /// Darkens or lightens by what is drawn, softly.
    case softLight = 8
    /// Multiplies or screens by what is drawn.
    case hardLight = 9
    /// The absolute difference of the two.
    case difference = 10
    /// Like difference, with less contrast.
    case exclusion = 11
    /// The hue drawn, with the saturation and luminosity that are there.
    case hue = 12
    /// The saturation drawn, with the hue and luminosity that are there.
    case saturation = 13
    /// The hue and saturation drawn, with the luminosity that is there.
    case color = 14
    /// The luminosity drawn, with the hue and saturation that are there.
    case luminosity = 15
    /// Clears what is drawn over to transparent.
    case clear = 16
    /// Replaces what is there with what is drawn, transparency included.
    case copy = 17
    /// What is drawn, only where something is there.
    case sourceIn = 18
    /// What is drawn, only where nothing is there.
    case sourceOut = 19
    /// What is drawn over what is there, only where something is there.
    case sourceAtop = 20
    /// What is there over what is drawn.
    case destinationOver = 21
    /// What is there, only where something is drawn.
    case destinationIn = 22
    /// What is there, only where nothing is drawn: an eraser.
    case destinationOut = 23
    /// What is there over what is drawn, only where something is drawn.
    case destinationAtop = 24
    /// Each where the other is not.
    case xor = 25
    /// `max(0, 1 − ((1 − D) + (1 − S)))`: the sum, darkening.
    case plusDarker = 26
    /// `min(1, S + D)`: the sum, lightening.
    case plusLighter = 27

    var raster: BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .clear: .clear
        case .copy: .copy
        case .sourceIn: .sourceIn
        case .sourceOut: .sourceOut
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationIn: .destinationIn
        case .destinationOut: .destinationOut
        case .destinationAtop: .destinationAtop
        case .xor: .xor
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}
