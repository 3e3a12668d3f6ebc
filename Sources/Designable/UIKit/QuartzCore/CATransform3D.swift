import Foundation
import Raster

/// A 4 × 4 homogeneous transform, as Core Animation's `CATransform3D`: the type of
/// `CALayer.transform` and `sublayerTransform`.
///
/// The layout is Core Animation's: points are row vectors multiplied on the left,
/// `p′ = p · M`, so `m41`, `m42`, `m43` hold the translation and `m34` the perspective
/// (`-1 / eyeDistance` makes nearer things larger):
///
/// ```swift
/// var perspective = CATransform3DIdentity
/// perspective.m34 = -1 / 500
/// card.layer.transform = CATransform3DRotate(perspective, .pi / 4, 1, 0, 0)
/// ```
///
/// The `CATransform3D…` functions below are Core Animation's, with its argument order:
/// `CATransform3DRotate(t, angle, x, y, z)` rotates first, then applies `t`.
///
/// Differs from Core Animation on purpose: rotations use `DeterministicMath`'s sine and cosine,
/// so a rotated layer renders bit-identically on every machine.
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1: how x feeds the new x.
    public var m11: CGFloat
    /// Row 1, column 2: how x feeds the new y.
    public var m12: CGFloat
    /// Row 1, column 3: how x feeds the new z.
    public var m13: CGFloat
    /// Row 1, column 4: how x feeds the perspective divisor.
    public var m14: CGFloat
    /// Row 2, column 1: how y feeds the new x.
    public var m21: CGFloat
    /// Row 2, column 2: how y feeds the new y.
    public var m22: CGFloat
    /// Row 2, column 3: how y feeds the new z.
    public var m23: CGFloat
    /// Row 2, column 4: how y feeds the perspective divisor.
    public var m24: CGFloat
    /// Row 3, column 1: how z feeds the new x.
    public var m31: CGFloat
    /// Row 3, column 2: how z feeds the new y.
    public var m32: CGFloat
    /// Row 3, column 3: how z feeds the new z.
    public var m33: CGFloat
    /// Row 3, column 4: how z feeds the perspective divisor; `-1 / d` sets an eye `d` points away.
    public var m34: CGFloat
    /// Row 4, column 1: the x translation.
    public var m41: CGFloat
    /// Row 4, column 2: the y translation.
    public var m42: CGFloat
    /// Row 4, column 3: the z translation.
    public var m43: CGFloat
    /// Row 4, column 4: the constant part of the perspective divisor.
    public var m44: CGFloat

    /// The identity transform, as `CATransform3D()` in Swift's QuartzCore overlay.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A transform with all sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The sixteen entries row by row, for the arithmetic below.
    var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map(Double.init)
    }

    init(entries e: [Double]) {
        self.init(m11: CGFloat(e[0]), m12: CGFloat(e[1]), m13: CGFloat(e[2]), m14: CGFloat(e[3]),
                  m21: CGFloat(e[4]), m22: CGFloat(e[5]), m23: CGFloat(e[6]), m24: CGFloat(e[7]),
                  m31: CGFloat(e[8]), m32: CGFloat(e[9]), m33: CGFloat(e[10]), m34: CGFloat(e[11]),
                  m41: CGFloat(e[12]), m42: CGFloat(e[13]), m43: CGFloat(e[14]), m44: CGFloat(e[15]))
    }

    /// The entries, for test output.
    public var description: String {
        "CATransform3D(\(entries.map { String(describing: $0) }.joined(separator: ", ")))"
    }

    /// `self` followed by `t`: the row-vector product `self · t`.
    func concatenating(_ t: CATransform3D) -> CATransform3D {
        let a = entries, b = t.entries
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                // Summed left to right, so every build rounds the same way.
                var s = a[i * 4] * b[j]
                s = s + a[i * 4 + 1] * b[4 + j]
                s = s + a[i * 4 + 2] * b[8 + j]
                s = s + a[i * 4 + 3] * b[12 + j]
                r[i * 4 + j] = s
            }
        }
        return CATransform3D(entries: r)
    }

    /// Whether the transform maps the z = 0 plane by an affine map: no perspective from x or y
    /// and a constant divisor. Such a layer renders through an affine canvas transform.
    var isAffineInPlane: Bool { m14 == 0 && m24 == 0 && m44 != 0 }

    /// The plane part of an affine-in-plane transform, divided by `m44`.
    var planeAffine: CGAffineTransform {
        let w = m44 == 0 ? 1 : m44
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m41 / w, ty: m42 / w)
    }
}

/// The transform that leaves every point where it is.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether the two transforms have the same entries.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `tx`, `ty`, `tz`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by `sx`, `sy`, `sz`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the vector (`x`, `y`, `z`); a zero vector gives the identity.
///
/// Positive angles about z turn +x towards +y, which is clockwise on UIKit's y-down screen,
/// as `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (Double(x) * Double(x) + Double(y) * Double(y) + Double(z) * Double(z)).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = Double(x) / length, uy = Double(y) / length, uz = Double(z) / length
    let s = DeterministicMath.sin(Double(angle)), c = DeterministicMath.cos(Double(angle))
    let k = 1 - c
    // Rodrigues' rotation, transposed for row vectors.
    return CATransform3D(entries: [
        c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s, 0,
        uy * ux * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s, 0,
        uz * ux * k + uy * s, uz * uy * k - ux * s, c + uz * uz * k, 0,
        0, 0, 0, 1,
    ])
}

/// A translation by `tx`, `ty`, `tz`, followed by `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale by `sx`, `sy`, `sz`, followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation by `angle` radians about (`x`, `y`, `z`), followed by `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The inverse of `t`, or `t` unchanged when it has none, as Core Animation returns it.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    Matrix4.inverse(t.entries).map(CATransform3D.init(entries:)) ?? t
}

/// The 3D transform that does what the affine transform `m` does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Whether `t` is an affine transform of the plane: it leaves z and the divisor alone.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: what it does to x and y, ignoring z and perspective.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// 4 × 4 matrix arithmetic on row-major arrays of sixteen doubles.
enum Matrix4 {
    /// The inverse by Gauss–Jordan elimination with partial pivoting, or `nil` when singular.
    static func inverse(_ m: [Double]) -> [Double]? {
        var a = m
        var inv: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        for col in 0..<4 {
            var pivot = col
            for row in col + 1..<4 where Swift.abs(a[row * 4 + col]) > Swift.abs(a[pivot * 4 + col]) { pivot = row }
            let p = a[pivot * 4 + col]
            guard p != 0, p.isFinite else { return nil }
            if pivot != col {
                for k in 0..<4 {
                    a.swapAt(pivot * 4 + k, col * 4 + k)
                    inv.swapAt(pivot * 4 + k, col * 4 + k)
                }
            }
            for k in 0..<4 { a[col * 4 + k] /= p; inv[col * 4 + k] /= p }
            for row in 0..<4 where row != col {
                let f = a[row * 4 + col]
                if f == 0 { continue }
                for k in 0..<4 {
                    a[row * 4 + k] -= f * a[col * 4 + k]
                    inv[row * 4 + k] -= f * inv[col * 4 + k]
                }
            }
        }
        return inv.allSatisfy(\.isFinite) ? inv : nil
    }
}
