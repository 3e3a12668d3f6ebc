import Raster

/// How a string is set: the subset of `NSAttributedString` attributes and `NSParagraphStyle`
/// that labels, buttons and text fields use, applied to the whole string.
public struct TextAttributes: Hashable, Sendable {
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    public var lineBreakMode: LineBreakMode
    /// Extra space between lines, in points (`NSParagraphStyle.lineSpacing`); not added after the last line.
    public var lineSpacing: Double
    /// Whether pair kerning from the font is applied (on by default, as in UIKit).
    public var kerning: Bool

    public init(font: Font, color: Color = Color(white: 0), alignment: TextAlignment = .natural,
                lineBreakMode: LineBreakMode = .wordWrap, lineSpacing: Double = 0, kerning: Bool = true) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing.isFinite ? Swift.max(0, lineSpacing) : 0
        self.kerning = kerning
    }

    /// The same settings as one run's style.
    public var runStyle: RunStyle {
        RunStyle(font: font, color: color,
                 paragraph: ParagraphStyle(alignment: alignment, lineBreakMode: lineBreakMode, lineSpacing: lineSpacing))
    }
}
