/// Places clusters along a line: the single piece of arithmetic that breaking, truncation,
/// measuring and drawing all share, so that a measured width is exactly the drawn width.
struct LineSetter {
    /// The font of each run, by the clusters' `run` index.
    let fonts: [Font]
    let kerning: Bool

    /// The kerning between two neighbouring clusters, in points. Clusters without glyphs
    /// (tabs, newlines, inline boxes) do not kern, nor do neighbours in different fonts: pair
    /// kerning is a property of one font, and Core Text applies it within a run.
    func kern(_ a: GlyphCluster, _ b: GlyphCluster) -> Double {
        guard kerning, !a.glyphs.isEmpty, !b.glyphs.isEmpty else { return 0 }
        let font = fonts[a.run]
        guard a.run == b.run || font == fonts[b.run] else { return 0 }
        let k = font.face.kerning(a.base, b.base)
        return k == 0 ? 0 : Double(k) * font.scale
    }

    /// The pen position after cluster `j`, given the pen after `j − 1`. Breaking repeats this
    /// exact expression, so its decisions agree bit for bit with ``place(_:)``.
    @inline(__always)
    func pen(after previousPen: Double, _ previous: GlyphCluster?, _ cluster: GlyphCluster) -> Double {
        guard let previous else { return cluster.advance }
        return (previousPen + kern(previous, cluster)) + cluster.advance
    }

    /// Each cluster's origin, the pen after each, and the line's width: the pen after the last
    /// cluster that is not whitespace (trailing spaces hang past the edge, as in UIKit).
    func place(_ clusters: [GlyphCluster]) -> (origins: [Double], pens: [Double], width: Double) {
        var origins: [Double] = [], pens: [Double] = []
        origins.reserveCapacity(clusters.count)
        pens.reserveCapacity(clusters.count)
        var width = 0.0
        for (j, c) in clusters.enumerated() {
            let p = pen(after: pens.last ?? 0, j > 0 ? clusters[j - 1] : nil, c)
            // The origin is the pen before plus kerning, computed as `pen(after:)` does, never by subtraction.
            origins.append(j == 0 ? 0 : pens[j - 1] + kern(clusters[j - 1], c))
            pens.append(p)
            if !c.isWhitespace { width = p }
        }
        return (origins, pens, width)
    }

    /// The width of `clusters` set as one line.
    func width(_ clusters: [GlyphCluster]) -> Double { place(clusters).width }
}
