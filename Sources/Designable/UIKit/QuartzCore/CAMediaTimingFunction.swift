import Foundation

/// The pacing of an animation, as Core Animation's `CAMediaTimingFunction`: a cubic Bézier
/// from (0, 0) to (1, 1) that maps elapsed time (x) to progress (y).
///
/// ```swift
/// animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
/// animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)
/// ```
///
/// The curve is solved for x by Newton's method with a bisection fallback, using only IEEE
/// arithmetic, so every machine computes the same progress.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The first control point.
    let c1: (x: Double, y: Double)
    /// The second control point.
    let c2: (x: Double, y: Double)

    /// One of the named curves, with Core Animation's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve through the control points (`c1x`, `c1y`) and (`c2x`, `c2y`). The x coordinates
    /// are clamped to 0...1 so that time runs forwards; y may overshoot.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func unit(_ v: Float) -> Double { v.isFinite ? Swift.min(1, Swift.max(0, Double(v))) : 0 }
        func finite(_ v: Float) -> Double { v.isFinite ? Double(v) : 0 }
        c1 = (unit(c1x), finite(c1y))
        c2 = (unit(c2x), finite(c2y))
        super.init()
    }

    /// Writes control point `idx` (0 to 3; 0 is (0, 0) and 3 is (1, 1)) into `ptr` as two floats.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: (Double, Double) = switch idx {
        case 1: c1
        case 2: c2
        case 3: (1, 1)
        default: (0, 0)
        }
        ptr[0] = Float(p.0)
        ptr[1] = Float(p.1)
    }

    /// The progress at elapsed fraction `x` (clamped to 0...1).
    func progress(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        if c1.x == c1.y && c2.x == c2.y { return x }   // the straight line
        let s = parameter(forX: x)
        return bezier(s, c1.y, c2.y)
    }

    /// The curve parameter whose x is `x`.
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, c1.x, c2.x) - x
            if Swift.abs(error) < 1e-12 { return s }
            let slope = derivative(s, c1.x, c2.x)
            if Swift.abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        // Newton's method stalled on a flat stretch: bisect (x grows with s, as x is clamped).
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            let value = bezier(s, c1.x, c2.x)
            if Swift.abs(value - x) < 1e-12 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// One coordinate of the Bézier from 0 through `p1` and `p2` to 1, at parameter `s`.
    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Whether the two functions have the same control points.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1 == other.c1 && c2 == other.c2
    }

    /// A hash of the control points.
    open override var hash: Int {
        var h = Hasher()
        h.combine(c1.x); h.combine(c1.y); h.combine(c2.x); h.combine(c2.y)
        return h.finalize()
    }

    /// The control points, for test output.
    open override var description: String { "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))" }
}

/// The names of Core Animation's standard timing curves, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it.
    public var rawValue: String
    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed: (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
