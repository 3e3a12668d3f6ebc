/// One paragraph's clusters in logical order, shaped and resolved: Arabic letters in their
/// contextual forms, each cluster at the embedding level the bidirectional algorithm gives
/// it, and mirrored characters (brackets, «») showing their mirror image where that level
/// is right to left (rule L4).
struct Paragraph {
    var clusters: [GlyphCluster]
    /// The run whose paragraph style it takes: its first character's, or for an empty
    /// paragraph the newline's that ends it (or starts it, at the end).
    var run: Int
    /// The paragraph embedding level: 0 left to right, 1 right to left.
    var level: UInt8 = 0
    /// Where the paragraph starts and ends in the layout's text, in UTF-16 code units (its
    /// newline excluded).
    var start = 0
    var end = 0

    /// The runs cut into paragraphs at newlines; "a\n" is two paragraphs, the second empty,
    /// and text without characters has none. `naturalDirection` is the direction of a
    /// `.natural` paragraph without a strong character.
    static func paragraphs(_ runs: [TextRun], naturalDirection: WritingDirection) -> [Paragraph] {
        let styles = runs.map(\.style)
        var result: [Paragraph] = []
        var current: [GlyphCluster] = []
        var currentRun: Int?
        var lastRun: Int?
        var offset = 0, start = 0
        func finish(_ run: Int) {
            var p = Paragraph(clusters: current, run: run, start: start, end: offset)
            p.resolve(styles: styles, naturalDirection: naturalDirection)
            result.append(p)
        }
        for (i, r) in runs.enumerated() where !r.text.isEmpty {
            let clusters = r.style.attachment.map { GlyphCluster.boxes(of: r.text, box: $0, run: i, kern: r.style.kern) }
                ?? GlyphCluster.clusters(of: r.text, font: r.style.font, run: i, kern: r.style.kern)
            for var c in clusters {
                c.offset = offset
                if c.character.isNewline {
                    finish(currentRun ?? i)
                    current = []
                    currentRun = nil
                    offset += c.character.utf16.count
                    start = offset
                } else {
                    if currentRun == nil { currentRun = i }
                    current.append(c)
                    offset += c.character.utf16.count
                }
            }
            lastRun = i
        }
        if let lastRun { finish(currentRun ?? lastRun) }
        return result
    }

    /// Shapes Arabic, resolves the levels and mirrors what reads right to left.
    private mutating func resolve(styles: [RunStyle], naturalDirection: WritingDirection) {
        ContextualForms.apply(&clusters, styles: styles)
        let fallback: UInt8 = naturalDirection == .rightToLeft ? 1 : 0
        let direction: BidiParagraph.BaseDirection
        switch styles[run].paragraph.baseWritingDirection {
        case .leftToRight: direction = .leftToRight
        case .rightToLeft: direction = .rightToLeft
        case .natural: direction = .firstStrong(fallback: fallback)
        }
        let classes = clusters.map(\.bidiClass)
        // Text with nothing right to left and no explicit controls is all at level 0, unless
        // the paragraph itself is right to left; it skips the algorithm.
        if !classes.contains(where: { $0 == .R || $0 == .AL || $0 == .AN || $0.rawValue >= BidiClass.LRE.rawValue }) {
            switch direction {
            case .leftToRight: level = 0
            case .rightToLeft: level = 1
            case let .firstStrong(fallback): level = classes.contains(.L) ? 0 : fallback
            }
            if level == 0 { return }
        }
        let brackets = clusters.map { BidiBracketTable.bracket($0.scalar) }
        let bidi = BidiParagraph(classes: classes, brackets: brackets, direction: direction)
        level = bidi.level
        for k in clusters.indices {
            clusters[k].level = bidi.levels[k]
            guard bidi.levels[k] & 1 == 1, !clusters[k].glyphs.isEmpty, let mirror = BidiBracketTable.mirror(clusters[k].scalar) else { continue }
            let style = styles[clusters[k].run], face = style.font.face
            guard face.hasGlyph(for: mirror) else { continue }
            clusters[k] = clusters[k].rebuilt(style: style, base: face.glyph(for: mirror))
        }
    }

    /// The clusters of one of its lines (`line`, logical order) in visual order, left to right,
    /// with the levels rule L1 leaves them (whitespace before a tab at the paragraph's level).
    static func visualOrder(_ line: [GlyphCluster], paragraphLevel: UInt8) -> [GlyphCluster] {
        guard paragraphLevel != 0 || line.contains(where: { $0.level != 0 }) else { return line }
        let levels = BidiLine.levels(line.map(\.level), classes: line.map(\.bidiClass), paragraphLevel: paragraphLevel)
        return BidiLine.visualOrder(levels).map { i in
            var c = line[i]
            c.level = levels[i]
            return c
        }
    }
}

extension GlyphCluster {
    /// The cluster rebuilt around a new base glyph (a contextual form, a ligature, a mirror
    /// image), keeping where it sits in the text and its level.
    func rebuilt(style: RunStyle, base glyph: FontFace.GlyphID) -> GlyphCluster {
        var new = GlyphCluster.make(character, font: style.font, run: run, kern: style.kern, base: glyph)
        new.offset = offset
        new.level = level
        return new
    }
}
