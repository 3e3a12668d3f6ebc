/// Scan converts polygons into exact anti-aliased coverage.
///
/// The algorithm is the signed-area accumulation of FreeType's "gray" rasterizer and the
/// font-rs family: every edge deposits, in each pixel cell it crosses, its vertical extent
/// (`cover`) and the area it sweeps to its left (`area`). A left-to-right running sum of
/// covers then yields each pixel's winding-weighted area, exactly the analytic area of the
/// polygon inside the pixel. There is no edge list, no sorting and no supersampling.
///
/// Coordinates are snapped to 1/1024 pixel and everything after that is integer
/// arithmetic, so coverage is bit-identical on every machine, and a closed path's covers
/// cancel exactly at the end of each row. The quantisation moves an edge by at most
/// 1/2048 pixel, so coverage stays within 1/255 of the true area after 8-bit rounding.
///
/// Like every accumulation rasterizer, it integrates the winding number over the pixel and
/// then maps that integral through the fill rule. That is the exact coverage except in a
/// pixel that holds both a winding-0 and a winding-2 region (the crossing points of a
/// self-intersecting star), where it errs by the winding-2 area; elsewhere it is exact.
///
/// A `Rasterizer` keeps its scratch buffers between fills; reuse one per canvas. It is not
/// thread-safe.
public final class Rasterizer {
    /// Subpixel bits: coordinates are multiples of 1/1024 pixel.
    static let shift = 10
    static let one = 1 << shift

    private var cells: UnsafeMutablePointer<Int32>
    private var cellCapacity: Int
    private var rowMin: UnsafeMutablePointer<Int>
    private var rowMax: UnsafeMutablePointer<Int>
    private var rowCapacity: Int
    private var coverageRow: UnsafeMutablePointer<UInt8>
    private var coverageCapacity: Int
    // One bit per cell: which cells an edge touched, so the sweep jumps over empty stretches
    // instead of reading every cell of a wide shape.
    private var occupancy: UnsafeMutablePointer<UInt64>
    private var occupancyCapacity: Int
    private var wordsPerRow = 0

    // The current fill's window, in device pixels: cells are relative to its origin.
    private var originX = 0, originY = 0, windowWidth = 0, windowHeight = 0, stride = 0

    public init() {
        cellCapacity = 0
        cells = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        rowCapacity = 0
        rowMin = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        rowMax = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        coverageCapacity = 0
        coverageRow = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        occupancyCapacity = 0
        occupancy = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
        coverageRow.deallocate()
        occupancy.deallocate()
    }

    /// Fills `polylines` (device pixels; every polyline is treated as closed) within `clip`,
    /// reporting coverage spans to `sink`. Non-finite coordinates make the whole fill empty.
    public func fill(_ polylines: [Polyline], rule: FillRule, clip: PixelRect, sink: any CoverageSink) {
        var bounds = BoundsAccumulator()
        for line in polylines {
            for p in line.points {
                guard p.x.isFinite, p.y.isFinite else { return }
                bounds.add(p)
            }
        }
        guard bounds.minX <= bounds.maxX else { return }
        let window = PixelRect(enclosing: bounds.rect).intersection(clip)
        guard !window.isEmpty else { return }
        prepare(window)
        for line in polylines {
            let pts = line.points
            guard pts.count > 1 else { continue }
            for i in 1..<pts.count { addEdge(pts[i - 1], pts[i]) }
            addEdge(pts[pts.count - 1], pts[0])
        }
        sweep(rule: rule, sink: sink)
    }

