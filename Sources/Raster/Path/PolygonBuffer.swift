/// Polygons in device pixels, stored flat: every point in one allocation, and where each
/// polygon ends in another. Flattening and the stroker write here and the rasterizer reads
/// from here, so a fill builds no arrays, and the storage is kept from one fill to the next.
///
/// Debug builds run every array operation through the standard library's unspecialised
/// generic code, a function call or more per point; appending here is a store and an add.
///
/// It is a value over memory that its owner frees with ``free()`` (a ``Rasterizer`` keeps one
/// for its canvas). Appending may move the storage, so a copy that grew must be written back
/// to its owner before the owner's copy is used again.
struct PolygonBuffer {
    private(set) var points: UnsafeMutablePointer<Point>
    /// Points in every finished polygon and in the one being built.
    private(set) var count = 0
    private var capacity: Int
    /// Polygon `k` is `points[ends[k − 1] ..< ends[k]]` (from 0 for the first).
    private(set) var ends: UnsafeMutablePointer<Int>
    /// Whether polygon `k` was closed by its path. The rasterizer closes every polygon; only
    /// ``polylines`` reports it.
    private(set) var closed: UnsafeMutablePointer<Bool>
    private(set) var polygonCount = 0
    private var polygonCapacity: Int
    /// Where the polygon being built starts.
    private(set) var polygonStart = 0

    init(capacity: Int = 256) {
        self.capacity = Swift.max(capacity, 4)
        points = .allocate(capacity: self.capacity)
        polygonCapacity = 16
        ends = .allocate(capacity: polygonCapacity)
        closed = .allocate(capacity: polygonCapacity)
    }

    func free() {
        points.deallocate()
        ends.deallocate()
        closed.deallocate()
    }

    /// Forgets every polygon, keeping the storage.
    mutating func removeAll() {
        count = 0
        polygonCount = 0
        polygonStart = 0
    }

    mutating func append(_ p: Point) {
        if count == capacity { grow() }
        points[count] = p
        count &+= 1
    }

    /// The last point of the polygon being built, or `fallback` when it has none.
    func lastPoint(or fallback: Point) -> Point {
        count > polygonStart ? points[count &- 1] : fallback
    }

    /// Ends the polygon being built. One with fewer than two points has no edge and is
    /// dropped, except a single point of a closed subpath, which `Path.flattened` reports.
    mutating func endPolygon(closed isClosed: Bool) {
        let n = count &- polygonStart
        guard n > 1 || (n == 1 && isClosed) else {
            count = polygonStart
            return
        }
        recordEnd(closed: isClosed)
    }

    /// Ends the polygon being built, whatever its size.
    private mutating func recordEnd(closed isClosed: Bool) {
        if polygonCount == polygonCapacity {
            let larger = polygonCapacity * 2
            let e = UnsafeMutablePointer<Int>.allocate(capacity: larger)
            e.moveInitialize(from: ends, count: polygonCount)
            ends.deallocate()
            ends = e
            let c = UnsafeMutablePointer<Bool>.allocate(capacity: larger)
            c.moveInitialize(from: closed, count: polygonCount)
            closed.deallocate()
            closed = c
            polygonCapacity = larger
        }
        ends[polygonCount] = count
        closed[polygonCount] = isClosed
        polygonCount &+= 1
        polygonStart = count
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Point>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: points, count: count)
        points.deallocate()
        points = larger
        capacity *= 2
    }

    /// The finished polygons as ``Polyline`` values.
    var polylines: [Polyline] {
        var result: [Polyline] = []
        result.reserveCapacity(polygonCount)
        var start = 0
        for k in 0..<polygonCount {
            result.append(Polyline(points: Array(UnsafeBufferPointer(start: points + start, count: ends[k] - start)), isClosed: closed[k]))
            start = ends[k]
        }
        return result
    }

    /// Appends `polylines`, each as one polygon, even those too small to have an edge: the
    /// rasterizer's bounds include every point it is given.
    mutating func append(_ polylines: [Polyline]) {
        for line in polylines {
            line.points.withUnsafeBufferPointer { p in
                var i = 0
                while i < p.count { append(p[i]); i &+= 1 }
            }
            recordEnd(closed: line.isClosed)
        }
    }
}
