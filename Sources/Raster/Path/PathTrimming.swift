/// Part of a path by length, as Core Animation trims a shape layer's stroke to
/// `strokeStart…strokeEnd`.
public struct TrimmedPath: Hashable, Sendable {
    /// The first piece: it may start partway into a subpath of the original.
    public var head: Path
    /// How far into its original subpath the head starts, in user-space length; a dash pattern
    /// continues from there so that dashes stay where they are on the untrimmed path.
    public var headOffset: Double
    /// The pieces after the head, each starting where its original subpath starts.
    public var tail: Path

    /// Head and tail together.
    public var path: Path {
        var p = head
        p.addPath(tail)
        return p
    }
}

extension Path {
    /// The part of the path from fraction `start` to fraction `end` of its length, measured in
    /// user space over all subpaths in order (a closed subpath's closing line counts).
    ///
    /// Curves are cut exactly (de Casteljau) where the length lands; the length itself is
    /// measured on chords within ``Path/defaultTolerance`` device pixels, with `transform`
    /// mapping user space to device pixels. A subpath kept whole stays as it was, closed if it
    /// was; a partly kept one becomes an open piece. Fractions are clamped to 0...1, and nothing
    /// is kept when `start >= end`.
    public func trimmed(from start: Double, to end: Double, transform: Transform = .identity) -> TrimmedPath {
        let lo = start.isNaN ? 0 : Swift.min(1, Swift.max(0, start))
        let hi = end.isNaN ? 1 : Swift.min(1, Swift.max(0, end))
        var result = TrimmedPath(head: Path(), headOffset: 0, tail: Path())
        guard lo < hi else { return result }
        if lo == 0 && hi == 1 {
            result.tail = self
            return result
        }
        let subpaths = TrimSubpath.split(self, tolerance: Path.strokeTolerance(for: transform), transform: transform)
        let total = subpaths.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return result }
        let a = lo * total, b = hi * total
        var cumulative = 0.0
        var headTaken = false
        for sub in subpaths {
            defer { cumulative += sub.length }
            let s0 = cumulative, s1 = cumulative + sub.length
            if s1 <= a || s0 >= b { continue }
            let from = Swift.max(0, a - s0), to = Swift.min(sub.length, b - s0)
            let piece = from <= 0 && to >= sub.length ? sub.original : sub.piece(from: from, to: to)
            if !headTaken {
                result.head = piece
                result.headOffset = from
                headTaken = true
            } else {
                result.tail.addPath(piece)
            }
        }
        return result
    }

    /// The path's length in user space, measured on chords within ``Path/defaultTolerance``
    /// device pixels under `transform`.
    public func length(transform: Transform = .identity) -> Double {
        TrimSubpath.split(self, tolerance: Path.strokeTolerance(for: transform), transform: transform).reduce(0) { $0 + $1.length }
    }
}

