/// Shortens a line's clusters to fit a width by replacing its head, middle or tail with an
/// ellipsis, between characters (not words), as UIKit's truncating line break modes do.
///
/// The ellipsis takes the style of the text it stands next to: for the tail, the last
/// character kept; for the head, the first kept; for the middle, the last kept before it.
struct Truncation {
    let setter: LineSetter
    let maxWidth: Double
    /// Each run's kern, so an ellipsis in a tracked run is tracked too.
    let kerns: [Double]
    /// The run of the line's paragraph, for the ellipsis of a line with no characters.
    let fallbackRun: Int

    /// "…" in the font of `run`, or three full stops when the font lacks U+2026.
    func ellipsis(run: Int) -> [GlyphCluster] {
        let font = setter.fonts[run]
        let hasEllipsis = font.face.hasGlyph(for: "\u{2026}")
        return GlyphCluster.clusters(of: hasEllipsis ? "\u{2026}" : "...", font: font, run: run, kern: kerns[run])
    }

    func fits(_ c: [GlyphCluster]) -> Bool { setter.width(c) <= maxWidth }

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
            return prefix + ellipsis(run: (prefix.last ?? first).run) + Array(c[r...].drop(while: \.isWhitespace))
        }
        var grew = true
        while grew, left < right {
            grew = false
            if left < right, fits(line(left + 1, right)) { left += 1; grew = true }
            if left < right, fits(line(left, right - 1)) { right -= 1; grew = true }
        }
        return line(left, right)
    }

    private func trimmed(_ c: [GlyphCluster]) -> [GlyphCluster] {
        var c = c
        while let last = c.last, last.isWhitespace { c.removeLast() }
        return c
    }
}
