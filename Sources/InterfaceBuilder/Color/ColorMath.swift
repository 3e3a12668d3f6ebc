/// `exp`, `log` and `pow` from IEEE 754 addition, multiplication and division only.
///
/// Colour conversion raises components to powers (2.2, 2.4, 1/2.4). The platform's `pow`
/// may differ in the last bit between C libraries, and one bit can flip an 8-bit channel
/// when it is quantised, so, like `Raster.DeterministicMath`, these give the same bits on
/// every machine. Relative accuracy is about 1e-15, far below what a colour needs.
enum ColorMath {
    // ln 2 split so that `k * ln2Hi` is exact for |k| < 2^20 (Cody–Waite).
    private static let ln2Hi = 6.93147180369123816490e-01
    private static let ln2Lo = 1.90821492927058770002e-10

    /// e^x. Overflows to +∞ and underflows to 0 like the real function.
    static func exp(_ x: Double) -> Double {
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
    static func log(_ x: Double) -> Double {
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
    static func pow(_ x: Double, _ y: Double) -> Double {
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
}
