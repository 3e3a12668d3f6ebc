/// Splits one paragraph (no newlines) into lines no wider than their widths.
struct LineBreaker {
    let setter: LineSetter
    /// The width of the paragraph's first line (after its first-line indent) and of the others.
    let firstWidth: Double
    let otherWidth: Double
    let mode: LineBreakMode

    /// Line ranges over `p`. Trailing whitespace stays on the line it follows (it hangs and is
    /// not counted), so every line after the first starts with a visible character. The first
    /// cluster of a line is always taken, so a width narrower than one character still progresses,
    /// and a ligature is never split. Lines hold clusters in logical order; reordering them for
    /// display comes after (`BidiLine`).
    func lines(_ p: [GlyphCluster]) -> [Range<Int>] {
        guard !p.isEmpty else { return [0..<0] }
        var result: [Range<Int>] = []
        var start = 0
        while start < p.count {
            let maxWidth = result.isEmpty ? firstWidth : otherWidth
            var pen = 0.0
            var lastBreak: Int?
            var end = p.count
            var j = start
            while j < p.count {
                let c = p[j]
                let x = setter.pen(after: pen, j > start ? p[j - 1] : nil, c)
                if !c.isWhitespace, !c.continuesLigature, x > maxWidth, j > start {
                    if mode != .charWrap, let b = lastBreak { end = b + 1 } else { end = j }
                    break
                }
                pen = x
                if j + 1 < p.count, !p[j + 1].isWhitespace, c.isWhitespace || c.isHyphen { lastBreak = j }
                j += 1
            }
            result.append(start..<end)
            start = end
        }
        return result
    }
}
