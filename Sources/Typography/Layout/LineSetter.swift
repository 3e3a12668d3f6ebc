/// Places clusters along a line: the single piece of arithmetic that breaking, truncation,
/// measuring and drawing all share, so that a measured width is the drawn width.
///
/// Breaking and truncation walk a line in logical order; drawing places it in visual order,
/// after bidirectional reordering. Kerning is a property of the two glyphs that end up side by
/// side, so both orders ask ``kern(_:_:)`` about the same pairs: within a right-to-left run
/// the logically later cluster is the one on the left, and clusters of different levels are
/// never kerned (reordering may part them).
struct LineSetter {
    /// The font of each run, by the clusters' `run` index.
    let fonts: [Font]
    let kerning: Bool

    /// The kerning between two clusters side by side, `left` on the left, in points. Clusters
    /// without glyphs (tabs, newlines, inline boxes) do not kern, nor do neighbours in
    /// different fonts: pair kerning is a property of one font, and Core Text applies it within a run.
    func kern(_ left: GlyphCluster, _ right: GlyphCluster) -> Double {
        guard kerning, !left.glyphs.isEmpty, !right.glyphs.isEmpty, left.level == right.level else { return 0 }
        let font = fonts[left.run]
        guard left.run == right.run || font == fonts[right.run] else { return 0 }
        let k = font.face.kerning(left.base, right.base)
        return k == 0 ? 0 : Double(k) * font.scale
    }

    /// The kerning between `previous` and `cluster`, neighbours in logical order.
    @inline(__always)
    func kern(after previous: GlyphCluster, _ cluster: GlyphCluster) -> Double {
        cluster.level & 1 == 1 ? kern(cluster, previous) : kern(previous, cluster)
    }

    /// The pen position after cluster `j`, given the pen after `j − 1`, in logical order.
    /// Breaking repeats this exact expression, so its decisions agree bit for bit with ``place(_:)``.
    @inline(__always)
    func pen(after previousPen: Double, _ previous: GlyphCluster?, _ cluster: GlyphCluster) -> Double {
        guard let previous else { return cluster.advance }
        return (previousPen + kern(after: previous, cluster)) + cluster.advance
    }

    /// Each cluster's origin, the pen after each, and the line's width: the pen after the last
    /// cluster that is not whitespace (trailing spaces hang past the edge, as in UIKit).
    /// `clusters` are in logical order.
    func place(_ clusters: [GlyphCluster]) -> (origins: [Double], pens: [Double], width: Double) {
        var origins: [Double] = [], pens: [Double] = []
        origins.reserveCapacity(clusters.count)
        pens.reserveCapacity(clusters.count)
        var width = 0.0
        for (j, c) in clusters.enumerated() {
            let p = pen(after: pens.last ?? 0, j > 0 ? clusters[j - 1] : nil, c)
            // The origin is the pen before plus kerning, computed as `pen(after:)` does, never by subtraction.
            origins.append(j == 0 ? 0 : pens[j - 1] + kern(after: clusters[j - 1], c))
            pens.append(p)
            if !c.isWhitespace { width = p }
        }
        return (origins, pens, width)
    }

    /// Each cluster's origin and the line's width, for `clusters` in visual order (left to
    /// right) with nothing trailing to hang: the width is the pen after the last one.
    func placeVisually(_ clusters: [GlyphCluster]) -> (origins: [Double], width: Double) {
        var origins: [Double] = []
        origins.reserveCapacity(clusters.count)
        var pen = 0.0
        for (j, c) in clusters.enumerated() {
            let origin = j == 0 ? 0 : pen + kern(clusters[j - 1], c)
            origins.append(origin)
            pen = origin + c.advance
        }
        return (origins, pen)
    }

    /// The width of `clusters` set as one line.
    func width(_ clusters: [GlyphCluster]) -> Double { place(clusters).width }
}
