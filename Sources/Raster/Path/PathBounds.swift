extension Path {
    /// The smallest rectangle containing every point and control point, as `CGPath.boundingBox`.
    public var controlPointBounds: Rect {
        var b = BoundsAccumulator()
        for e in elements {
            switch e {
            case .move(let p), .line(let p): b.add(p)
            case .quad(let p, let c): b.add(c); b.add(p)
            case .cubic(let p, let c1, let c2): b.add(c1); b.add(c2); b.add(p)
            case .close: break
            }
        }
        return b.rect
    }

    /// The smallest rectangle containing the path itself, curve extrema included, as
    /// `CGPath.boundingBoxOfPath`. Empty for an empty path.
    public var bounds: Rect {
        var b = BoundsAccumulator()
        var current = Point.zero
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                b.add(p); current = p
            case .quad(let p, let c):
                b.add(p)
                for t in Path.quadExtrema(current.x, c.x, p.x) + Path.quadExtrema(current.y, c.y, p.y) {
                    let a = current.lerp(to: c, t), q = c.lerp(to: p, t)
                    b.add(a.lerp(to: q, t))
                }
                current = p
            case .cubic(let p, let c1, let c2):
                b.add(p)
                for t in Path.cubicExtrema(current.x, c1.x, c2.x, p.x) + Path.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    b.add(Path.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close: break
            }
        }
        return b.rect
    }

    /// The point at `t` on a cubic, by de Casteljau's construction. The six lerps are written out,
    /// in `Point.lerp`'s very arithmetic, because a debug build calls a function for each and
    /// every chord of a flattened curve takes one point.
    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let ax = p0.x + (p1.x - p0.x) * t, ay = p0.y + (p1.y - p0.y) * t
        let bx = p1.x + (p2.x - p1.x) * t, by = p1.y + (p2.y - p1.y) * t
        let cx = p2.x + (p3.x - p2.x) * t, cy = p2.y + (p3.y - p2.y) * t
        let dx = ax + (bx - ax) * t, dy = ay + (by - ay) * t
        let ex = bx + (cx - bx) * t, ey = by + (cy - by) * t
        return Point(x: dx + (ex - dx) * t, y: dy + (ey - dy) * t)
    }

    static func quadExtrema(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let den = a - 2 * b + c
        guard den != 0 else { return [] }
        let t = (a - b) / den
        return t > 0 && t < 1 ? [t] : []
    }

    static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // Roots of the derivative: a·t² + b·t + c = 0.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        if Swift.abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

struct BoundsAccumulator {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    /// `Swift.min` and `Swift.max` of each coordinate, ties included (a tie keeps the old
    /// minimum and takes the new maximum), written out: debug builds call the generic ones.
    mutating func add(_ p: Point) {
        if p.x < minX { minX = p.x }
        if p.y < minY { minY = p.y }
        if p.x >= maxX { maxX = p.x }
        if p.y >= maxY { maxY = p.y }
    }

    var rect: Rect { minX > maxX ? .zero : Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
}
