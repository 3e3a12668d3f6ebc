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
///
/// ``attributedText`` shows styled text: its runs without a font, colour or paragraph style
/// take the label's ``font``, ``textColor``, ``textAlignment`` and ``lineBreakMode``, as in
/// UIKit; a paragraph style in the string wins, so its line break mode decides truncation.
/// Setting ``font`` or ``textColor`` afterwards applies it to the whole string, as UIKit does.
open class UILabel: UIView {
    private var shown = ShownText()
    /// The attributed text as set, `nil` while plain text shows: what a document stores.
    var styledText: NSAttributedString? { shown.styled }

    /// The text the label shows; `nil` or empty shows nothing. Setting it replaces any
    /// ``attributedText``; with attributed text set, it is that string's characters.
    open var text: String? {
        get { shown.text }
        set {
            shown.text = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// The styled text the label shows, as UIKit's: setting it sets ``text`` to its characters;
    /// after plain text was set, it is that text in the label's font, colour and paragraph
    /// settings.
    open var attributedText: NSAttributedString? {
        get { shown.attributed(plainIn: plainAttributes) }
        set {
            shown.setStyled(newValue)
            invalidateIntrinsicContentSize()
        }
    }

    /// The label's own settings as attributes: what plain text is drawn with.
    private var plainAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: style]
    }

    /// Sets `key` to `value` over the whole attributed text, as UIKit's property setters do.
    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let current = shown.styled, current.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: current)
        changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
        shown.setStyled(changed)
    }

    private var storedFont: UIFont?
    private var storedTextColor: UIColor?

    /// The system font at 17 points unless set; setting `nil` restores it.
    open var font: UIFont! {
        get { storedFont ?? UIFont.systemFont(ofSize: 17) }
        set {
            storedFont = newValue
            applyToAttributedText(.font, font as UIFont)
            invalidateIntrinsicContentSize()
        }
    }

    /// ``UIColor/label`` unless set; setting `nil` restores it.
    open var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set {
            storedTextColor = newValue
            applyToAttributedText(.foregroundColor, textColor as UIColor)
        }
    }

    /// How lines are aligned horizontally; natural (the leading edge) by default.
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
    /// Whether the label's Dynamic Type fonts follow each render's content size category (see
    /// `UIContentSizeCategoryAdjusting`); the attributed text's too.
    open var adjustsFontForContentSizeCategory = false
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
        // Only what the document stores, as UIKit decodes only the keys an archive holds.
        if let t = coder.decoded(ViewCodingKey.text, as: String.self) { text = t }
        if let c = coder.decoded(ViewCodingKey.textColor, as: UIColor.self) { textColor = c }
        if let c = coder.decoded(ViewCodingKey.highlightedColor, as: UIColor.self) { highlightedTextColor = c }
        if let f = coder.decoded(ViewCodingKey.font, as: UIFont.self) { font = f }
        if let a = coder.decodedEnum(ViewCodingKey.textAlignment, as: NSTextAlignment.self) { textAlignment = a }
        if let n = coder.decodedInteger(ViewCodingKey.numberOfLines) { numberOfLines = n }
        if let m = coder.decodedEnum(ViewCodingKey.lineBreakMode, as: NSLineBreakMode.self) { lineBreakMode = m }
        if let a = coder.decoded(ViewCodingKey.attributedText, as: NSAttributedString.self) { attributedText = a }
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
        laidOutText(within: size, font: font, lines: lines)?.layout
    }

    /// The text, plain or attributed, laid out within `size`; plain text in `font`.
    func laidOutText(within size: CGSize, font: UIFont, lines: Int) -> LaidOutText? {
        let maxSize = TextStyleResolution.limit(size)
        let direction = effectiveUserInterfaceLayoutDirection
        if let attributed = shown.styled {
            let defaults = TextDefaults(font: font, color: currentTextColor, alignment: textAlignment, lineBreakMode: lineBreakMode,
                                        layoutDirection: direction)
            return LaidOutText(attributed, defaults: defaults, maxSize: maxSize, numberOfLines: lines, scale: displayScale)
        }
        guard let text = shown.plain, !text.isEmpty,
              let attributes = TextStyleResolution.attributes(font: font, color: currentTextColor, alignment: textAlignment,
                                                              lineBreakMode: lineBreakMode) else { return nil }
        return LaidOutText(text, attributes: attributes, direction: direction, maxSize: maxSize, numberOfLines: lines, scale: displayScale)
    }

    private var currentTextColor: UIColor {
        if isHighlighted, let h = highlightedTextColor { return h }
        return textColor
    }

    /// The width Auto Layout last gave a multi-line label without a ``preferredMaxLayoutWidth``,
    /// which its intrinsic size wraps to, as UIKit's automatic preferred width; see `LayoutEngine`.
    var autoLayoutWrapWidth: CGFloat? {
        didSet { if oldValue != autoLayoutWrapWidth { invalidateIntrinsicContentSize() } }
    }

    open override var intrinsicContentSize: CGSize {
        let wrap = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : autoLayoutWrapWidth ?? .infinity
        let width = numberOfLines != 1 ? wrap : .infinity
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
              let text = laidOutText(within: rect.size, font: fittedFont(in: rect.size), lines: numberOfLines) else { return }
        let y = Double(rect.minY) + (Double(rect.height) - text.layout.size.height) / 2
        if let shadow = shadowColor {
            // A hard shadow, as UILabel draws one: no blur, at the offset.
            ctx.saveGState()
            ctx.setShadow(offset: shadowOffset, blur: 0, color: shadow.resolvedColor(with: traitCollection).cgColor)
        }
        text.draw(at: CGPoint(x: rect.minX, y: CGFloat(y)), in: ctx)
        if shadowColor != nil { ctx.restoreGState() }
    }

    /// The colour of a hard shadow under the text; none by default.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Where the shadow falls, in points: one point up by default, as UIKit's.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// How a shrunk single line is placed vertically; shrinking keeps the centre here, as
    /// `.alignCenters` does.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Whether letters are pulled tighter before the text is truncated; kept, as the layout
    /// never tightens.
    open var allowsDefaultTighteningForTruncation = false
    /// How lines break, beyond the break mode: kept, as breaks follow UAX #14's opportunities here.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    /// Whether hovering over truncated text shows all of it (Mac Catalyst); kept for source compatibility.
    open var showsExpansionTextWhenTruncated = false

    open override func draw(_ rect: CGRect) { drawText(in: rect) }

    /// The font, shrunk when ``adjustsFontSizeToFitWidth`` allows until the text fits `size`.
    /// Attributed text keeps its fonts: Designable does not shrink it.
    func fittedFont(in size: CGSize) -> UIFont {
        let base = font!
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, shown.styled == nil,
              let text, !text.isEmpty else { return base }
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

extension UILabel: UIContentSizeCategoryAdjusting, ContentSizeCategoryAdjustingView {
    func adjustFontsForContentSizeCategory(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory else { return }
        if let f = storedFont, f.scaling != nil { storedFont = f.adjusted(for: traits) }
        if let attributed = shown.styled { shown.setStyled(attributed.adjustingFonts(for: traits)) }
        invalidateIntrinsicContentSize()
    }
}

/// How a label that shrinks its text places it vertically, as UIKit's `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text keeps the baseline of the full-size text.
    case alignBaselines = 0
    /// The shrunk text keeps the centre of the full-size text.
    case alignCenters = 1
    /// The shrunk text moves to the top of the bounds.
    case none = 2
}
