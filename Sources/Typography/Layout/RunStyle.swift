import Raster

/// How a run of characters is drawn, as the character attributes of an `NSAttributedString`:
/// font, colour, tracking, baseline offset, background, underline, strikethrough, shadow, or an
/// inline box in place of glyphs; and the paragraph style its paragraphs take.
public struct RunStyle: Hashable, Sendable {
    public var font: Font
    public var color: Color
    /// Points added after each character (`NSAttributedString.Key.kern`), the last one included,
    /// as Core Text does; negative values tighten.
    public var kern: Double
    /// Points the glyphs are raised above the baseline; negative lowers them.
    public var baselineOffset: Double
    /// Fills the run's part of each line box behind the text.
    public var backgroundColor: Color?
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    public var shadow: TextShadow?
    /// When set, each character of the run is this box rather than glyphs (`NSTextAttachment`).
    public var attachment: InlineBox?
    /// The paragraph style of every paragraph that starts in this run.
    public var paragraph: ParagraphStyle
    /// Embeddings and overrides the run sits in, outermost first
    /// (`NSAttributedString.Key.writingDirection`): the run reads as if wrapped in the matching
    /// LRE, RLE, LRO or RLO … PDF controls, without adding characters to the text.
    public var directionalFormatting: [DirectionalFormatting] = []

    public init(font: Font, color: Color = Color(white: 0), kern: Double = 0, baselineOffset: Double = 0,
                backgroundColor: Color? = nil, underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil,
                shadow: TextShadow? = nil, attachment: InlineBox? = nil, paragraph: ParagraphStyle = ParagraphStyle()) {
        self.font = font
        self.color = color
        self.kern = kern.isFinite ? kern : 0
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        self.backgroundColor = backgroundColor
        self.underline = underline
        self.strikethrough = strikethrough
        self.shadow = shadow
        self.attachment = attachment
        self.paragraph = paragraph
    }
}

/// An underline or a strikethrough, as `NSUnderlineStyle`: its weight, pattern, colour, and
/// whether it skips the spaces between words.
public struct TextDecoration: Hashable, Sendable {
    /// How heavy the line is.
    public enum Weight: Hashable, Sendable, CaseIterable {
        /// The font's own thickness.
        case single
        /// Twice the font's thickness.
        case thick
        /// Two lines of the font's thickness, one thickness apart.
        case double
    }

    /// How the line is broken into dashes, each measured in line thicknesses.
    public enum Pattern: Hashable, Sendable, CaseIterable {
        case solid, dot, dash, dashDot, dashDotDot
    }

    public var weight: Weight
    public var pattern: Pattern
    /// Draws under words only, not under the spaces between them.
    public var byWord: Bool
    /// The line's colour; the text's colour when `nil`.
    public var color: Color?

    public init(weight: Weight = .single, pattern: Pattern = .solid, byWord: Bool = false, color: Color? = nil) {
        self.weight = weight
        self.pattern = pattern
        self.byWord = byWord
        self.color = color
    }
}

/// A shadow behind a run's glyphs and decorations, as `NSShadow`.
public struct TextShadow: Hashable, Sendable {
    /// The shadow's offset in points, y down as in UIKit.
    public var offset: Size
    /// The blur, as `CGContext.setShadow(offset:blur:color:)`'s.
    public var blurRadius: Double
    public var color: Color

    public init(offset: Size, blurRadius: Double, color: Color) {
        self.offset = offset
        self.blurRadius = blurRadius.isFinite ? Swift.max(0, blurRadius) : 0
        self.color = color
    }
}

/// A box set inline in place of a character, as an `NSTextAttachment`'s bounds. Typography only
/// reserves and places it (``TextLayout/attachments``); whoever draws the layout draws its content.
public struct InlineBox: Hashable, Sendable {
    /// Tells the boxes apart in ``TextLayout/attachments``.
    public var id: Int
    public var size: Size
    /// How far the box's bottom sits above the baseline (`NSTextAttachment.bounds.origin.y`);
    /// negative lowers it below.
    public var baselineOffset: Double

    public init(id: Int, size: Size, baselineOffset: Double = 0) {
        self.id = id
        func length(_ v: Double) -> Double { v.isFinite ? Swift.max(0, v) : 0 }
        self.size = Size(width: length(size.width), height: length(size.height))
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    }
}

/// A string in one style: the unit of styled text that ``TextLayout`` sets.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var style: RunStyle

    public init(_ text: String, style: RunStyle) {
        self.text = text
        self.style = style
    }
}
