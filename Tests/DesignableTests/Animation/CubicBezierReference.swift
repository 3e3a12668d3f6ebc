import Foundation

/// A timing curve's progress computed independently of the toolkit: the cubic Bézier from (0, 0)
/// through two control points to (1, 1), solved for x by plain bisection. Tests compare the
/// toolkit's Newton-based solver and every eased animation against it.
enum CubicBezierReference {
    static func progress(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at x: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if coordinate(mid, c1x, c2x) < x { lo = mid } else { hi = mid }
        }
        return coordinate((lo + hi) / 2, c1y, c2y)
    }

    static func easeIn(_ x: Double) -> Double { progress(0.42, 0, 1, 1, at: x) }
    static func easeInOut(_ x: Double) -> Double { progress(0.42, 0, 0.58, 1, at: x) }
}
