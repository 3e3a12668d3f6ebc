import Foundation
import Raster
import Typography

/// Turning UIKit's view properties into Typography's attributes, and the environment text is
/// laid out in.
enum TextStyleResolution {
    /// The default font of string drawing, as UIKit's (Helvetica 12 there, the system font here).
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    /// Typography attributes for `font` etc., colours resolved for the current traits; `nil` when
    /// the font could not be loaded (the render is told why).
    static func attributes(font: UIFont, color: UIColor, alignment: NSTextAlignment = .natural,
                           lineBreakMode: NSLineBreakMode = .byWordWrapping, lineSpacing: CGFloat = 0) -> TextAttributes? {
        guard let f = font.font else {
            RenderScope.reportUnavailable(font)
            return nil
        }
        return TextAttributes(font: f, color: color.rasterColor, alignment: alignment.typography,
                              lineBreakMode: lineBreakMode.typography, lineSpacing: Double(lineSpacing))
    }

    /// `size` as a layout limit. UIKit code passes `.greatestFiniteMagnitude` for "unbounded";
    /// Typography's line count arithmetic overflows on such values, so anything beyond any
    /// screen becomes infinity, which Typography treats as unconstrained.
    static func limit(_ size: CGSize) -> Size {
        func clamp(_ v: CGFloat) -> Double { v.isFinite && v < 1e7 ? Double(v) : .infinity }
        return Size(width: clamp(size.width), height: clamp(size.height))
    }

    /// The display scale text snaps to: the current context's, else the traits'.
    static var scale: Double {
        if let ctx = UIGraphicsGetCurrentContext() { return ctx.canvas.bitmap.scale }
        let s = Double(UITraitCollection.current.displayScale)
        return s > 0 ? s : 1
    }

    /// The layout direction of the current traits.
    static var currentLayoutDirection: UIUserInterfaceLayoutDirection {
        UITraitCollection.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction of drawn text, as TextKit finds a natural paragraph's: from its first
    /// letter, right to left for Hebrew, Arabic and the scripts beside them, left to right for
    /// any other letter; the current traits' direction when it has no letter.
    static func naturalDirection(of text: String) -> UIUserInterfaceLayoutDirection {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return .rightToLeft
            default: return .leftToRight
            }
        }
        return currentLayoutDirection
    }
}