/// One subpath, its segments, and their lengths, for trimming.
struct TrimSubpath {
    enum Segment {
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)
    }

    /// A segment with its chord samples: (curve parameter, length from the segment's start).
    struct Measured {
        var segment: Segment
        var samples: [(t: Double, length: Double)]
        var length: Double { samples.last?.length ?? 0 }
    }

    var original = Path()
    var segments: [Measured] = []
    var length: Double { segments.reduce(0) { $0 + $1.length } }

    static func split(_ path: Path, tolerance: Double, transform: Transform) -> [TrimSubpath] {
        var out: [TrimSubpath] = []
        var current = TrimSubpath()
        var point = Point.zero, start = Point.zero
        func finish() {
            if !current.original.isEmpty { out.append(current) }
            current = TrimSubpath()
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                current.original.move(to: p)
                point = p; start = p
            case .line(let p):
                current.original.addLine(to: p)
                current.segments.append(measure(.line(point, p), transform: transform, tolerance: tolerance))
                point = p
            case .quad(let p, let c):
                current.original.addQuadCurve(to: p, control: c)
                current.segments.append(measure(.quad(point, c, p), transform: transform, tolerance: tolerance))
                point = p
            case .cubic(let p, let c1, let c2):
                current.original.addCurve(to: p, control1: c1, control2: c2)
                current.segments.append(measure(.cubic(point, c1, c2, p), transform: transform, tolerance: tolerance))
                point = p
            case .close:
                current.original.closeSubpath()
                current.segments.append(measure(.line(point, start), transform: transform, tolerance: tolerance))
                point = start
                finish()
                current.original.move(to: start)
            }
        }
        finish()
        return out.filter { !$0.segments.isEmpty }
    }

    /// Chord samples fine enough that, in device space, the chords stay within `tolerance`.
    static func measure(_ segment: Segment, transform: Transform, tolerance: Double) -> Measured {
        let steps: Int
        switch segment {
        case .line: steps = 1
        case let .quad(p0, p1, p2):
            let d = (transform.applyToVector(p0 - p1 * 2 + p2)).length
            steps = Path.steps(d * 0.25, Path.defaultTolerance)
        case let .cubic(p0, p1, p2, p3):
            let d = Swift.max(transform.applyToVector(p0 - p1 * 2 + p2).length, transform.applyToVector(p1 - p2 * 2 + p3).length)
            steps = Path.steps(d * 0.75, Path.defaultTolerance)
        }
        var samples: [(Double, Double)] = [(0, 0)]
        var previous = point(segment, 0)
        var length = 0.0
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            let p = point(segment, t)
            length += (p - previous).length
            samples.append((t, length))
            previous = p
        }
        return Measured(segment: segment, samples: samples)
    }

    static func point(_ s: Segment, _ t: Double) -> Point {
        switch s {
        case let .line(a, b): return a.lerp(to: b, t)
        case let .quad(a, c, b): return a.lerp(to: c, t).lerp(to: c.lerp(to: b, t), t)
        case let .cubic(a, c1, c2, b): return Path.cubicPoint(a, c1, c2, b, t)
        }
    }

    /// The open piece of this subpath between lengths `from` and `to`.
    func piece(from: Double, to: Double) -> Path {
        var out = Path()
        var offset = 0.0
        for m in segments {
            let s0 = offset, s1 = offset + m.length
            offset = s1
            if s1 < from || s0 > to || (s1 == from && m.length > 0) { continue }
            let ta = from > s0 ? m.parameter(atLength: from - s0) : 0
            let tb = to < s1 ? m.parameter(atLength: to - s0) : 1
            let part = TrimSubpath.subsegment(m.segment, ta, tb)
            if out.isEmpty { out.move(to: TrimSubpath.point(part, 0)) }
            switch part {
            case let .line(_, b): out.addLine(to: b)
            case let .quad(_, c, b): out.addQuadCurve(to: b, control: c)
            case let .cubic(_, c1, c2, b): out.addCurve(to: b, control1: c1, control2: c2)
            }
            if s1 >= to { break }
        }
        return out
    }

    /// The part of a segment between parameters `t0` and `t1`, by de Casteljau subdivision.
    static func subsegment(_ s: Segment, _ t0: Double, _ t1: Double) -> Segment {
        switch s {
        case let .line(a, b):
            return .line(a.lerp(to: b, t0), a.lerp(to: b, t1))
        case let .quad(a, c, b):
            // Cut at t1, keep the first part; then cut that at t0 / t1, keep the second part.
            let (a1, c1, b1) = splitQuad(a, c, b, t1).first
            let u = t1 > 0 ? t0 / t1 : 0
            let (a2, c2, b2) = splitQuad(a1, c1, b1, u).second
            return .quad(a2, c2, b2)
        case let .cubic(a, c1, c2, b):
            let first = splitCubic(a, c1, c2, b, t1).first
            let u = t1 > 0 ? t0 / t1 : 0
            let second = splitCubic(first.0, first.1, first.2, first.3, u).second
            return .cubic(second.0, second.1, second.2, second.3)
        }
    }

    static func splitQuad(_ a: Point, _ c: Point, _ b: Point, _ t: Double)
        -> (first: (Point, Point, Point), second: (Point, Point, Point)) {
        let ac = a.lerp(to: c, t), cb = c.lerp(to: b, t), m = ac.lerp(to: cb, t)
        return ((a, ac, m), (m, cb, b))
    }

    static func splitCubic(_ a: Point, _ c1: Point, _ c2: Point, _ b: Point, _ t: Double)
        -> (first: (Point, Point, Point, Point), second: (Point, Point, Point, Point)) {
        let p01 = a.lerp(to: c1, t), p12 = c1.lerp(to: c2, t), p23 = c2.lerp(to: b, t)
        let p012 = p01.lerp(to: p12, t), p123 = p12.lerp(to: p23, t)
        let m = p012.lerp(to: p123, t)
        return ((a, p01, p012, m), (m, p123, p23, b))
    }
}

extension TrimSubpath.Measured {
    /// The curve parameter at `length` from the segment's start, interpolated between chords.
    func parameter(atLength length: Double) -> Double {
        guard length > 0 else { return 0 }
        guard length < self.length else { return 1 }
        var i = 1
        while i < samples.count - 1 && samples[i].length < length { i += 1 }
        let (t0, l0) = samples[i - 1], (t1, l1) = samples[i]
        return l1 > l0 ? t0 + (t1 - t0) * (length - l0) / (l1 - l0) : t1
    }
}
