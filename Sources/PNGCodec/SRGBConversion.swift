import Raster

/// Converts straight-alpha RGBA8 pixels from a file's colour space to sRGB, deterministically:
/// each channel through a 256-entry table to linear light in 16.16 fixed point, an integer
/// 3 × 3 matrix (2.14 fixed point), and a 16 385-entry table back through sRGB's curve. The
/// tables are built with `DeterministicMath`, never the platform's `pow`, so the same file
/// converts to the same bytes everywhere.
struct SRGBConversion: Sendable {
    /// What the conversion is from, for messages and tests.
    let source: String
    private let decode: [[Int32]]
    private let matrix: [Int]
    private let isIdentityMatrix: Bool

    /// One in linear fixed point.
    private static let one: Int32 = 1 << 16
    private static let matrixShift = 14
    private static let encodeShift: Int32 = 2

    /// sRGB's curve inverted: linear (16.16, in steps of 4) to an 8-bit sample, rounded to the nearest.
    private static let encodeTable: [UInt8] = {
        let count = Int(one >> encodeShift) + 1
        return (0..<count).map { i in
            let linear = Double(i) / Double(count - 1)
            let encoded = linear <= 0.0031308 ? 12.92 * linear : 1.055 * DeterministicMath.pow(linear, 1 / 2.4) - 0.055
            return UInt8(max(0, min(255, (encoded * 255).rounded())))
        }
    }()

    /// A conversion through `curves` (one per channel) and `matrix` (linear source RGB to
    /// linear sRGB).
    init(source: String, curves: [ToneCurve], matrix: Matrix3) {
        self.source = source
        decode = curves.map { curve in (0..<256).map { Int32((curve.linear(Double($0) / 255) * Double(Self.one)).rounded()) } }
        self.matrix = matrix.m.map { Int(($0 * Double(1 << Self.matrixShift)).rounded()) }
        isIdentityMatrix = matrix == .identity
    }

    /// Display P3 to sRGB: both use sRGB's curve and D65; the matrix is the standard one
    /// (P3's primaries to XYZ, then XYZ to sRGB's, as Apple's and the CSS specification's).
    static let displayP3 = SRGBConversion(source: "Display P3", curves: [.sRGB, .sRGB, .sRGB], matrix: Matrix3([
        1.2249401762805598, -0.22494017628055996, 0,
        -0.042056954709688163, 1.0420569547096881, 0,
        -0.019637554590334432, -0.078636045550631889, 1.0982736001409663,
    ]))

    /// sRGB's colorants adapted to D50 (Bradford), as ICC profiles store colorants.
    static let sRGBColorantsD50 = Matrix3(columns: [0.4360747, 0.2225045, 0.0139322], [0.3850649, 0.7168786, 0.0971045],
                                          [0.1430804, 0.0606169, 0.7141733])
    /// Display P3's colorants adapted to D50, as Apple's Display P3 profile stores them.
    static let displayP3ColorantsD50 = Matrix3(columns: [0.515102, 0.241196, -0.001053], [0.291965, 0.692236, 0.041882],
                                               [0.157153, 0.066561, 0.784066])
    /// XYZ (D65) to linear sRGB.
    static let xyzD65ToSRGB = Matrix3([3.2404542, -1.5371385, -0.4985314, -0.9692660, 1.8760108, 0.0415560, 0.0556434, -0.2040259, 1.0572252])

    /// Converts `count` pixels at `pixels` in place; alpha is left as it is.
    func apply(to pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        decode[0].withUnsafeBufferPointer { dr in
            decode[1].withUnsafeBufferPointer { dg in
                decode[2].withUnsafeBufferPointer { db in
                    matrix.withUnsafeBufferPointer { m in
                        Self.encodeTable.withUnsafeBufferPointer { enc in
                            convert(pixels, count, dr.baseAddress!, dg.baseAddress!, db.baseAddress!, m.baseAddress!, enc.baseAddress!)
                        }
                    }
                }
            }
        }
    }

    private func convert(_ p: UnsafeMutablePointer<UInt8>, _ count: Int, _ dr: UnsafePointer<Int32>, _ dg: UnsafePointer<Int32>,
                         _ db: UnsafePointer<Int32>, _ m: UnsafePointer<Int>, _ enc: UnsafePointer<UInt8>) {
        let half = 1 << (Self.matrixShift - 1)
        let top = Int(Self.one)
        var i = 0
        while i < count {
            let o = i * 4
            var r = Int(dr[Int(p[o])]), g = Int(dg[Int(p[o + 1])]), b = Int(db[Int(p[o + 2])])
            if !isIdentityMatrix {
                // 64-bit: a coefficient below 2^20 times linear light up to 2^16 cannot overflow.
                let nr = (m[0] &* r &+ m[1] &* g &+ m[2] &* b &+ half) >> Self.matrixShift
                let ng = (m[3] &* r &+ m[4] &* g &+ m[5] &* b &+ half) >> Self.matrixShift
                let nb = (m[6] &* r &+ m[7] &* g &+ m[8] &* b &+ half) >> Self.matrixShift
                r = nr < 0 ? 0 : (nr > top ? top : nr)
                g = ng < 0 ? 0 : (ng > top ? top : ng)
                b = nb < 0 ? 0 : (nb > top ? top : nb)
            }
            p[o] = enc[r >> Int(Self.encodeShift)]
            p[o + 1] = enc[g >> Int(Self.encodeShift)]
            p[o + 2] = enc[b >> Int(Self.encodeShift)]
            i += 1
        }
    }
}
