import Foundation

/// What a label or a text field shows: plain text, or styled text that replaced it. Setting
/// one replaces the other, and the plain text is the styled text's characters, so `text` and
/// `attributedText` stay in step as in UIKit.
struct ShownText {
    /// The plain text as set, or the styled text's characters.
    private(set) var plain: String?
    /// The styled text as set (a copy), until plain text replaces it.
    private(set) var styled: NSAttributedString?

    /// The characters shown; setting it drops the styled text.
    var text: String? {
        get { styled?.string ?? plain }
        set {
            plain = newValue
            styled = nil
        }
    }

    /// Shows a copy of `string`, whose characters become the plain text.
    mutating func setStyled(_ string: NSAttributedString?) {
        styled = string.map { NSAttributedString(attributedString: $0) }
        plain = string?.string
    }

    /// The styled text, else the plain text in `attributes`.
    func attributed(plainIn attributes: @autoclosure () -> [NSAttributedString.Key: Any]) -> NSAttributedString? {
        if let styled { return styled }
        return plain.map { NSAttributedString(string: $0, attributes: attributes()) }
    }
}
