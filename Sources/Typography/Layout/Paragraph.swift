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
    /// Whether a cluster ``GlyphCluster/needsBidi``. Without one, and at level 0, every cluster
    /// stays at level 0 and the paragraph's lines read in logical order: Latin text skips the
    /// bidirectional algorithm and reordering altogether.
    var needsBidi = false
    /// Whether a cluster ``GlyphCluster/needsShaping``.
    var needsShaping = false

    /// Whether the paragraph's lines show in logical order, left to right, every cluster at level 0.
    var isLeftToRightOnly: Bool { level == 0 && !needsBidi }

    /// The runs cut into paragraphs at newlines; "a\n" is two paragraphs, the second empty,
    /// and text without characters has none. `naturalDirection` is the direction of a
    /// `.natural` paragraph without a strong character.
    static func paragraphs(_ runs: [TextRun], naturalDirection: WritingDirection) -> [Paragraph] {
        let styles = runs.map(\.style)
        var result: [Paragraph] = []
        // The paragraph being gathered; its first character (else the newline ending it) sets its run.
        var current = Paragraph(clusters: [], run: 0)
        var hasRun = false
        var lastRun: Int?
        var offset = 0
        for (i, r) in runs.enumerated() where !r.text.isEmpty {
            let clusters = r.style.attachment.map { GlyphCluster.boxes(of: r.text, box: $0, run: i, kern: r.style.kern) }
                ?? GlyphCluster.clusters(of: r.text, font: r.style.font, run: i, kern: r.style.kern)
            // A run's embeddings and overrides open where it starts and at each paragraph inside
            // it (a paragraph ends every embedding, rule X8), and close where it ends.
            let controls = r.style.directionalFormatting.compactMap(\.control)
            current.open(controls, run: i, offset: offset)
            for var c in clusters {
                c.offset = offset
                offset += c.utf16Length
                if c.character.isNewline {
                    if !hasRun { current.run = i }
                    current.finish(end: c.offset, styles: styles, naturalDirection: naturalDirection)
                    result.append(current)
                    current = Paragraph(clusters: [], run: 0, start: offset)
                    hasRun = false
                    current.open(controls, run: i, offset: offset)
                } else {
                    if !hasRun { current.run = i; hasRun = true }
                    // Decided as the clusters go by, so text that needs neither pays no later scan.
                    if c.scalar.value >= GlyphCluster.firstComplexScalar {
                        if c.needsBidi { current.needsBidi = true }
                        if c.needsShaping { current.needsShaping = true }
                    }
                    current.clusters.append(c)
                }
            }
            for _ in controls { current.clusters.append(DirectionalFormatting.cluster("\u{202C}", run: i, offset: offset)) }
            lastRun = i
        }
        if let lastRun {
            if !hasRun { current.run = lastRun }
            current.finish(end: offset, styles: styles, naturalDirection: naturalDirection)
            result.append(current)
        }
        return result
    }

    /// Adds a zero-length cluster for each of `controls`, which the paragraph then needs the
    /// bidirectional algorithm for.
    private mutating func open(_ controls: [Unicode.Scalar], run: Int, offset: Int) {
        guard !controls.isEmpty else { return }
        needsBidi = true
        for control in controls { clusters.append(DirectionalFormatting.cluster(control, run: run, offset: offset)) }
    }

    /// Ends the paragraph at `end`, then shapes Arabic, resolves the levels and mirrors what
    /// reads right to left.
    private mutating func finish(end: Int, styles: [RunStyle], naturalDirection: WritingDirection) {
        self.end = end
        if needsShaping { ContextualForms.apply(&clusters, styles: styles) }
        let fallback: UInt8 = naturalDirection == .rightToLeft ? 1 : 0
        let direction: BidiParagraph.BaseDirection
        switch styles[run].paragraph.baseWritingDirection {
        case .leftToRight: direction = .leftToRight
        case .rightToLeft: direction = .rightToLeft
        case .natural: direction = .firstStrong(fallback: fallback)
        }
        // Text with nothing right to left and no explicit controls is all at level 0, unless
        // the paragraph itself is right to left; it skips the algorithm.
        if !needsBidi {
            switch direction {
            case .leftToRight: level = 0
            case .rightToLeft: level = 1
            case let .firstStrong(fallback): level = hasLeftToRightLetter ? 0 : fallback
            }
            if level == 0 { return }
        }
        var classes: [BidiClass] = []
        classes.reserveCapacity(clusters.count)
        for c in clusters { classes.append(c.bidiClass) }
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

    /// Whether a cluster is an L letter, which makes a `.natural` paragraph without right-to-left
    /// letters left to right. Most text starts with one, so the loop rarely goes far.
    private var hasLeftToRightLetter: Bool {
        for c in clusters {
            if case .L = c.bidiClass { return true }
        }
        return false
    }

    /// The clusters of one of its lines (`line`, logical order) in visual order, left to right,
    /// with the levels rule L1 leaves them (whitespace before a tab at the paragraph's level).
    /// A line of a paragraph that ``isLeftToRightOnly`` is already in that order.
    func visualOrder(_ line: [GlyphCluster]) -> [GlyphCluster] {
        if isLeftToRightOnly { return line }
        var levels: [UInt8] = [], classes: [BidiClass] = []
        levels.reserveCapacity(line.count)
        classes.reserveCapacity(line.count)
        var isAllZero = level == 0
        for c in line {
            if c.level != 0 { isAllZero = false }
            levels.append(c.level)
            classes.append(c.bidiClass)
        }
        if isAllZero { return line }
        levels = BidiLine.levels(levels, classes: classes, paragraphLevel: level)
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
