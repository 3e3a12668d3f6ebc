import Foundation
import Raster
import Typography

/// Multi-line text, wrapped to the width, as UIKit's `UITextView`, rendered at rest.
///
/// Text starts at the top-left of the bounds less ``textContainerInset`` (8 points above and
/// below by default) and the container's 5-point ``NSTextContainer/lineFragmentPadding``, and
/// wraps to the remaining width, as on iOS. ``attributedText`` shows styled text; its runs
/// without a font, colour or paragraph style take the view's, and links take
/// ``linkTextAttributes``. In a right-to-left layout `.natural` text aligns right.
///
/// An editable text view edits while it is first responder (``becomeFirstResponder()``, or a
/// tap in it), asking and telling its ``delegate`` as on iOS.
///
/// Differs from UIKit on purpose: there is no keyboard, no caret or selection is drawn, and
/// the text does not scroll. Typing is simulated by ``insertText(_:)`` (`"\n"` is the return
/// key) and ``deleteBackward()``, which act on ``selectedRange`` and ask the ``delegate``.
open class UITextView: UIScrollView, UITextInput, UIContentSizeCategoryAdjusting {
    private var storedAttributedText: NSAttributedString?
    /// The attributed text as set, `nil` while plain text shows: what a document stores.
    var styledText: NSAttributedString? { storedAttributedText }
    private var storedPlainText = ""

    /// The text the view shows; setting `nil` stores an empty string, as UIKit does. Setting it
    /// replaces any ``attributedText``.
    open var text: String! {
        get { storedAttributedText?.string ?? storedPlainText }
        set {
            storedPlainText = newValue ?? ""
            storedAttributedText = nil
            selection.moveToEnd()
        }
    }

