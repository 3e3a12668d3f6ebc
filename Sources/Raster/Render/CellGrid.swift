/// One fill's cell accumulation: edges deposit signed cover and area into cells, and the
/// sweep turns each row's cells into coverage spans (see ``Rasterizer`` for the algorithm).
///
/// Every field is a `let` over buffers the ``Rasterizer`` owns, so the per-cell and
/// per-pixel code below does no exclusivity checking even in debug builds, and uses
/// literal constants rather than lazily initialised statics.
struct CellGrid {
    let cells: UnsafeMutablePointer<Int32>
    let rowMin: UnsafeMutablePointer<Int>
    let rowMax: UnsafeMutablePointer<Int>
    let occupancy: UnsafeMutablePointer<UInt64>
    let coverageRow: UnsafeMutablePointer<UInt8>
    /// The window in device pixels; cells are relative to its origin.
    let originX: Int, originY: Int, width: Int, height: Int
    let stride: Int, wordsPerRow: Int

    /// Clips an edge to the window and deposits it. Parts above or below the window are
    /// dropped; parts to the left are moved onto the left boundary, where their cover still
    /// counts; parts to the right are moved onto the spare column, where they change nothing.
    func addEdge(_ a: Point, _ b: Point) {
        let w = Double(width), h = Double(height)
        var x0 = a.x - Double(originX), y0 = a.y - Double(originY)
        var x1 = b.x - Double(originX), y1 = b.y - Double(originY)
        if y0 == y1 { return }
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        // Clip vertically.
        if y0 < 0 { x0 = x0 + (x1 - x0) * (0 - y0) / (y1 - y0); y0 = 0 }
        if y1 < 0 { x1 = x1 + (x0 - x1) * (0 - y1) / (y0 - y1); y1 = 0 }
        if y0 > h { x0 = x0 + (x1 - x0) * (h - y0) / (y1 - y0); y0 = h }
        if y1 > h { x1 = x1 + (x0 - x1) * (h - y1) / (y0 - y1); y1 = h }
        // Split at the left and right boundaries so each piece can be clamped without bending the edge.
        if (x0 < 0) != (x1 < 0) && x0 != x1 { split(&x0, &y0, x1, y1, at: 0) }
        if (x0 < w) != (x1 < w) && x0 != x1 { split(&x0, &y0, x1, y1, at: w) }
        renderLine(x0, y0, x1, y1)
    }

    /// Renders the part of the edge before it crosses the vertical line `x == boundary`,
    /// and moves the start to the crossing.
    private func split(_ x0: inout Double, _ y0: inout Double, _ x1: Double, _ y1: Double, at boundary: Double) {
        let ym = y0 + (y1 - y0) * (boundary - x0) / (x1 - x0)
        let lo = y0 < y1 ? y0 : y1, hi = y0 < y1 ? y1 : y0
        let ymc = ym < lo ? lo : (ym > hi ? hi : ym)
        renderLine(x0, y0, boundary, ymc)
        x0 = boundary
        y0 = ymc
    }

    /// Renders one clipped edge, in window pixels, row by row.
    ///
    /// Debug builds zero every local of every call, so this path keeps calls few: one per
    /// edge here, one per row piece in ``renderScanline(_:_:_:_:_:)``, and cells are written inline.
    func renderLine(_ fx0: Double, _ fy0: Double, _ fx1: Double, _ fy1: Double) {
        // Snap to 1/1024 pixel, clamped to the window (the clip already put edges inside it).
        let w = Double(width) * 1024, h = Double(height) * 1024
        var v = fx0 * 1024; v = v < 0 ? 0 : (v > w ? w : v); let x1 = Int(v.rounded(.toNearestOrEven))
        v = fy0 * 1024; v = v < 0 ? 0 : (v > h ? h : v); let y1 = Int(v.rounded(.toNearestOrEven))
        v = fx1 * 1024; v = v < 0 ? 0 : (v > w ? w : v); let x2 = Int(v.rounded(.toNearestOrEven))
        v = fy1 * 1024; v = v < 0 ? 0 : (v > h ? h : v); let y2 = Int(v.rounded(.toNearestOrEven))
        if y1 == y2 { return }
        let ey1 = y1 >> 10, ey2 = y2 >> 10
        let dx = x2 - x1, dy = y2 - y1
        // Walk the rows from ey1 to ey2, entering each at the boundary the edge crosses.
        let step = dy > 0 ? 1 : -1
        let fyEnter = dy > 0 ? 0 : 1024, fyExit = dy > 0 ? 1024 : 0
        var boundary = dy > 0 ? (ey1 + 1) << 10 : ey1 << 10
        var ey = ey1, xPrev = x1, fyPrev = y1 - (ey1 << 10)
        while ey != ey2 {
            let x = x1 + dx * (boundary - y1) / dy
            renderScanline(ey, xPrev, fyPrev, x, fyExit)
            xPrev = x; fyPrev = fyEnter; ey += step; boundary += step << 10
        }
        renderScanline(ey2, xPrev, fyPrev, x2, y2 - (ey2 << 10))
    }

