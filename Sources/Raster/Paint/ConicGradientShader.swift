/// Shades a conic (angular) gradient: the colour depends on the direction from a centre,
/// sweeping from a start angle through a full turn.
///
/// The angle comes from a polynomial arctangent (error below 2·10⁻⁵ rad, far under one of the
/// table's 256 steps) built from additions and multiplications only, so every machine picks the
/// same table entry.
final class ConicGradientShader: Shader {
    private let table: [UInt8]
    private let inverse: Transform
    private let center: Point
    private let startAngle: Double

    /// `deviceToUser` maps device pixels back to the gradient's user space.
    init(gradient: Gradient, center: Point, startAngle: Double, deviceToUser: Transform) {
        table = gradient.lookupTable()
        inverse = deviceToUser
        self.center = center
        self.startAngle = startAngle
    }

    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        var p = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let step = Point(x: inverse.a, y: inverse.b)
        let twoPi = 2 * DeterministicMath.pi
        table.withUnsafeBufferPointer { lut in
            var i = 0
            while i < count {
                var a = ConicGradientShader.angle(p.y - center.y, p.x - center.x) - startAngle
                a = a - (a / twoPi).rounded(.down) * twoPi
                var t = a / twoPi
                if t < 0 { t = 0 } else if t > 1 { t = 1 }
                let index = Int(t * 255 + 0.5) &* 4
                let o = out + i &* 4
                o[0] = lut[index]; o[1] = lut[index &+ 1]; o[2] = lut[index &+ 2]; o[3] = lut[index &+ 3]
                p = p + step
                i &+= 1
            }
        }
    }

    /// atan2(y, x) in (−π, π] by octant reduction and an odd polynomial on [0, 1].
    @inline(__always)
    static func angle(_ y: Double, _ x: Double) -> Double {
        let ax = x < 0 ? -x : x, ay = y < 0 ? -y : y
        if ax == 0 && ay == 0 { return 0 }
        let swap = ay > ax
        let z = swap ? ax / ay : ay / ax
        let z2 = z * z
        var r = z * (0.999_866 + z2 * (-0.330_299_5 + z2 * (0.180_141 + z2 * (-0.085_133 + z2 * 0.020_835_1))))
        if swap { r = DeterministicMath.pi / 2 - r }
        if x < 0 { r = DeterministicMath.pi - r }
        return y < 0 ? -r : r
    }
}

extension Canvas {
    /// Paints a conic gradient across the whole clip: around `center`, starting at `startAngle`
    /// radians (0 points along +x; angles grow towards +y, clockwise on a y-down screen) and
    /// sweeping one full turn.
    public func drawConicGradient(_ gradient: Gradient, center: Point, startAngle: Double) {
        guard let inverse = state.ctm.inverted() else { return }
        let shader = ConicGradientShader(gradient: gradient, center: center, startAngle: startAngle, deviceToUser: inverse)
        paint(clipPolylines(), rule: .nonZero, color: .black, shader: shader)
    }
}
