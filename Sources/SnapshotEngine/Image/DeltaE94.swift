import Foundation
import Raster

/// The CIE 1994 colour difference (ΔE*94, graphic-arts weights) between two straight-alpha
/// sRGB pixels.
///
/// Why 1994 and not 2000: swift-snapshot-testing's `perceptualPrecision` is defined through
/// Core Image's `CILabDeltaE`, which computes ΔE 1994. Using the same formula keeps the
/// thresholds people already tuned (`perceptualPrecision: 0.98` means "ΔE at most 2, about a
/// just-noticeable difference") meaning the same thing here. ΔE 2000 corrects ΔE 94 mostly in
/// saturated blues and near-greys, differences a UI regression test does not hinge on.
///
/// Translucent pixels are composited over both white and black and the larger difference is
/// taken, so a change of alpha alone is not hidden by the background chosen.
enum DeltaE94 {
    static func between(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
        if p[3] == 255 && q[3] == 255 {
            return distance(lab(p, over: 0), lab(q, over: 0))
        }
        return max(distance(lab(p, over: 0), lab(q, over: 0)), distance(lab(p, over: 255), lab(q, over: 255)))
    }

    /// sRGB channel (0…255) to linear light, once for each of the 256 values.
    private static let linear: [Double] = (0..<256).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : DeterministicMath.pow((c + 0.055) / 1.055, 2.4)
    }

    private static func lab(_ p: UnsafePointer<UInt8>, over background: Double) -> (l: Double, a: Double, b: Double) {
        let alpha = Double(p[3]) / 255
        func channel(_ v: UInt8) -> Double {
            if alpha == 1 { return linear[Int(v)] }
            // Composite in sRGB, as a display would blend the layers.
            let c = (Double(v) * alpha + background * (1 - alpha)) / 255
            return c <= 0.04045 ? c / 12.92 : DeterministicMath.pow((c + 0.055) / 1.055, 2.4)
        }
        let r = channel(p[0]), g = channel(p[1]), b = channel(p[2])
        // sRGB to XYZ (D65), normalised by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? DeterministicMath.cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// ΔE*94 with kL = kC = kH = 1, K1 = 0.045, K2 = 0.015; the first colour is the reference.
    private static func distance(_ c1: (l: Double, a: Double, b: Double), _ c2: (l: Double, a: Double, b: Double)) -> Double {
        let dL = c1.l - c2.l
        let chroma1 = (c1.a * c1.a + c1.b * c1.b).squareRoot()
        let chroma2 = (c2.a * c2.a + c2.b * c2.b).squareRoot()
        let dC = chroma1 - chroma2
        let da = c1.a - c2.a, db = c1.b - c2.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * chroma1, sH = 1 + 0.015 * chroma1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }
}
