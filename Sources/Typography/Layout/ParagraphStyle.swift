/// How one paragraph is set, as `NSParagraphStyle`: alignment, wrapping, spacing, indents and
/// line heights. In a run of styled text, a paragraph takes the style of its first character,
/// as TextKit does.
///
/// All lengths are in points. Values that are not finite, and negative values where the
/// property cannot be negative, are treated as zero, so hostile input lays out as plain text.
public struct ParagraphStyle: Hashable, Sendable {
    /// Horizontal placement of each line.
    public var alignment: TextAlignment
    /// How lines wrap, and how the last line allowed shortens what does not fit.
    public var lineBreakMode: LineBreakMode
    /// Extra space below each line but the text's last (`NSParagraphStyle.lineSpacing`).
    public var lineSpacing: Double
    /// Extra space after the paragraph's last line, before the next paragraph.
    public var paragraphSpacing: Double
    /// Extra space above the paragraph's first line; ignored for the text's first paragraph, as TextKit does.
    public var paragraphSpacingBefore: Double
    /// Indent of the paragraph's first line from the leading edge.
    public var firstLineHeadIndent: Double
    /// Indent of every other line from the leading edge.
    public var headIndent: Double
    /// Positive: the lines' trailing end, measured from the leading edge. Zero or negative: the
    /// distance of the trailing end from the trailing edge.
    public var tailIndent: Double
    /// The smallest a line may be; 0 for no minimum. Extra height goes above the text.
    public var minimumLineHeight: Double
    /// The largest a line may be; 0 for no maximum.
    public var maximumLineHeight: Double
    /// Multiplies each line's natural height before the minimum and maximum apply; 0 for none.
    public var lineHeightMultiple: Double
    /// The paragraph's direction, which decides where `.natural` alignment and indents go.
    public var baseWritingDirection: WritingDirection
    /// Whether a line's natural height includes its fonts' leading (line gap), as TextKit's
    /// `usesFontLeading`: true for views; string drawing turns it off unless asked for.
    public var usesFontLeading = true

    public init(alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap, lineSpacing: Double = 0,
                paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0, firstLineHeadIndent: Double = 0,
                headIndent: Double = 0, tailIndent: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
                lineHeightMultiple: Double = 0, baseWritingDirection: WritingDirection = .natural) {
        func length(_ v: Double) -> Double { v.isFinite ? Swift.max(0, v) : 0 }
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = length(lineSpacing)
        self.paragraphSpacing = length(paragraphSpacing)
        self.paragraphSpacingBefore = length(paragraphSpacingBefore)
        self.firstLineHeadIndent = length(firstLineHeadIndent)
        self.headIndent = length(headIndent)
        self.tailIndent = tailIndent.isFinite ? tailIndent : 0
        self.minimumLineHeight = length(minimumLineHeight)
        self.maximumLineHeight = length(maximumLineHeight)
        self.lineHeightMultiple = length(lineHeightMultiple)
        self.baseWritingDirection = baseWritingDirection
    }
}

/// The direction lines run in, as `NSWritingDirection`.
///
/// It is the paragraph's direction in the bidirectional algorithm (which way its runs are
/// ordered, where neutral characters at its ends go), and it decides where a line starts:
/// `.natural` alignment and head indents are on the left for left-to-right paragraphs and on
/// the right for right-to-left ones.
public enum WritingDirection: Hashable, Sendable, CaseIterable {
    /// For reading order, the direction of the paragraph's first strong character, as Core
    /// Text resolves it (rules P2–P3 of UAX #9), else the layout's default; for alignment, the
    /// layout's default direction (see ``TextLayout/init(runs:maxSize:numberOfLines:scale:kerning:naturalDirection:)``).
    case natural
    case leftToRight
    case rightToLeft
}
