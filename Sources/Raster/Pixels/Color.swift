/// An sRGB colour with straight (unpremultiplied) components in 0…1.
///
/// Blending happens on sRGB-encoded values, as Core Graphics does by default on iOS, so no
/// transfer function (and no platform `pow`) is involved anywhere.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, sRGB-encoded and not multiplied by alpha, in 0…1. The initialisers
    /// clamp; assigning the property directly does not.
    public var red: Double
    /// The green component, as ``red-property``.
    public var green: Double
    /// The blue component, as ``red-property``.
    public var blue: Double
    /// Opacity in 0…1: 0 transparent, 1 opaque.
    public var alpha: Double

    /// Components are clamped to 0…1; NaN becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A grey, as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Parses `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"`, with or without the `#`.
    /// Returns `nil` for anything else, so callers can report the offending string.
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit), let v = UInt32(s, radix: 16) else { return nil }
        func channel(_ shift: UInt32, _ bits: UInt32) -> Double {
            let maxValue = (UInt32(1) << bits) - 1
            return Double((v >> shift) & maxValue) / Double(maxValue)
        }
        switch s.count {
        case 3: self.init(red: channel(8, 4), green: channel(4, 4), blue: channel(0, 4))
        case 6: self.init(red: channel(16, 8), green: channel(8, 8), blue: channel(0, 8))
        case 8: self.init(red: channel(24, 8), green: channel(16, 8), blue: channel(8, 8), alpha: channel(0, 8))
        default: return nil
        }
    }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Premultiplied and quantised to 8 bits, each channel rounded to nearest.
    public var premultiplied: PremultipliedRGBA8 {
        PremultipliedRGBA8(r: Color.quantize(red * alpha), g: Color.quantize(green * alpha),
                           b: Color.quantize(blue * alpha), a: Color.quantize(alpha))
    }

    /// Rounds a 0…1 value to the nearest of 256 levels.
    @inlinable public static func quantize(_ v: Double) -> UInt8 {
        UInt8((clamp(v) * 255 + 0.5).rounded(.down))
    }

    @inlinable static func clamp(_ v: Double) -> Double { v > 0 ? (v < 1 ? v : 1) : 0 }

    /// The colour as `#RRGGBBAA`, for messages.
    public var hexString: String {
        let bytes = [red, green, blue, alpha].map { Color.quantize($0) }
        return "#" + bytes.map { b in
            let s = String(b, radix: 16, uppercase: false)
            return b < 16 ? "0" + s : s
        }.joined()
    }

    /// The colour as ``hexString``.
    public var description: String { hexString }

    // UIKit's named colours, with the component values UIKit documents.
    /// Black, as `UIColor.black`.
    public static let black = Color(white: 0)
    /// Grey 1/3, as `UIColor.darkGray`.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Grey 2/3, as `UIColor.lightGray`.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// White, as `UIColor.white`.
    public static let white = Color(white: 1)
    /// Grey 1/2, as `UIColor.gray`.
    public static let gray = Color(white: 0.5)
    /// (1, 0, 0), as `UIColor.red`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// (0, 1, 0), as `UIColor.green`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// (0, 0, 1), as `UIColor.blue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// (0, 1, 1), as `UIColor.cyan`.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// (1, 1, 0), as `UIColor.yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// (1, 0, 1), as `UIColor.magenta`.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// (1, 0.5, 0), as `UIColor.orange`.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// (0.5, 0, 0.5), as `UIColor.purple`.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// (0.6, 0.4, 0.2), as `UIColor.brown`.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Transparent black, as `UIColor.clear`.
    public static let clear = Color(white: 0, alpha: 0)
}

/// One premultiplied RGBA pixel, 8 bits a channel: the storage format of ``Bitmap``.
public struct PremultipliedRGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red multiplied by alpha, 0…255; at most `a` in a well-formed pixel.
    public var r: UInt8
    /// Green multiplied by alpha, as ``r``.
    public var g: UInt8
    /// Blue multiplied by alpha, as ``r``.
    public var b: UInt8
    /// Alpha, 0 (transparent) to 255 (opaque).
    public var a: UInt8

    /// A pixel of these premultiplied bytes, taken as they are: nothing checks that the colour
    /// channels do not exceed `a`.
    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Transparent black, all four bytes 0: what a new ``Bitmap`` holds.
    public static let transparent = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

    /// The straight-alpha colour, each channel rounded to nearest; fully transparent pixels read as (0, 0, 0, 0).
    public var unpremultiplied: StraightRGBA8 {
        guard a != 0 else { return StraightRGBA8(r: 0, g: 0, b: 0, a: 0) }
        let a32 = UInt32(a), half = a32 / 2
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + half) / a32)) }
        return StraightRGBA8(r: un(r), g: un(g), b: un(b), a: a)
    }

    /// `premultiplied(r, g, b, a)`, for messages.
    public var description: String { "premultiplied(\(r), \(g), \(b), \(a))" }
}

/// One straight-alpha RGBA pixel, 8 bits a channel, as PNG files store it.
public struct StraightRGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, not multiplied by alpha, 0…255.
    public var r: UInt8
    /// Green, not multiplied by alpha, 0…255.
    public var g: UInt8
    /// Blue, not multiplied by alpha, 0…255.
    public var b: UInt8
    /// Alpha, 0 (transparent) to 255 (opaque).
    public var a: UInt8

    /// A pixel of these straight-alpha bytes.
    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Premultiplied, each channel rounded to nearest.
    public var premultiplied: PremultipliedRGBA8 {
        PremultipliedRGBA8(r: Blend.mulDiv255(r, a), g: Blend.mulDiv255(g, a), b: Blend.mulDiv255(b, a), a: a)
    }

    /// `rgba(r, g, b, a)`, for messages.
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
