/// Horizontal placement of each line, as `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case left
    case center
    case right
    /// Stretches inter-word spaces so every line but a paragraph's last fills the width.
    case justified
    /// The paragraph's leading edge: `left` for left-to-right paragraphs, `right` for
    /// right-to-left ones (see ``ParagraphStyle/baseWritingDirection``).
    case natural
}
