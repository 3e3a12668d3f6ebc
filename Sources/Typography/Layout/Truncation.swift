/// Shortens a line's clusters to fit a width by replacing its head, middle or tail with an
/// ellipsis, between characters (not words), as UIKit's truncating line break modes do.
struct Truncation {
    let setter: LineSetter
    let maxWidth: Double
    /// "…" when the font has U+2026, otherwise three full stops.
    let ellipsis: [GlyphCluster]

    init(setter: LineSetter, maxWidth: Double) {
        self.setter = setter
        self.maxWidth = maxWidth
        let hasEllipsis = setter.font.face.hasGlyph(for: "\u{2026}")
        ellipsis = GlyphCluster.clusters(of: hasEllipsis ? "\u{2026}" : "...", font: setter.font)
    }

    func fits(_ c: [GlyphCluster]) -> Bool { setter.width(c) <= maxWidth }

    /// `content` ending in an ellipsis, or unchanged when `force` is false and it already fits.
    func tail(_ content: [GlyphCluster], force: Bool) -> [GlyphCluster] {
        let c = trimmed(content)
        if !force, fits(c) { return c }
        // Prefix widths from one pass; the candidate is then checked exactly, shrinking if needed.
        let pens = setter.place(c).pens
        // The estimate ignores kerning against the ellipsis; exact checks then step back.
        var k = 0
        while k < c.count, pens[k] + ellipsisWidth <= maxWidth { k += 1 }
        while k > 0 {
            let prefix = trimmed(Array(c[0..<k]))
            if fits(prefix + ellipsis) { return prefix + ellipsis }
            k = Swift.min(k - 1, prefix.count)
        }
        return ellipsis
    }

    /// An ellipsis followed by the longest suffix of `content` that fits.
    func head(_ content: [GlyphCluster]) -> [GlyphCluster] {
        let c = trimmed(content)
        if fits(c) { return c }
        let pens = setter.place(c).pens
        let total = pens.last ?? 0
        // The first suffix start whose estimated width fits, then exact checks moving right.
        var k = 0
        while k < c.count, ellipsisWidth + (total - (k == 0 ? 0 : pens[k - 1])) > maxWidth { k += 1 }
        while k <= c.count {
            let suffix = Array(c[k...].drop(while: \.isWhitespace))
            if fits(ellipsis + suffix) { return ellipsis + suffix }
            k += 1
        }
        return ellipsis
    }

    /// The longest prefix and suffix of `content`, grown alternately, around an ellipsis.
    func middle(_ content: [GlyphCluster]) -> [GlyphCluster] {
        let c = trimmed(content)
        if fits(c) { return c }
        var left = 0, right = c.count  // prefix c[..<left], suffix c[right...]
        func line(_ l: Int, _ r: Int) -> [GlyphCluster] {
            trimmed(Array(c[..<l])) + ellipsis + Array(c[r...].drop(while: \.isWhitespace))
        }
        var grew = true
        while grew, left < right {
            grew = false
            if left < right, fits(line(left + 1, right)) { left += 1; grew = true }
            if left < right, fits(line(left, right - 1)) { right -= 1; grew = true }
        }
        return line(left, right)
    }

    private var ellipsisWidth: Double { setter.width(ellipsis) }

    private func trimmed(_ c: [GlyphCluster]) -> [GlyphCluster] {
        var c = c
        while let last = c.last, last.isWhitespace { c.removeLast() }
        return c
    }
}
