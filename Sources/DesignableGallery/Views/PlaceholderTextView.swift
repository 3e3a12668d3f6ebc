import UIKit

/// A text view that shows a placeholder while it is empty, as seed `PlaceholderTextView` does.
///
/// The placeholder is drawn where the first line of text would start (the text container
/// inset plus the line fragment padding), in the text view's font and ``placeholderColor``,
/// wrapped to the same width, so typing replaces it without a jump.
@IBDesignable
open class PlaceholderTextView: UITextView {
    /// What shows while there is no text.
    @IBInspectable public var placeholder: String? { didSet { setNeedsDisplay() } }
    /// The placeholder's colour; UIKit's placeholder grey unless set.
    @IBInspectable public var placeholderColor: UIColor = .placeholderText { didSet { setNeedsDisplay() } }
    /// Rounds the text view's corners, as the seed's storyboard sets it.
    @IBInspectable public var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    open override var text: String! {
        didSet { setNeedsDisplay() }
    }

    /// The rectangle the placeholder is wrapped in: the text's own, in view coordinates.
    public var placeholderRect: CGRect {
        let padding = textContainer.lineFragmentPadding
        return bounds.inset(by: UIEdgeInsets(top: textContainerInset.top, left: textContainerInset.left + padding,
                                             bottom: textContainerInset.bottom, right: textContainerInset.right + padding))
    }

    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard text.isEmpty, let placeholder, !placeholder.isEmpty else { return }
        let attributes: [NSAttributedString.Key: Any] = [.font: font ?? UIFont.systemFont(ofSize: 12), .foregroundColor: placeholderColor]
        placeholder.draw(in: placeholderRect, withAttributes: attributes)
    }
}
