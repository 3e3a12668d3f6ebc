/// A vector path: subpaths of lines and Bézier curves, in user space (y down).
///
/// Building methods follow `CGMutablePath`/`UIBezierPath`. A drawing operation without a
/// current point starts a subpath where it is, as Core Graphics does.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight segment from the current point to the point.
        case line(to: Point)
        /// A quadratic Bézier from the current point to `to`, pulled towards `control`.
        case quad(to: Point, control: Point)
        /// A cubic Bézier from the current point to `to`; it leaves towards `control1` and arrives
        /// from `control2`.
        case cubic(to: Point, control1: Point, control2: Point)
        /// A straight segment back to the subpath's start, which ends the subpath.
        case close
    }

    /// The elements in drawing order, including the `move` supplied for a segment that had no
    /// current point; ``closeSubpath()`` adds no `close` where there is nothing to close.
    public private(set) var elements: [Element] = []
    /// Where the next segment starts, or `nil` for an empty path.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    /// An empty path.
    public init() {}

    /// A path of `elements`, each appended as ``append(_:)`` does, so missing moves are supplied.
    public init(elements: [Element]) {
        for e in elements { append(e) }
    }

    /// True when the path has no elements; a lone `move` makes it non-empty, though it draws nothing.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends one element, keeping the current point in step.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quad(let p, let c): addQuadCurve(to: p, control: c)
        case .cubic(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .close: closeSubpath()
        }
    }

    /// Begins a new subpath at `p`, as `CGMutablePath.move(to:)`.
    public mutating func move(to p: Point) {
        elements.append(.move(to: p))
        currentPoint = p
        subpathStart = p
    }

    /// Adds a straight segment from the current point to `p`. With no current point the subpath
    /// starts at `p`; after ``closeSubpath()``, at the closed subpath's start.
    public mutating func addLine(to p: Point) {
        ensureStart(p)
        elements.append(.line(to: p))
        currentPoint = p
    }

    /// Adds a quadratic Bézier from the current point to `p`, pulled towards `c`. With no current
    /// point the subpath starts at `c`; after ``closeSubpath()``, at the closed subpath's start.
    public mutating func addQuadCurve(to p: Point, control c: Point) {
        ensureStart(c)
        elements.append(.quad(to: p, control: c))
        currentPoint = p
    }

    /// Adds a cubic Bézier from the current point to `p` with controls `c1` and `c2`. With no
    /// current point the subpath starts at `c1`; after ``closeSubpath()``, at the closed subpath's start.
    public mutating func addCurve(to p: Point, control1 c1: Point, control2 c2: Point) {
        ensureStart(c1)
        elements.append(.cubic(to: p, control1: c1, control2: c2))
        currentPoint = p
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil, case .some(let last) = elements.last, last != .close else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// A segment after `close` begins a new subpath at the closed subpath's start, as in Core Graphics.
    private mutating func ensureStart(_ fallback: Point) {
        if currentPoint == nil { move(to: fallback); return }
        if elements.last == .close, let p = currentPoint { move(to: p) }
    }

    /// Appends every element of `other`, transformed.
    public mutating func addPath(_ other: Path, transform: Transform = .identity) {
        for e in other.applying(transform).elements { append(e) }
    }

    /// The path with every point transformed.
    public func applying(_ t: Transform) -> Path {
        if t.isIdentity { return self }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.addLine(to: t.apply(p))
            case .quad(let p, let c): out.addQuadCurve(to: t.apply(p), control: t.apply(c))
            case .cubic(let p, let c1, let c2): out.addCurve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.closeSubpath()
            }
        }
        return out
    }
}
