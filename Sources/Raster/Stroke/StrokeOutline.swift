/// Where the ``Stroker`` writes a stroke's outline: a ``Path`` in user space, for
/// `Path.stroked(_:transform:)`, or device polygons straight into a ``PolygonBuffer``, for
/// `Canvas.stroke(_:)`, with curves flattened as `Path.flatten(into:transform:)` would.
///
/// Writing polygons directly skips building a path of enum elements and flattening it again,
/// which is most of a stroke's cost outside the rasterizer in debug builds. Both give the
/// same polygons: the buffer receives exactly the points flattening the path would.
struct StrokeOutline {
    /// The outline as a path, when one is wanted.
    private(set) var path: Path?
    /// The outline as device polygons, when no path is wanted.
    private(set) var buffer: PolygonBuffer
    private let transform: Transform
    private let writesPath: Bool
    /// The last point written, in user space; what a line to the same point is skipped against.
    private var current = Point.zero
    private var startDevice = Point.zero

    /// An outline built as a path.
    init() {
        path = Path()
        buffer = PolygonBuffer(capacity: 4)
        transform = .identity
        writesPath = true
    }

    /// An outline written into `buffer` through `transform`; read ``buffer`` back afterwards,
    /// as appending may move its storage.
    init(into buffer: PolygonBuffer, transform: Transform) {
        path = nil
        self.buffer = buffer
        self.transform = transform
        writesPath = false
    }

    /// Frees the placeholder buffer of a path-building outline.
    func freePlaceholder() { if writesPath { buffer.free() } }

    mutating func move(to p: Point) {
        current = p
        if writesPath { path!.move(to: p); return }
        buffer.endPolygon(closed: false)
        startDevice = transform.apply(p)
        buffer.append(startDevice)
    }

    /// A line to `p`, skipped when it would have no length.
    mutating func line(to p: Point) {
        if p.x == current.x && p.y == current.y { return }
        current = p
        if writesPath { path!.addLine(to: p); return }
        // `transform.apply(p)`, written out: this runs for nearly every point of a stroke.
        let t = transform
        buffer.append(Point(x: t.a * p.x + t.c * p.y + t.tx, y: t.b * p.x + t.d * p.y + t.ty))
    }

    /// A line to `p`, even of no length, as `Path.addLine(to:)` adds one.
    mutating func addLine(to p: Point) {
        current = p
        if writesPath { path!.addLine(to: p); return }
        buffer.append(transform.apply(p))
    }

    mutating func curve(to p: Point, control1 c1: Point, control2 c2: Point) {
        current = p
        if writesPath { path!.addCurve(to: p, control1: c1, control2: c2); return }
        buffer.appendCubic(from: buffer.lastPoint(or: startDevice), transform.apply(c1), transform.apply(c2), transform.apply(p),
                           tolerance: Path.defaultTolerance)
    }

    mutating func close() {
        if writesPath { path!.closeSubpath(); return }
        buffer.endPolygon(closed: true)
    }

    /// Ends the last polygon, as flattening does at the end of a path.
    mutating func finish() {
        if !writesPath { buffer.endPolygon(closed: false) }
    }

    /// A circular arc of at most 90° about `center`, from the direction `u0` to the direction
    /// `u1` (both unit vectors), turning the short way round, as one cubic.
    ///
    /// Stroke joins and caps know their arcs as pairs of directions, not angles, so the handle
    /// length 4/3·tan(φ/4) is found from the cosine and sine of φ with half-angle identities:
    /// square roots only, no trigonometry, and exact quarter circles where a cap needs them.
    mutating func arc(center: Point, radius r: Double, from u0: Point, to u1: Point) {
        let cosine = u0.dot(u1), sine = u0.cross(u1)
        let end = center + u1 * r
        guard sine != 0, 1 + cosine > 0 else { addLine(to: end); return }
        let tanHalf = Swift.abs(sine) / (1 + cosine)
        let tanQuarter = tanHalf / (1 + (1 + tanHalf * tanHalf).squareRoot())
        let handle = 4.0 / 3.0 * tanQuarter * r * (sine > 0 ? 1 : -1)
        // The tangent at each end is the radius direction turned a quarter towards the sweep.
        let t0 = Point(x: -u0.y, y: u0.x), t1 = Point(x: -u1.y, y: u1.x)
        curve(to: end, control1: center + u0 * r + t0 * handle, control2: end - t1 * handle)
    }
}
