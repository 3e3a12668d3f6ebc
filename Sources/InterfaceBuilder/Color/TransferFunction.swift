import Raster
/// The curves between encoded colour components and linear light.
///
/// Both sRGB and Display P3 use the sRGB curve (IEC 61966-2-1):
///
/// - decode: `v ≤ 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055)^2.4`
/// - encode: `l ≤ 0.0031308 ? 12.92 · l : 1.055 · l^(1/2.4) − 0.055`
///
/// extended to negative values by symmetry, as Apple's extended sRGB is, so colours outside
/// the sRGB gamut (P3's saturated red, say) convert without clipping until the caller clamps.
/// The grey space IB calls `genericGamma22GrayColorSpace` is a pure power curve, `v^2.2`.
enum TransferFunction {
    static func sRGBDecode(_ v: Double) -> Double {
        let a = v < 0 ? -v : v
        let l = a <= 0.04045 ? a / 12.92 : DeterministicMath.pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    static func sRGBEncode(_ l: Double) -> Double {
        let a = l < 0 ? -l : l
        // 1.055·p − 0.055 written as p + 0.055·(p − 1), so that 1 encodes to exactly 1.
        let p = DeterministicMath.pow(a, 1 / 2.4)
        let v = a <= 0.0031308 ? 12.92 * a : p + 0.055 * (p - 1)
        return l < 0 ? -v : v
    }

    static func gamma22Decode(_ v: Double) -> Double {
        v < 0 ? -DeterministicMath.pow(-v, 2.2) : DeterministicMath.pow(v, 2.2)
    }
}
