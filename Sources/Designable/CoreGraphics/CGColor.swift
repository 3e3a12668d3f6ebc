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

    public static let black = CGColor(Color(white: 0))
    public static let white = CGColor(Color(white: 1))
    public static let clear = CGColor(Color(white: 0, alpha: 0))

    public var alpha: CGFloat { CGFloat(color.alpha) }
    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)] }
    public var numberOfComponents: Int { 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlpha(Double(alpha))) }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }
    public var description: String { "CGColor(\(color.hexString))" }
}
