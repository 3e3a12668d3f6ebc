import Foundation
import Raster
import Typography

/// Multi-line text, wrapped to the width, as UIKit's `UITextView`, rendered at rest.
///
/// Text starts at the top-left of the bounds less ``textContainerInset`` (8 points above and
/// below by default) and the container's 5-point ``NSTextContainer/lineFragmentPadding``, and
/// wraps to the remaining width, as on iOS.
///
/// Differs from UIKit on purpose: there is no editing, selection or attributed text.
open class UITextView: UIScrollView {
    /// The text the view shows; setting `nil` stores an empty string, as UIKit does.
    open var text: String! = "" { didSet { if text == nil { text = "" } } }
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
    /// How lines are aligned horizontally; natural (left) by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The space between the bounds and the text container: 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The container the text is laid out in: its padding and line break mode.
    public let textContainer = NSTextContainer()
    /// Whether the text could be edited; kept for source compatibility, as nothing is edited here.
    open var isEditable = true
    /// Whether the text could be selected; kept for source compatibility.
    open var isSelectable = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if coder.decoded(ViewCodingKey.backgroundColor, as: UIColor.self) == nil { backgroundColor = .systemBackground }
        text = coder.decoded(ViewCodingKey.text, as: String.self) ?? ""
        if let f = coder.decoded(ViewCodingKey.font, as: UIFont.self) { font = f }
        if let c = coder.decoded(ViewCodingKey.textColor, as: UIColor.self) { textColor = c }
        if let a = coder.decodedEnum(ViewCodingKey.textAlignment, as: NSTextAlignment.self) { textAlignment = a }
    }

    /// The rectangle lines are set in, in content coordinates.
    var textFrame: CGRect {
        let pad = textContainer.lineFragmentPadding
        return CGRect(x: textContainerInset.left + pad, y: textContainerInset.top,
                      width: Swift.max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * pad),
                      height: .infinity)
    }

    private func layout(width: CGFloat, scale: Double) -> TextLayout? {
        guard !text.isEmpty, let f = font,
              let a = TextStyleResolution.attributes(font: f, color: textColor ?? .label, alignment: textAlignment,
                                                     lineBreakMode: textContainer.lineBreakMode) else { return nil }
        return TextLayout(text: text, attributes: a, maxSize: Size(width: Double(width), height: .infinity),
                          numberOfLines: textContainer.maximumNumberOfLines, scale: scale)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let pad = textContainer.lineFragmentPadding
        let width = size.width - textContainerInset.left - textContainerInset.right - 2 * pad
        let textHeight = layout(width: width, scale: Double(Swift.max(1, traitCollection.displayScale)))?.ceiledSize.height ?? Double(font?.lineHeight ?? 0)
        return CGSize(width: size.width, height: CGFloat(textHeight) + textContainerInset.top + textContainerInset.bottom)
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let l = layout(width: textFrame.width, scale: ctx.canvas.bitmap.scale) else { return }
        l.draw(in: ctx.canvas, at: textFrame.origin.raster)
    }
}
