import Raster

/// Measurements on stroke outlines, taken from a very fine flattening so that curve error is
/// far below the tolerances the tests assert.
enum StrokeMeasure {
    static let fine = 1e-4

    /// The shoelace area of every subpath, signed: the sign says which way it winds.
    static func signedAreas(_ path: Path) -> [Double] {
        path.flattened(tolerance: fine).map { line in
            let p = line.points
            var sum = 0.0
            for i in p.indices {
                let a = p[i], b = p[(i + 1) % p.count]
                sum += a.x * b.y - b.x * a.y
            }
            return sum / 2
        }
    }

    /// The total signed area; for an outline with no overlaps, its magnitude is the area covered.
    static func area(_ path: Path) -> Double {
        Swift.abs(signedAreas(path).reduce(0, +))
    }

    /// The nonzero winding number of the outline around `q`.
    static func winding(_ path: Path, at q: Point) -> Int {
        winding(path.flattened(tolerance: fine), at: q)
    }

    static func winding(_ lines: [Polyline], at q: Point) -> Int {
        var w = 0
        for line in lines {
            let p = line.points
            for i in p.indices {
                let a = p[i], b = p[(i + 1) % p.count]
                if a.y <= q.y {
                    if b.y > q.y && (b - a).cross(q - a) > 0 { w += 1 }
                } else if b.y <= q.y && (b - a).cross(q - a) < 0 {
                    w -= 1
                }
            }
        }
        return w
    }

    /// The area the nonzero rule fills, by sampling cell centres on a grid of pitch `step`.
    static func coveredArea(_ path: Path, step: Double) -> Double {
        let lines = path.flattened(tolerance: fine)
        let b = path.bounds
        var count = 0
        var y = b.minY + step / 2
        while y < b.maxY {
            var x = b.minX + step / 2
            while x < b.maxX {
                if winding(lines, at: Point(x: x, y: y)) != 0 { count += 1 }
                x += step
            }
            y += step
        }
        return Double(count) * step * step
    }

    /// The distance from `q` to the polyline through `points`.
    static func distance(from q: Point, toPolyline points: [Point]) -> Double {
        var best = Double.infinity
        for i in 0..<(points.count - 1) {
            let a = points[i], b = points[i + 1], v = b - a
            let len2 = v.dot(v)
            let t = len2 > 0 ? Swift.max(0, Swift.min(1, (q - a).dot(v) / len2)) : 0
            best = Swift.min(best, (q - a.lerp(to: b, t)).length)
        }
        return best
    }

    static func subpathCount(_ path: Path) -> Int {
        path.elements.filter { if case .move = $0 { return true } else { return false } }.count
    }
}

/// A small deterministic generator, so property tests are reproducible.
struct StrokeTestRandom {
    var state: UInt64
    mutating func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53)
    }
    mutating func point(in r: Rect) -> Point {
        Point(x: r.minX + next() * r.width, y: r.minY + next() * r.height)
    }
}

extension Path {
    static func strokeTestPolyline(_ points: [Point], closed: Bool = false) -> Path {
        var p = Path()
        p.move(to: points[0])
        for q in points.dropFirst() { p.addLine(to: q) }
        if closed { p.closeSubpath() }
        return p
    }
}

extension Point {
    /// Shorthand for test geometry.
    static func xy(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
}
