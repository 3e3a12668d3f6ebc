/// The direction a paragraph runs in, as UIKit's `NSWritingDirection`, with its raw values.
public enum NSWritingDirection: Int, Sendable, CaseIterable {
    /// The direction of the view drawing the text: its effective layout direction.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left: `.natural` alignment and indents start on the right.
    case rightToLeft = 1
}
