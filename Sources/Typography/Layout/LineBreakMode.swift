/// What happens to text that does not fit, as `NSLineBreakMode`.
///
/// Every mode wraps lines at word boundaries (whitespace, and after hyphens) except
/// `charWrap`; the modes differ in how the last line allowed by `numberOfLines` (or the
/// height) treats the text that remains, as UILabel does.
public enum LineBreakMode: Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries; a word wider than the line is wrapped between characters.
    case wordWrap
    /// Wrap between any two characters.
    case charWrap
    /// The last line holds the rest of its paragraph and is cut at the edge.
    case clipping
    /// The last line ends with the end of the text, "…" replacing the start.
    case truncatingHead
    /// The last line keeps its start, "…" replacing the end.
    case truncatingTail
    /// The last line keeps its start and end, "…" replacing the middle.
    case truncatingMiddle

    var truncates: Bool { self == .truncatingHead || self == .truncatingTail || self == .truncatingMiddle }
}
