/// An affine transform with `CGAffineTransform`'s layout and semantics:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// The `…By` methods prepend, as Core Graphics does: `t.translatedBy(x:y:)` first translates,
/// then applies `t`. Rotation uses ``DeterministicMath`` so it is bit-identical everywhere.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    /// The six entries, as in `CGAffineTransform`: `a`, `b`, `c`, `d` the linear part, `tx`, `ty`
    /// the translation.
    public var a, b, c, d, tx, ty: Double

    /// A transform from its entries, in `CGAffineTransform(a:b:c:d:tx:ty:)`'s order.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `x`, `y`, as `CGAffineTransform(translationX:y:)`.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// A scale about the origin by `sx` and `sy`, as `CGAffineTransform(scaleX:y:)`.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians; positive angles turn +x towards +y (clockwise on a y-down screen).
    public init(rotationAngle angle: Double) {
        let s = DeterministicMath.sin(angle), co = DeterministicMath.cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// True when every entry equals the identity's exactly; no tolerance.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`.
    public func concatenating(_ t: Transform) -> Transform {
        Transform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                  c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                  tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation by `x`, `y` followed by `self`, as `CGAffineTransform.translatedBy(x:y:)`.
    public func translatedBy(x: Double, y: Double) -> Transform { Transform(translationX: x, y: y).concatenating(self) }
    /// A scale by `x`, `y` followed by `self`, as `CGAffineTransform.scaledBy(x:y:)`.
    public func scaledBy(x: Double, y: Double) -> Transform { Transform(scaleX: x, y: y).concatenating(self) }
    /// A rotation by `angle` radians (clockwise on screen) followed by `self`, as
    /// `CGAffineTransform.rotated(by:)`.
    public func rotated(by angle: Double) -> Transform { Transform(rotationAngle: angle).concatenating(self) }

    /// The inverse, or `nil` when the transform is singular (or not finite).
    public func inverted() -> Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The image of `p`, translation included.
    @inlinable public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies only the linear part, for vectors such as offsets and sizes.
    @inlinable public func applyToVector(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    /// The bounding box of `rect` once transformed.
    public func apply(_ rect: Rect) -> Rect {
        let r = rect.standardized
        let ps = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply)
        var x0 = ps[0].x, y0 = ps[0].y, x1 = x0, y1 = y0
        for p in ps.dropFirst() { x0 = Swift.min(x0, p.x); y0 = Swift.min(y0, p.y); x1 = Swift.max(x1, p.x); y1 = Swift.max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The largest factor by which the transform stretches any vector (the larger singular
    /// value). Curve flattening divides its tolerance by this, so error stays bounded in pixels.
    public var maxScale: Double {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let mean = (p + q) / 2, diff = (p - q) / 2
        return (mean + (diff * diff + r * r).squareRoot()).squareRoot()
    }

    /// `[a, b, c, d, tx, ty]`, for messages.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
