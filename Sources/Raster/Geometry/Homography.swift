/// A projective transform of the plane, the 3 × 3 matrix a perspective view maps a flat layer
/// by: `[x y 1] · H = [X Y W]`, and the point lands at `(X / W, Y / W)`.
///
/// The layout matches ``Transform`` and Core Animation's row vectors: an affine transform is
/// the homography with `m11 = a`, `m12 = b`, `m21 = c`, `m22 = d`, `m31 = tx`, `m32 = ty`,
/// `m33 = 1` and zeros in the third column above it.
public struct Homography: Hashable, Sendable {
    /// The first row: what x contributes to X, Y and W.
    public var m11, m12, m13: Double
    /// The second row: what y contributes to X, Y and W.
    public var m21, m22, m23: Double
    /// The third row: the constant parts of X, Y and W (the translation, for an affine mapping).
    public var m31, m32, m33: Double

    /// A homography from its nine entries, row by row.
    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The homography that does what the affine transform `t` does.
    public init(_ t: Transform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// The mapping that leaves every point where it is.
    public static let identity = Homography(Transform.identity)

    /// `self` followed by `h`.
    public func concatenating(_ h: Homography) -> Homography {
        Homography(m11: m11 * h.m11 + m12 * h.m21 + m13 * h.m31, m12: m11 * h.m12 + m12 * h.m22 + m13 * h.m32,
                   m13: m11 * h.m13 + m12 * h.m23 + m13 * h.m33,
                   m21: m21 * h.m11 + m22 * h.m21 + m23 * h.m31, m22: m21 * h.m12 + m22 * h.m22 + m23 * h.m32,
                   m23: m21 * h.m13 + m22 * h.m23 + m23 * h.m33,
                   m31: m31 * h.m11 + m32 * h.m21 + m33 * h.m31, m32: m31 * h.m12 + m32 * h.m22 + m33 * h.m32,
                   m33: m31 * h.m13 + m32 * h.m23 + m33 * h.m33)
    }

    /// The homogeneous image of `p`: (X, Y, W).
    public func applyHomogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// The image of `p`, or `nil` where it is at or behind the eye (W ≤ 0).
    public func apply(_ p: Point) -> Point? {
        let (x, y, w) = applyHomogeneous(p)
        guard w > 0 else { return nil }
        return Point(x: x / w, y: y / w)
    }

    /// The determinant: its sign tells whether the mapping keeps or flips orientation.
    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or `nil` when the homography is singular or not finite.
    public func inverted() -> Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inv = Homography(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        let all = [inv.m11, inv.m12, inv.m13, inv.m21, inv.m22, inv.m23, inv.m31, inv.m32, inv.m33]
        return all.allSatisfy(\.isFinite) ? inv : nil
    }

    /// Whether the mapping is affine: W does not depend on x or y.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

    /// The affine transform an affine homography is.
    public var affine: Transform {
        Transform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }
}
