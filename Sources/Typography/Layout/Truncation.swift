/// Shortens a line's clusters to fit a width by replacing its head, middle or tail with an
/// ellipsis, between characters (not words), as UIKit's truncating line break modes do.
///
/// The ellipsis takes the style of the text it stands next to: for the tail, the last
/// character kept; for the head, the first kept; for the middle, the last kept before it.
/// It stands at the logical end (or start) of the line, at the paragraph's level, so that
/// once the line is reordered it shows at the visual end in either direction: the left end
/// of a right-to-left line. A ligature is kept or cut whole.
struct Truncation {
    let setter: LineSetter
    let maxWidth: Double
    /// Each run's kern, so an ellipsis in a tracked run is tracked too.
    let kerns: [Double]
    /// The run of the line's paragraph, for the ellipsis of a line with no characters.
    let fallbackRun: Int
    /// The paragraph's embedding level, which a head or tail ellipsis takes.
    var paragraphLevel: UInt8 = 0

    /// "…" in the font of `run`, or three full stops when the font lacks U+2026, at `level`.
    func ellipsis(run: Int, level: UInt8? = nil) -> [GlyphCluster] {
        let font = setter.fonts[run]
        let hasEllipsis = font.face.hasGlyph(for: "\u{2026}")
        var clusters = GlyphCluster.clusters(of: hasEllipsis ? "\u{2026}" : "...", font: font, run: run, kern: kerns[run])
        for k in clusters.indices {
            clusters[k].offset = -1
            clusters[k].level = level ?? paragraphLevel
        }
        return clusters
    }

    func fits(_ c: [GlyphCluster]) -> Bool { setter.width(c) <= maxWidth }

    /// Whether the line may be cut before `c[k]`: not inside a ligature.
    private func isBoundary(_ c: [GlyphCluster], _ k: Int) -> Bool { k <= 0 || k >= c.count || !c[k].continuesLigature }

    /// `content` ending in an ellipsis, or unchanged when `force` is false and it already fits.
    func tail(_ content: [GlyphCluster], force: Bool) -> [GlyphCluster] {
        let c = trimmed(content)
        if !force, fits(c) { return c }
        let first = c.first ?? content.first ?? GlyphCluster(glyphs: [], base: 0, advance: 0, character: " ",
                                                             isWhitespace: true, isHyphen: false, run: fallbackRun)
        // Prefix widths from one pass; the candidate is then checked exactly, shrinking if needed.
        let pens = setter.place(c).pens
        // The estimate ignores kerning against the ellipsis; exact checks then step back.
        let estimate = setter.width(ellipsis(run: first.run))
        var k = 0
        while k < c.count, pens[k] + estimate <= maxWidth { k += 1 }
        while k > 0 {
            guard isBoundary(c, k) else { k -= 1; continue }
            let prefix = trimmed(Array(c[0..<k]))
            let candidate = prefix + ellipsis(run: (prefix.last ?? first).run)
            if fits(candidate) { return candidate }
            k = Swift.min(k - 1, prefix.count)
        }
        return ellipsis(run: first.run)
    }

    /// An ellipsis followed by the longest suffix of `content` that fits.
    func head(_ content: [GlyphCluster]) -> [GlyphCluster] {
        let c = trimmed(content)
        if fits(c) { return c }
        guard let last = c.last else { return [] }
        let pens = setter.place(c).pens
        let total = pens.last ?? 0
        let estimate = setter.width(ellipsis(run: last.run))
        // The first suffix start whose estimated width fits, then exact checks moving right.
        var k = 0
        while k < c.count, estimate + (total - (k == 0 ? 0 : pens[k - 1])) > maxWidth { k += 1 }
        while k <= c.count {
            guard isBoundary(c, k) else { k += 1; continue }
            let suffix = Array(c[k...].drop(while: \.isWhitespace))
            let candidate = ellipsis(run: (suffix.first ?? last).run) + suffix
            if fits(candidate) { return candidate }
            k += 1
        }
        return ellipsis(run: last.run)
    }

    /// The longest prefix and suffix of `content`, grown alternately, around an ellipsis.
    func middle(_ content: [GlyphCluster]) -> [GlyphCluster] {
        let c = trimmed(content)
        if fits(c) { return c }
        guard let first = c.first else { return [] }
        var left = 0, right = c.count  // prefix c[..<left], suffix c[right...]
        func line(_ l: Int, _ r: Int) -> [GlyphCluster] {
            let prefix = trimmed(Array(c[..<l]))
            let suffix = Array(c[r...].drop(while: \.isWhitespace))
            // Between two neighbours of one level the ellipsis reads with them; else with the paragraph.
            let level = prefix.last.flatMap { p in suffix.first.flatMap { $0.level == p.level ? p.level : nil } }
            return prefix + ellipsis(run: (prefix.last ?? first).run, level: level) + suffix
        }
        /// The next cut after `l` and before `r` that does not split a ligature.
        func grown(_ l: Int) -> Int {
            var l = l + 1
            while l < c.count, !isBoundary(c, l) { l += 1 }
            return l
        }
        func shrunk(_ r: Int) -> Int {
            var r = r - 1
            while r > 0, !isBoundary(c, r) { r -= 1 }
            return r
        }
        var grew = true
        while grew, left < right {
            grew = false
            if left < right, grown(left) <= right, fits(line(grown(left), right)) { left = grown(left); grew = true }
            if left < right, shrunk(right) >= left, fits(line(left, shrunk(right))) { right = shrunk(right); grew = true }
        }
        return line(left, right)
    }

    private func trimmed(_ c: [GlyphCluster]) -> [GlyphCluster] {
        var c = c
        while let last = c.last, last.isWhitespace { c.removeLast() }
        return c
    }
}
