import Foundation
import Raster
import Typography

/// A single line of editable text, rendered at rest, as UIKit's `UITextField`.
///
/// ```swift
/// let field = UITextField(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
/// field.attributedPlaceholder = NSAttributedString(string: "Select a Sport",
///                                                  attributes: [.foregroundColor: UIColor.systemTeal])
/// field.borderStyle = .roundedRect
/// field.clearButtonMode = .always
/// field.rightView = UIImageView(image: arrow)
/// field.rightViewMode = .always
/// ```
///
/// The text (or the placeholder when empty) is one line inside ``textRect(forBounds:)``,
/// placed by `contentVerticalAlignment`: `.center` centres the line box exactly in the text
/// rect; `.top` and `.fill` put it at the top; `.bottom` at the bottom. Text that does not fit
/// ends in "…". A secure field (``isSecureTextEntry``) draws one bullet per character, as iOS
/// does. Text is ``attributedText``, plain text in ``defaultTextAttributes``; the placeholder
/// is ``attributedPlaceholder``, grey (``UIColor/placeholderText``) in the field's font unless
/// its attributes say otherwise.
///
/// In a right-to-left layout the left view and the clear button sit at the leading (right)
/// edge and the right view at the trailing (left) one, and `.natural` text aligns right.
///
/// The field is editing while it is first responder (``becomeFirstResponder()``, or a tap
/// with `simulateTap()`): overlay views and the clear button shown `.whileEditing` then
/// appear and `.unlessEditing` ones hide, as on iOS.
///
/// Differs from UIKit on purpose: there is no keyboard, and no caret or selection is drawn.
/// Typing is simulated by ``insertText(_:)`` and ``deleteBackward()``, which ask the
/// ``delegate``; the return key by ``simulateReturnKey()``; the clear button by a tap on it
/// (`simulateTap(at:)` inside ``clearButtonRect(forBounds:)``).
open class UITextField: UIControl, UITextInput, UIContentSizeCategoryAdjusting {
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
    public enum ViewMode: Int, Sendable, CaseIterable {
        /// The overlay view never shows.
        case never = 0
        /// The overlay view shows only while the field is editing.
        case whileEditing
        /// The overlay view shows except while the field is editing.
        case unlessEditing
        /// The overlay view always shows.
        case always
    }

    private var shown = ShownText()
    /// The attributed text as set, `nil` while plain text shows: what a document stores.
    var styledText: NSAttributedString? { shown.styled }
    private var storedPlaceholder: NSAttributedString?

    /// The text the field shows; empty, never `nil`, when there is none, as in UIKit. Setting it
    /// replaces any ``attributedText``.
    open var text: String? {
        get { shown.text ?? "" }
        set {
            shown.text = newValue
            selection.moveToEnd()
            invalidateIntrinsicContentSize()
        }
    }

    /// The styled text the field shows; plain ``text`` in ``defaultTextAttributes``. Its runs
    /// without a font, colour or paragraph style take the field's.
    open var attributedText: NSAttributedString? {
        get { shown.attributed(plainIn: defaultTextAttributes) }
        set {
            shown.setStyled(newValue)
            selection.moveToEnd()
            invalidateIntrinsicContentSize()
        }
    }

