/// One pixel cell's accumulation: the signed vertical extent of the edges crossing it (`cover`)
/// and twice the area between them and the cell's left side (`area`), in 1/1024 pixel units.
/// `next` links the row's cells in ascending `x` (−1 ends the row).
struct Cell {
    var x: Int32
    var cover: Int32
    var area: Int32
    var next: Int32
}

/// One fill's cell accumulation: edges deposit signed cover and area into cells, and the
/// sweep turns each row's cells into coverage spans (see ``Rasterizer`` for the algorithm).
///
/// Cells live in one pool, in the order edges first touch them, and each row links its own in
/// ascending x. A dense grid the size of the fill's bounds would spread a thin curve's few
/// cells a row over megabytes, and each fill would meet them cold in memory; the pool keeps
/// only the touched cells, together, and is reused from fill to fill, so it stays in cache.
/// Cell sums wrap modulo 2³², which is independent of the order edges arrive in.
///
/// The grid is a local value, so debug builds do no exclusivity checking on its fields, and
/// literal constants are used rather than lazily initialised statics.
struct CellGrid {
    private(set) var cells: UnsafeMutablePointer<Cell>
    private(set) var capacity: Int
    private var count = 0
    /// The first cell of each window row, or −1.
    let rowHead: UnsafeMutablePointer<Int32>
    let coverageRow: UnsafeMutablePointer<UInt8>
    /// The window in device pixels; cells are relative to its origin.
    let originX: Int, originY: Int, width: Int, height: Int

    init(cells: UnsafeMutablePointer<Cell>, capacity: Int, rowHead: UnsafeMutablePointer<Int32>,
         coverageRow: UnsafeMutablePointer<UInt8>, window: PixelRect) {
        self.cells = cells
        self.capacity = capacity
        self.rowHead = rowHead
        self.coverageRow = coverageRow
        originX = window.minX
        originY = window.minY
        width = window.width
        height = window.height
        rowHead.update(repeating: -1, count: height)
    }

