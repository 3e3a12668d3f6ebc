/// The coverage of an axis-aligned rectangle, computed directly: the accumulation the
/// rasterizer would do, solved once for a whole row or column instead of cell by cell.
///
/// View backgrounds, `UIRectFill`, image and gradient draws are all rectangles, and a
/// full-screen one is thousands of rows of two cells each. With its sides snapped to 1/1024
/// pixel exactly as ``CellGrid`` snaps edges (clamped to the window the same way), the cells
/// of a row of height `wy` hold ±`wy` at the left and right sides' columns, so the sweep
/// gives `2·wy·(1024 − fxL)` at the left column, `2·wy·1024` between, and `2·wy·fxR` at the
/// right one (`2·wy·(fxR − fxL)` when both sides share a column), in units of 2·1024² per
/// pixel, under either fill rule. Those are the values this type produces, so a rectangle's
/// pixels are the same bytes whichever way it is filled; `RectangleCoverageTests` checks it.
///
/// Rows with the same height (all but the first and last) report their constant spans as one
/// block, so an opaque full-canvas fill reaches the blitter as a single store.
struct RectangleCoverage {
    /// The sides in 1/1024 pixel, window-relative, snapped and clamped: left < right is not
    /// required to be strict, top < bottom likewise.
    let left: Int, right: Int, top: Int, bottom: Int
    let originX: Int, originY: Int, width: Int

    /// The rectangle `polygons` holds, if it is one polygon of four points whose sides are
    /// axis-aligned; `nil` otherwise.
    init?(_ polygons: PolygonBuffer, window: PixelRect) {
        guard polygons.polygonCount == 1, polygons.ends[0] == 4 else { return nil }
        let p = polygons.points
        let a = p[0], b = p[1], c = p[2], d = p[3]
        guard (a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x)
            || (a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y) else { return nil }
        let ox = Double(window.minX), oy = Double(window.minY)
        let wFixed = Double(window.width) * 1024, hFixed = Double(window.height) * 1024
        let x0 = RectangleCoverage.snap(a.x - ox, wFixed), x1 = RectangleCoverage.snap(c.x - ox, wFixed)
        let y0 = RectangleCoverage.snap(a.y - oy, hFixed), y1 = RectangleCoverage.snap(c.y - oy, hFixed)
        left = x0 < x1 ? x0 : x1
        right = x0 < x1 ? x1 : x0
        top = y0 < y1 ? y0 : y1
        bottom = y0 < y1 ? y1 : y0
        originX = window.minX
        originY = window.minY
        width = window.width
    }

    /// ``CellGrid``'s snapping of a window-relative coordinate.
    private static func snap(_ v: Double, _ limit: Double) -> Int {
        var v = v * 1024
        v = v < 0 ? 0 : (v > limit ? limit : v)
        return Int((v + 6_755_399_441_055_744.0) - 6_755_399_441_055_744.0)
    }

    /// Reports the rectangle's coverage to `sink`, top to bottom, as the very spans
    /// ``CellGrid/sweep(rule:sink:)`` reports for it: the same `x` and `count` in each row,
    /// constant or per pixel alike. That matters beyond coverage: a shader steps its position
    /// from a span's first pixel, so where a span starts can move its last bit. `scratch`
    /// holds at least a window row of coverage.
    func sweep(sink: any CoverageSink, scratch: UnsafeMutablePointer<UInt8>) {
        guard top < bottom, left < right else { return }
        let firstRow = top >> 10, lastRow = (bottom - 1) >> 10
        var row = firstRow
        while row <= lastRow {
            let rowTop = row << 10
            let wy = (bottom < rowTop + 1024 ? bottom : rowTop + 1024) - (top > rowTop ? top : rowTop)
            // Rows with the whole pixel height have the same spans, so they go as one block.
            var rows = 1
            if wy == 1024 {
                let lastFull = (bottom >> 10) - 1
                rows = lastFull - row + 1
            }
            sweepRows(y: originY + row, rows: rows, height: wy, sink: sink, scratch: scratch)
            row += rows
        }
    }

    /// `rows` rows from device row `y`, each covered for `wy` of its 1024 units of height.
    ///
    /// The sweep sees two cells per row, at the left side's column `l` and the right side's
    /// column `r` (the spare column `width` when clamped there). It reports `l` through `r`
    /// as one per-pixel span, unless the pixels between are at least 8 (its constant-run
    /// threshold): then those are a constant span, which takes in `l` when `l` has the same
    /// coverage, and `l` and `r` are per-pixel spans of their own.
    private func sweepRows(y: Int, rows: Int, height wy: Int, sink: any CoverageSink, scratch: UnsafeMutablePointer<UInt8>) {
        let l = left >> 10, r = right >> 10
        guard l < width else { return }
        if l == r {
            scratch[0] = RectangleCoverage.alpha(2 * wy * (right - left))
            var k = 0
            while k < rows { sink.blendSpan(y: y + k, x: originX + l, count: 1, coverage: scratch); k += 1 }
            return
        }
        let alphaLeft = RectangleCoverage.alpha(2 * wy * (1024 - (left & 1023)))
        let alphaInside = RectangleCoverage.alpha(2 * wy * 1024)
        let alphaRight = RectangleCoverage.alpha(2 * wy * (right & 1023))
        let gapEnd = r < width ? r : width
        if gapEnd - (l + 1) < 8 {
            // One per-pixel span from l to r (or to the window's edge).
            let end = r + 1 < width ? r + 1 : width
            scratch[0] = alphaLeft
            var k = 1
            while k < gapEnd - l { scratch[k] = alphaInside; k += 1 }
            if r < width { scratch[r - l] = alphaRight }
            k = 0
            while k < rows { sink.blendSpan(y: y + k, x: originX + l, count: end - l, coverage: scratch); k += 1 }
            return
        }
        var start = l + 1
        if alphaLeft == alphaInside {
            start = l
        } else {
            scratch[0] = alphaLeft
            var k = 0
            while k < rows { sink.blendSpan(y: y + k, x: originX + l, count: 1, coverage: scratch); k += 1 }
        }
        if alphaInside > 0 {
            sink.blendConstantBlock(y: y, rows: rows, x: originX + start, count: gapEnd - start, coverage: alphaInside)
        }
        if r < width {
            scratch[0] = alphaRight
            var k = 0
            while k < rows { sink.blendSpan(y: y + k, x: originX + r, count: 1, coverage: scratch); k += 1 }
        }
    }

    /// ``CellGrid/alpha(_:evenOdd:)`` for a non-negative area of at most one pixel, which
    /// both fill rules map alike.
    private static func alpha(_ area: Int) -> UInt8 {
        let full = 1 << 21
        return area >= full ? 255 : UInt8(truncatingIfNeeded: (area &* 255 &+ (full >> 1)) >> 21)
    }
}
