/// One subpath reduced to straight pieces, ready to be dashed or stroked.
///
/// Unlike ``Polyline`` it remembers which vertices were boundaries between the path's own
/// elements: the stroke style's join belongs only there, while vertices that merely split a
/// curve into chords get a join that follows the curve. Consecutive points are distinct, so
/// every piece has a direction.
struct StrokeContour: Hashable, Sendable {
    var points: [Point]
    /// `corners[i]` is true when `points[i]` ends one path element and starts the next.
    var corners: [Bool]
    var isClosed: Bool
    /// Which way a contour of a single point faces, so a square cap on a zero-length dash
    /// lines up with the path it was cut from. Unit length.
    var dotDirection: Point

    init(points: [Point] = [], corners: [Bool] = [], isClosed: Bool = false, dotDirection: Point = Point(x: 1, y: 0)) {
        self.points = points
        self.corners = corners
        self.isClosed = isClosed
        self.dotDirection = dotDirection
    }

    /// Adds a vertex, folding it into the previous one when they coincide: a zero-length
    /// piece has no direction to offset along, so it must not reach the stroker.
    mutating func append(_ p: Point, corner: Bool) {
        if let last = points.last, last == p {
            corners[corners.count - 1] = corners[corners.count - 1] || corner
            return
        }
        points.append(p)
        corners.append(corner)
    }

    /// The chord ends strictly inside the cubic from `p0` (the contour's last point, if it has
    /// any) to `p3` at `t = i/n`, added as `append(_:corner: false)` would add them one by one.
    ///
    /// A stroked curve has hundreds of these, so they are worked out with the lerps of
    /// `Path.cubicPoint` written out and go into the arrays in one append each: a debug build
    /// calls a function per lerp and runs `Array.append` unspecialised, per point.
    mutating func appendCubicChords(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, count n: Int) {
        guard n > 1 else { return }
        let chords = UnsafeMutablePointer<Point>.allocate(capacity: n &- 1)
        defer { chords.deallocate() }
        var m = 0
        var hasLast = !points.isEmpty
        var lastX = p0.x, lastY = p0.y
        let count = Double(n)
        var i = 1
        while i < n {
            let t = Double(i) / count
            i &+= 1
            let ax = p0.x + (p1.x - p0.x) * t, bx = p1.x + (p2.x - p1.x) * t, cx = p2.x + (p3.x - p2.x) * t
            let dx = ax + (bx - ax) * t, ex = bx + (cx - bx) * t
            let x = dx + (ex - dx) * t
            let ay = p0.y + (p1.y - p0.y) * t, by = p1.y + (p2.y - p1.y) * t, cy = p2.y + (p3.y - p2.y) * t
            let dy = ay + (by - ay) * t, ey = by + (cy - by) * t
            let y = dy + (ey - dy) * t
            // A point equal to the last folds into it, and `false` leaves its corner flag as it was.
            if hasLast && x == lastX && y == lastY { continue }
            chords[m] = Point(x: x, y: y)
            m &+= 1
            lastX = x; lastY = y; hasLast = true
        }
        points.append(contentsOf: UnsafeBufferPointer(start: chords, count: m))
        corners.append(contentsOf: [Bool](repeating: false, count: m))
    }

    /// The length of every piece, the closing one included for a closed contour.
    var length: Double {
        guard points.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<points.count { total += (points[i] - points[i - 1]).length }
        if isClosed, let first = points.first, let last = points.last { total += (first - last).length }
        return total
    }

    /// The contour as a path of lines; a single point becomes a zero-length line so that
    /// stroking it still draws a dot.
    func appendLines(to path: inout Path) {
        guard let first = points.first else { return }
        path.move(to: first)
        if points.count == 1 && !isClosed { path.addLine(to: first) }
        for p in points.dropFirst() { path.addLine(to: p) }
        if isClosed { path.closeSubpath() }
    }
}

extension Path {
    /// Every subpath that a stroke would draw, with curves split into chords no further than
    /// `tolerance` (user space) from the curve.
    ///
    /// A subpath made of nothing but a move draws nothing, as in Core Graphics and SVG; one
    /// whose segments all have zero length becomes a single point, which round and square caps
    /// turn into a dot. Subpaths with non-finite coordinates are dropped rather than allowed to
    /// poison the outline.
    func strokeContours(tolerance: Double) -> [StrokeContour] {
        var result: [StrokeContour] = []
        var current = StrokeContour()
        var hasSegment = false
        func finish(closed: Bool) {
            defer { current = StrokeContour(); hasSegment = false }
            guard hasSegment || closed, !current.points.isEmpty else { return }
            // Finite exactly when x − x is 0; a loop rather than `allSatisfy`, which a debug
            // build runs unspecialised, a closure call per point.
            let finite = current.points.withUnsafeBufferPointer { p in
                var k = 0
                while k < p.count {
                    if !(p[k].x - p[k].x == 0 && p[k].y - p[k].y == 0) { return false }
                    k &+= 1
                }
                return true
            }
            guard finite else { return }
            current.isClosed = closed
            // The closing line is implicit; an explicit line back to the start would be a zero-length piece.
            if closed, current.points.count > 1, current.points.last == current.points.first {
                current.points.removeLast()
                current.corners.removeLast()
                current.corners[0] = true
            }
            if current.points.count == 1 { current.isClosed = false }
            result.append(current)
        }
        for e in elements {
            let start = current.points.last ?? .zero
            switch e {
            case .move(let p):
                finish(closed: false)
                current.append(p, corner: true)
            case .line(let p):
                current.append(p, corner: true)
                hasSegment = true
            case .quad(let p, let c):
                let n = Path.steps((start - c * 2 + p).length * 0.25, tolerance)
                for i in 1..<n {
                    let u = Double(i) / Double(n)
                    current.append(start.lerp(to: c, u).lerp(to: c.lerp(to: p, u), u), corner: false)
                }
                current.append(p, corner: true)
                hasSegment = true
            case .cubic(let p, let c1, let c2):
                let dd = Swift.max((start - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                current.appendCubicChords(start, c1, c2, p, count: Path.steps(dd * 0.75, tolerance))
                current.append(p, corner: true)
                hasSegment = true
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }
}