    /// Deposits every edge of every polygon (each closed back to its first point), clipped to
    /// the window: parts above or below it are dropped; parts to the left are moved onto the
    /// left boundary, where their cover still counts; parts to the right are moved onto the
    /// spare column, where they change nothing. `pieces` holds 12 values, for the clipper.
    ///
    /// Debug builds zero every local of a call with its own `memset`, and call whatever is not
    /// written out, so the whole walk, from edge to row piece to cell, is this one function:
    /// an edge costs no call unless it needs clipping.
    mutating func addPolygons(_ polygons: PolygonBuffer, pieces: UnsafeMutablePointer<Double>) {
        let points = polygons.points, ends = polygons.ends
        let w = Double(width), h = Double(height)
        let ox = Double(originX), oy = Double(originY)
        // Snapping to 1/1024 pixel, clamped to the window (the clip already put edges inside
        // it). Adding and subtracting 1.5 · 2⁵² rounds to the nearest integer, ties to even,
        // exactly as `rounded(.toNearestOrEven)` does for values this small (at most 2²⁴), but
        // as two IEEE additions rather than a call into the C library.
        let wFixed = w * 1024, hFixed = h * 1024
        let magic = 6_755_399_441_055_744.0
        let rowHead = self.rowHead
        var cells = self.cells, capacity = self.capacity, count = self.count
        // The cell the last row piece ended in, where the next one usually starts.
        var lastRow = -1, lastX = -1, lastIndex: Int32 = -1
        // The snapped end of the last edge, when that edge was not clipped: the next edge of
        // the polygon starts at the same point, so it need not be snapped again.
        var snappedX = 0, snappedY = 0, hasSnapped = false
        var polygon = 0, start = 0
        while polygon < polygons.polygonCount {
            let end = ends[polygon]
            var i = end &- start > 1 ? start : end
            hasSnapped = false
            while i < end {
                let a = points[i], b = points[i &+ 1 == end ? start : i &+ 1]
                i &+= 1
                let x0 = a.x - ox, y0 = a.y - oy, x1 = b.x - ox, y1 = b.y - oy
                if y0 == y1 { hasSnapped = false; continue }
                if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { hasSnapped = false; continue }
                var pieceCount = 1, clipped = false
                if y0 < 0 || y1 < 0 || y0 > h || y1 > h || (x0 < 0) != (x1 < 0) || (x0 < w) != (x1 < w) {
                    pieceCount = CellGrid.clip(x0, y0, x1, y1, width: w, height: h, into: pieces)
                    clipped = true
                    hasSnapped = false
                } else {
                    pieces[0] = x0; pieces[1] = y0; pieces[2] = x1; pieces[3] = y1
                }
                var piece = 0
                while piece < pieceCount {
                    let p = pieces + piece &* 4
                    piece &+= 1
                    var v = 0.0, ax = snappedX, ay = snappedY
                    if !hasSnapped {
                        v = p[0] * 1024; v = v < 0 ? 0 : (v > wFixed ? wFixed : v); ax = Int((v + magic) - magic)
                        v = p[1] * 1024; v = v < 0 ? 0 : (v > hFixed ? hFixed : v); ay = Int((v + magic) - magic)
                    }
                    v = p[2] * 1024; v = v < 0 ? 0 : (v > wFixed ? wFixed : v); let bx = Int((v + magic) - magic)
                    v = p[3] * 1024; v = v < 0 ? 0 : (v > hFixed ? hFixed : v); let by = Int((v + magic) - magic)
                    // A clipped piece need not end where the next edge starts.
                    snappedX = bx; snappedY = by; hasSnapped = !clipped
                    if ay == by { continue }
                    // Most edges of a thin stroke are the short steps round its joins, which
                    // start and end in the cell the edge before them ended in. The walk below
                    // gives such an edge cover `by − ay` and area `cover · (fx0 + fx1)`, whichever
                    // way it runs, so that is added here without it.
                    if ax &>> 10 == lastX && bx &>> 10 == lastX && ay &>> 10 == lastRow && by &>> 10 == lastRow {
                        let cover = by &- ay
                        cells[Int(lastIndex)].cover &+= Int32(truncatingIfNeeded: cover)
                        cells[Int(lastIndex)].area &+= Int32(truncatingIfNeeded: cover &* ((ax & 1023) &+ (bx & 1023)))
                        continue
                    }
                    // Walk the rows from ay's to by's, entering each at the boundary the edge crosses.
                    let eyLast = by >> 10
                    let dx = bx - ax, dy = by - ay
                    let step = dy > 0 ? 1 : -1
                    let fyEnter = dy > 0 ? 0 : 1024, fyExit = dy > 0 ? 1024 : 0
                    var ey = ay >> 10
                    var boundary = dy > 0 ? (ey &+ 1) << 10 : ey << 10
                    var rx1 = ax, rfy1 = ay &- (ey << 10)
                    while true {
                        // The piece within row `ey`, from (rx1, rfy1) to (rx2, rfy2); `fy` is
                        // relative to the row's top.
                        let rx2: Int, rfy2: Int
                        if ey == eyLast {
                            rx2 = bx; rfy2 = by &- (eyLast << 10)
                        } else {
                            rx2 = ax &+ dx &* (boundary &- ay) / dy; rfy2 = fyExit
                        }
                        if rfy1 != rfy2 {
                            // Each cell crossed gets the piece's vertical extent (cover) and twice
                            // the area between the piece and the cell's left side (area). The
                            // cells are visited left to right whichever way the piece runs, so
                            // each is found or inserted by walking on from the previous one
                            // rather than from the row's start. A cell's share depends only on
                            // where the piece crosses its two sides, `fy1 + dy·(b − x1)/dx` at
                            // side `b`, so the order of visiting changes no value.
                            let sdx = rx2 &- rx1, sdy = rfy2 &- rfy1
                            let rightward = sdx >= 0
                            // The piece's end in the leftmost cell and its end in the rightmost one.
                            let lo = rightward ? rx1 : rx2, fyLo = rightward ? rfy1 : rfy2
                            let hi = rightward ? rx2 : rx1, fyHi = rightward ? rfy2 : rfy1
                            let exHi = hi >> 10
                            var ex = lo >> 10
                            var fxLeft = lo & 1023, yLeft = fyLo
                            var cursor: Int32 = -1      // the row's last cell left of `ex`, or −1 for the row's start
                            // The cell this piece ends in, remembered for the next piece.
                            let endCell = rx2 >> 10
                            var endIndex: Int32 = -1
                            while true {
                                let fxRight: Int, yRight: Int
                                if ex == exHi {
                                    fxRight = hi & 1023; yRight = fyHi
                                } else {
                                    fxRight = 1024; yRight = rfy1 &+ sdy &* (((ex &+ 1) << 10) &- rx1) / sdx
                                }
                                let cover = rightward ? yRight &- yLeft : yLeft &- yRight
                                let cover32 = Int32(truncatingIfNeeded: cover)
                                let area32 = Int32(truncatingIfNeeded: cover &* (fxLeft &+ fxRight))
                                // Find or insert cell `ex`, walking on from the cursor; a piece
                                // usually starts in the cell where the one before it ended,
                                // which is then found without a walk.
                                let x32 = Int32(truncatingIfNeeded: ex)
                                var index: Int32
                                if ex == lastX && ey == lastRow {
                                    index = lastIndex
                                } else {
                                    index = cursor < 0 ? rowHead[ey] : cells[Int(cursor)].next
                                    while index >= 0 && cells[Int(index)].x < x32 {
                                        cursor = index
                                        index = cells[Int(index)].next
                                    }
                                }
                                if index >= 0 && cells[Int(index)].x == x32 {
                                    cells[Int(index)].cover &+= cover32
                                    cells[Int(index)].area &+= area32
                                    cursor = index
                                } else {
                                    if count == capacity {
                                        // Double the pool, keeping its cells (indices stay valid).
                                        let larger = UnsafeMutablePointer<Cell>.allocate(capacity: capacity * 2)
                                        larger.moveInitialize(from: cells, count: count)
                                        cells.deallocate()
                                        cells = larger
                                        capacity *= 2
                                    }
                                    let new = Int32(truncatingIfNeeded: count)
                                    cells[count].x = x32
                                    cells[count].cover = cover32
                                    cells[count].area = area32
                                    cells[count].next = index
                                    count &+= 1
                                    if cursor < 0 { rowHead[ey] = new } else { cells[Int(cursor)].next = new }
                                    cursor = new
                                }
                                if ex == endCell { endIndex = cursor }
                                if ex == exHi { break }
                                ex &+= 1; fxLeft = 0; yLeft = yRight
                            }
                            lastRow = ey; lastX = endCell; lastIndex = endIndex
                        }
                        if ey == eyLast { break }
                        rx1 = rx2; rfy1 = fyEnter; ey &+= step; boundary &+= step << 10
                    }
                }
            }
            start = end
            polygon &+= 1
        }
        self.cells = cells
        self.capacity = capacity
        self.count = count
    }

