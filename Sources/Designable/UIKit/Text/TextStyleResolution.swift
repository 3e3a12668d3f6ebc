import Foundation
import Raster
import Typography

/// Turning UIKit's attribute dictionaries and view properties into Typography's attributes.
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

    /// Typography attributes from an `NSAttributedString` attribute dictionary.
    static func attributes(_ dictionary: [NSAttributedString.Key: Any]?) -> TextAttributes? {
        let d = dictionary ?? [:]
        let style = d[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
        return attributes(font: d[.font] as? UIFont ?? defaultFont, color: d[.foregroundColor] as? UIColor ?? .black,
                          alignment: style.alignment, lineBreakMode: style.lineBreakMode, lineSpacing: style.lineSpacing)
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
}
