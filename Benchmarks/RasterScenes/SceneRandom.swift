import Raster

/// The 64-bit LCG that `shared/bench/peer_cairo.py` defines, so our scenes draw exactly the
/// primitives the Cairo peer draws, in the same order.
public struct SceneRandom {
    private var state: UInt64

    public init(seed: UInt64 = 42) { state = seed }

    /// A value in [0, 1): the top 31 bits of the state after one step.
    public mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 33) / 2_147_483_648.0
    }

    public mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * next() }

    /// r, g, b in that order, then alpha in [0.5, 1).
    public mutating func color() -> Color {
        let r = next(), g = next(), b = next()
        return Color(red: r, green: g, blue: b, alpha: uniform(0.5, 1.0))
    }
}
