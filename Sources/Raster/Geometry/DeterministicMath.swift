/// Trigonometry, exponentials and powers built only from IEEE 754 addition,
/// multiplication, division and square root, which are correctly rounded on every
/// conforming CPU.
///
/// Platform libms may differ in the last bit of `sin`, `cos` or `atan2`, and one bit in a
/// control point can move an anti-aliased edge by one level. Rendering therefore never
/// calls them: arcs, rotations, angles, colour-space transfer curves and colour
/// differences go through these functions, which give the same bits everywhere. Accuracy is within a few ulps, far below anything visible.
public enum DeterministicMath {
    /// π as the nearest `Double` (the value of `Double.pi`), for the angles of arcs and rotations.
    public static let pi = 3.141592653589793
    // π/2 split so that `k * pio2Hi` is exact for |k| < 2^20 (Cody–Waite reduction).
    private static let pio2Hi = 1.5707963267341256
    private static let pio2Lo = 6.077100506506192e-11

    /// sin(x) on [-π/4, π/4], minimax polynomial.
    @usableFromInline static func kernelSin(_ x: Double) -> Double {
        let z = x * x
        let r = 2.7557313707070068e-06 + z * (-2.5050760253406863e-08 + z * 1.5896909952115501e-10)
        return x + x * z * (-1.6666666666666632e-01 + z * (8.333333333322489e-03 + z * (-1.9841269829857949e-04 + z * r)))
    }

    /// cos(x) on [-π/4, π/4], minimax polynomial.
    @usableFromInline static func kernelCos(_ x: Double) -> Double {
        let z = x * x
        let r = z * (4.1666666666666602e-02 + z * (-1.3888888888874106e-03 + z * (2.4801587289476729e-05
            + z * (-2.7557314351390663e-07 + z * (2.0875723212981748e-09 + z * -1.1359647557788195e-11)))))
        let hz = 0.5 * z
        let w = 1.0 - hz
        return w + (((1.0 - w) - hz) + z * r)
    }

    /// Reduces `x` to `r` in [-π/4, π/4] and the quadrant `k mod 4`.
    private static func reduce(_ x: Double) -> (r: Double, quadrant: Int) {
        let k = (x * 0.6366197723675814).rounded(.toNearestOrEven)
        let r = (x - k * pio2Hi) - k * pio2Lo
        let q = Int(k.truncatingRemainder(dividingBy: 4))
        return (r, (q + 4) & 3)
    }

