import Raster

/// A colour channel's transfer function, from encoded sample (0…1) to linear light (0…1):
/// an ICC `curv` or `para` tag, a PNG gAMA, or sRGB's own curve. Evaluated with
/// `DeterministicMath` only, and only while building lookup tables, never per pixel.
enum ToneCurve: Equatable, Sendable {
    /// `y = x^γ`.
    case gamma(Double)
    /// Samples evenly spaced over 0…1, 0…65535 each, linearly interpolated.
    case table([UInt16])
    /// ICC parametric function type 0–4 and its parameters `g a b c d e f`.
    case parametric(type: Int, parameters: [Double])

    /// The sRGB curve (IEC 61966-2-1): linear below 0.04045, then a 2.4 power.
    static let sRGB = ToneCurve.parametric(type: 3, parameters: [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045])

    /// Linear light for the encoded value `x`, clamped to 0…1.
    func linear(_ x: Double) -> Double {
        let y: Double
        switch self {
        case .gamma(let g): y = DeterministicMath.pow(x, g)
        case .table(let samples):
            if samples.isEmpty { y = x; break }
            if samples.count == 1 { y = Double(samples[0]) / 65535; break }
            let position = x * Double(samples.count - 1)
            let i = min(samples.count - 2, max(0, Int(position)))
            let t = position - Double(i)
            y = (Double(samples[i]) * (1 - t) + Double(samples[i + 1]) * t) / 65535
        case let .parametric(type, p):
            let g = p[0]
            func power(_ base: Double) -> Double { base <= 0 ? 0 : DeterministicMath.pow(base, g) }
            switch type {
            case 0: y = power(x)
            case 1: y = x >= -p[2] / p[1] ? power(p[1] * x + p[2]) : 0
            case 2: y = x >= -p[2] / p[1] ? power(p[1] * x + p[2]) + p[3] : p[3]
            case 3: y = x >= p[4] ? power(p[1] * x + p[2]) : p[3] * x
            default: y = x >= p[4] ? power(p[1] * x + p[2]) + p[5] : p[3] * x + p[6]
            }
        }
        return min(1, max(0, y.isNaN ? 0 : y))
    }

    /// How many parameters an ICC `para` function of `type` has; `nil` for an unknown type.
    static func parameterCount(ofType type: Int) -> Int? {
        switch type {
        case 0: 1
        case 1: 3
        case 2: 4
        case 3: 5
        case 4: 7
        default: nil
        }
    }
}
