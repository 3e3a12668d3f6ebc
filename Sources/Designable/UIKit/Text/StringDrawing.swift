import Foundation
import Raster
import Typography

/// UIKit's string drawing and measuring (`NSString`'s UIKit additions), for `String` and `NSString`.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     "42".draw(in: bounds, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20),
///                                            .foregroundColor: UIColor.label])
/// }
/// ```
///
/// Drawing goes to ``UIGraphicsGetCurrentContext()`` and does nothing without one, as UIKit.
/// Measuring and drawing share one layout, so a measured size is exactly what draws.
extension String {
    /// Draws the string on one line per paragraph with its top-left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext(), let a = TextStyleResolution.attributes(attrs) else { return }
        let layout = TextLayout(text: self, attributes: a, scale: ctx.canvas.bitmap.scale)
        StringDrawing.draw(layout, at: point.raster, background: attrs?[.backgroundColor] as? UIColor, in: ctx.canvas)
    }

    /// Draws the string wrapped to `rect`'s width from its top; lines that do not fit the height are dropped.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext(), let a = TextStyleResolution.attributes(attrs) else { return }
        let r = rect.standardized
        let layout = TextLayout(text: self, attributes: a, maxSize: TextStyleResolution.limit(r.size), scale: ctx.canvas.bitmap.scale)
        StringDrawing.draw(layout, at: r.origin.raster, background: attrs?[.backgroundColor] as? UIColor, in: ctx.canvas)
    }

    /// The size of the string on one line per paragraph (fractional; round up for a view's size).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        guard let a = TextStyleResolution.attributes(attrs) else { return .zero }
        return CGSize(TextLayout(text: self, attributes: a, scale: TextStyleResolution.scale).size)
    }

    /// The rectangle the string occupies when drawn within `size`. With `.usesLineFragmentOrigin`
    /// lines wrap to the width from the top-left; without it each paragraph is one line.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        guard let a = TextStyleResolution.attributes(attributes) else { return .zero }
        let maxSize = options.contains(.usesLineFragmentOrigin) ? TextStyleResolution.limit(size) : Size(width: .infinity, height: .infinity)
        return CGRect(TextLayout(text: self, attributes: a, maxSize: maxSize, scale: TextStyleResolution.scale).boundingRect)
    }
}

/// UIKit's string drawing and measuring for `NSString`, forwarding to `String`'s.
extension NSString {
    /// Draws the string on one line per paragraph with its top-left at `point`, as `String`'s version.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped to `rect`'s width from its top, as `String`'s version.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// The size of the string on one line per paragraph, as `String`'s version.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The rectangle the string occupies when drawn within `size`, as `String`'s version.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

/// Drawing a laid-out string, with an optional background behind each line.
enum StringDrawing {
    static func draw(_ layout: TextLayout, at origin: Point, background: UIColor?, in canvas: Canvas) {
        if let background {
            canvas.saveGState()
            canvas.setFillColor(background.rasterColor)
            for line in layout.lines { canvas.fill(line.rect.offsetBy(dx: origin.x, dy: origin.y)) }
            canvas.restoreGState()
        }
        layout.draw(in: canvas, at: origin)
    }
}