    private func prepare(_ window: PixelRect) {
        originX = window.minX
        originY = window.minY
        windowWidth = window.width
        windowHeight = window.height
        // One spare column takes contributions from edges on or beyond the right boundary.
        stride = windowWidth + 2
        let needed = stride * windowHeight * 2
        if needed > cellCapacity {
            cells.deallocate()
            cellCapacity = Swift.max(needed, cellCapacity * 2)
            cells = UnsafeMutablePointer<Int32>.allocate(capacity: cellCapacity)
            // Cells are zeroed once here; the sweep re-zeroes every cell it reads.
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if windowHeight > rowCapacity {
            rowMin.deallocate(); rowMax.deallocate()
            rowCapacity = Swift.max(windowHeight, rowCapacity * 2)
            rowMin = UnsafeMutablePointer<Int>.allocate(capacity: rowCapacity)
            rowMax = UnsafeMutablePointer<Int>.allocate(capacity: rowCapacity)
        }
        rowMin.update(repeating: Int.max, count: windowHeight)
        rowMax.update(repeating: -1, count: windowHeight)
        wordsPerRow = (stride + 63) >> 6
        let words = wordsPerRow * windowHeight
        if words > occupancyCapacity {
            occupancy.deallocate()
            occupancyCapacity = Swift.max(words, occupancyCapacity * 2)
            occupancy = UnsafeMutablePointer<UInt64>.allocate(capacity: occupancyCapacity)
            occupancy.initialize(repeating: 0, count: occupancyCapacity)
        }
        if windowWidth > coverageCapacity {
            coverageRow.deallocate()
            coverageCapacity = Swift.max(windowWidth, coverageCapacity * 2)
            coverageRow = UnsafeMutablePointer<UInt8>.allocate(capacity: coverageCapacity)
        }
    }

    /// Clips an edge to the window and deposits it. Parts above or below the window are
    /// dropped; parts to the left are moved onto the left boundary, where their cover still
    /// counts; parts to the right are moved onto the spare column, where they change nothing.
    private func addEdge(_ a: Point, _ b: Point) {
        let w = Double(windowWidth), h = Double(windowHeight)
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
        for boundary in [0.0, w] where (x0 < boundary) != (x1 < boundary) && x0 != x1 {
            let ym = y0 + (y1 - y0) * (boundary - x0) / (x1 - x0)
            let ymc = Swift.min(Swift.max(ym, Swift.min(y0, y1)), Swift.max(y0, y1))
            renderLine(x0, y0, boundary, ymc)
            x0 = boundary
            y0 = ymc
        }
        renderLine(x0, y0, x1, y1)
    }

    private func fixed(_ v: Double, _ limit: Double) -> Int {
        let c = v < 0 ? 0 : (v > limit ? limit : v)
        return Int((c * Double(Rasterizer.one)).rounded(.toNearestOrEven))
    }

    private func renderLine(_ fx0: Double, _ fy0: Double, _ fx1: Double, _ fy1: Double) {
        let w = Double(windowWidth), h = Double(windowHeight)
        let x1 = fixed(fx0, w), y1 = fixed(fy0, h), x2 = fixed(fx1, w), y2 = fixed(fy1, h)
        if y1 == y2 { return }
        let s = Rasterizer.shift, one = Rasterizer.one
        let ey1 = y1 >> s, ey2 = y2 >> s
        if ey1 == ey2 {
            renderScanline(ey1, x1, y1 - (ey1 << s), x2, y2 - (ey1 << s))
            return
        }
        let dx = x2 - x1, dy = y2 - y1
        var xPrev = x1
        var ey = ey1
        if dy > 0 {
            var fyPrev = y1 - (ey1 << s)
            var boundary = (ey1 + 1) << s
            while ey < ey2 {
                let x = x1 + dx * (boundary - y1) / dy
                renderScanline(ey, xPrev, fyPrev, x, one)
                xPrev = x; fyPrev = 0; ey += 1; boundary += one
            }
            renderScanline(ey2, xPrev, 0, x2, y2 - (ey2 << s))
        } else {
            var fyPrev = y1 - (ey1 << s)
            var boundary = ey1 << s
            while ey > ey2 {
                let x = x1 + dx * (boundary - y1) / dy
                renderScanline(ey, xPrev, fyPrev, x, 0)
                xPrev = x; fyPrev = one; ey -= 1; boundary -= one
            }
            renderScanline(ey2, xPrev, one, x2, y2 - (ey2 << s))
        }
    }

    /// One edge piece within row `ey`, from (`x1`, `fy1`) to (`x2`, `fy2`); `fy` is relative to the row's top.
    private func renderScanline(_ ey: Int, _ x1: Int, _ fy1: Int, _ x2: Int, _ fy2: Int) {
        if fy1 == fy2 { return }
        let s = Rasterizer.shift, one = Rasterizer.one
        let ex1 = x1 >> s, ex2 = x2 >> s
        let fx1 = x1 - (ex1 << s), fx2 = x2 - (ex2 << s)
        if ex1 == ex2 {
            addCell(ex1, ey, fy2 - fy1, (fy2 - fy1) * (fx1 + fx2))
            return
        }
        let dx = x2 - x1, dy = fy2 - fy1
        var yPrev = fy1
        var ex = ex1
        if dx > 0 {
            var fxStart = fx1
            var boundary = (ex1 + 1) << s
            while ex < ex2 {
                let y = fy1 + dy * (boundary - x1) / dx
                addCell(ex, ey, y - yPrev, (y - yPrev) * (fxStart + one))
                yPrev = y; fxStart = 0; ex += 1; boundary += one
            }
            addCell(ex2, ey, fy2 - yPrev, (fy2 - yPrev) * fx2)
        } else {
            var fxStart = fx1
            var boundary = ex1 << s
            while ex > ex2 {
                let y = fy1 + dy * (boundary - x1) / dx
                addCell(ex, ey, y - yPrev, (y - yPrev) * fxStart)
                yPrev = y; fxStart = one; ex -= 1; boundary -= one
            }
            addCell(ex2, ey, fy2 - yPrev, (fy2 - yPrev) * (one + fx2))
        }
    }

    private func addCell(_ ex: Int, _ ey: Int, _ cover: Int, _ area: Int) {
        let i = (ey &* stride &+ ex) &* 2
        cells[i] &+= Int32(truncatingIfNeeded: cover)
        cells[i &+ 1] &+= Int32(truncatingIfNeeded: area)
        occupancy[ey &* wordsPerRow &+ (ex >> 6)] |= 1 << UInt64(ex & 63)
        if ex < rowMin[ey] { rowMin[ey] = ex }
        if ex > rowMax[ey] { rowMax[ey] = ex }
    }

    /// Turns each row's cells into coverage spans, clearing the cells as it goes.
    ///
    /// Touched cells are visited through the occupancy bits in ascending order; the pixels
    /// between two touched cells share one coverage (the running winding sum), so long gaps
    /// become constant spans, which the blitter fills without per-pixel blending when opaque.
    private func sweep(rule: FillRule, sink: any CoverageSink) {
        let s = Rasterizer.shift
        let fullShift = 2 * s + 1
        let full = 1 << fullShift          // a whole pixel at winding 1: 2 · one · one
        let evenOdd = rule == .evenOdd
        let width = windowWidth
        let cov = coverageRow
        // Gaps at least this long are sent as constant spans rather than copied into the row.
        let constantRunThreshold = 16
        for row in 0..<windowHeight {
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
                        var c = acc << (s + 1)
                        if c < 0 { c = -c }
                        if evenOdd { c &= 2 * full - 1; if c > full { c = 2 * full - c } }
                        let alpha = c >= full ? 255 : (c &* 255 &+ (full >> 1)) >> fullShift
                        let gapEnd = Swift.min(x, width)
                        if gapEnd - next >= constantRunThreshold {
                            if next > spanStart { sink.blendSpan(y: y, x: originX + spanStart, count: next - spanStart, coverage: cov + spanStart) }
                            if alpha > 0 { sink.blendConstantSpan(y: y, x: originX + next, count: gapEnd - next, coverage: UInt8(alpha)) }
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
                    if c < 0 { c = -c }
                    if evenOdd { c &= 2 * full - 1; if c > full { c = 2 * full - c } }
                    if x < width { cov[x] = UInt8(c >= full ? 255 : (c &* 255 &+ (full >> 1)) >> fullShift) }
                    next = x &+ 1
                }
                word &+= 1
            }
            let spanEnd = Swift.min(next, width)
            if spanEnd > spanStart { sink.blendSpan(y: y, x: originX + spanStart, count: spanEnd - spanStart, coverage: cov + spanStart) }
            if acc != 0 && spanEnd < width {
                // Edges beyond the right boundary were folded away: the rest of the row is inside.
                var c = acc << (s + 1)
                if c < 0 { c = -c }
                if evenOdd { c &= 2 * full - 1; if c > full { c = 2 * full - c } }
                let alpha = c >= full ? 255 : (c &* 255 &+ (full >> 1)) >> fullShift
                if alpha > 0 { sink.blendConstantSpan(y: y, x: originX + spanEnd, count: width - spanEnd, coverage: UInt8(alpha)) }
            }
            rowMin[row] = Int.max
            rowMax[row] = -1
        }
    }
}
