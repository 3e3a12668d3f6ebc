/// Arabic shaping of one paragraph: each joining letter takes its contextual form, and the
/// ligatures Arabic sets by default (lam-alef) join their letters.
///
/// Forms come from the font's `GSUB` (``ArabicSubstitution``: `isol`, `fina`, `init`, `medi`),
/// else from the Arabic Presentation Forms its `cmap` maps (U+FB50–U+FDFF, U+FE70–U+FEFF);
/// ligatures from `rlig` and `liga`, else the presentation forms' lam-alef ligatures. Joining
/// is decided on the paragraph's characters in logical order, across runs, before lines are
/// broken or reordered: a letter keeps its form whichever line it lands on. What is not done:
/// `GPOS` mark positioning (harakat are centred on their letter), `ccmp`/`calt`, and the
/// scripts that join but are not Arabic-class (Mongolian, N'Ko's fonts are absent here).
enum ContextualForms {
    /// Gives `clusters` (one paragraph, logical order) their Arabic forms and ligatures.
    /// Paragraphs call it only when a cluster ``GlyphCluster/needsShaping``, so text without a
    /// joining letter pays nothing for it.
    static func apply(_ clusters: inout [GlyphCluster], styles: [RunStyle]) {
        // Joining is decided per scalar, so a ZWJ or tatweel inside a character counts.
        var types: [JoiningType] = []
        var firstScalar: [Int] = []
        for c in clusters {
            firstScalar.append(types.count)
            // Boxes and glyph-less characters neither join nor take forms.
            guard styles[c.run].attachment == nil else { types.append(.U); continue }
            for s in c.character.unicodeScalars { types.append(JoiningType(s)) }
        }
        let scalarForms = ArabicJoining.forms(types)
        let forms = clusters.indices.map { i in clusters[i].glyphs.isEmpty ? nil : scalarForms[firstScalar[i]] }

        for i in clusters.indices {
            guard let form = forms[i] else { continue }
            let c = clusters[i], style = styles[c.run], face = style.font.face
            let glyph = face.arabicSubstitution?.substitute(c.base, form)
                ?? (form == .isolated ? nil : presentationForm(of: c.scalar, form, in: face))
            guard let glyph, glyph != c.base else { continue }
            clusters[i] = c.rebuilt(style: style, base: glyph)
        }
        ligate(&clusters, forms: forms, styles: styles)
    }

    /// The presentation form of `scalar` in `form`, when the font maps it.
    static func presentationForm(of scalar: Unicode.Scalar, _ form: JoiningForm, in face: FontFace) -> FontFace.GlyphID? {
        let table = ArabicPresentationForms.letters
        return UnicodeTable.record(table, scalar, stride: 5).flatMap { glyph(table[$0 + 1 + form.rawValue], in: face) }
    }

    /// The lam-alef ligature of lam in `lamForm` (initial or medial) with `alef`, when the font maps it.
    static func lamAlef(_ alef: Unicode.Scalar, lamForm: JoiningForm, in face: FontFace) -> FontFace.GlyphID? {
        let table = ArabicPresentationForms.lamAlef
        return UnicodeTable.record(table, alef, stride: 3).flatMap { glyph(table[$0 + (lamForm == .initial ? 1 : 2)], in: face) }
    }

    private static func glyph(_ value: UInt32, in face: FontFace) -> FontFace.GlyphID? {
        guard value != 0, let s = Unicode.Scalar(value), face.hasGlyph(for: s) else { return nil }
        return face.glyph(for: s)
    }

    /// Joins letters into the font's ligatures: `rlig` and `liga` lookups in order, each over
    /// the paragraph; then the lam-alef presentation forms for pairs still apart. Only
    /// letters that join one another in one font are candidates.
    private static func ligate(_ clusters: inout [GlyphCluster], forms: [JoiningForm?], styles: [RunStyle]) {
        /// The clusters after `i` joined to it, in its font, none already part of a ligature.
        func joinedRun(after i: Int) -> [Int] {
            var run: [Int] = []
            var j = i
            while let form = forms[j], form == .initial || form == .medial, j + 1 < clusters.count,
                  let next = forms[j + 1], next == .final || next == .medial,
                  !clusters[j + 1].continuesLigature, styles[clusters[j + 1].run].font == styles[clusters[i].run].font {
                run.append(j + 1)
                j += 1
            }
            return run
        }
        var i = 0
        while i < clusters.count {
            defer { i += 1 }
            guard !clusters[i].continuesLigature, forms[i] != nil else { continue }
            let following = joinedRun(after: i)
            guard !following.isEmpty else { continue }
            let style = styles[clusters[i].run], face = style.font.face
            lookups: for lookup in face.arabicSubstitution?.ligatures ?? [] {
                guard let candidates = lookup[clusters[i].base] else { continue }
                for (components, glyph) in candidates where components.count <= following.count {
                    guard components.indices.allSatisfy({ components[$0] == clusters[following[$0]].base }) else { continue }
                    join(&clusters, i, Array(following.prefix(components.count)), glyph: glyph, style: style)
                    break lookups
                }
            }
            if !clusters[following[0]].continuesLigature, clusters[i].scalar == "\u{0644}", let form = forms[i],
               forms[following[0]] == .final, let glyph = lamAlef(clusters[following[0]].scalar, lamForm: form, in: face) {
                join(&clusters, i, [following[0]], glyph: glyph, style: style)
            }
        }
    }

    /// Draws clusters `i` and `rest` as the one glyph `glyph`, carried by `i`; the marks of
    /// the others move onto it, each over its letter's share of the ligature (the later a
    /// letter, the further left, as Arabic reads).
    private static func join(_ clusters: inout [GlyphCluster], _ i: Int, _ rest: [Int], glyph: FontFace.GlyphID, style: RunStyle) {
        var joined = clusters[i].rebuilt(style: style, base: glyph)
        let face = style.font.face, scale = style.font.scale
        let width = Double(face.advance(of: glyph)) * scale
        let letters = Double(rest.count + 1)
        for (m, j) in rest.enumerated() {
            let share = width / letters
            let right = width * (letters - Double(m + 1)) / letters
            for mark in clusters[j].glyphs.dropFirst() {
                let a = Double(face.advance(of: mark.id)) * scale
                joined.glyphs.append((mark.id, a == 0 ? right : right - share + (share - a) / 2))
            }
            clusters[j].glyphs = []
            clusters[j].base = 0
            clusters[j].advance = 0
            clusters[j].continuesLigature = true
        }
        clusters[i] = joined
    }
}
