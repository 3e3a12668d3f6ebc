import Foundation
import Raster

/// Blending two 3D transforms the way Core Animation (and CSS, which took it from WebKit) does:
/// decompose each into perspective, translation, scale, skew and a rotation quaternion, blend
/// those, and recompose. A quarter turn halfway through a half turn stays a rigid quarter turn,
/// where blending the sixteen entries would shrink the layer to a line.
///
/// In row-vector form the decomposition is `M = A · P`: `A` is the affine part, its upper 3 × 3
/// `diag(scale) · skew · rotation` and its last row the translation, and `P` the identity with
/// the perspective vector in its last column. Everything is IEEE arithmetic and
/// `DeterministicMath`, so the blend is the same on every machine.
enum TransformInterpolation {
    struct Decomposed {
        var perspective: [Double]   // 4
        var translation: [Double]   // 3
        var scale: [Double]         // 3
        var skew: [Double]          // xy, xz, yz
        var quaternion: [Double]    // x, y, z, w
    }

    /// The transform `t` of the way from `a` to `b`.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        if t == 0 { return a }
        if t == 1 { return b }
        guard let da = decompose(a), let db = decompose(b) else {
            // Not decomposable (a singular matrix): blend the entries.
            return CATransform3D(entries: zip(a.entries, b.entries).map { $0 + ($1 - $0) * t })
        }
        func mix(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * t } }
        let d = Decomposed(perspective: mix(da.perspective, db.perspective), translation: mix(da.translation, db.translation),
                           scale: mix(da.scale, db.scale), skew: mix(da.skew, db.skew),
                           quaternion: slerp(da.quaternion, db.quaternion, t))
        return recompose(d)
    }

    static func decompose(_ t: CATransform3D) -> Decomposed? {
        var m = t.entries
        let w = m[15]
        guard w != 0, m.allSatisfy(\.isFinite) else { return nil }
        for i in 0..<16 { m[i] /= w }
        // The affine part: the matrix with its last column replaced by (0, 0, 0, 1).
        var affine = m
        affine[3] = 0; affine[7] = 0; affine[11] = 0; affine[15] = 1
        var perspective = [0.0, 0, 0, 1]
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            guard let inv = Matrix4.inverse(affine) else { return nil }
            // Solve affine · p = the last column.
            let rhs = [m[3], m[7], m[11], m[15]]
            for i in 0..<4 {
                var s = inv[i * 4] * rhs[0]
                s = s + inv[i * 4 + 1] * rhs[1]
                s = s + inv[i * 4 + 2] * rhs[2]
                s = s + inv[i * 4 + 3] * rhs[3]
                perspective[i] = s
            }
        } else if Matrix4.inverse(affine) == nil {
            return nil
        }
        let translation = [m[12], m[13], m[14]]
        var rows = [[m[0], m[1], m[2]], [m[4], m[5], m[6]], [m[8], m[9], m[10]]]
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = length(rows[0])
        guard scale[0] != 0 else { return nil }
        rows[0] = scaled(rows[0], 1 / scale[0])
        skew[0] = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], -skew[0])
        scale[1] = length(rows[1])
        guard scale[1] != 0 else { return nil }
        rows[1] = scaled(rows[1], 1 / scale[1])
        skew[0] /= scale[1]
        skew[1] = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], -skew[1])
        skew[2] = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], -skew[2])
        scale[2] = length(rows[2])
        guard scale[2] != 0 else { return nil }
        rows[2] = scaled(rows[2], 1 / scale[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        // A mirror image: flip everything so the rotation is proper.
        if dot(rows[0], cross(rows[1], rows[2])) < 0 {
            for i in 0..<3 { scale[i] = -scale[i]; rows[i] = scaled(rows[i], -1) }
        }
        return Decomposed(perspective: perspective, translation: translation, scale: scale, skew: skew,
                          quaternion: quaternion(rows))
    }

    static func recompose(_ d: Decomposed) -> CATransform3D {
        let r = rotationRows(d.quaternion)
        // upper = diag(scale) · skew · rotation, with skew lower triangular.
        let l = [[1.0, 0, 0], [d.skew[0], 1, 0], [d.skew[1], d.skew[2], 1]]
        var upper = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                var s = l[i][0] * r[0][j]
                s = s + l[i][1] * r[1][j]
                s = s + l[i][2] * r[2][j]
                upper[i][j] = d.scale[i] * s
            }
        }
        let affine: [Double] = [upper[0][0], upper[0][1], upper[0][2], 0,
                                upper[1][0], upper[1][1], upper[1][2], 0,
                                upper[2][0], upper[2][1], upper[2][2], 0,
                                d.translation[0], d.translation[1], d.translation[2], 1]
        let p = d.perspective
        let perspective: [Double] = [1, 0, 0, p[0], 0, 1, 0, p[1], 0, 0, 1, p[2], 0, 0, 0, p[3]]
        return CATransform3D(entries: affine).concatenating(CATransform3D(entries: perspective))
    }

    // MARK: Rotations as quaternions

    /// The quaternion (x, y, z, w) of a proper rotation given by its rows (row vectors, `p′ = p · R`).
    static func quaternion(_ rows: [[Double]]) -> [Double] {
        // c[i][j] is the column-vector matrix: the transpose of the rows.
        func c(_ i: Int, _ j: Int) -> Double { rows[j][i] }
        let w = 0.5 * Swift.max(0, 1 + c(0, 0) + c(1, 1) + c(2, 2)).squareRoot()
        var x = 0.5 * Swift.max(0, 1 + c(0, 0) - c(1, 1) - c(2, 2)).squareRoot()
        var y = 0.5 * Swift.max(0, 1 - c(0, 0) + c(1, 1) - c(2, 2)).squareRoot()
        var z = 0.5 * Swift.max(0, 1 - c(0, 0) - c(1, 1) + c(2, 2)).squareRoot()
        if c(2, 1) - c(1, 2) < 0 { x = -x }
        if c(0, 2) - c(2, 0) < 0 { y = -y }
        if c(1, 0) - c(0, 1) < 0 { z = -z }
        return [x, y, z, w]
    }

    /// The rows of the rotation a unit quaternion stands for.
    static func rotationRows(_ q: [Double]) -> [[Double]] {
        let x = q[0], y = q[1], z = q[2], w = q[3]
        let c: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
        return [[c[0][0], c[1][0], c[2][0]], [c[0][1], c[1][1], c[2][1]], [c[0][2], c[1][2], c[2][2]]]
    }

    /// Spherical interpolation along the shorter arc.
    static func slerp(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
        var b = b
        var cosine = dot4(a, b)
        if cosine < 0 { b = b.map { -$0 }; cosine = -cosine }
        if cosine > 0.999_999 {
            let q = zip(a, b).map { $0 + ($1 - $0) * t }
            let n = dot4(q, q).squareRoot()
            return n > 0 ? q.map { $0 / n } : a
        }
        let theta = DeterministicMath.atan2((1 - cosine * cosine).squareRoot(), cosine)
        let s = DeterministicMath.sin(theta)
        let wa = DeterministicMath.sin((1 - t) * theta) / s, wb = DeterministicMath.sin(t * theta) / s
        return zip(a, b).map { $0 * wa + $1 * wb }
    }

    // MARK: Vector helpers

    static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    static func dot4(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3] }
    static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    static func scaled(_ a: [Double], _ s: Double) -> [Double] { a.map { $0 * s } }
    static func combine(_ a: [Double], _ b: [Double], _ s: Double) -> [Double] { [a[0] + b[0] * s, a[1] + b[1] * s, a[2] + b[2] * s] }
    static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}
