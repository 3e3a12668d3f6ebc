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
/// Every attribute key `NSAttributedString.Key` lists is drawn, as for an attributed string
/// with those attributes throughout. Drawing goes to ``UIGraphicsGetCurrentContext()`` and
/// does nothing without one, as UIKit. Measuring and drawing share one layout, so a measured
/// size is exactly what draws.
extension String {
    /// Draws the string on one line per paragraph with its top-left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }

    /// Draws the string wrapped to `rect`'s width from its top; lines that do not fit the height are dropped.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }

    /// Draws the string in `rect` as `options` say: with ``NSStringDrawingOptions/usesLineFragmentOrigin``
    /// wrapped from the rectangle's top-left, otherwise one line per paragraph whose first
    /// baseline is at the rectangle's origin.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }

    /// The size of the string on one line per paragraph (fractional; round up for a view's size).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attrs).size()
    }

    /// The rectangle the string occupies when drawn within `size`. With `.usesLineFragmentOrigin`
    /// lines wrap to the width from the top-left; without it each paragraph is one line and the
    /// rectangle is relative to the first baseline, as ``draw(with:options:attributes:context:)`` draws it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
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

    /// Draws the string in `rect` as `options` say, as `String`'s version.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
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
