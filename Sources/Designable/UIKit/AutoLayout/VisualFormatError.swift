import Foundation

/// Why a visual format string could not be turned into constraints, and where.
///
/// Its description reads as UIKit's exception message, with a caret under the offending
/// character:
///
/// ```text
/// Unable to parse constraint format:
/// Expected ']' to close the view
/// H:|[button|
///           ^
/// ```
public struct VisualFormatError: Error, CustomStringConvertible, Equatable {
    /// What was wrong.
    public let message: String
    /// The format string.
    public let format: String
    /// The offset of the offending character in `format`, counted in `Character`s.
    public let position: Int

    /// UIKit's "Unable to parse constraint format" message, with the format and a caret under the offending
    /// character.
    public var description: String {
        "Unable to parse constraint format:\n\(message)\n\(format)\n" + String(repeating: " ", count: position) + "^"
    }
}
