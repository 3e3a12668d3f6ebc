/// Shades linear (axial) and radial (two-circle) gradients from a 256-entry table.
final class GradientShader: Shader {
    enum Geometry {
        case linear(start: Point, end: Point)
        case radial(startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double)
    }

    private let table: [UInt8]
    private let geometry: Geometry
    private let inverse: Transform
    private let extendStart: Bool, extendEnd: Bool

    /// `deviceToUser` maps device pixels back to the gradient's user space.
    init(gradient: Gradient, geometry: Geometry, deviceToUser: Transform, options: GradientDrawingOptions) {
        table = gradient.lookupTable()
        self.geometry = geometry
        inverse = deviceToUser
        extendStart = options.contains(.drawsBeforeStartLocation)
        extendEnd = options.contains(.drawsAfterEndLocation)
    }

    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        // User-space position of the first pixel centre and the step per pixel to the right.
        var p = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let step = Point(x: inverse.a, y: inverse.b)
        table.withUnsafeBufferPointer { lut in
            for i in 0..<count {
                let t = parameter(at: p)
                let o = out + i &* 4
                if let t, (t >= 0 || extendStart), (t <= 1 || extendEnd) {
                    let clamped = t < 0 ? 0 : (t > 1 ? 1 : t)
                    let index = Int(clamped * 255 + 0.5) &* 4
                    o[0] = lut[index]; o[1] = lut[index &+ 1]; o[2] = lut[index &+ 2]; o[3] = lut[index &+ 3]
                } else {
                    o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
                }
                p = p + step
            }
        }
    }

    /// The gradient parameter at a user-space point, or `nil` where a radial gradient is undefined.
    private func parameter(at p: Point) -> Double? {
        switch geometry {
        case let .linear(start, end):
            let d = end - start
            let len2 = d.dot(d)
            return len2 > 0 ? (p - start).dot(d) / len2 : 0
        case let .radial(c0, r0, c1, r1):
            // The largest t with |p − c(t)| = r(t) and r(t) ≥ 0, where c and r interpolate linearly.
            let cd = c1 - c0, pd = p - c0, dr = r1 - r0
            let a = cd.dot(cd) - dr * dr
            let b = pd.dot(cd) + r0 * dr
            let c = pd.dot(pd) - r0 * r0
            if a == 0 {
                guard b != 0 else { return nil }
                let t = c / (2 * b)
                return r0 + t * dr >= 0 ? t : nil
            }
            let disc = b * b - a * c
            guard disc >= 0 else { return nil }
            let s = disc.squareRoot()
            let t1 = (b + s) / a, t2 = (b - s) / a
            let hi = Swift.max(t1, t2), lo = Swift.min(t1, t2)
            if r0 + hi * dr >= 0 { return hi }
            if r0 + lo * dr >= 0 { return lo }
            return nil
        }
    }
}
