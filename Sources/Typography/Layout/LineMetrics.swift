/// A line box's height and where its baseline sits, from the runs on the line.
///
/// Runs of different fonts share one baseline: the box reaches the largest ascender above it
/// (raised by the run's baseline offset, or an inline box's top) and the largest descender and
/// leading below (unless the paragraph does not use the fonts' leading). The paragraph's line height multiple, minimum and maximum then set the
/// height, any extra going above the text, as TextKit puts it.
struct LineMetrics {
    /// The box's height.
    var height: Double
    /// The baseline, from the box's top.
    var baseline: Double

    /// The metrics of a line holding `clusters`; an empty line takes `paragraphRun`'s font.
    init(_ clusters: [GlyphCluster], paragraphRun: Int, styles: [RunStyle]) {
        var ascent = -Double.infinity, descent = -Double.infinity, leading = -Double.infinity
        func include(_ run: Int) {
            let s = styles[run], f = s.font
            ascent = Swift.max(ascent, f.ascender + s.baselineOffset)
            descent = Swift.max(descent, -f.descender - s.baselineOffset)
            leading = Swift.max(leading, f.leading)
            if let box = s.attachment {
                ascent = Swift.max(ascent, box.size.height + box.baselineOffset + s.baselineOffset)
                descent = Swift.max(descent, -box.baselineOffset - s.baselineOffset)
            }
        }
        if clusters.isEmpty { include(paragraphRun) }
        var previous: Int?
        for c in clusters where c.run != previous {
            include(c.run)
            previous = c.run
        }
        let style = styles[paragraphRun].paragraph
        let natural = ascent + descent + (style.usesFontLeading ? leading : 0)
        var h = natural
        if style.lineHeightMultiple > 0 { h *= style.lineHeightMultiple }
        if style.minimumLineHeight > 0 { h = Swift.max(h, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { h = Swift.min(h, style.maximumLineHeight) }
        // Written so that an unadjusted line's baseline is exactly the ascent.
        height = h
        baseline = ascent + (h - natural)
    }
}
