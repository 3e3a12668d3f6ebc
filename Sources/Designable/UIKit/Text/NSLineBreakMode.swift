import Typography

/// How text that does not fit is wrapped or shortened, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Wraps at word boundaries; a word longer than the line is broken.
    case byWordWrapping = 0
    /// Wraps at any character.
    case byCharWrapping
    /// Does not wrap; what does not fit is cut off.
    case byClipping
    /// Shows the end of the line, with an ellipsis at its start.
    case byTruncatingHead
    /// Shows the start of the line, with an ellipsis at its end.
    case byTruncatingTail
    /// Shows the start and the end of the line, with an ellipsis between them.
    case byTruncatingMiddle

    var typography: LineBreakMode {
        switch self {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clipping
        case .byTruncatingHead: .truncatingHead
        case .byTruncatingTail: .truncatingTail
        case .byTruncatingMiddle: .truncatingMiddle
        }
    }
}
