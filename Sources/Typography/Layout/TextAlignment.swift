/// Horizontal placement of each line, as `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case left
    case center
    case right
    /// Stretches inter-word spaces so every line but a paragraph's last fills the width.
    case justified
    /// The script's natural direction. Only left-to-right text is supported, so this is `left`.
    case natural
}
