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
    var run: Int
    /// The scalar the base glyph shows (after composition): what joining, mirroring and the
    /// bidirectional class are read from.
    let scalar: Unicode.Scalar
    /// The Bidi_Class of `scalar`, looked up once when the cluster is made: every paragraph
    /// reads it to learn whether it needs the bidirectional algorithm at all.
    let bidiClass: BidiClass
    /// The character's length in UTF-16 code units, the unit of offsets and carets.
    let utf16Length: Int
    /// Where the character starts in the layout's text, in UTF-16 code units; -1 for an ellipsis.
    var offset: Int = 0
    /// The embedding level the bidirectional algorithm gave it: even left to right, odd right to left.
    var level: UInt8 = 0
    /// The second (or later) letter of a ligature: drawn by the cluster before it, with no
    /// glyph or advance of its own, so nothing may separate it from that cluster.
    var continuesLigature = false

    /// `utf16Length` nil counts the character's code units.
    init(glyphs: [(id: FontFace.GlyphID, x: Double)], base: FontFace.GlyphID, advance: Double, character: Character,
         isWhitespace: Bool, isHyphen: Bool, run: Int = 0, scalar: Unicode.Scalar = " ", utf16Length: Int? = nil) {
        self.glyphs = glyphs
        self.base = base
        self.advance = advance
        self.character = character
        self.isWhitespace = isWhitespace
        self.isHyphen = isHyphen
        self.run = run
        self.scalar = scalar
        bidiClass = BidiClass(scalar)
        if let utf16Length { self.utf16Length = utf16Length } else { self.utf16Length = character.utf16.count }
    }

    /// U+0590, where Hebrew starts: no scalar before it needs the bidirectional algorithm or
    /// shaping (none is R, AL or AN, an explicit control or a joining letter), so a paragraph
    /// asks ``needsBidi`` and ``needsShaping`` only of clusters from here on.
    static let firstComplexScalar: UInt32 = 0x0590

    /// Whether the cluster asks its paragraph for the bidirectional algorithm: a right-to-left
    /// letter, an Arabic number, or an explicit embedding, override or isolate control.
    var needsBidi: Bool {
        switch bidiClass {
        case .R, .AL, .AN, .LRE, .LRO, .RLE, .RLO, .PDF, .LRI, .RLI, .FSI, .PDI: true
        case .L, .EN, .ES, .ET, .CS, .NSM, .BN, .B, .S, .WS, .ON: false
        }
    }

    /// Whether the cluster's letter joins its neighbours (Arabic, Syriac, N'Ko, Mongolian…), so
    /// its paragraph needs `ContextualForms`. No joining letter comes before U+0600.
    var needsShaping: Bool { scalar.value >= 0x0600 && JoiningType(scalar).isJoining }
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
        var scalars = ch.unicodeScalars.makeIterator()
        var first: Unicode.Scalar = " "
        if let scalar = scalars.next() { first = scalar }
        // Most characters are one scalar, whose length needs no second pass over the character.
        let isOneScalar = scalars.next() == nil
        let value = first.value
        let length = isOneScalar ? (value > 0xFFFF ? 2 : 1) : ch.utf16.count
        if ch.isNewline {
            return GlyphCluster(glyphs: [], base: 0, advance: 0, character: ch, isWhitespace: true, isHyphen: false, run: run,
                                scalar: first, utf16Length: length)
        }
        // Tab, hyphen and dashes are single scalars with no canonical equivalent, so comparing
        // code points decides as `Character` equality would, without building characters in debug.
        if isOneScalar, value == 0x09 {
            // Tabs advance four spaces; there are no tab stops.
            let space = face.glyph(for: " ")
            var tab = 4 * Double(face.advance(of: space)) * scale
            if kern != 0 { tab += kern }
            return GlyphCluster(glyphs: [], base: space, advance: tab, character: ch, isWhitespace: true, isHyphen: false, run: run,
                                scalar: first, utf16Length: length)
        }
        var glyphs: [(id: FontFace.GlyphID, x: Double)] = []
        var base: FontFace.GlyphID = 0
        var hasBase = false
        var baseScalar = first
        var baseAdvance = 0.0
        var advance = 0.0
        for scalar in isOneScalar ? ch.unicodeScalars : precomposed(ch, face: face) {
            let props = scalar.properties
            let category = props.generalCategory
            if props.isDefaultIgnorableCodePoint || category == .control { continue }
            let isMark = category == .nonspacingMark || category == .enclosingMark
            // Written without `??`, whose autoclosure costs a call per character in debug builds.
            let g: FontFace.GlyphID
            if !hasBase, !isMark, let override { g = override } else { g = face.glyph(for: scalar) }
            let a = Double(face.advance(of: g)) * scale
            if isMark, hasBase {
                glyphs.append((g, a == 0 ? advance : (baseAdvance - a) / 2))
            } else {
                glyphs.append((g, advance))
                if !hasBase { base = g; hasBase = true; baseScalar = scalar; baseAdvance = a }
                advance += a
            }
        }
        // "-", U+2010 hyphen, U+2013 en dash.
        let isHyphen = isOneScalar && (value == 0x2D || value == 0x2010 || value == 0x2013)
        // Tracking widens every character, the last included, as Core Text does; characters
        // that draw nothing (directional controls, joiners) are not widened.
        if kern != 0, !glyphs.isEmpty { advance += kern }
        return GlyphCluster(glyphs: glyphs, base: base, advance: advance, character: ch, isWhitespace: ch.isWhitespace,
                            isHyphen: isHyphen, run: run, scalar: baseScalar, utf16Length: length)
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

    /// The scalars of a character of several, composed (NFC) when the font has a glyph for
    /// every composed scalar. Combining marks are designed to sit over lowercase letters;
    /// without GPOS mark positioning (out of scope) "E" + U+0301 would put the accent through
    /// the capital, while the font's own "É" places it properly. When the font lacks the
    /// precomposed character, the marks are stacked as written.
    private static func precomposed(_ ch: Character, face: FontFace) -> Character.UnicodeScalarView {
        let composed = String(ch).precomposedStringWithCanonicalMapping
        guard let c = composed.first, composed.count == 1, c.unicodeScalars.allSatisfy(face.hasGlyph(for:)) else {
            return ch.unicodeScalars
        }
        return c.unicodeScalars
    }
}
