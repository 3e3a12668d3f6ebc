/// A validated dash pattern: alternating on and off lengths, and where each subpath starts in it.
struct DashPattern: Sendable {
    /// Even indices are painted, odd ones skipped; the count is even.
    let intervals: [Double]
    let total: Double
    /// The interval in which every subpath starts, and how much of it remains there.
    let startIndex: Int
    let startRemaining: Double

    /// Dashing beyond this many pieces is refused and the path stroked solid, so that a tiny
    /// pattern on a huge path cannot exhaust memory or time (Skia draws the same line).
    static let maximumDashCount = 1_000_000.0

    /// `nil` when the pattern means "solid": empty, summing to zero, or holding a negative or
    /// non-finite length, following Core Graphics, which ignores such patterns.
    init?(_ pattern: [Double], phase: Double) {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let intervals = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = intervals.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        self.intervals = intervals
        self.total = total
        // A phase of whole pattern lengths changes nothing; a negative one counts backwards.
        var p = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if p < 0 { p += total }
        var index = 0
        // Stop on an interval that the phase lands strictly inside; landing exactly on an
        // interval's end starts the next one, so a zero-length dash at the start is kept.
        while p > 0 && p >= intervals[index] {
            p -= intervals[index]
            index = (index + 1) % intervals.count
        }
        startIndex = index
        startRemaining = intervals[index] - p
    }

    /// The pieces of `contours` that the pattern paints, or the contours unchanged when that
    /// would mean more than ``maximumDashCount`` pieces.
    func apply(to contours: [StrokeContour]) -> [StrokeContour] {
        let length = contours.reduce(0.0) { $0 + $1.length }
        let onCount = Double(intervals.count / 2)
        guard length / total * onCount <= DashPattern.maximumDashCount else { return contours }
        var result: [StrokeContour] = []
        for c in contours { dash(c, into: &result) }
        return result
    }

    private func dash(_ contour: StrokeContour, into result: inout [StrokeContour]) {
        let pts = contour.points
        if pts.count == 1 {
            // A lone point has no length to measure; it is painted if the pattern starts painted.
            if startIndex % 2 == 0 { result.append(contour) }
            return
        }
        var index = startIndex
        var remaining = startRemaining
        var dash: StrokeContour? = startIndex % 2 == 0 ? StrokeContour(points: [pts[0]], corners: [true]) : nil
        // Dashes are cut out of a closed contour as open pieces, so the first piece may need
        // stitching to the last one if the pattern is painting where the contour meets itself.
        var first: StrokeContour?
        var firstStartsAtOrigin = dash != nil
        var cutAnywhere = false
        let count = contour.isClosed ? pts.count : pts.count - 1
        for i in 0..<count {
            let a = pts[i], j = (i + 1) % pts.count, b = pts[j]
            let v = b - a
            let len = v.length
            let u = v * (1 / len)
            var pos = 0.0
            while true {
                let left = len - pos
                if remaining > left {
                    remaining -= left
                    dash?.append(b, corner: contour.corners[j])
                    break
                }
                pos += remaining
                let q = pos >= len ? b : a + u * pos
                cutAnywhere = true
                if var d = dash {
                    // `append` folds a zero-length dash into one point; remember which way it faced.
                    d.append(q, corner: false)
                    d.dotDirection = u
                    if contour.isClosed && first == nil && firstStartsAtOrigin { first = d } else { result.append(d) }
                    firstStartsAtOrigin = false
                    dash = nil
                }
                index = (index + 1) % intervals.count
                remaining = intervals[index]
                if index % 2 == 0 { dash = StrokeContour(points: [q], corners: [false], dotDirection: u) }
            }
        }
        if contour.isClosed && !cutAnywhere {
            // The pattern never switched: the whole loop is one dash, joined all round, or nothing.
            if dash != nil { result.append(contour) }
            return
        }
        if var d = dash {
            if contour.isClosed, let f = first {
                // Painting across the closing point: one dash, joined there, not two capped ones.
                for (k, p) in f.points.enumerated() { d.append(p, corner: k == 0 ? contour.corners[0] : f.corners[k]) }
                d.dotDirection = f.dotDirection
                result.append(d)
                return
            }
            // A dash that begins exactly where an open contour ends has no length to paint;
            // only a zero-length interval, which ended inside the loop above, makes a dot.
            if d.points.count > 1 { result.append(d) }
        }
        if let f = first { result.append(f) }
    }
}

extension Path {
    /// The painted pieces of the path under a dash pattern, as open subpaths of straight lines.
    ///
    /// `pattern` alternates painted and unpainted lengths in user space, starting painted; an
    /// odd count is used twice over. `phase` is how far into the pattern each subpath starts.
    /// The pattern restarts at every subpath, as in Core Graphics. Where a closed subpath is
    /// painted across its starting point, the last and first dashes form one piece. A pattern
    /// that is empty, sums to zero, or holds a negative length leaves the path solid. Curves
    /// are first split into chords within ``Path/defaultTolerance`` device pixels, with
    /// `transform` mapping user space to device pixels; the result stays in user space.
    ///
    /// A zero-length painted interval yields a zero-length subpath, which round and square caps
    /// stroke as a dot. ``stroked(_:transform:)`` dashes internally and keeps more information
    /// (which way a zero-length dash faces, which vertices split a curve), so stroking the
    /// result of this method can differ slightly from stroking with a dashed style.
    public func dashed(_ pattern: [Double], phase: Double = 0, transform: Transform = .identity) -> Path {
        let contours = strokeContours(tolerance: Path.strokeTolerance(for: transform))
        let pieces = DashPattern(pattern, phase: phase)?.apply(to: contours) ?? contours
        var out = Path()
        for c in pieces { c.appendLines(to: &out) }
        return out
    }

    /// ``Path/defaultTolerance`` device pixels, expressed in user space.
    static func strokeTolerance(for transform: Transform) -> Double {
        let scale = transform.maxScale
        guard scale > 0, scale.isFinite else { return Path.defaultTolerance }
        return Path.defaultTolerance / scale
    }
}
