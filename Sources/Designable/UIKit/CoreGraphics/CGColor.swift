import Foundation
import Raster

/// A colour in extended sRGB, as Core Graphics' `CGColor`.
///
/// Immutable and shareable between threads. `UIColor.cgColor` returns one, `CALayer` stores
/// them (`borderColor`, `shadowColor`, `backgroundColor`), and `CGContext` fills with them.
///
/// Differs from Core Graphics on purpose: there is one colour space, sRGB (grey colours are
/// stored as equal red, green and blue), so `colorSpace` is informational only.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    let color: Color

    init(_ color: Color) { self.color = color }

    /// An sRGB colour; components are clamped to 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A grey, as `CGColor(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(gray), alpha: Double(alpha)))
    }

    /// `CGColor(srgbRed:green:blue:alpha:)`.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(Color(white: 0))
    /// Opaque white.
    public static let white = CGColor(Color(white: 1))
    /// Fully transparent black.
    public static let clear = CGColor(Color(white: 0, alpha: 0))

    /// The colour's opacity, from 0 to 1.
    public var alpha: CGFloat { CGFloat(color.alpha) }
    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)] }
    /// The number of components: always 4 (red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }
    /// The colour's space: always sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlpha(Double(alpha))) }

    /// Whether the two colours have the same components.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    /// Hashes the colour's components.
    public func hash(into h: inout Hasher) { h.combine(color) }
    /// The colour as `CGColor(#rrggbbaa)`, for test output.
    public var description: String { "CGColor(\(color.hexString))" }
}
