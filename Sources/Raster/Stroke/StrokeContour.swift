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
            guard current.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
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
                let n = Path.steps(dd * 0.75, tolerance)
                for i in 1..<n { current.append(Path.cubicPoint(start, c1, c2, p, Double(i) / Double(n)), corner: false) }
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
