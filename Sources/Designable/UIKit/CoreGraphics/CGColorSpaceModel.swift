import Foundation

/// The family of a colour space, as Core Graphics' `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    /// Not known.
    case unknown = -1
    /// Grey: one component.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
    /// Cyan, magenta, yellow and black.
    case cmyk = 2
    /// CIE L*a*b*.
    case lab = 3
    /// DeviceN.
    case deviceN = 4
    /// Colours looked up by index.
    case indexed = 5
    /// A pattern.
    case pattern = 6
    /// XYZ.
    case XYZ = 7
}

/// How colours outside a destination's gamut are brought into it, as Core Graphics'
/// `CGColorRenderingIntent`.
///
/// Accepted for source compatibility: every colour is rendered as sRGB, so there is nothing to
/// map.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent = 0
    /// Keep colours in gamut exactly, relative to the white point.
    case absoluteColorimetric = 1
    /// Keep colours in gamut, mapping the white point.
    case relativeColorimetric = 2
    /// Keep the relationship between colours.
    case perceptual = 3
    /// Keep saturation.
    case saturation = 4
}

extension CGColorSpace {
    /// The family of the space, from its name: grey spaces are ``CGColorSpaceModel/monochrome``,
    /// CMYK ones ``CGColorSpaceModel/cmyk``, the rest RGB.
    public var model: CGColorSpaceModel {
        let n = (name ?? "").lowercased()
        if n.contains("gray") || n.contains("grey") || n.hasSuffix("linear gray") { return .monochrome }
        if n.contains("cmyk") { return .cmyk }
        if n.contains("lab") && !n.contains("label") { return .lab }
        if n.contains("xyz") { return .XYZ }
        return .rgb
    }

    /// The number of colour components, without alpha: 1 for grey, 4 for CMYK, 3 otherwise.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .cmyk: 4
        default: 3
        }
    }

    /// The name of the generic CMYK space; its colours are converted to sRGB naively.
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
    /// The name of the linear sRGB space; rendered as sRGB.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The name of the extended sRGB space; rendered as sRGB, clamped.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of the generic RGB space; rendered as sRGB.
    public static let genericRGB = "kCGColorSpaceGenericRGB"
    /// The name of the linear grey space; rendered as sRGB greys.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The name of the extended grey space; rendered as sRGB greys.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
}

/// The device CMYK space; its colours are converted to sRGB naively.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace(name: CGColorSpace.genericCMYK)! }

extension CGColor {
    /// A colour of `colorSpace` from its `components` (the space's, then alpha), as
    /// `CGColor(colorSpace:components:)`; `nil` when the count does not fit the space.
    public convenience init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let n = colorSpace.numberOfComponents
        let c = (0...n).map { components[$0] }
        switch colorSpace.model {
        case .monochrome: self.init(gray: c[0], alpha: c[1])
        case .cmyk: self.init(genericCMYKCyan: c[0], magenta: c[1], yellow: c[2], black: c[3], alpha: c[4])
        default: self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
    }

    /// A CMYK colour, converted to sRGB naively (`r = (1 − c)(1 − k)`…), as no CMYK profile is
    /// applied here.
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        self.init(red: (1 - cyan) * (1 - black), green: (1 - magenta) * (1 - black), blue: (1 - yellow) * (1 - black), alpha: alpha)
    }

    /// A grey of the generic 2.2-gamma grey space, as `CGColor(genericGrayGamma2_2Gray:alpha:)`.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) { self.init(gray: gray, alpha: alpha) }

    /// A copy of the colour, as `copy()`; colours are immutable, so it equals the original.
    public func copy() -> CGColor? { CGColor(color) }

    /// The colour in `space`, as `converted(to:intent:options:)`: every colour is kept as sRGB
    /// here, so it is the same colour, its components read through ``components``.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? { CGColor(color) }
}

extension CGContext {
    /// Sets the fill colour space, which resets the fill colour to opaque black, as
    /// `setFillColorSpace(_:)` does for an RGB or grey space.
    public func setFillColorSpace(_ space: CGColorSpace) { setFillColor(CGColor.black) }
    /// Sets the stroke colour space, which resets the stroke colour to opaque black.
    public func setStrokeColorSpace(_ space: CGColorSpace) { setStrokeColor(CGColor.black) }
    /// Sets a CMYK fill colour, converted to sRGB naively.
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }
    /// Sets a CMYK stroke colour, converted to sRGB naively.
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha))
    }
    /// Accepted for source compatibility: every colour is rendered as sRGB.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}
}
