/// A path reduced to straight segments: one polyline per subpath.
public struct Polyline: Hashable, Sendable {
    public var points: [Point]
    /// True when the subpath ended with `close`.
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension Path {
    /// The default flattening tolerance, in device pixels: at most 1/256 pixel between a
    /// curve and its chords. Chords cut inside a curve, so a coarser tolerance would shave
    /// whole levels off the coverage of curved edges; at 1/256 the loss stays below one level.
    public static let defaultTolerance = 1.0 / 256

    /// Transforms the path and replaces every curve by chords that stay within `tolerance` of it.
    ///
    /// Flattening happens after the transform, so the error bound holds in device pixels at
    /// any scale. The number of chords follows Wang's formula: for a degree-n Bézier, `k` equal
    /// steps in t deviate at most n(n−1)/8 · max‖Δ²P‖ / k², so `k` is chosen to keep that below
    /// `tolerance`. It needs only a square root, which is correctly rounded everywhere.
    public func flattened(transform t: Transform = .identity, tolerance: Double = Path.defaultTolerance) -> [Polyline] {
        var result: [Polyline] = []
        var points: [Point] = []
        var start = Point.zero
        func finish(closed: Bool) {
            if points.count > 1 || (points.count == 1 && closed) { result.append(Polyline(points: points, isClosed: closed)) }
            points = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                start = t.apply(p)
                points = [start]
            case .line(let p):
                points.append(t.apply(p))
            case .quad(let p, let c):
                let p0 = points.last ?? start, p1 = t.apply(c), p2 = t.apply(p)
                let dd = (p0 - p1 * 2 + p2).length
                let n = Path.steps(dd * 0.25, tolerance)
                for i in 1..<n {
                    let u = Double(i) / Double(n)
                    points.append(p0.lerp(to: p1, u).lerp(to: p1.lerp(to: p2, u), u))
                }
                points.append(p2)
            case .cubic(let p, let c1, let c2):
                let p0 = points.last ?? start, p1 = t.apply(c1), p2 = t.apply(c2), p3 = t.apply(p)
                let dd = Swift.max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
                let n = Path.steps(dd * 0.75, tolerance)
                for i in 1..<n { points.append(Path.cubicPoint(p0, p1, p2, p3, Double(i) / Double(n))) }
                points.append(p3)
            case .close:
                finish(closed: true)
                points = [start]
            }
        }
        finish(closed: false)
        return result.filter { !($0.points.count == 1 && !$0.isClosed) }
    }

    /// Chords needed so that `bound / k²` ≤ `tolerance`, at least 1 and at most 4096
    /// (so a non-finite or absurd control point cannot stall rendering).
    static func steps(_ bound: Double, _ tolerance: Double) -> Int {
        guard bound.isFinite, bound > 0 else { return 1 }
        let k = (bound / tolerance).squareRoot().rounded(.up)
        return Int(Swift.min(4096, Swift.max(1, k)))
    }
}
