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
/// Differs from UIKit on purpose: there is no keyboard, caret, selection or scrolling of the
/// text. Typing is simulated by ``insertText(_:)`` and ``deleteBackward()``, which ask the
/// ``delegate``.
open class UITextView: UIScrollView, UITextInputTraits, UIContentSizeCategoryAdjusting {
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
    /// Whether the text could be edited; kept for source compatibility, as nothing is edited here.
    open var isEditable = true
    /// Whether the text could be selected; kept for source compatibility.
    open var isSelectable = true
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

    /// A text view with a container of its own.
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

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

    private func laidOut(width: CGFloat, scale: Double) -> LaidOutText? {
        let maxSize = Size(width: Double(width), height: .infinity)
        let direction = effectiveUserInterfaceLayoutDirection
        if let storedAttributedText {
            let defaults = TextDefaults(font: font ?? .systemFont(ofSize: 12), color: textColor ?? .label, alignment: textAlignment,
                                        lineBreakMode: textContainer.lineBreakMode, linkAttributes: linkTextAttributes ?? [:],
                                        layoutDirection: direction)
            return LaidOutText(storedAttributedText, defaults: defaults, maxSize: maxSize,
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

    /// Types `text` at the end, as the keyboard would: asks the ``delegate``, appends it in
    /// ``typingAttributes``, then tells the delegate (`textViewDidChange(_:)`) and posts
    /// ``textDidChangeNotification``. Nothing changes when the delegate refuses.
    open func insertText(_ text: String) {
        replace(NSRange(location: attributedText.length, length: 0), with: text)
    }

    /// Deletes the last character, as the keyboard's delete key would, asking the ``delegate`` first.
    open func deleteBackward() {
        guard let last = text.last else { return }
        let length = String(last).utf16.count
        replace(NSRange(location: text.utf16.count - length, length: length), with: "")
    }

    /// Whether the view has any text, as UIKit's `hasText`.
    open var hasText: Bool { !text.isEmpty }

    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        let changed = NSMutableAttributedString(attributedString: attributedText)
        changed.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: typingAttributes))
        if storedAttributedText == nil, storedTypingAttributes == nil { text = changed.string } else { attributedText = changed }
        delegate?.textViewDidChange(self)
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
