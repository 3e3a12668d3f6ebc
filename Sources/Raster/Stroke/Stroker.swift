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
        let p = contour.points
        guard let first = p.first else { return }
        if p.count == 1 {
            // Core Graphics draws a zero-length line as its two caps back to back.
            guard cap != .butt else { return }
            let e = contour.dotDirection
            out.move(to: first + offset(e))
            addCap(at: first, facing: e)
            addCap(at: first, facing: e * -1)
            out.close()
            return
        }
        let n = p.count
        let segments = contour.isClosed ? n : n - 1
        var dirs: [Point] = [], lengths: [Double] = []
        dirs.reserveCapacity(segments)
        lengths.reserveCapacity(segments)
        for i in 0..<segments {
            let v = p[(i + 1) % n] - p[i]
            let len = v.length
            dirs.append(v * (1 / len))
            lengths.append(len)
        }
        let cuts = innerJoinCuts(contour, dirs, lengths)

        if contour.isClosed {
            out.move(to: p[0] + offset(dirs[0]))
            for i in 0..<n {
                let v = (i + 1) % n
                lineTo(p[v] + offset(dirs[i]))
                addJoin(at: p[v], from: dirs[i], to: dirs[v], corner: contour.corners[v], cut: cuts[v])
            }
            out.close()
            out.move(to: p[0] - offset(dirs[n - 1]))
            for i in stride(from: n - 1, through: 0, by: -1) {
                let back = (i + n - 1) % n
                lineTo(p[i] - offset(dirs[i]))
                addJoin(at: p[i], from: dirs[i] * -1, to: dirs[back] * -1, corner: contour.corners[i], cut: cuts[i])
            }
            out.close()
            return
        }

        out.move(to: p[0] + offset(dirs[0]))
        for i in 0..<segments {
            lineTo(p[i + 1] + offset(dirs[i]))
            if i + 1 < segments {
                addJoin(at: p[i + 1], from: dirs[i], to: dirs[i + 1], corner: contour.corners[i + 1], cut: cuts[i + 1])
            }
        }
        addCap(at: p[n - 1], facing: dirs[segments - 1])
        for i in stride(from: segments - 1, through: 0, by: -1) {
            lineTo(p[i] - offset(dirs[i]))
            if i > 0 {
                addJoin(at: p[i], from: dirs[i] * -1, to: dirs[i - 1] * -1, corner: contour.corners[i], cut: cuts[i])
            }
        }
        addCap(at: p[0], facing: dirs[0] * -1)
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
        if cross > 0 { addInnerJoin(at: p, from: din, to: dout, dot: dot, end: end, cut: cut); return }
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

    /// Inside of the turn: the outer pieces cover it; see the type's discussion.
    private mutating func addInnerJoin(at p: Point, from din: Point, to dout: Point, dot: Double, end: Point, cut: Bool) {
        if cut {
            lineTo(p + (offset(din) + offset(dout)) * (1 / (1 + dot)))
        } else {
            lineTo(p)
        }
        lineTo(end)
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
    private func innerJoinCuts(_ contour: StrokeContour, _ dirs: [Point], _ lengths: [Double]) -> [Bool] {
        let n = contour.points.count
        var cuts = [Bool](repeating: false, count: n)
        var reach = [Double](repeating: 0, count: n)
        let segments = dirs.count
        for v in 0..<n {
            let inIndex: Int, outIndex: Int
            if contour.isClosed {
                inIndex = (v + segments - 1) % segments
                outIndex = v
            } else {
                guard v > 0, v < n - 1 else { continue }
                inIndex = v - 1
                outIndex = v
            }
            let din = dirs[inIndex], dout = dirs[outIndex]
            let sine = Swift.abs(din.cross(dout)), cosine = din.dot(dout)
            guard sine > 0, 1 + cosine > 0 else { continue }
            // The kite reaches r·tan(φ/2) back along each segment to the intersection, and
            // r·sin φ to the far offset end.
            let along = radius * Swift.max(sine / (1 + cosine), sine)
            guard along <= Swift.min(lengths[inIndex], lengths[outIndex]) else { continue }
            cuts[v] = true
            reach[v] = radius * (2 / (1 + cosine)).squareRoot()
        }
        if contour.isClosed, cuts.allSatisfy({ $0 }) {
            let p = contour.points
            let separated = (1..<n).contains { (p[$0] - p[0]).length > reach[0] + reach[$0] }
            if !separated { cuts[0] = false }
        }
        return cuts
    }
}