    /// The styled text the view shows; plain ``text`` in the view's font, colour and alignment.
    open var attributedText: NSAttributedString! {
        get {
            if let storedAttributedText { return storedAttributedText }
            return NSAttributedString(string: storedPlainText, attributes: plainAttributes)
        }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedPlainText = newValue?.string ?? ""
            selection.moveToEnd()
        }
    }

    private var storedFont: UIFont?
    /// The system font at 12 points unless set, as UIKit's default.
    open var font: UIFont? {
        get { storedFont ?? .systemFont(ofSize: 12) }
        set { storedFont = newValue }
    }
    private var storedTextColor: UIColor?
    /// ``UIColor/label`` unless set.
    open var textColor: UIColor? {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }
    /// How lines are aligned horizontally; natural (the leading edge) by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The space between the bounds and the text container: 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The container the text is laid out in: its padding and line break mode.
    public let textContainer: NSTextContainer
    /// Whether the text can be edited: whether becoming first responder begins editing.
    open var isEditable = true
    /// Whether the text can be selected: whether a view that is not editable can become first responder.
    open var isSelectable = true
    /// Whether the view is editing: first responder while editable.
    private var editing = false
    /// The attributes ``insertText(_:)`` gives new text: the view's font, colour and alignment
    /// unless set.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? plainAttributes }
        set { storedTypingAttributes = newValue }
    }
    private var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// The attributes laid over runs with `.link`: the tint colour unless set, as UIKit's default.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkTextAttributes ?? [.foregroundColor: tintColor as UIColor] }
        set { storedLinkTextAttributes = newValue }
    }
    private var storedLinkTextAttributes: [NSAttributedString.Key: Any]?
    /// Whether a Dynamic Type ``font`` follows each render's content size category.
    open var adjustsFontForContentSizeCategory = false
    /// The object the view asks before text changes and tells after, as in UIKit; held weakly.
    open weak var delegate: UITextViewDelegate?

    // MARK: Text input traits

    /// How the keyboard would capitalize: sentences by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard would correct words.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspellings would be marked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard the view asks for.
    open var keyboardType: UIKeyboardType = .default
    /// Light or dark keyboard.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The title of the return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as bullets; text views draw their text either way, as UIKit's.
    open var isSecureTextEntry = false
    /// What the view holds, for AutoFill; `nil` by default.
    open var textContentType: UITextContentType!

    /// A text view laid out in `textContainer` (a new one when `nil`), as UIKit's designated initializer.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// A text view laid out by TextKit 2 or 1, as `UITextView(usingTextLayoutManager:)`; the
    /// layout here is Designable's own either way.
    public convenience init(usingTextLayoutManager: Bool) { self.init(frame: .zero, textContainer: nil) }

    /// Which kinds of text are turned into links (phone numbers, links, dates…); recorded, as
    /// nothing is detected here: links come from the text's `.link` attributes.
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Whether editing may change the text's attributes through the edit menu.
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces all the text at once.
    open var clearsOnInsertion = false
    /// Whether text scales as on the Mac (Mac Catalyst); the same on iOS.
    open var usesStandardTextScaling = false
    /// Whether the find panel is available (iOS 16); recorded, as no find panel shows.
    open var isFindInteractionEnabled = false
    /// The selection and scroll state, to restore later: the selected range and content offset.
    open var interactionState: Any {
        get { (selectedRange, contentOffset) }
        set {
            guard let (range, offset) = newValue as? (NSRange, CGPoint) else { return }
            selectedRange = range
            contentOffset = offset
        }
    }

    /// Scrolls the least needed to show the text of `range`, as `scrollRangeToVisible(_:)`.
    open func scrollRangeToVisible(_ range: NSRange) {
        guard let start = position(from: beginningOfDocument, offset: range.location),
              let end = position(from: start, offset: range.length),
              let textRange = textRange(from: start, to: end) else { return }
        var rect = firstRect(for: textRange)
        if rect.isNull || rect.isEmpty { rect = caretRect(for: start) }
        guard !rect.isNull, !rect.isInfinite else { return }
        scrollRectToVisible(rect, animated: false)
    }

    /// A custom view to show instead of the keyboard, as UIKit lets text views set; never shown.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?

    /// A custom view above the keyboard (a toolbar with a Done button, say), as UIKit lets
    /// text views set; never shown, as there is no keyboard.
    open override var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: UIView?

    /// A text view with a container of its own.
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    /// A text view can become first responder while it is editable or selectable, as in UIKit.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Becomes first responder; an editable view begins editing, as a tap in it does on iOS:
    /// asks the delegate (`textViewShouldBeginEditing(_:)`), becomes first responder, then
    /// tells the delegate (`textViewDidBeginEditing(_:)`) and posts
    /// ``textDidBeginEditingNotification``. Returns whether the view is first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if isEditable, !(OptionalRequirement.outside({ delegate?.textViewShouldBeginEditing(self) }) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        guard isEditable else { return true }
        editing = true
        OptionalRequirement.outside { delegate?.textViewDidBeginEditing(self) }
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// A tap in an editable view begins editing (``becomeFirstResponder()``), as on iOS; a
    /// view only selectable stays as it is, as a tap selects nothing there.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        guard isEditable, let point, bounds.contains(point) else { return }
        becomeFirstResponder()
    }

    /// Resigns first responder; a view that was editing asks the delegate
    /// (`textViewShouldEndEditing(_:)`, unless `endEditing(true)` forces it) first, then tells it (`textViewDidEndEditing(_:)`) and
    /// posts ``textDidEndEditingNotification``. Returns whether it resigned.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if editing, !EndEditing.allowed({ delegate?.textViewShouldEndEditing(self) }) { return false }
        guard super.resignFirstResponder() else { return false }
        guard editing else { return true }
        editing = false
        OptionalRequirement.outside { delegate?.textViewDidEndEditing(self) }
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    /// Creates a text view from an Interface Builder document, decoding its text, font, colour and alignment.
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        if coder.decoded(ViewCodingKey.backgroundColor, as: UIColor.self) == nil { backgroundColor = .systemBackground }
        text = coder.decoded(ViewCodingKey.text, as: String.self) ?? ""
        if let f = coder.decoded(ViewCodingKey.font, as: UIFont.self) { font = f }
        if let c = coder.decoded(ViewCodingKey.textColor, as: UIColor.self) { textColor = c }
        if let a = coder.decodedEnum(ViewCodingKey.textAlignment, as: NSTextAlignment.self) { textAlignment = a }
        if let a = coder.decoded(ViewCodingKey.attributedText, as: NSAttributedString.self) { attributedText = a }
    }

    /// The view's own settings as attributes: what plain text is drawn with.
    private var plainAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = textContainer.lineBreakMode
        return [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label, .paragraphStyle: style]
    }

    /// The rectangle lines are set in, in content coordinates.
    var textFrame: CGRect {
        let pad = textContainer.lineFragmentPadding
        return CGRect(x: textContainerInset.left + pad, y: textContainerInset.top,
                      width: Swift.max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * pad),
                      height: .infinity)
    }

    /// What styled text takes from the view where its attributes are silent.
    private var textDefaults: TextDefaults {
        TextDefaults(font: font ?? .systemFont(ofSize: 12), color: textColor ?? .label, alignment: textAlignment,
                     lineBreakMode: textContainer.lineBreakMode, linkAttributes: linkTextAttributes ?? [:],
                     layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    private func laidOut(width: CGFloat, scale: Double) -> LaidOutText? {
        let maxSize = Size(width: Double(width), height: .infinity)
        let direction = effectiveUserInterfaceLayoutDirection
        if let storedAttributedText {
            return LaidOutText(storedAttributedText, defaults: textDefaults, maxSize: maxSize,
                               numberOfLines: textContainer.maximumNumberOfLines, scale: scale)
        }
        guard !storedPlainText.isEmpty, let f = font,
              let a = TextStyleResolution.attributes(font: f, color: textColor ?? .label, alignment: textAlignment,
                                                     lineBreakMode: textContainer.lineBreakMode) else { return nil }
        return LaidOutText(storedPlainText, attributes: a, direction: direction, maxSize: maxSize,
                           numberOfLines: textContainer.maximumNumberOfLines, scale: scale)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let pad = textContainer.lineFragmentPadding
        let width = size.width - textContainerInset.left - textContainerInset.right - 2 * pad
        let textHeight = laidOut(width: width, scale: Double(Swift.max(1, traitCollection.displayScale)))?.layout.ceiledSize.height
            ?? Double(font?.lineHeight ?? 0)
        return CGSize(width: size.width, height: CGFloat(textHeight) + textContainerInset.top + textContainerInset.bottom)
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let text = laidOut(width: textFrame.width, scale: ctx.canvas.bitmap.scale) else { return }
        text.draw(at: textFrame.origin, in: ctx)
    }

    // MARK: Typing

    /// Types `text` over the selection (at the end unless something selected inside the
    /// text), as the keyboard would: asks the ``delegate``, inserts it in ``typingAttributes``,
    /// leaves the caret after it, then tells the delegate (`textViewDidChange(_:)`) and posts
    /// ``textDidChangeNotification``. Nothing changes when the delegate refuses.
    open func insertText(_ text: String) {
        replace(selectedRange, with: text)
    }

    /// Deletes the selection, or the character before the caret, as the keyboard's delete key
    /// would, asking the ``delegate`` first.
    open func deleteBackward() {
        guard let range = TextSelection.deletion(in: text, selection: selectedRange) else { return }
        replace(range, with: "")
    }

    /// Whether the view has any text, as UIKit's `hasText`.
    open var hasText: Bool { !text.isEmpty }

    // MARK: Text input

    private var selection = TextSelection()
    private var textLength: Int { text.utf16.count }

    /// The selection as UTF-16 offsets, as UIKit's `selectedRange`: a caret after the last
    /// character whenever the text is set. Ranges reaching past the text are clamped to it.
    open var selectedRange: NSRange {
        get { selection.range(in: textLength) }
        set { changeSelection { selection.select(newValue) } }
    }

    /// Runs `change`, then tells the delegate (`textViewDidChangeSelection(_:)`) when the
    /// selection moved.
    private func changeSelection(_ change: () -> Void) {
        let before = selectedRange
        change()
        if selectedRange != before { OptionalRequirement.outside { delegate?.textViewDidChangeSelection(self) } }
    }

    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { UITextOffsetPosition(0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { UITextOffsetPosition(textLength) }

    /// ``selectedRange`` as a text range. Setting a range this view did not make, or `nil`,
    /// puts the caret at the end.
    open var selectedTextRange: UITextRange? {
        get { UITextOffsetRange(selectedRange) }
        set { changeSelection { selection.select(newValue, length: textLength) } }
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
        return (text as NSString).substring(with: r)
    }

    /// Replaces the text in `range` with `text`, asking the ``delegate`` as typing does.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let r = TextSelection.range(of: range, length: textLength) else { return }
        replace(r, with: text)
    }

    /// Where the caret stands before the character at `position`: two points wide and a line
    /// tall, in the text as the view lays it out, at the character's leading edge (its right
    /// edge in right-to-left text), or after the text before it at the end of a line (the
    /// start of the next line after a line break). Overriding it compiles as on iOS; no caret
    /// is drawn in a snapshot.
    open func caretRect(for position: UITextPosition) -> CGRect {
        let frame = textFrame
        let offset = Swift.min(Swift.max((position as? UITextOffsetPosition)?.offset ?? 0, 0), textLength)
        guard let laid = laidOut(width: frame.width, scale: Double(Swift.max(1, traitCollection.displayScale))),
              let caret = laid.layout.caretPosition(forUTF16Offset: offset) else {
            return CGRect(x: frame.minX, y: frame.minY, width: 2, height: font?.lineHeight ?? 0)
        }
        let line = laid.layout.lines[caret.line]
        return CGRect(x: frame.minX + CGFloat(caret.x), y: frame.minY + CGFloat(line.rect.minY), width: 2, height: CGFloat(line.rect.height))
    }

    /// The rectangles that show a selection of `range` in the text as the view lays it out:
    /// one per stretch of selected characters side by side on a line, each a line tall.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = TextSelection.range(of: range, length: textLength), r.length > 0,
              let layout = laidOut(width: textFrame.width, scale: Double(Swift.max(1, traitCollection.displayScale)))?.layout else { return [] }
        let boxes = layout.selectionBoxes(forUTF16Range: r.location ..< r.location + r.length)
        return UITextSelectionRect.rects(boxes, origin: textFrame.origin) { line in
            (CGFloat(layout.lines[line].rect.minY), CGFloat(layout.lines[line].rect.height))
        }
    }

    /// The union of `range`'s selection rectangles on its first line; `.null` for none.
    open func firstRect(for range: UITextRange) -> CGRect { Self.firstRect(of: selectionRects(for: range)) }

    /// The caret position nearest `point`: on the line at its height, the nearer edge of the
    /// character under it.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        let frame = textFrame
        guard let layout = laidOut(width: frame.width, scale: Double(Swift.max(1, traitCollection.displayScale)))?.layout,
              let line = layout.line(atY: Double(point.y - frame.minY)) else { return UITextOffsetPosition(0) }
        return UITextOffsetPosition(Swift.min(layout.utf16Offset(closestTo: Double(point.x - frame.minX), inLine: line), textLength))
    }

    /// The caret position nearest `point` inside `range`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        TextSelection.clamp(closestPosition(to: point), to: range, length: textLength)
    }

    /// The character that starts at the caret position nearest `point`.
    open func characterRange(at point: CGPoint) -> UITextRange? {
        TextSelection.characterRange(from: closestPosition(to: point), in: text)
    }

    private func replace(_ range: NSRange, with string: String) {
        guard OptionalRequirement.outside({ delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) }) ?? true else { return }
        let changed = NSMutableAttributedString(attributedString: attributedText)
        changed.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: typingAttributes))
        if storedAttributedText == nil, storedTypingAttributes == nil { text = changed.string } else { attributedText = changed }
        selection.select(NSRange(location: range.location + string.utf16.count, length: 0))
        // iOS reports the caret's move past the typed text before the change itself.
        OptionalRequirement.outside { delegate?.textViewDidChangeSelection(self) }
        OptionalRequirement.outside { delegate?.textViewDidChange(self) }
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}

extension UITextView: ContentSizeCategoryAdjustingView {
    func adjustFontsForContentSizeCategory(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory else { return }
        if let f = storedFont, f.scaling != nil { storedFont = f.adjusted(for: traits) }
        if let a = storedAttributedText { storedAttributedText = a.adjustingFonts(for: traits) }
    }
}
