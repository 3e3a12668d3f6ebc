import Foundation
import Raster
import Typography

/// A single line of editable text, rendered at rest, as UIKit's `UITextField`.
///
/// ```swift
/// let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
/// field.placeholder = "Select a Sport"
/// field.borderStyle = .roundedRect
/// field.rightView = UIImageView(image: arrow)
/// field.rightViewMode = .always
/// ```
///
/// The text (or the grey placeholder when empty) is one line inside ``textRect(forBounds:)``,
/// placed by `contentVerticalAlignment`: `.center` centres the line box (the font's line
/// height) exactly in the text rect; `.top` and `.fill` put it at the top; `.bottom` at the bottom.
///
/// Differs from UIKit on purpose: there is no editing, caret or clear button; views shown
/// `.whileEditing` never appear, and `.unlessEditing` ones always do.
open class UITextField: UIControl {
    /// The frame drawn around the text, as `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line
        /// A bezel-style rectangle.
        case bezel
        /// A rounded rectangle, as most text fields show.
        case roundedRect
    }

    /// When an overlay view shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        /// The overlay view never shows.
        case never = 0
        /// The overlay view shows only while editing, so never here.
        case whileEditing
        /// The overlay view shows except while editing, so always here.
        case unlessEditing
        /// The overlay view always shows.
        case always
    }

    /// The text the field shows.
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The grey text shown while ``text`` is empty.
    open var placeholder: String?
    private var storedFont: UIFont?
    private var storedTextColor: UIColor?
    /// The system font at 17 points unless set.
    open var font: UIFont? {
        get { storedFont ?? .systemFont(ofSize: 17) }
        set { storedFont = newValue; invalidateIntrinsicContentSize() }
    }
    /// ``UIColor/label`` unless set.
    open var textColor: UIColor? {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }
    /// How the text is aligned within the text rectangle.
    open var textAlignment: NSTextAlignment = .natural
    /// The border drawn around the field; none by default.
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// A view shown at the field's left edge, when ``leftViewMode`` allows.
    open var leftView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; setNeedsLayout() }
    }
    /// A view shown at the field's right edge, when ``rightViewMode`` allows.
    open var rightView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; setNeedsLayout() }
    }
    /// When ``leftView`` shows; never by default.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// When ``rightView`` shows; never by default.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// Creates a text field with the specified frame rectangle.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A custom view to show instead of the keyboard, as UIKit lets text fields set; never shown.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?

    /// A custom view above the keyboard, as UIKit lets text fields set; never shown.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: UIView?

    /// A text field can become first responder while it is enabled, as in UIKit; becoming and
    /// resigning send `.editingDidBegin` and `.editingDidEnd`. No keyboard appears.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Makes the field first responder and sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        guard super.becomeFirstResponder() else { return false }
        if !wasFirst { sendActions(for: .editingDidBegin) }
        return true
    }

    /// Resigns first responder and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasFirst = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if wasFirst { sendActions(for: .editingDidEnd) }
        return true
    }

    /// Creates a text field from an Interface Builder document, decoding its text, placeholder, font,
    /// colour, alignment and border style.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        text = coder.decoded(ViewCodingKey.text, as: String.self)
        placeholder = coder.decoded(ViewCodingKey.placeholder, as: String.self)
        if let f = coder.decoded(ViewCodingKey.font, as: UIFont.self) { font = f }
        if let c = coder.decoded(ViewCodingKey.textColor, as: UIColor.self) { textColor = c }
        if let a = coder.decodedEnum(ViewCodingKey.textAlignment, as: NSTextAlignment.self) { textAlignment = a }
        if let b = coder.decodedEnum(ViewCodingKey.borderStyle, as: BorderStyle.self) { borderStyle = b }
    }

    // MARK: Geometry, as UIKit's overridable rects

    /// Horizontal padding the border style leaves around the text.
    private var borderPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 3
        case .roundedRect: 7
        }
    }

    private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool { view != nil && (mode == .always || mode == .unlessEditing) }

    /// The rectangle the border is drawn in: the bounds, unless a subclass says otherwise.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The bounds less the border's padding and any left or right view.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: borderPadding, dy: 0)
        if shows(leftView, leftViewMode) {
            let l = leftViewRect(forBounds: bounds)
            let cut = l.maxX - r.minX
            if cut > 0 { r.origin.x += cut; r.size.width -= cut }
        }
        if shows(rightView, rightViewMode) {
            let rr = rightViewRect(forBounds: bounds)
            let cut = r.maxX - rr.minX
            if cut > 0 { r.size.width -= cut }
        }
        r.size.width = Swift.max(0, r.width)
        return r
    }

    /// The rectangle the placeholder is drawn in: the text rectangle, unless a subclass says otherwise.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle editable text occupies: the text rectangle, unless a subclass says otherwise.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The left view at its own size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The right view at its own size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The line box of the text within `rect`, placed by `contentVerticalAlignment`.
    func lineBox(in rect: CGRect) -> CGRect {
        let h = font?.lineHeight ?? 0
        let y: CGFloat
        switch contentVerticalAlignment {
        case .center: y = rect.midY - h / 2
        case .top, .fill: y = rect.minY
        case .bottom: y = rect.maxY - h
        }
        return CGRect(x: rect.minX, y: y, width: rect.width, height: h)
    }

    /// Places the left and right overlay views by ``leftViewRect(forBounds:)`` and
    /// ``rightViewRect(forBounds:)``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !shows(leftView, leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightView, rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }

    /// The width of the text (or the placeholder when empty) plus the border's padding, and the
    /// height of one line, with 14 points more for a rounded-rect border.
    open override var intrinsicContentSize: CGSize {
        let f = font ?? .systemFont(ofSize: 17)
        let shown = (text?.isEmpty ?? true) ? (placeholder ?? "") : text!
        let width = shown.size(withAttributes: [.font: f]).width
        let vertical: CGFloat = borderStyle == .roundedRect ? 14 : 0
        return CGSize(width: (width + 2 * borderPadding).rounded(.up), height: (f.lineHeight + vertical).rounded(.up))
    }

    // MARK: Drawing

    /// Draws the text on one line in `rect`'s line box.
    open func drawText(in rect: CGRect) { drawLine(text ?? "", color: textColor ?? .label, in: rect) }

    /// Draws the placeholder, in ``UIColor/placeholderText``, on one line in `rect`'s line box.
    open func drawPlaceholder(in rect: CGRect) { drawLine(placeholder ?? "", color: .placeholderText, in: rect) }

    private func drawLine(_ string: String, color: UIColor, in rect: CGRect) {
        guard !string.isEmpty, let ctx = UIGraphicsGetCurrentContext(), let f = font,
              let attributes = TextStyleResolution.attributes(font: f, color: color, alignment: textAlignment, lineBreakMode: .byTruncatingTail)
        else { return }
        let box = lineBox(in: rect)
        let layout = TextLayout(text: string, attributes: attributes, maxSize: Size(width: Double(rect.width), height: .infinity),
                                numberOfLines: 1, scale: ctx.canvas.bitmap.scale)
        ctx.saveGState()
        ctx.clip(to: rect)
        layout.draw(in: ctx.canvas, at: box.origin.raster)
        ctx.restoreGState()
    }

    /// Draws the border, then the text or the placeholder.
    open override func draw(_ rect: CGRect) {
        drawBorder()
        if let text, !text.isEmpty { drawText(in: textRect(forBounds: bounds)) } else { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
    }

    private func drawBorder() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let r = borderRect(forBounds: bounds)
        let hairline = 1 / Swift.max(1, traitCollection.displayScale)
        switch borderStyle {
        case .none:
            return
        case .line:
            ctx.setStrokeColor(UIColor.label.cgColor)
            ctx.stroke(r.insetBy(dx: 0.5, dy: 0.5), width: 1)
        case .bezel:
            // The classic bezel: a grey frame with a darker top edge, as if sunken.
            ctx.setStrokeColor(UIColor.systemGray.cgColor)
            ctx.stroke(r.insetBy(dx: 0.5, dy: 0.5), width: 1)
            ctx.setFillColor(UIColor.darkGray.cgColor)
            ctx.fill(CGRect(x: r.minX, y: r.minY, width: r.width, height: 1))
        case .roundedRect:
            let outline = UIBezierPath(roundedRect: r.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: 5)
            if backgroundColor == nil {
                UIColor.systemBackground.setFill()
                outline.fill()
            }
            outline.lineWidth = hairline
            UIColor.systemGray4.setStroke()
            outline.stroke()
        }
    }
}
