import Foundation

/// One user-perceived character (a Swift `Character`) turned into glyphs: the unit that line
/// breaking, truncation and bidirectional reordering move around, so a base letter never
/// loses its accents.
struct GlyphCluster {
    /// Glyphs with their x offsets from the cluster's origin, in points.
    var glyphs: [(id: FontFace.GlyphID, x: Double)]
    /// The glyph kerning looks at on either side: the base, not a combining mark.
    var base: FontFace.GlyphID
    /// The pen advance in points, kerning not included.
    var advance: Double
    var character: Character
    var isWhitespace: Bool
    /// A line may break after this cluster even without whitespace (after a hyphen).
    var isHyphen: Bool
    /// The index of the run the cluster came from, in the layout's runs.
    var run: Int = 0
    /// The scalar the base glyph shows (after composition): what joining, mirroring and the
    /// bidirectional class are read from.
    var scalar: Unicode.Scalar = " "
    /// Where the character starts in the layout's text, in UTF-16 code units; -1 for an ellipsis.
    var offset: Int = 0
    /// The embedding level the bidirectional algorithm gave it: even left to right, odd right to left.
    var level: UInt8 = 0
    /// The second (or later) letter of a ligature: drawn by the cluster before it, with no
    /// glyph or advance of its own, so nothing may separate it from that cluster.
    var continuesLigature = false

    /// The cluster's Bidi_Class, from its base scalar.
    var bidiClass: BidiClass { BidiClass(scalar) }
}

extension GlyphCluster {
    /// Turns a string into clusters with `font`, each `kern` points wider and tagged with `run`.
    static func clusters(of text: String, font: Font, run: Int = 0, kern: Double = 0) -> [GlyphCluster] {
        var result: [GlyphCluster] = []
        result.reserveCapacity(text.utf8.count)
        for ch in text { result.append(make(ch, font: font, run: run, kern: kern)) }
        return result
    }

    /// One character as a cluster.
    ///
    /// The first scalar that is not a combining mark gives the base glyph — `base` when given
    /// (a contextual form, a ligature, a mirrored bracket), else the font's glyph for it. Later
    /// scalars that are combining marks are placed over the base with no advance: a zero-width
    /// mark (drawn to the left of its origin, as fonts design them) at the base's end, any
    /// other mark centred on the base. Default-ignorable scalars (ZWJ, variation selectors,
    /// bidirectional controls) draw nothing; other scalars are set side by side.
    static func make(_ ch: Character, font: Font, run: Int, kern: Double, base override: FontFace.GlyphID? = nil) -> GlyphCluster {
        let face = font.face, scale = font.scale
        let first = ch.unicodeScalars.first ?? " "
        if ch.isNewline {
            return GlyphCluster(glyphs: [], base: 0, advance: 0, character: ch, isWhitespace: true, isHyphen: false, run: run, scalar: first)
        }
        if ch == "\t" {
            // Tabs advance four spaces; there are no tab stops.
            let space = face.glyph(for: " ")
            var tab = 4 * Double(face.advance(of: space)) * scale
            if kern != 0 { tab += kern }
            return GlyphCluster(glyphs: [], base: space, advance: tab, character: ch, isWhitespace: true, isHyphen: false, run: run, scalar: first)
        }
        var glyphs: [(id: FontFace.GlyphID, x: Double)] = []
        var base: FontFace.GlyphID?
        var baseScalar: Unicode.Scalar?
        var baseAdvance = 0.0
        var advance = 0.0
        for scalar in precomposed(ch, face: face) {
            let props = scalar.properties
            if props.isDefaultIgnorableCodePoint || props.generalCategory == .control { continue }
            let isMark = props.generalCategory == .nonspacingMark || props.generalCategory == .enclosingMark
            let g = base == nil && !isMark ? override ?? face.glyph(for: scalar) : face.glyph(for: scalar)
            let a = Double(face.advance(of: g)) * scale
            if isMark, base != nil {
                glyphs.append((g, a == 0 ? advance : (baseAdvance - a) / 2))
            } else {
                glyphs.append((g, advance))
                if base == nil { base = g; baseScalar = scalar; baseAdvance = a }
                advance += a
            }
        }
        let isHyphen = ch == "-" || ch == "\u{2010}" || ch == "\u{2013}"
        // Tracking widens every character, the last included, as Core Text does.
        if kern != 0 { advance += kern }
        return GlyphCluster(glyphs: glyphs, base: base ?? 0, advance: advance, character: ch, isWhitespace: ch.isWhitespace,
                            isHyphen: isHyphen, run: run, scalar: baseScalar ?? first)
    }

    /// One cluster per character of `text`, each the box `box` instead of glyphs: an inline
    /// attachment takes its width and never kerns (it has no glyph to kern).
    static func boxes(of text: String, box: InlineBox, run: Int, kern: Double) -> [GlyphCluster] {
        var advance = box.size.width
        if kern != 0 { advance += kern }
        return text.map { ch in
            let scalar = ch.unicodeScalars.first ?? " "
            return ch.isNewline
                ? GlyphCluster(glyphs: [], base: 0, advance: 0, character: ch, isWhitespace: true, isHyphen: false, run: run, scalar: scalar)
                : GlyphCluster(glyphs: [], base: 0, advance: advance, character: ch, isWhitespace: false, isHyphen: false, run: run, scalar: scalar)
        }
    }

    /// The character's scalars, composed (NFC) when the font has a glyph for every composed
    /// scalar. Combining marks are designed to sit over lowercase letters; without GPOS mark
    /// positioning (out of scope) "E" + U+0301 would put the accent through the capital, while
    /// the font's own "É" places it properly. When the font lacks the precomposed character,
    /// the marks are stacked as written.
    private static func precomposed(_ ch: Character, face: FontFace) -> Character.UnicodeScalarView {
        // Most characters are one scalar; only sequences pay for normalisation.
        guard ch.unicodeScalars.dropFirst().first != nil else { return ch.unicodeScalars }
        let composed = String(ch).precomposedStringWithCanonicalMapping
        guard let c = composed.first, composed.count == 1, c.unicodeScalars.allSatisfy(face.hasGlyph(for:)) else {
            return ch.unicodeScalars
        }
        return c.unicodeScalars
    }
}
