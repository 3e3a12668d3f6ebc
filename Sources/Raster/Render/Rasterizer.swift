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
    // The cell pool, reused from fill to fill; a fill that needs more grows it, and keeps it.
    private var cells = UnsafeMutablePointer<Cell>.allocate(capacity: 4096)
    private var cellCapacity = 4096
    private var rowHead = ScratchBuffer<Int32>()
    private var coverageRow = ScratchBuffer<UInt8>()
    /// Room for the up to three pieces a clipped edge becomes.
    private let clipPieces = UnsafeMutablePointer<Double>.allocate(capacity: 12)
    /// Device polygons for the canvas that owns this rasterizer to build its fills in (see
    /// ``PolygonBuffer`` on writing a grown copy back), and for ``fill(_:rule:clip:sink:)``.
    var polygons = PolygonBuffer()

    /// A rasterizer with room for 4096 cells, grown and kept by the first fill that needs more.
    public init() {}

    deinit {
        cells.deallocate()
        rowHead.free()
        coverageRow.free()
        clipPieces.deallocate()
        polygons.free()
    }

    /// Fills `polylines` (device pixels; every polyline is treated as closed) within `clip`,
    /// reporting coverage spans to `sink`. Non-finite coordinates make the whole fill empty.
    public func fill(_ polylines: [Polyline], rule: FillRule, clip: PixelRect, sink: any CoverageSink) {
        var buffer = polygons
        buffer.removeAll()
        buffer.append(polylines)
        polygons = buffer
        fill(buffer, rule: rule, clip: clip, sink: sink)
    }

    /// Fills every polygon of `polygons` (device pixels, each closed back to its first point)
    /// within `clip`, reporting coverage spans to `sink`. Non-finite coordinates make the whole
    /// fill empty.
    func fill(_ polygons: PolygonBuffer, rule: FillRule, clip: PixelRect, sink: any CoverageSink) {
        var bounds = BoundsAccumulator()
        let points = polygons.points
        // `bounds.add`, written out, as this runs for every point: a debug build calls it.
        var minX = bounds.minX, minY = bounds.minY, maxX = bounds.maxX, maxY = bounds.maxY
        var i = 0
        while i < polygons.count {
            let p = points[i]
            // Finite exactly when x − x is 0 (it is NaN for infinities and NaN), without the
            // call `isFinite` costs in debug builds.
            guard p.x - p.x == 0, p.y - p.y == 0 else { return }
            if p.x < minX { minX = p.x }
            if p.y < minY { minY = p.y }
            if p.x >= maxX { maxX = p.x }
            if p.y >= maxY { maxY = p.y }
            i &+= 1
        }
        bounds.minX = minX; bounds.minY = minY; bounds.maxX = maxX; bounds.maxY = maxY
        guard bounds.minX <= bounds.maxX else { return }
        let window = PixelRect(enclosing: bounds.rect).intersection(clip)
        guard !window.isEmpty else { return }
        coverageRow.reserve(window.width)
        if let rectangle = RectangleCoverage(polygons, window: window) {
            rectangle.sweep(sink: sink, scratch: coverageRow.pointer)
            sink.finish()
            return
        }
        rowHead.reserve(window.height)
        var grid = CellGrid(cells: cells, capacity: cellCapacity, rowHead: rowHead.pointer,
                            coverageRow: coverageRow.pointer, window: window)
        grid.addPolygons(polygons, pieces: clipPieces)
        // The grid may have moved the pool to a larger allocation.
        cells = grid.cells
        cellCapacity = grid.capacity
        grid.sweep(rule: rule, sink: sink)
        sink.finish()
    }
}
