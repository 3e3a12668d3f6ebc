import Typography

/// Horizontal placement of lines of text, as UIKit's `NSTextAlignment`, with iOS's raw values.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    case left = 0, center = 1, right = 2, justified = 3
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
