extension Path {
    /// A circular arc of at most 90° about `center`, from the direction `u0` to the direction
    /// `u1` (both unit vectors), turning the short way round, as one cubic.
    ///
    /// Stroke joins and caps know their arcs as pairs of directions, not angles, so the handle
    /// length 4/3·tan(φ/4) is found from the cosine and sine of φ with half-angle identities:
    /// square roots only, no trigonometry, and exact quarter circles where a cap needs them.
    mutating func addStrokeArc(center: Point, radius r: Double, from u0: Point, to u1: Point) {
        let cosine = u0.dot(u1), sine = u0.cross(u1)
        let end = center + u1 * r
        guard sine != 0, 1 + cosine > 0 else { addLine(to: end); return }
        let tanHalf = Swift.abs(sine) / (1 + cosine)
        let tanQuarter = tanHalf / (1 + (1 + tanHalf * tanHalf).squareRoot())
        let handle = 4.0 / 3.0 * tanQuarter * r * (sine > 0 ? 1 : -1)
        // The tangent at each end is the radius direction turned a quarter towards the sweep.
        let t0 = Point(x: -u0.y, y: u0.x), t1 = Point(x: -u1.y, y: u1.x)
        addCurve(to: end, control1: center + u0 * r + t0 * handle, control2: end - t1 * handle)
    }
}
