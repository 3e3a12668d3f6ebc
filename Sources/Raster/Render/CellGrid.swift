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
    /// The cell the last piece ended in, where the next one usually starts.
    private var lastRow = -1, lastX = -1, lastIndex: Int32 = -1
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

    /// Clips an edge to the window and deposits it. Parts above or below the window are
    /// dropped; parts to the left are moved onto the left boundary, where their cover still
    /// counts; parts to the right are moved onto the spare column, where they change nothing.
    mutating func addEdge(_ a: Point, _ b: Point) {
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
    private mutating func split(_ x0: inout Double, _ y0: inout Double, _ x1: Double, _ y1: Double, at boundary: Double) {
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
    mutating func renderLine(_ fx0: Double, _ fy0: Double, _ fx1: Double, _ fy1: Double) {
        // Snap to 1/1024 pixel, clamped to the window (the clip already put edges inside it).
        // Adding and subtracting 1.5 · 2⁵² rounds to the nearest integer, ties to even, exactly
        // as `rounded(.toNearestOrEven)` does for values this small (at most 2²⁴), but as two
        // IEEE additions rather than a call into the C library.
        let w = Double(width) * 1024, h = Double(height) * 1024
        let magic = 6_755_399_441_055_744.0
        var v = fx0 * 1024; v = v < 0 ? 0 : (v > w ? w : v); let x1 = Int((v + magic) - magic)
        v = fy0 * 1024; v = v < 0 ? 0 : (v > h ? h : v); let y1 = Int((v + magic) - magic)
        v = fx1 * 1024; v = v < 0 ? 0 : (v > w ? w : v); let x2 = Int((v + magic) - magic)
        v = fy1 * 1024; v = v < 0 ? 0 : (v > h ? h : v); let y2 = Int((v + magic) - magic)
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
    ///
    /// The cells are visited left to right whichever way the piece runs, so each is found or
    /// inserted by walking on from the previous one rather than from the row's start. A cell's
    /// share depends only on where the piece crosses its two sides, `fy1 + dy·(b − x1)/dx` at
    /// side `b`, so the order of visiting changes no value.
    mutating func renderScanline(_ ey: Int, _ x1: Int, _ fy1: Int, _ x2: Int, _ fy2: Int) {
        if fy1 == fy2 { return }
        let dx = x2 - x1, dy = fy2 - fy1
        let rightward = dx >= 0
        // The piece's end in the leftmost cell and its end in the rightmost one.
        let lo = rightward ? x1 : x2, fyLo = rightward ? fy1 : fy2
        let hi = rightward ? x2 : x1, fyHi = rightward ? fy2 : fy1
        let exLo = lo >> 10, exHi = hi >> 10
        var ex = exLo
        var fxLeft = lo & 1023, yLeft = fyLo
        var cursor: Int32 = -1          // the row's last cell left of `ex`, or −1 for the row's start
        // The cell this piece ends in, remembered for the next piece once this one is done.
        let endCell = x2 >> 10
        var endIndex: Int32 = -1
        defer { lastRow = ey; lastX = endCell; lastIndex = endIndex }
        while true {
            let fxRight: Int, yRight: Int
            if ex == exHi {
                fxRight = hi & 1023; yRight = fyHi
            } else {
                fxRight = 1024; yRight = fy1 + dy * (((ex + 1) << 10) - x1) / dx
            }
            let cover = rightward ? yRight - yLeft : yLeft - yRight
            let cover32 = Int32(truncatingIfNeeded: cover)
            let area32 = Int32(truncatingIfNeeded: cover * (fxLeft + fxRight))
            // Find or insert cell `ex`, walking on from the cursor; an edge usually starts in
            // the cell where the one before it ended, which is then found without a walk.
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
                if count == capacity { grow() }
                let new = Int32(truncatingIfNeeded: count)
                cells[count] = Cell(x: x32, cover: cover32, area: area32, next: index)
                count &+= 1
                if cursor < 0 { rowHead[ey] = new } else { cells[Int(cursor)].next = new }
                cursor = new
            }
            if ex == endCell { endIndex = cursor }
            if ex == exHi { break }
            ex &+= 1; fxLeft = 0; yLeft = yRight
        }
    }

    /// Doubles the pool, keeping its cells (indices stay valid).
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Cell>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: cells, count: count)
        cells.deallocate()
        cells = larger
        capacity *= 2
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
                var c = (acc << (s + 1)) &- Int(cell.area)
                // CellGrid.alpha, written out: this runs once per touched cell.
                if c < 0 { c = -c }
                if evenOdd { c &= 2 * full - 1; if c > full { c = 2 * full - c } }
                if x < width { cov[x] = UInt8(c >= full ? 255 : (c &* 255 &+ (full >> 1)) >> fullShift) }
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
