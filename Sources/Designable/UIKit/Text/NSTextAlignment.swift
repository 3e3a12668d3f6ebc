import Typography

/// Horizontal placement of lines of text, as UIKit's `NSTextAlignment`, with iOS's raw values.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    /// Lines sit against the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines sit against the right edge.
    case right = 2
    /// Lines are spread to fill the width, except the last line of a paragraph.
    case justified = 3
    /// Left, as text is set left to right.
    case natural = 4

    var typography: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}
