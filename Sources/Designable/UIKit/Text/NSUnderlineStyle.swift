import Foundation

/// How an underline or strikethrough is drawn, as UIKit's `NSUnderlineStyle`: a weight
/// (`single`, `thick`, `double`), an optional dash pattern, and `byWord`, combined as an option
/// set with UIKit's raw values, so `NSUnderlineStyle.single.rawValue` stored in an attribute
/// dictionary means the same as the style itself.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits, as UIKit numbers them.
    public let rawValue: Int
    /// A style from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line of the font's underline thickness.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One line twice as thick.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line: no pattern bits.
    public static let patternSolid = NSUnderlineStyle([])
    /// Dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and pairs of dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
