extension Path {
    /// The same subpaths traversed backwards, as `UIBezierPath.reversing()`: the same shape
    /// when filled or stroked, but a stroke trimmed by `strokeEnd`, a dash pattern or an
    /// animation along the path now runs from the other end.
    ///
    /// Each subpath starts at its old end point and visits the old points in reverse, with
    /// each curve's control points swapped, so every segment is the old one traced backwards.
    /// A closed subpath stays closed: its closing line is the old closing line reversed.
    /// Subpaths keep their order, as in UIKit.
    public func reversed() -> Path {
        var result = Path()
        var start = Point.zero
        var segments: [(from: Point, element: Element)] = []
        var hasSubpath = false

        func finish(closed: Bool) {
            defer { segments.removeAll(keepingCapacity: true); hasSubpath = false }
            guard hasSubpath else { return }
            let end: Point
            switch segments.last?.element {
            case .line(let p)?, .quad(let p, _)?, .cubic(let p, _, _)?: end = p
            default: end = start
            }
            result.move(to: end)
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.addLine(to: from)
                case .quad(_, let c): result.addQuadCurve(to: from, control: c)
                case .cubic(_, let c1, let c2): result.addCurve(to: from, control1: c2, control2: c1)
                case .move, .close: break
                }
            }
            if closed { result.closeSubpath() }
        }

        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                current = p
                hasSubpath = true
            case .line(let p), .quad(let p, _), .cubic(let p, _, _):
                if !hasSubpath { start = current; hasSubpath = true }
                segments.append((current, element))
                current = p
            case .close:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }
}
