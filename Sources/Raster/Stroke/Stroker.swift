/// Builds the outline of a stroke, one contour at a time, such that its nonzero fill is the
/// area swept by a line segment of the stroke's width moving along the contour.
///
/// The outline of an open contour runs along the left offset, round the end cap, back along
/// the left offset of the reversed contour (which is the right offset), round the start cap.
/// A closed contour gives two loops, one per side. Taken as a chain, that outline equals the
/// sum of simple convex pieces, all turning the same way: a rectangle per segment, a wedge on
/// the outside of each join, and the caps. Each piece winds −1 inside and 0 outside, so the
/// nonzero rule fills exactly their union however the contour crosses or doubles back on
/// itself. This only holds because on the inside of a turn the outline passes through the
/// vertex itself (the "pivot") instead of through the intersection of the two offsets; the
/// intersection is used only where it is provably safe (see ``innerJoinCuts``), as it gives
/// a clean outline for ordinary corners.
struct Stroker {
    let radius: Double
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Double
    /// The largest distance, in user space, that an outline may stray from the ideal stroke.
    let tolerance: Double
    /// Where the outline goes: a path, or device polygons.
    private(set) var out: StrokeOutline

    init(radius: Double, style: StrokeStyle, tolerance: Double, into outline: StrokeOutline) {
        self.radius = radius
        cap = style.cap
        join = style.join
        miterLimit = style.miterLimit
        self.tolerance = tolerance
        out = outline
    }

    /// The left-hand normal scaled to the stroke's half width. "Left" is a quarter turn from
    /// +x towards +y; which side is which matters only in being the same everywhere.
    private func offset(_ d: Point) -> Point { Point(x: -d.y * radius, y: d.x * radius) }

    mutating func add(_ contour: StrokeContour) {
        guard let first = contour.points.first else { return }
        if contour.points.count == 1 {
            // Core Graphics draws a zero-length line as its two caps back to back.
            guard cap != .butt else { return }
            let e = contour.dotDirection
            out.move(to: first + offset(e))
            addCap(at: first, facing: e)
            addCap(at: first, facing: e * -1)
            out.close()
            return
        }
        // The loop below reads both through raw pointers, unchecked.
        precondition(contour.corners.count == contour.points.count, "a contour has one corner flag per point")
        contour.points.withUnsafeBufferPointer { p in
            contour.corners.withUnsafeBufferPointer { corners in
                add(p.baseAddress!, corners.baseAddress!, count: p.count, isClosed: contour.isClosed)
            }
        }
    }

