/// Whether a `.writingDirection` entry embeds its text in a direction or overrides the
/// direction of every character in it, as UIKit's `NSWritingDirectionFormatType`; combine it with
/// an ``NSWritingDirection`` by `|`, as on iOS:
///
/// ```swift
/// text.addAttribute(.writingDirection,
///                   value: [NSWritingDirection.rightToLeft.rawValue | NSWritingDirectionFormatType.override.rawValue],
///                   range: range)
/// ```
public enum NSWritingDirectionFormatType: Int, Sendable, CaseIterable {
    /// The text is embedded in a level of the direction (LRE, RLE).
    case embedding = 0
    /// Every character reads in the direction, whatever its own (LRO, RLO).
    case override = 2
}
