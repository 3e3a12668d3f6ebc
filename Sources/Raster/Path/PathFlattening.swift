/// A path reduced to straight segments: one polyline per subpath.
public struct Polyline: Hashable, Sendable {
    /// The vertices in order, in the space the path was flattened into (device pixels, for a
    /// canvas). Closing adds no point: a closed polyline's last edge back to the first is implied.
    public var points: [Point]
    /// True when the subpath ended with `close`.
    public var isClosed: Bool

    /// A polyline through `points`, open or closed.
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
        var buffer = PolygonBuffer()
        defer { buffer.free() }
        flatten(into: &buffer, transform: t, tolerance: tolerance)
        return buffer.polylines
    }

    /// ``flattened(transform:tolerance:)`` into `out`, one polygon per subpath, with no arrays:
    /// what canvases fill from.
    func flatten(into out: inout PolygonBuffer, transform t: Transform, tolerance: Double = Path.defaultTolerance) {
        var start = Point.zero
        elements.withUnsafeBufferPointer { elements in
            var i = 0
            while i < elements.count {
                switch elements[i] {
                case .move(let p):
                    out.endPolygon(closed: false)
                    start = t.apply(p)
                    out.append(start)
                case .line(let p):
                    out.append(t.apply(p))
                case .quad(let p, let c):
                    out.appendQuad(from: out.lastPoint(or: start), t.apply(c), t.apply(p), tolerance: tolerance)
                case .cubic(let p, let c1, let c2):
                    out.appendCubic(from: out.lastPoint(or: start), t.apply(c1), t.apply(c2), t.apply(p), tolerance: tolerance)
                case .close:
                    out.endPolygon(closed: true)
                    out.append(start)
                }
                i &+= 1
            }
        }
        out.endPolygon(closed: false)
    }

    /// Chords needed so that `bound / k²` ≤ `tolerance`, at least 1 and at most 4096
    /// (so a non-finite or absurd control point cannot stall rendering).
    static func steps(_ bound: Double, _ tolerance: Double) -> Int {
        guard bound.isFinite, bound > 0 else { return 1 }
        let k = (bound / tolerance).squareRoot().rounded(.up)
        return Int(Swift.min(4096, Swift.max(1, k)))
    }
}

extension PolygonBuffer {
    /// The chords of a quadratic from `p0` (already appended) to `p2`, within `tolerance`.
    mutating func appendQuad(from p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) {
        let dd = (p0 - p1 * 2 + p2).length
        let n = Path.steps(dd * 0.25, tolerance)
        var i = 1
        while i < n {
            let u = Double(i) / Double(n)
            append(p0.lerp(to: p1, u).lerp(to: p1.lerp(to: p2, u), u))
            i &+= 1
        }
        append(p2)
    }

    /// The chords of a cubic from `p0` (already appended) to `p3`, within `tolerance`.
    mutating func appendCubic(from p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) {
        let dd = Swift.max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        let n = Path.steps(dd * 0.75, tolerance)
        var i = 1
        while i < n {
            append(Path.cubicPoint(p0, p1, p2, p3, Double(i) / Double(n)))
            i &+= 1
        }
        append(p3)
    }
}
