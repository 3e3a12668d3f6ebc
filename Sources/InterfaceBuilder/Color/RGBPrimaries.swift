/// An RGB colour space's primaries and white point, and the matrices they imply.
///
/// The matrices are derived here from the published CIE xy chromaticities rather than typed
/// in, so the numbers can be checked against their sources:
///
/// | space | red | green | blue | white |
/// |---|---|---|---|---|
/// | sRGB (IEC 61966-2-1) | 0.640, 0.330 | 0.300, 0.600 | 0.150, 0.060 | D65 0.3127, 0.3290 |
/// | Display P3 (Apple; DCI-P3 primaries) | 0.680, 0.320 | 0.265, 0.690 | 0.150, 0.060 | D65 0.3127, 0.3290 |
///
/// Both share the D65 white, so converting between them needs no chromatic adaptation:
/// linear P3 → XYZ → linear sRGB is one 3×3 matrix. For P3 it comes to
///
/// ```
///  1.2249  −0.2249   0.0000
/// −0.0421   1.0421   0.0000
/// −0.0196  −0.0786   1.0983
/// ```
struct RGBPrimaries {
    var red: (x: Double, y: Double)
    var green: (x: Double, y: Double)
    var blue: (x: Double, y: Double)
    var white: (x: Double, y: Double)

    static let sRGB = RGBPrimaries(red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060),
                                   white: (0.3127, 0.3290))
    static let displayP3 = RGBPrimaries(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060),
                                        white: (0.3127, 0.3290))

    /// Linear RGB → CIE XYZ: the primaries' XYZ columns, scaled so RGB (1, 1, 1) gives the white.
    var toXYZ: Matrix3 {
        func xyz(_ c: (x: Double, y: Double)) -> [Double] { [c.x / c.y, 1, (1 - c.x - c.y) / c.y] }
        let p = Matrix3(columns: xyz(red), xyz(green), xyz(blue))
        let s = p.inverse.apply(xyz(white))
        return Matrix3(columns: xyz(red).map { $0 * s[0] }, xyz(green).map { $0 * s[1] },
                       xyz(blue).map { $0 * s[2] })
    }

    /// Linear Display P3 → linear sRGB.
    static let displayP3ToSRGB = RGBPrimaries.sRGB.toXYZ.inverse.times(RGBPrimaries.displayP3.toXYZ)
}

/// A 3×3 matrix, row major: just what the colour conversions need.
struct Matrix3 {
    var m: [Double]

    init(rows m: [Double]) { self.m = m }

    init(columns a: [Double], _ b: [Double], _ c: [Double]) {
        m = [a[0], b[0], c[0], a[1], b[1], c[1], a[2], b[2], c[2]]
    }

    func apply(_ v: [Double]) -> [Double] {
        [m[0] * v[0] + m[1] * v[1] + m[2] * v[2],
         m[3] * v[0] + m[4] * v[1] + m[5] * v[2],
         m[6] * v[0] + m[7] * v[1] + m[8] * v[2]]
    }

    func times(_ o: Matrix3) -> Matrix3 {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 {
                r[i * 3 + j] = m[i * 3] * o.m[j] + m[i * 3 + 1] * o.m[3 + j] + m[i * 3 + 2] * o.m[6 + j]
            }
        }
        return Matrix3(rows: r)
    }

    /// The inverse by cofactors; the matrices here are far from singular.
    var inverse: Matrix3 {
        let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        return Matrix3(rows: [A / det, -(b * i - c * h) / det, (b * f - c * e) / det,
                              B / det, (a * i - c * g) / det, -(a * f - c * d) / det,
                              C / det, -(a * h - b * g) / det, (a * e - b * d) / det])
    }
}