    /// The sine of `x` radians. Returns NaN for non-finite input; accurate for |x| < 2^20.
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (r, q) = reduce(x)
        switch q {
        case 0: return kernelSin(r)
        case 1: return kernelCos(r)
        case 2: return -kernelSin(r)
        default: return -kernelCos(r)
        }
    }

    /// The cosine of `x` radians. Returns NaN for non-finite input; accurate for |x| < 2^20.
    public static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (r, q) = reduce(x)
        switch q {
        case 0: return kernelCos(r)
        case 1: return -kernelSin(r)
        case 2: return -kernelCos(r)
        default: return kernelSin(r)
        }
    }

    /// The tangent of `x` radians.
    public static func tan(_ x: Double) -> Double { sin(x) / cos(x) }

    /// The arc tangent of `x`, in (-π/2, π/2).
    public static func atan(_ x: Double) -> Double {
        if x != x { return x }
        if x < 0 { return -atan(-x) }
        if x > 1 { return pi / 2 - atan(1 / x) }
        // Two half-angle steps bring |x| below tan(π/16) ≈ 0.199, where the series converges fast.
        var t = x
        t = t / (1 + (1 + t * t).squareRoot())
        t = t / (1 + (1 + t * t).squareRoot())
        let t2 = t * t
        var sum = 0.0
        var n = 27.0
        while n >= 1 {
            sum = 1 / n - t2 * sum
            n -= 2
        }
        return 4 * t * sum
    }

    /// The angle of the vector (x, y) from the positive x axis, in (-π, π].
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x != x || y != y { return .nan }
        if x == 0 {
            if y > 0 { return pi / 2 }
            if y < 0 { return -pi / 2 }
            return x.sign == .minus ? (y.sign == .minus ? -pi : pi) : y
        }
        let a = atan(y / x)
        if x > 0 { return a }
        return y >= 0 ? a + pi : a - pi
    }

    // MARK: Exponentials, for colour transfer functions and colour differences.

    // ln 2 split so that `k * ln2Hi` is exact for |k| < 2^20 (Cody–Waite).
    private static let ln2Hi = 6.93147180369123816490e-01
    private static let ln2Lo = 1.90821492927058770002e-10

    /// e^x. Overflows to +∞ and underflows to 0 like the real function.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.8 { return .infinity }
        if x < -745.2 { return 0 }
        // x = k·ln2 + r with |r| ≤ ln2/2, so e^x = 2^k · e^r.
        let k = (x / (ln2Hi + ln2Lo)).rounded(.toNearestOrEven)
        let r = (x - k * ln2Hi) - k * ln2Lo
        // Taylor series in Horner form; the 20th term is below 1e-26 for |r| ≤ 0.35.
        var sum = 1.0
        var n = 20.0
        while n >= 1 {
            sum = 1 + sum * r / n
            n -= 1
        }
        return scale(sum, byPowerOfTwo: Int(k))
    }

    /// The natural logarithm of `x`; NaN for negative `x`, -∞ for zero.
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        // x = m · 2^e with m in [√½, √2); significand and exponent are exact bit operations.
        var m = x.significand
        var e = Double(x.exponent)
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        // ln m = 2·atanh(s) with s = (m − 1)/(m + 1), |s| ≤ 0.172: the odd series converges fast.
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var sum = 0.0
        var n = 31.0
        while n >= 1 {
            sum = 1 / n + s2 * sum
            n -= 2
        }
        return e * ln2Hi + (e * ln2Lo + 2 * s * sum)
    }

    /// x^y for x ≥ 0, which is all colour transfer functions need; NaN for negative `x`.
    public static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0 { return 1 }
        if x == 0 { return y > 0 ? 0 : .infinity }
        if x == 1 { return 1 }
        return exp(y * log(x))
    }

    /// `value · 2^k`, exactly, stepping so that intermediate powers of two stay finite.
    private static func scale(_ value: Double, byPowerOfTwo k: Int) -> Double {
        var v = value
        var k = k
        while k > 1000 { v *= Double(sign: .plus, exponent: 1000, significand: 1); k -= 1000 }
        while k < -1000 { v *= Double(sign: .plus, exponent: -1000, significand: 1); k += 1000 }
        return v * Double(sign: .plus, exponent: k, significand: 1)
    }

    /// The real cube root, for any sign. The exponent is divided by three exactly; the
    /// significand's root starts from a chord of its octave (within 1.5 %) and three Halley
    /// steps, each cubing the error, take it below an ulp. It is called per pixel by colour
    /// differences, so it avoids the much longer `exp(log(x) / 3)`.
    public static func cbrt(_ x: Double) -> Double {
        if x == 0 || !x.isFinite { return x }
        let a = Swift.abs(x)
        // a = m · 2^e with m in [1, 2); write e = 3q + r so that a = (m · 2^r) · 2^(3q).
        let e = Int(a.exponent)
        var q = e / 3, r = e - 3 * q
        if r < 0 { r += 3; q -= 1 }
        let m = a.significand * Double(sign: .plus, exponent: r, significand: 1)   // in [1, 8)
        var y = m < 2 ? 0.74 + 0.26 * m : (m < 4 ? 0.94 + 0.16 * m : 1.16 + 0.105 * m)
        for _ in 0..<3 {
            let y3 = y * y * y
            y = y * (y3 + 2 * m) / (2 * y3 + m)
        }
        let root = y * Double(sign: .plus, exponent: q, significand: 1)
        return x < 0 ? -root : root
    }
}