    /// Clips the edge from (`x0`, `y0`) to (`x1`, `y1`), window-relative, to the window's
    /// rows, then splits it where it crosses the left and right sides, so that each piece can
    /// be clamped without bending the edge. Writes the pieces to `out` as (x0, y0, x1, y1)
    /// and returns how many there are (1 to 3).
    static func clip(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width w: Double, height h: Double,
                     into out: UnsafeMutablePointer<Double>) -> Int {
        var x0 = x0, y0 = y0, x1 = x1, y1 = y1
        if y0 < 0 { x0 = x0 + (x1 - x0) * (0 - y0) / (y1 - y0); y0 = 0 }
        if y1 < 0 { x1 = x1 + (x0 - x1) * (0 - y1) / (y0 - y1); y1 = 0 }
        if y0 > h { x0 = x0 + (x1 - x0) * (h - y0) / (y1 - y0); y0 = h }
        if y1 > h { x1 = x1 + (x0 - x1) * (h - y1) / (y0 - y1); y1 = h }
        var n = 0
        var boundary = 0.0
        while true {
            if (x0 < boundary) != (x1 < boundary) && x0 != x1 {
                // The part before the crossing is a piece; the rest starts at the crossing.
                let ym = y0 + (y1 - y0) * (boundary - x0) / (x1 - x0)
                let lo = y0 < y1 ? y0 : y1, hi = y0 < y1 ? y1 : y0
                let ymc = ym < lo ? lo : (ym > hi ? hi : ym)
                out[n * 4] = x0; out[n * 4 + 1] = y0; out[n * 4 + 2] = boundary; out[n * 4 + 3] = ymc
                n += 1
                x0 = boundary
                y0 = ymc
            }
            if boundary == w { break }
            boundary = w
        }
        out[n * 4] = x0; out[n * 4 + 1] = y0; out[n * 4 + 2] = x1; out[n * 4 + 3] = y1
        return n + 1
    }

    /// Turns each row's cells into coverage spans.
    ///
    /// The pixels between two touched cells share one coverage (the running winding sum), so
    /// long gaps become constant spans, which the blitter fills without per-pixel blending
    /// when opaque.
    func sweep(rule: FillRule, sink: any CoverageSink) {
        let s = 10
        let fullShift = 2 * s + 1
        let full = 1 << fullShift          // a whole pixel at winding 1: 2 · one · one
        let evenOdd = rule == .evenOdd
        let cov = coverageRow
        // Gaps at least this long are sent as constant spans rather than copied into the row.
        let constantRunThreshold = 8
        var row = 0
        while row < height {
            var index = rowHead[row]
            if index < 0 { row &+= 1; continue }
            let y = originY + row
            let minX = Int(cells[Int(index)].x)
            var acc = 0
            var spanStart = minX     // first pixel of the pending variable span
            var next = minX          // first pixel not yet given a coverage
            while index >= 0 {
                let cell = cells[Int(index)]
                index = cell.next
                let x = Int(cell.x)
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
                acc &+= Int(cell.cover)
                var c = (acc &<< (s + 1)) &- Int(cell.area)
                // CellGrid.alpha, written out: this runs once per touched cell.
                if c < 0 { c = -c }
                if evenOdd { c &= 2 * full - 1; if c > full { c = 2 * full - c } }
                // A masking shift: a smart one by a variable amount branches in a debug build.
                if x < width { cov[x] = UInt8(c >= full ? 255 : (c &* 255 &+ (full >> 1)) &>> fullShift) }
                next = x &+ 1
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
            row &+= 1
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