    /// The outline of a contour of `n` ≥ 2 points.
    ///
    /// A stroked curve runs every one of its chords through here, so it reads raw pointers,
    /// loops with `while` and writes the offsets out: a debug build calls into the standard
    /// library for every array access and range step, and copies the whole stroker to call
    /// one of its non-mutating methods from here.
    private mutating func add(_ p: UnsafePointer<Point>, _ corners: UnsafePointer<Bool>, count n: Int, isClosed: Bool) {
        let segments = isClosed ? n : n &- 1
        let dirs = UnsafeMutablePointer<Point>.allocate(capacity: segments)
        let lengths = UnsafeMutablePointer<Double>.allocate(capacity: segments)
        let cuts = UnsafeMutablePointer<Bool>.allocate(capacity: n)
        defer { dirs.deallocate(); lengths.deallocate(); cuts.deallocate() }
        var i = 0
        while i < segments {
            let a = p[i], b = p[i &+ 1 == n ? 0 : i &+ 1]
            let vx = b.x - a.x, vy = b.y - a.y
            let len = (vx * vx + vy * vy).squareRoot()
            let k = 1 / len
            dirs[i] = Point(x: vx * k, y: vy * k)
            lengths[i] = len
            i &+= 1
        }
        Stroker.innerJoinCuts(p, count: n, isClosed: isClosed, dirs, lengths, radius: radius, into: cuts)
        let r = radius

        if isClosed {
            var d = dirs[0], q = p[0]
            out.move(to: Point(x: q.x + -d.y * r, y: q.y + d.x * r))
            i = 0
            while i < n {
                let v = i &+ 1 == n ? 0 : i &+ 1
                d = dirs[i]; q = p[v]
                out.line(to: Point(x: q.x + -d.y * r, y: q.y + d.x * r))
                addJoin(at: q, from: d, to: dirs[v], corner: corners[v], cut: cuts[v])
                i &+= 1
            }
            out.close()
            d = dirs[n &- 1]; q = p[0]
            out.move(to: Point(x: q.x - -d.y * r, y: q.y - d.x * r))
            i = n &- 1
            while i >= 0 {
                let back = i == 0 ? n &- 1 : i &- 1
                d = dirs[i]; q = p[i]
                out.line(to: Point(x: q.x - -d.y * r, y: q.y - d.x * r))
                let e = dirs[back]
                addJoin(at: q, from: Point(x: -d.x, y: -d.y), to: Point(x: -e.x, y: -e.y), corner: corners[i], cut: cuts[i])
                i &-= 1
            }
            out.close()
            return
        }

        var d = dirs[0], q = p[0]
        out.move(to: Point(x: q.x + -d.y * r, y: q.y + d.x * r))
        i = 0
        while i < segments {
            d = dirs[i]; q = p[i &+ 1]
            out.line(to: Point(x: q.x + -d.y * r, y: q.y + d.x * r))
            if i &+ 1 < segments {
                addJoin(at: q, from: d, to: dirs[i &+ 1], corner: corners[i &+ 1], cut: cuts[i &+ 1])
            }
            i &+= 1
        }
        addCap(at: p[n &- 1], facing: dirs[segments &- 1])
        i = segments &- 1
        while i >= 0 {
            d = dirs[i]; q = p[i]
            out.line(to: Point(x: q.x - -d.y * r, y: q.y - d.x * r))
            if i > 0 {
                let e = dirs[i &- 1]
                addJoin(at: q, from: Point(x: -d.x, y: -d.y), to: Point(x: -e.x, y: -e.y), corner: corners[i], cut: cuts[i])
            }
            i &-= 1
        }
        d = dirs[0]
        addCap(at: p[0], facing: Point(x: -d.x, y: -d.y))
        out.close()
    }

    private mutating func lineTo(_ q: Point) { out.line(to: q) }

    /// From the end of one segment's left offset to the start of the next one's.
    ///
    /// This runs at every vertex, mostly the chords of flattened curves, so the common cases
    /// (straight on, or a gentle outside turn within a curve) are decided here with few
    /// locals and no calls, and the rest is handed on: debug builds zero every local of a
    /// function on entry, which at a vertex of every curve costs more than the arithmetic.
    private mutating func addJoin(at p: Point, from din: Point, to dout: Point, corner: Bool, cut: Bool) {
        let cross = din.x * dout.y - din.y * dout.x, dot = din.x * dout.x + din.y * dout.y
        let end = Point(x: p.x + -dout.y * radius, y: p.y + dout.x * radius)
        if cross > 0 {
            // Inside of the turn, where the outer pieces cover the outline (see the type's
            // discussion). Half of all vertices come here, so it is written out: a call would
            // cost a debug build its zeroed copies of all of these.
            if cut {
                out.line(to: Point(x: p.x + (-din.y * radius + -dout.y * radius) * (1 / (1 + dot)),
                                   y: p.y + (din.x * radius + dout.x * radius) * (1 / (1 + dot))))
            } else {
                out.line(to: p)
            }
            out.line(to: end)
            return
        }
        if cross == 0 && dot > 0 { out.line(to: end); return }
        // Outside of the turn (or either side of a reversal, which has no inside).
        if !corner {
            // A vertex that only splits a curve: the true outline there is round, and a chord
            // across the arc strays by r·(1 − cos(φ/2)), so the arc is drawn only when that shows.
            if radius * (1 - ((1 + dot) / 2).squareRoot()) <= tolerance { out.line(to: end) } else { addRoundJoin(at: p, from: din, to: dout) }
            return
        }
        addCornerJoin(at: p, from: din, to: dout, dot: dot, end: end)
    }

    /// The outside of a turn where two path elements meet: the style's join.
    private mutating func addCornerJoin(at p: Point, from din: Point, to dout: Point, dot: Double, end: Point) {
        switch join {
        case .bevel:
            lineTo(end)
        case .round:
            addRoundJoin(at: p, from: din, to: dout)
        case .miter:
            // The miter is 1/sin(θ/2) = 1/cos(φ/2) widths long for interior angle θ and turn
            // φ; comparing squares avoids a root: cos²(φ/2) = (1 + cos φ)/2.
            if 1 + dot > 0, (1 + dot) / 2 * miterLimit * miterLimit >= 1 {
                lineTo(p + (offset(din) + offset(dout)) * (1 / (1 + dot)))
            }
            lineTo(end)
        }
    }

