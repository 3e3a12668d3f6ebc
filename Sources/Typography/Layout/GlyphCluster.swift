import Foundation

/// One user-perceived character (a Swift `Character`) turned into glyphs: the unit that line
/// breaking and truncation move around, so a base letter never loses its accents.
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
}

extension GlyphCluster {
    /// Turns a string into clusters with `font`, each `kern` points wider and tagged with `run`.
    ///
    /// Each Character's first scalar gives the base glyph. Later scalars that are combining
    /// marks are placed over the base with no advance: a zero-width mark (drawn to the left of
    /// its origin, as fonts design them) at the base's end, any other mark centred on the
    /// base. Default-ignorable scalars (ZWJ, variation selectors) draw nothing; other scalars
    /// are set side by side. This is not shaping: Arabic, Indic scripts and bidi reordering are
    /// out of scope and come out as isolated glyphs in logical order — legible where the font
    /// covers them, `.notdef` boxes where it does not, and never a crash.
    static func clusters(of text: String, font: Font, run: Int = 0, kern: Double = 0) -> [GlyphCluster] {
        let face = font.face, scale = font.scale
        var result: [GlyphCluster] = []
        result.reserveCapacity(text.utf8.count)
        for ch in text {
            let isWhitespace = ch.isWhitespace
            if ch.isNewline {
                result.append(GlyphCluster(glyphs: [], base: 0, advance: 0, character: ch, isWhitespace: true, isHyphen: false, run: run))
                continue
            }
            if ch == "\t" {
                // Tabs advance four spaces; there are no tab stops.
                let space = face.glyph(for: " ")
                var tab = 4 * Double(face.advance(of: space)) * scale
                if kern != 0 { tab += kern }
                result.append(GlyphCluster(glyphs: [], base: space, advance: tab, character: ch, isWhitespace: true, isHyphen: false, run: run))
                continue
            }
            var glyphs: [(id: FontFace.GlyphID, x: Double)] = []
            var base: FontFace.GlyphID?
            var baseAdvance = 0.0
            var advance = 0.0
            for scalar in precomposed(ch, face: face) {
                let props = scalar.properties
                if props.isDefaultIgnorableCodePoint || props.generalCategory == .control { continue }
                let g = face.glyph(for: scalar)
                let a = Double(face.advance(of: g)) * scale
                let isMark = props.generalCategory == .nonspacingMark || props.generalCategory == .enclosingMark
                if isMark, base != nil {
                    glyphs.append((g, a == 0 ? advance : (baseAdvance - a) / 2))
                } else {
                    glyphs.append((g, advance))
                    if base == nil { base = g; baseAdvance = a }
                    advance += a
                }
            }
            let isHyphen = ch == "-" || ch == "\u{2010}" || ch == "\u{2013}"
            // Tracking widens every character, the last included, as Core Text does.
            if kern != 0 { advance += kern }
            result.append(GlyphCluster(glyphs: glyphs, base: base ?? 0, advance: advance, character: ch,
                                       isWhitespace: isWhitespace, isHyphen: isHyphen, run: run))
        }
        return result
    }

    /// One cluster per character of `text`, each the box `box` instead of glyphs: an inline
    /// attachment takes its width and never kerns (it has no glyph to kern).
    static func boxes(of text: String, box: InlineBox, run: Int, kern: Double) -> [GlyphCluster] {
        var advance = box.size.width
        if kern != 0 { advance += kern }
        return text.map { ch in
            ch.isNewline
                ? GlyphCluster(glyphs: [], base: 0, advance: 0, character: ch, isWhitespace: true, isHyphen: false, run: run)
                : GlyphCluster(glyphs: [], base: 0, advance: advance, character: ch, isWhitespace: false, isHyphen: false, run: run)
        }
    }

    /// The character's scalars, composed (NFC) when the font has a glyph for every composed
    /// scalar. Combining marks are designed to sit over lowercase letters; without GPOS mark
    /// positioning (out of scope, like all shaping) "E" + U+0301 would put the accent through
    /// the capital, while the font's own "É" places it properly. When the font lacks the
    /// precomposed character, the marks are stacked as written.
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
