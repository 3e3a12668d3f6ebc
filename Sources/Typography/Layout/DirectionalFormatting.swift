/// An explicit directional embedding or override a run of text sits in, as
/// `NSAttributedString.Key.writingDirection` gives it: the higher-level protocol of UAX #9
/// (HL3) that stands for the LRE, RLE, LRO and RLO controls without adding them to the text.
public enum DirectionalFormatting: Hashable, Sendable {
    /// The run is embedded in a level of this direction; its characters keep their own
    /// directions (LRE, RLE).
    case embedding(WritingDirection)
    /// Every character of the run reads in this direction, whatever its own (LRO, RLO).
    case override(WritingDirection)

    /// The control character the formatting stands for; `nil` for a `.natural` direction,
    /// which names none.
    var control: Unicode.Scalar? {
        switch self {
        case .embedding(.leftToRight): "\u{202A}"
        case .embedding(.rightToLeft): "\u{202B}"
        case .override(.leftToRight): "\u{202D}"
        case .override(.rightToLeft): "\u{202E}"
        case .embedding(.natural), .override(.natural): nil
        }
    }

    /// A cluster with no glyph, no width and no length in the text, standing for `scalar` (a
    /// control or the PDF that closes it) in the bidirectional algorithm.
    static func cluster(_ scalar: Unicode.Scalar, run: Int, offset: Int) -> GlyphCluster {
        var c = GlyphCluster(glyphs: [], base: 0, advance: 0, character: Character(scalar), isWhitespace: false, isHyphen: false,
                             run: run, scalar: scalar, utf16Length: 0)
        c.offset = offset
        return c
    }
}