    private mutating func addRoundJoin(at p: Point, from din: Point, to dout: Point) {
        let u0 = Point(x: -din.y, y: din.x), u1 = Point(x: -dout.y, y: dout.x)
        if u0.dot(u1) >= 0 {
            out.arc(center: p, radius: radius, from: u0, to: u1)
        } else {
            // Over 90°: split at the point furthest out, which lies along din − dout (for a
            // full reversal that is straight ahead).
            let m = din - dout
            let mid = m * (1 / m.length)
            out.arc(center: p, radius: radius, from: u0, to: mid)
            out.arc(center: p, radius: radius, from: mid, to: u1)
        }
    }

    /// From the left offset at `p` to the right offset, round the end that faces `e`.
    private mutating func addCap(at p: Point, facing e: Point) {
        let n = Point(x: -e.y, y: e.x)
        switch cap {
        case .butt:
            break
        case .square:
            let ahead = e * radius
            lineTo(p + offset(e) + ahead)
            lineTo(p - offset(e) + ahead)
        case .round:
            out.arc(center: p, radius: radius, from: n, to: e)
            out.arc(center: p, radius: radius, from: e, to: n * -1)
        }
        lineTo(p - offset(e))
    }

    /// For each vertex, whether the inside of its turn may be cut across at the intersection
    /// of the two offsets rather than routed through the vertex.
    ///
    /// Cutting subtracts a kite (vertex, both offset ends, intersection) from the winding.
    /// That is harmless when the kite lies inside both adjacent segments' rectangles, which is
    /// what the length test checks: then any point in k kites lies in at least k + 1
    /// rectangles. Round a closed contour the count can tie if a point lies in every kite (a
    /// small polygon under a wide stroke), so then one vertex keeps its pivot.
    ///
    /// Writes one flag per vertex into `cuts`. The arithmetic is ``Point``'s, written out for
    /// debug builds, as in ``add(_:_:count:isClosed:)``.
    private static func innerJoinCuts(_ p: UnsafePointer<Point>, count n: Int, isClosed: Bool, _ dirs: UnsafePointer<Point>,
                                      _ lengths: UnsafePointer<Double>, radius: Double, into cuts: UnsafeMutablePointer<Bool>) {
        cuts.update(repeating: false, count: n)
        let reach = UnsafeMutablePointer<Double>.allocate(capacity: n)
        defer { reach.deallocate() }
        reach.update(repeating: 0, count: n)
        let segments = isClosed ? n : n &- 1
        var allCut = isClosed
        var v = 0
        while v < n {
            let inIndex: Int, outIndex: Int
            if isClosed {
                inIndex = v == 0 ? segments &- 1 : v &- 1
                outIndex = v
            } else {
                guard v > 0, v < n &- 1 else { v &+= 1; continue }
                inIndex = v &- 1
                outIndex = v
            }
            v &+= 1
            let din = dirs[inIndex], dout = dirs[outIndex]
            let cross = din.x * dout.y - din.y * dout.x
            let sine = cross < 0 ? -cross : cross, cosine = din.x * dout.x + din.y * dout.y
            guard sine > 0, 1 + cosine > 0 else { allCut = false; continue }
            // The kite reaches r·tan(φ/2) back along each segment to the intersection, and
            // r·sin φ to the far offset end.
            let tangent = sine / (1 + cosine)
            let along = radius * (sine >= tangent ? sine : tangent)
            let lengthIn = lengths[inIndex], lengthOut = lengths[outIndex]
            guard along <= (lengthOut < lengthIn ? lengthOut : lengthIn) else { allCut = false; continue }
            cuts[v &- 1] = true
            reach[v &- 1] = radius * (2 / (1 + cosine)).squareRoot()
        }
        if allCut {
            var separated = false
            var k = 1
            while k < n && !separated {
                let dx = p[k].x - p[0].x, dy = p[k].y - p[0].y
                separated = (dx * dx + dy * dy).squareRoot() > reach[0] + reach[k]
                k &+= 1
            }
            if !separated { cuts[0] = false }
        }
    }
}
