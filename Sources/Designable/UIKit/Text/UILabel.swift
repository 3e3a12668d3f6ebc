import Foundation
import Raster
import Typography

/// A read-only text view, as UIKit's `UILabel`.
///
/// ```swift
/// let title = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 44))
/// title.text = "Select a Sport"
/// title.font = .systemFont(ofSize: 17, weight: .semibold)
/// title.textColor = .secondaryLabel
/// ```
///
/// Text is laid out within the bounds' width and centred vertically, as UIKit does; lines
/// beyond ``numberOfLines`` or the height are dropped, the last truncated per
/// ``lineBreakMode``. ``intrinsicContentSize`` is the text's size rounded up to whole pixels.
/// Override ``drawText(in:)`` to inset the text, exactly as on iOS.
open class UILabel: UIView {
    /// The text the label shows; `nil` or empty shows nothing.
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    private var storedFont: UIFont?
    private var storedTextColor: UIColor?

    /// The system font at 17 points unless set; setting `nil` restores it.
    open var font: UIFont! {
        get { storedFont ?? UIFont.systemFont(ofSize: 17) }
        set { storedFont = newValue; invalidateIntrinsicContentSize() }
    }

    /// ``UIColor/label`` unless set; setting `nil` restores it.
    open var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }

    /// How lines are aligned horizontally; natural (left) by default.
    open var textAlignment: NSTextAlignment = .natural
    /// At most this many lines; 0 for as many as fit. 1 by default.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// How the last line that fits is shortened, or how lines wrap; truncating the tail by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Shrinks the font, down to ``minimumScaleFactor`` of its size, until the text fits.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font size ``adjustsFontSizeToFitWidth`` may shrink to; 0 means no shrinking.
    open var minimumScaleFactor: CGFloat = 0
    /// The width multi-line text wraps to for ``intrinsicContentSize``; 0 for unconstrained.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the label is enabled; documents set it, and the text draws the same either way.
    open var isEnabled = true
    /// Whether the label draws in its ``highlightedTextColor``.
    open var isHighlighted = false
    /// The text colour while ``isHighlighted``.
    open var highlightedTextColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        // A label redraws when resized, as init(frame:) sets; IB writes a content mode for
        // every label it stores, so only a coder without one (an archive of a label made in
        // code) relies on this default.
        if coder.decodedEnum(ViewCodingKey.contentMode, as: ContentMode.self) == nil { contentMode = .redraw }
        text = coder.decoded(ViewCodingKey.text, as: String.self)
        if let c = coder.decoded(ViewCodingKey.textColor, as: UIColor.self) { textColor = c }
        if let c = coder.decoded(ViewCodingKey.highlightedColor, as: UIColor.self) { highlightedTextColor = c }
        if let f = coder.decoded(ViewCodingKey.font, as: UIFont.self) { font = f }
        if let a = coder.decodedEnum(ViewCodingKey.textAlignment, as: NSTextAlignment.self) { textAlignment = a }
        if let n = coder.decodedInteger(ViewCodingKey.numberOfLines) { numberOfLines = n }
        if let m = coder.decodedEnum(ViewCodingKey.lineBreakMode, as: NSLineBreakMode.self) { lineBreakMode = m }
        if let a = coder.decodedBool(ViewCodingKey.adjustsFontSizeToFit) { adjustsFontSizeToFitWidth = a }
        if let s = coder.decodedCGFloat(ViewCodingKey.minimumScaleFactor) { minimumScaleFactor = s }
        if let e = coder.decodedBool(ViewCodingKey.enabled) { isEnabled = e }
        if let h = coder.decodedBool(ViewCodingKey.highlighted) { isHighlighted = h }
    }

    private var displayScale: Double {
        let s = Double(traitCollection.displayScale)
        return s > 0 ? s : 1
    }

    /// The text laid out within `size` with `font`.
    func layout(within size: CGSize, font: UIFont, lines: Int) -> TextLayout? {
        guard let text, !text.isEmpty,
              let attributes = TextStyleResolution.attributes(font: font, color: currentTextColor, alignment: textAlignment,
                                                              lineBreakMode: lineBreakMode) else { return nil }
        return TextLayout(text: text, attributes: attributes, maxSize: TextStyleResolution.limit(size), numberOfLines: lines, scale: displayScale)
    }

    private var currentTextColor: UIColor {
        if isHighlighted, let h = highlightedTextColor { return h }
        return textColor
    }

    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity
        guard let l = layout(within: CGSize(width: width, height: .infinity), font: font, lines: numberOfLines) else { return .zero }
        return CGSize(l.ceiledSize)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : .infinity
        guard let l = layout(within: CGSize(width: width, height: .infinity), font: font, lines: numberOfLines) else { return .zero }
        return CGSize(l.ceiledSize)
    }

    /// Where the text goes within `bounds`: its laid-out size, at the bounds' top-left.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let l = layout(within: bounds.size, font: fittedFont(in: bounds.size), lines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        return CGRect(origin: bounds.origin, size: CGSize(l.ceiledSize))
    }

    /// Draws the text in `rect`: laid out to its width and centred vertically in it.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(),
              let l = layout(within: rect.size, font: fittedFont(in: rect.size), lines: numberOfLines) else { return }
        let y = Double(rect.minY) + (Double(rect.height) - l.size.height) / 2
        l.draw(in: ctx.canvas, at: Point(x: Double(rect.minX), y: y))
    }

    open override func draw(_ rect: CGRect) { drawText(in: rect) }

    /// The font, shrunk when ``adjustsFontSizeToFitWidth`` allows until the text fits `size`.
    func fittedFont(in size: CGSize) -> UIFont {
        let base = font!
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, let text, !text.isEmpty else { return base }
        func fits(_ f: UIFont) -> Bool {
            guard let l = layout(within: CGSize(width: numberOfLines == 1 ? .infinity : size.width, height: .infinity), font: f, lines: 0) else { return true }
            let lineLimit = numberOfLines == 0 ? Int.max : numberOfLines
            return l.size.width <= Double(size.width) + 1e-9 && l.lines.count <= lineLimit && l.size.height <= Double(size.height) + 1e-9
        }
        if fits(base) { return base }
        let smallest = base.pointSize * minimumScaleFactor
        // Half-point steps down from the full size: the largest size that fits wins.
        var pointSize = base.pointSize
        while pointSize - 0.5 >= smallest {
            pointSize -= 0.5
            let candidate = base.withSize(pointSize)
            if fits(candidate) { return candidate }
        }
        return base.withSize(smallest)
    }
}