    /// The grey text shown while ``text`` is empty.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set { storedPlaceholder = newValue.map { NSAttributedString(string: $0) }; invalidateIntrinsicContentSize() }
    }

    /// The placeholder with its own attributes: a colour, font or kern here wins over the
    /// field's grey and font.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set { storedPlaceholder = newValue.map { NSAttributedString(attributedString: $0) }; invalidateIntrinsicContentSize() }
    }

    private var storedFont: UIFont?
    private var storedTextColor: UIColor?
    /// Attributes of ``defaultTextAttributes`` beyond font, colour and alignment (kern, shadow…).
    private var extraTextAttributes: [NSAttributedString.Key: Any] = [:]

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
    /// How the text is aligned within the text rectangle; natural (the leading edge) by default.
    open var textAlignment: NSTextAlignment = .natural

    /// The attributes plain text is drawn with: the field's font, colour and alignment, and
    /// any others set here. Setting it sets ``font``, ``textColor`` and ``textAlignment`` from it.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            var attributes = extraTextAttributes
            attributes[.font] = font
            attributes[.foregroundColor] = textColor
            attributes[.paragraphStyle] = style
            return attributes
        }
        set {
            var rest = newValue
            if let f = rest.removeValue(forKey: .font) as? UIFont { font = f }
            if let c = rest.removeValue(forKey: .foregroundColor) as? UIColor { textColor = c }
            if let p = rest.removeValue(forKey: .paragraphStyle) as? NSParagraphStyle { textAlignment = p.alignment }
            extraTextAttributes = rest
            invalidateIntrinsicContentSize()
        }
    }

    /// The attributes ``insertText(_:)`` gives new text; ``defaultTextAttributes`` when `nil`.
    open var typingAttributes: [NSAttributedString.Key: Any]?

    /// The border drawn around the field; none by default.
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// A view shown at the field's leading edge (the left, in left-to-right layouts), when ``leftViewMode`` allows.
    open var leftView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; setNeedsLayout() }
    }
    /// A view shown at the field's trailing edge (the right, in left-to-right layouts), when ``rightViewMode`` allows.
    open var rightView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; setNeedsLayout() }
    }
    /// When ``leftView`` shows; never by default.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// When ``rightView`` shows; never by default.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// When the clear button (a grey circled cross) shows beside non-empty text; never by default.
    open var clearButtonMode: ViewMode = .never
    /// Whether the field empties itself when editing begins; the delegate's
    /// `textFieldShouldClear(_:)` is asked first and can keep the text.
    open var clearsOnBeginEditing = false
    /// Whether the field is being edited: from the moment it becomes first responder until it resigns.
    open var isEditing: Bool { editing }
    private var editing = false
    /// Whether the font shrinks to fit; kept for source compatibility, as text is truncated instead.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size ``adjustsFontSizeToFitWidth`` would shrink to; kept for source compatibility.
    open var minimumFontSize: CGFloat = 0
    /// Whether a Dynamic Type ``font`` follows each render's content size category.
    open var adjustsFontForContentSizeCategory = false
    /// The object the field asks before text changes, as in UIKit; held weakly.
    open weak var delegate: UITextFieldDelegate?

    // MARK: Text input traits

    /// How the keyboard would capitalize: sentences by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard would correct words.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspellings would be marked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard the field asks for.
    open var keyboardType: UIKeyboardType = .default
    /// Light or dark keyboard.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden: drawn as one bullet (•) per character, as iOS does at rest.
    open var isSecureTextEntry = false { didSet { invalidateIntrinsicContentSize() } }
    /// What the field holds, for AutoFill; `nil` by default.
    open var textContentType: UITextContentType!

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

    /// A text field can become first responder while it is enabled, as in UIKit.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, as a tap in the field does on iOS: asks the delegate
    /// (`textFieldShouldBeginEditing(_:)`), becomes first responder (the previous first
    /// responder resigns), empties the field when ``clearsOnBeginEditing`` and the delegate
    /// agrees (`textFieldShouldClear(_:)`, as Apple documents it is asked then too), then tells
    /// the delegate (`textFieldDidBeginEditing(_:)`), sends `.editingDidBegin` and posts
    /// ``textDidBeginEditingNotification``. Returns whether the field is editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder,
              OptionalRequirement.outside({ delegate?.textFieldShouldBeginEditing(self) }) ?? true,
              super.becomeFirstResponder() else { return false }
        editing = true
        if clearsOnBeginEditing, hasText, OptionalRequirement.outside({ delegate?.textFieldShouldClear(self) }) ?? true {
            text = ""
        }
        editingChangedOverlays()
        OptionalRequirement.outside { delegate?.textFieldDidBeginEditing(self) }
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: asks the delegate (`textFieldShouldEndEditing(_:)`, unless `endEditing(true)`
    /// forces it), resigns, then tells
    /// the delegate (`textFieldDidEndEditing(_:reason:)`, which calls
    /// `textFieldDidEndEditing(_:)` for delegates without it), sends `.editingDidEnd` and posts
    /// ``textDidEndEditingNotification``. Returns whether the field stopped editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard EndEditing.allowed({ delegate?.textFieldShouldEndEditing(self) }), super.resignFirstResponder() else { return false }
        editing = false
        editingChangedOverlays()
        OptionalRequirement.outside { delegate?.textFieldDidEndEditing(self, reason: .committed) }
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    /// The overlays shown `.whileEditing` or `.unlessEditing` come or go.
    private func editingChangedOverlays() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Presses the keyboard's return key, Designable only: asks the delegate
    /// (`textFieldShouldReturn(_:)`); when it agrees, sends `.editingDidEndOnExit`, and a field
    /// with an action for that event stops editing, as on iOS (where connecting "Did End On
    /// Exit" dismisses the keyboard). Does nothing while the field is not editing.
    public func simulateReturnKey() {
        guard isEditing, OptionalRequirement.outside({ delegate?.textFieldShouldReturn(self) }) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    /// A tap on the field: on the clear button it clears the text (see
    /// ``clearButtonRect(forBounds:)``); anywhere else it begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        guard isEnabled, let point, bounds.contains(point) else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            tapClearButton()
        } else {
            becomeFirstResponder()
        }
    }

    /// Asks the delegate (`textFieldShouldClear(_:)`); when it agrees, begins editing if the
    /// field was not, and once editing empties it, sends `.editingChanged` and posts
    /// ``textDidChangeNotification``. A field that cannot begin editing keeps its text.
    private func tapClearButton() {
        guard OptionalRequirement.outside({ delegate?.textFieldShouldClear(self) }) ?? true else { return }
        if !isEditing { guard becomeFirstResponder() else { return } }
        text = ""
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// Creates a text field from an Interface Builder document, decoding its text, placeholder, font,
    /// colour, alignment and border style.
    ///
    /// Only what the document stores is set, as UIKit decodes only the keys an archive holds: a
    /// subclass overriding `text` with a `didSet` that reaches views it makes after
    /// `super.init(coder:)` is not called for a field the document leaves empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let t = coder.decoded(ViewCodingKey.text, as: String.self) { text = t }
        if let p = coder.decoded(ViewCodingKey.placeholder, as: String.self) { placeholder = p }
        if let f = coder.decoded(ViewCodingKey.font, as: UIFont.self) { font = f }
        if let c = coder.decoded(ViewCodingKey.textColor, as: UIColor.self) { textColor = c }
        if let a = coder.decodedEnum(ViewCodingKey.textAlignment, as: NSTextAlignment.self) { textAlignment = a }
        if let b = coder.decodedEnum(ViewCodingKey.borderStyle, as: BorderStyle.self) { borderStyle = b }
        if let a = coder.decoded(ViewCodingKey.attributedText, as: NSAttributedString.self) { attributedText = a }
        if let p = coder.decoded(ViewCodingKey.attributedPlaceholder, as: NSAttributedString.self) { attributedPlaceholder = p }
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

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool { view != nil && shows(mode) }

    /// Whether an overlay in `mode` shows now, editing or not.
    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Whether the clear button shows: the field has text and the mode allows it now.
    private var showsClearButton: Bool { hasText && shows(clearButtonMode) }

    /// The rectangle the border is drawn in: the bounds, unless a subclass says otherwise.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The bounds less the border's padding, any left or right view, and the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: borderPadding, dy: 0)
        func cut(_ overlay: CGRect) {
            // Each overlay takes the side it sits on.
            if overlay.midX < r.midX {
                let c = overlay.maxX - r.minX
                if c > 0 { r.origin.x += c; r.size.width -= c }
            } else {
                let c = r.maxX - overlay.minX
                if c > 0 { r.size.width -= c }
            }
        }
        if shows(leftView, leftViewMode) { cut(leftViewRect(forBounds: bounds)) }
        if shows(rightView, rightViewMode) { cut(rightViewRect(forBounds: bounds)) }
        if showsClearButton { cut(clearButtonRect(forBounds: bounds)) }
        r.size.width = Swift.max(0, r.width)
        return r
    }

    /// The rectangle the placeholder is drawn in: the text rectangle, unless a subclass says otherwise.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The rectangle editable text occupies: the text rectangle, unless a subclass says otherwise.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The left view at its own size, at the leading edge (the right one in right-to-left layouts), centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(size: leftView?.bounds.size ?? .zero, leading: true, in: bounds)
    }

    /// The right view at its own size, at the trailing edge (the left one in right-to-left layouts), centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(size: rightView?.bounds.size ?? .zero, leading: false, in: bounds)
    }

    /// The clear button's 19-point square at the trailing end of the text, before any right
    /// view, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let right = shows(rightView, rightViewMode) ? rightViewRect(forBounds: bounds) : nil
        let inset = borderStyle == .none ? 0 : 5
        let y = bounds.midY - side / 2
        if isRightToLeft {
            let x = (right?.maxX ?? bounds.minX + CGFloat(inset))
            return CGRect(x: x, y: y, width: side, height: side)
        }
        let x = (right?.minX ?? bounds.maxX - CGFloat(inset)) - side
        return CGRect(x: x, y: y, width: side, height: side)
    }

    private func overlayRect(size s: CGSize, leading: Bool, in bounds: CGRect) -> CGRect {
        let atLeft = leading != isRightToLeft
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - s.width, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The line box of one line in the field's font within `rect`, placed by `contentVerticalAlignment`.
    func lineBox(in rect: CGRect) -> CGRect { lineBox(in: rect, height: font?.lineHeight ?? 0) }

    /// The line box of text `height` tall within `rect`, placed by `contentVerticalAlignment`.
    func lineBox(in rect: CGRect, height h: CGFloat) -> CGRect {
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
        let shown = (text?.isEmpty ?? true) ? laidOut(placeholder: true, width: .infinity) : laidOut(placeholder: false, width: .infinity)
        let width = CGFloat(shown?.layout.size.width ?? 0)
        let lineHeight = Swift.max(f.lineHeight, CGFloat(shown?.layout.size.height ?? 0))
        let vertical: CGFloat = borderStyle == .roundedRect ? 14 : 0
        return CGSize(width: (width + 2 * borderPadding).rounded(.up), height: (lineHeight + vertical).rounded(.up))
    }

    // MARK: Typing

    /// Types `text` over the selection (at the end of the text unless something selected
    /// inside it), as the keyboard would: asks the ``delegate`` (with the range the new text
    /// replaces), then inserts it in ``typingAttributes``, leaves the caret after it, sends
    /// `.editingChanged` to the field's targets and posts ``textDidChangeNotification``.
    /// Nothing changes when the delegate refuses.
    open func insertText(_ text: String) {
        replace(selectedRange, with: text)
    }

    /// Deletes the selection, or the character before the caret, as the keyboard's delete key
    /// would, asking the ``delegate`` first.
    open func deleteBackward() {
        guard let range = TextSelection.deletion(in: text ?? "", selection: selectedRange) else { return }
        replace(range, with: "")
    }

    /// Whether the field has any text, as UIKit's `hasText`.
    open var hasText: Bool { !(text?.isEmpty ?? true) }

    // MARK: Text input

    private var selection = TextSelection()
    private var textLength: Int { (text ?? "").utf16.count }
    private var selectedRange: NSRange { selection.range(in: textLength) }

    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { UITextOffsetPosition(0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { UITextOffsetPosition(textLength) }

    /// The selection, or the caret when empty: after the last character whenever the text is
    /// set, as in UIKit. ``insertText(_:)`` and ``deleteBackward()`` act on it. Setting a range
    /// this field did not make, or `nil`, puts the caret at the end.
    open var selectedTextRange: UITextRange? {
        get { UITextOffsetRange(selectedRange) }
        set {
            let before = selectedRange
            selection.select(newValue, length: textLength)
            if selectedRange != before { OptionalRequirement.outside { delegate?.textFieldDidChangeSelection(self) } }
        }
    }

    /// Text being composed by an input method: always `nil`, as there is none.
    open var markedTextRange: UITextRange? { nil }

    /// The range between two positions, in either order; `nil` for positions outside the text.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextSelection.textRange(fromPosition, toPosition, length: textLength)
    }

    /// The position `offset` UTF-16 units from `position`; `nil` outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextSelection.position(position, offset: offset, length: textLength)
    }

    /// UTF-16 units from one position to another; negative backwards.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        TextSelection.distance(from, toPosition)
    }

    /// Whether `position` lies before, at or after `other`.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextSelection.compare(position, other)
    }

    /// The text in `range`; `nil` for a range outside the text.
    open func text(in range: UITextRange) -> String? {
        guard let r = TextSelection.range(of: range, length: textLength) else { return nil }
        return ((text ?? "") as NSString).substring(with: r)
    }

    /// Replaces the text in `range` with `text`, asking the ``delegate`` as typing does.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let r = TextSelection.range(of: range, length: textLength) else { return }
        replace(r, with: text)
    }

    /// Where the caret stands before the character at `position`: two points wide and the
    /// font's line height tall, inside ``editingRect(forBounds:)``, at the character's leading
    /// edge in the text as drawn (its right edge in right-to-left text). Overriding it (to hide
    /// the caret, say) compiles as on iOS; no caret is drawn in a snapshot.
    open func caretRect(for position: UITextPosition) -> CGRect {
        let shown = shownForEditing()
        let offset = Swift.min(Swift.max((position as? UITextOffsetPosition)?.offset ?? 0, 0), shown.length)
        let before = CGFloat(shown.layout?.caretPosition(forUTF16Offset: shown.shownOffset(offset))?.x ?? 0)
        return CGRect(x: shown.originX + before, y: shown.top, width: 2, height: shown.lineHeight)
    }

    /// The rectangles that show a selection of `range` in the text as drawn: one per stretch
    /// of selected characters side by side, the font's line height tall, as the caret is.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let shown = shownForEditing()
        guard let r = TextSelection.range(of: range, length: shown.length), r.length > 0, let layout = shown.layout else { return [] }
        let boxes = layout.selectionBoxes(forUTF16Range: shown.shownOffset(r.location) ..< shown.shownOffset(r.location + r.length))
        return UITextSelectionRect.rects(boxes, origin: CGPoint(x: shown.originX, y: shown.top)) { _ in (0, shown.lineHeight) }
    }

    /// The union of `range`'s selection rectangles; `.null` for none.
    open func firstRect(for range: UITextRange) -> CGRect { Self.firstRect(of: selectionRects(for: range)) }

    /// The caret position nearest `point`: the nearer edge of the character under it, the
    /// field being one line.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        let shown = shownForEditing()
        guard let layout = shown.layout, !layout.lines.isEmpty else { return UITextOffsetPosition(0) }
        return UITextOffsetPosition(shown.textOffset(layout.utf16Offset(closestTo: Double(point.x - shown.originX), inLine: 0)))
    }

    /// The caret position nearest `point` inside `range`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        TextSelection.clamp(closestPosition(to: point), to: range, length: ((text ?? "") as NSString).length)
    }

    /// The character that starts at the caret position nearest `point`.
    open func characterRange(at point: CGPoint) -> UITextRange? {
        TextSelection.characterRange(from: closestPosition(to: point), in: text ?? "")
    }

    /// The text as the field draws it while editing, for carets and selections: its layout
    /// (one bullet, one UTF-16 unit, per character of a secure field), where its left edge
    /// and line stand inside ``editingRect(forBounds:)``, and the mapping between offsets in
    /// ``text`` and in what is shown.
    private func shownForEditing() -> (layout: TextLayout?, originX: CGFloat, top: CGFloat, lineHeight: CGFloat, length: Int,
                                       shownOffset: (Int) -> Int, textOffset: (Int) -> Int) {
        let frame = editingRect(forBounds: bounds)
        let f = font ?? .systemFont(ofSize: 17)
        let all = text ?? ""
        let units = all as NSString
        let secure = isSecureTextEntry
        let shown = secure ? String(repeating: "\u{2022}", count: all.count) : all
        let layout = NSAttributedString(string: shown, attributes: [.font: f]).laidOut(scale: TextStyleResolution.scale)?.layout
        let total = CGFloat(layout?.size.width ?? 0)
        let originX: CGFloat
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch textAlignment {
        case .center: originX = frame.midX - total / 2
        case .right: originX = frame.maxX - total
        case .natural where rightToLeft, .justified where rightToLeft: originX = frame.maxX - total
        default: originX = frame.minX
        }
        let shownOffset: (Int) -> Int = { offset in secure ? (units.substring(to: Swift.min(Swift.max(offset, 0), units.length)) as String).count : offset }
        let textOffset: (Int) -> Int = { offset in secure ? String(all.prefix(Swift.max(offset, 0))).utf16.count : offset }
        return (layout, originX, frame.midY - f.lineHeight / 2, f.lineHeight, units.length, shownOffset, textOffset)
    }

    private func replace(_ range: NSRange, with string: String) {
        guard OptionalRequirement.outside({ delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) }) ?? true else { return }
        let changed = NSMutableAttributedString(attributedString: attributedText ?? NSAttributedString(string: ""))
        changed.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: typingAttributes ?? defaultTextAttributes))
        if shown.styled == nil, typingAttributes == nil { text = changed.string } else { attributedText = changed }
        selection.select(NSRange(location: range.location + string.utf16.count, length: 0))
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        // The caret moved past the typed text, as iOS reports after each change.
        OptionalRequirement.outside { delegate?.textFieldDidChangeSelection(self) }
    }

    // MARK: Drawing

    /// The text, or the placeholder, laid out on one line within `width`.
    private func laidOut(placeholder: Bool, width: CGFloat) -> LaidOutText? {
        var defaults = TextDefaults(font: font ?? .systemFont(ofSize: 17), color: textColor ?? .label, alignment: textAlignment,
                                    lineBreakMode: .byTruncatingTail, layoutDirection: effectiveUserInterfaceLayoutDirection)
        let displayed: NSAttributedString
        if placeholder {
            guard let storedPlaceholder else { return nil }
            defaults.color = .placeholderText
            displayed = storedPlaceholder
        } else if isSecureTextEntry, let text, !text.isEmpty {
            // One bullet per character, in the text's attributes.
            var attributes = (attributedText?.attributes(at: 0, effectiveRange: nil)) ?? defaultTextAttributes
            attributes.removeValue(forKey: .attachment)
            displayed = NSAttributedString(string: String(repeating: "\u{2022}", count: text.count), attributes: attributes)
        } else {
            guard let attributedText else { return nil }
            displayed = shown.styled == nil ? NSAttributedString(string: attributedText.string, attributes: extraTextAttributes) : attributedText
        }
        return LaidOutText(displayed, defaults: defaults, maxSize: TextStyleResolution.limit(CGSize(width: width, height: .infinity)),
                           numberOfLines: 1, scale: Double(Swift.max(1, traitCollection.displayScale)))
    }

    /// Draws the text (bullets for a secure field) on one line in `rect`'s line box.
    open func drawText(in rect: CGRect) { draw(laidOut(placeholder: false, width: rect.width), in: rect) }

    /// Draws the placeholder, in ``UIColor/placeholderText`` unless its attributes give a colour,
    /// on one line in `rect`'s line box.
    open func drawPlaceholder(in rect: CGRect) { draw(laidOut(placeholder: true, width: rect.width), in: rect) }

    private func draw(_ text: LaidOutText?, in rect: CGRect) {
        guard let text, let ctx = UIGraphicsGetCurrentContext() else { return }
        let box = lineBox(in: rect, height: CGFloat(text.layout.size.height))
        ctx.saveGState()
        ctx.clip(to: rect)
        text.draw(at: box.origin, in: ctx)
        ctx.restoreGState()
    }

    /// The image drawn under a borderless field's text, stretched to its bounds (use a
    /// resizable image for a field that is not the image's size).
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// The image drawn instead of ``background`` while the field is disabled.
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    /// Whether editing may change the text's attributes (bold, italic) through the edit menu.
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces all the text at once (as a secure field's first keystroke does).
    open var clearsOnInsertion = false
    /// The selection and scroll state, to restore later; the selected range here.
    open var interactionState: Any {
        get { selectedTextRange as Any }
        set { if let range = newValue as? UITextRange { selectedTextRange = range } }
    }

    /// Draws the border, then the text or the placeholder, then the clear button.
    open override func draw(_ rect: CGRect) {
        drawBorder()
        if let text, !text.isEmpty { drawText(in: textRect(forBounds: bounds)) } else { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    /// iOS's clear button: a 14-point grey disc with a white cross, centred in `rect`.
    private func drawClearButton(in rect: CGRect) {
        let disc = CGRect(x: rect.midX - 7, y: rect.midY - 7, width: 14, height: 14)
        UIColor.tertiaryLabel.setFill()
        UIBezierPath(ovalIn: disc).fill()
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: disc.midX - 3, y: disc.midY - 3))
        cross.addLine(to: CGPoint(x: disc.midX + 3, y: disc.midY + 3))
        cross.move(to: CGPoint(x: disc.midX + 3, y: disc.midY - 3))
        cross.addLine(to: CGPoint(x: disc.midX - 3, y: disc.midY + 3))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        UIColor.systemBackground.setStroke()
        cross.stroke()
    }

    private func drawBorder() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let r = borderRect(forBounds: bounds)
        let hairline = 1 / Swift.max(1, traitCollection.displayScale)
        switch borderStyle {
        case .none:
            // A field without a border shows its background image, stretched to the bounds, as
            // UIKit's (the disabled one while disabled); a bordered field ignores it, as UIKit's does.
            if let image = (isEnabled ? nil : disabledBackground) ?? background { image.draw(in: r) }
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

extension UITextField: ContentSizeCategoryAdjustingView {
    func adjustFontsForContentSizeCategory(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory else { return }
        if let f = storedFont, f.scaling != nil { storedFont = f.adjusted(for: traits) }
        if let a = shown.styled { shown.setStyled(a.adjustingFonts(for: traits)) }
        invalidateIntrinsicContentSize()
    }
}