    /// One edge piece within row `ey`, from (`x1`, `fy1`) to (`x2`, `fy2`); `fy` is relative
    /// to the row's top. Each cell crossed gets the piece's vertical extent (cover) and twice
    /// the area between the piece and the cell's left side (area).
    func renderScanline(_ ey: Int, _ x1: Int, _ fy1: Int, _ x2: Int, _ fy2: Int) {
        if fy1 == fy2 { return }
        let ex2 = x2 >> 10, fx2 = x2 & 1023
        let dx = x2 - x1, dy = fy2 - fy1
        let step = dx > 0 ? 1 : -1
        let fxEnter = dx > 0 ? 0 : 1024, fxExit = dx > 0 ? 1024 : 0
        let rowCells = cells + ey &* stride &* 2
        let rowWords = occupancy + ey &* wordsPerRow
        var lo = rowMin[ey], hi = rowMax[ey]
        var ex = x1 >> 10, fxStart = x1 & 1023, yPrev = fy1
        var boundary = dx > 0 ? (ex + 1) << 10 : ex << 10
        while true {
            let last = ex == ex2
            let y = last ? fy2 : fy1 + dy * (boundary - x1) / dx
            let cover = y - yPrev
            let i = ex &* 2
            rowCells[i] &+= Int32(truncatingIfNeeded: cover)
            rowCells[i &+ 1] &+= Int32(truncatingIfNeeded: cover * (fxStart + (last ? fx2 : fxExit)))
            rowWords[ex >> 6] |= 1 << UInt64(ex & 63)
            if ex < lo { lo = ex }
            if ex > hi { hi = ex }
            if last { break }
            yPrev = y; fxStart = fxEnter; ex += step; boundary += step << 10
        }
        rowMin[ey] = lo
        rowMax[ey] = hi
    }

    /// Turns each row's cells into coverage spans, clearing the cells as it goes.
    ///
    /// Touched cells are visited through the occupancy bits in ascending order; the pixels
    /// between two touched cells share one coverage (the running winding sum), so long gaps
    /// become constant spans, which the blitter fills without per-pixel blending when opaque.
    func sweep(rule: FillRule, sink: any CoverageSink) {
        let s = 10
        let fullShift = 2 * s + 1
        let full = 1 << fullShift          // a whole pixel at winding 1: 2 · one · one
        let evenOdd = rule == .evenOdd
                let cov = coverageRow
        // Gaps at least this long are sent as constant spans rather than copied into the row.
        let constantRunThreshold = 8
        for row in 0..<height {
            let minX = rowMin[row], maxX = rowMax[row]
            if minX > maxX { continue }
            let y = originY + row
            var acc = 0
            var spanStart = minX     // first pixel of the pending variable span
            var next = minX          // first pixel not yet given a coverage
            let cellBase = row &* stride &* 2
            let wordBase = row &* wordsPerRow
            var word = minX >> 6
            while word <= maxX >> 6 {
                var bits = occupancy[wordBase &+ word]
                occupancy[wordBase &+ word] = 0
                while bits != 0 {
                    let x = (word << 6) &+ bits.trailingZeroBitCount
                    bits &= bits &- 1
                    if x > next {
                        // Untouched pixels next ..< x: constant coverage from the running sum.
                        let alpha = CellGrid.alpha(acc << (s + 1), evenOdd: evenOdd)
                        let gapEnd = x < width ? x : width
                        if gapEnd - next >= constantRunThreshold {
                            // Pixels just before the gap with the same coverage join the constant span.
                            var start = next
                            while start > spanStart && cov[start &- 1] == UInt8(alpha) { start &-= 1 }
                            if start > spanStart { sink.blendSpan(y: y, x: originX + spanStart, count: start - spanStart, coverage: cov + spanStart) }
                            if alpha > 0 { sink.blendConstantSpan(y: y, x: originX + start, count: gapEnd - start, coverage: UInt8(alpha)) }
                            spanStart = gapEnd
                        } else {
                            var k = next
                            while k < gapEnd { cov[k] = UInt8(alpha); k &+= 1 }
                        }
                    }
                    let i = cellBase &+ x &* 2
                    acc &+= Int(cells[i])
                    var c = (acc << (s + 1)) &- Int(cells[i &+ 1])
                    cells[i] = 0
                    cells[i &+ 1] = 0
                    // CellGrid.alpha, written out: this runs once per touched cell.
                    if c < 0 { c = -c }
                    if evenOdd { c &= 2 * full - 1; if c > full { c = 2 * full - c } }
                    if x < width { cov[x] = UInt8(c >= full ? 255 : (c &* 255 &+ (full >> 1)) >> fullShift) }
                    next = x &+ 1
                }
                word &+= 1
            }
            let spanEnd = next < width ? next : width
            if acc != 0 && spanEnd < width {
                // Edges beyond the right boundary were folded away: the rest of the row is inside.
                let alpha = CellGrid.alpha(acc << (s + 1), evenOdd: evenOdd)
                var start = spanEnd
                while start > spanStart && cov[start &- 1] == UInt8(alpha) { start &-= 1 }
                if start > spanStart { sink.blendSpan(y: y, x: originX + spanStart, count: start - spanStart, coverage: cov + spanStart) }
                if alpha > 0 { sink.blendConstantSpan(y: y, x: originX + start, count: width - start, coverage: UInt8(alpha)) }
            } else if spanEnd > spanStart {
                sink.blendSpan(y: y, x: originX + spanStart, count: spanEnd - spanStart, coverage: cov + spanStart)
            }
            rowMin[row] = Int.max
            rowMax[row] = -1
        }
    }

    /// Coverage 0…255 from a winding-weighted area in units of 2 · 1024² per pixel, mapped
    /// through the fill rule: nonzero clamps |area|, even-odd folds it into a triangle wave.
    static func alpha(_ area: Int, evenOdd: Bool) -> Int {
        let full = 1 << 21
        var c = area < 0 ? -area : area
        if evenOdd { c &= 2 * full - 1; if c > full { c = 2 * full - c } }
        return c >= full ? 255 : (c &* 255 &+ (full >> 1)) >> 21
    }
}
