import Foundation
import Raster
import Typography

/// UIKit's drawing and measuring of attributed strings (`NSAttributedString`'s UIKit additions),
/// by Designable's own text stack.
///
/// ```swift
/// let price = NSMutableAttributedString(string: "$42", attributes: [.font: UIFont.boldSystemFont(ofSize: 28)])
/// price.append(NSAttributedString(string: " / month", attributes: [.foregroundColor: UIColor.secondaryLabel]))
/// price.draw(in: bounds.insetBy(dx: 8, dy: 8))
/// ```
///
/// Runs without a font use the system font at 12 points, and runs without a colour are black,
/// as in UIKit. Runs of different fonts share each line's baseline; wrapping and truncation
/// work across runs. `.natural` alignment follows the text: right-to-left when its first
/// letter is Hebrew or Arabic, else the current traits' layout direction.
///
/// Lines are reordered by the Unicode Bidirectional Algorithm and Arabic letters joined, by
/// Typography's own tables (see `TextLayout`).
///
/// Differs from UIKit on purpose: fonts are DejaVu (see ``UIFont``), and there is no shaping
/// beyond Arabic joining (no Indic scripts, no mark positioning).
extension NSAttributedString {
    /// Draws the string on one line per paragraph with its top-left at `point`.
    public func draw(at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext(), let text = laidOut(options: .usesFontLeading, scale: ctx.canvas.bitmap.scale) else { return }
        text.draw(at: point, in: ctx)
    }

    /// Draws the string wrapped to `rect`'s width from its top; lines that do not fit the
    /// height are dropped, the last one shortened by its line break mode.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` as `options` say: with ``NSStringDrawingOptions/usesLineFragmentOrigin``
    /// wrapped from the rectangle's top-left, otherwise one line per paragraph whose first
    /// baseline is at the rectangle's origin.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let r = rect.standardized
        guard let text = laidOut(within: r.size, options: options, scale: ctx.canvas.bitmap.scale) else { return }
        let top = options.contains(.usesLineFragmentOrigin) ? r.minY : r.minY - CGFloat(text.layout.lines.first?.baselineY ?? 0)
        text.draw(at: CGPoint(x: r.minX, y: top), in: ctx)
    }

    /// The size of the string on one line per paragraph (fractional; round up for a view's
    /// size), its lines as tall as a label's (with the font's leading).
    public func size() -> CGSize {
        guard let text = laidOut(options: .usesFontLeading, scale: TextStyleResolution.scale) else { return .zero }
        return CGSize(text.layout.size)
    }

    /// The rectangle the string occupies when drawn within `size`. With `.usesLineFragmentOrigin`
    /// lines wrap to the width from the top-left; without it each paragraph is one line and the
    /// rectangle is relative to the first baseline, as ``draw(with:options:context:)`` draws it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        guard let text = laidOut(within: size, options: options, scale: TextStyleResolution.scale) else { return .zero }
        var rect = CGRect(text.layout.boundingRect)
        if !options.contains(.usesLineFragmentOrigin) { rect.origin.y = -CGFloat(text.layout.lines.first?.baselineY ?? 0) }
        context?.record(rect)
        return rect
    }

    /// The string laid out as drawing does: within `size` with `.usesLineFragmentOrigin`, one
    /// line per paragraph without.
    func laidOut(within size: CGSize = CGSize(width: CGFloat.infinity, height: .infinity), options: NSStringDrawingOptions = [],
                 scale: Double) -> LaidOutText? {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let maxSize = wraps ? TextStyleResolution.limit(size) : Size(width: .infinity, height: .infinity)
        var defaults = TextDefaults.stringDrawing
        defaults.layoutDirection = TextStyleResolution.naturalDirection(of: string)
        return LaidOutText(self, defaults: defaults, maxSize: maxSize, scale: scale) { runs in
            let truncates = options.contains(.truncatesLastVisibleLine), usesFontLeading = options.contains(.usesFontLeading)
            for i in runs.indices {
                // The option marks the last line that fits with "…" even where the mode only wraps.
                if truncates, !runs[i].style.paragraph.lineBreakMode.truncates {
                    runs[i].style.paragraph.lineBreakMode = .truncatingTail
                }
                runs[i].style.paragraph.usesFontLeading = usesFontLeading
            }
        }
    }
}

private extension LineBreakMode {
    var truncates: Bool { self == .truncatingHead || self == .truncatingTail || self == .truncatingMiddle }
}
