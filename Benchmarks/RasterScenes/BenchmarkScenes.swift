import Raster

/// The four raster benchmark scenes, defined exactly as in `shared/bench/peer_cairo.py`:
/// a 1170 × 2532 pixel canvas, cleared to transparent, seeded with 42 for every scene.
public enum BenchmarkScene: String, CaseIterable, Sendable {
    case rects, curves, stars, full

    public static let width = 1170
    public static let height = 2532

    /// Draws the scene onto `canvas`, which should be a fresh 1170 × 2532 canvas at scale 1.
    ///
    /// With `recolouringEvery: n` (rects only), every n-th rectangle, counting from the first,
    /// has its red, green and blue rotated to green, blue, red: a real colour change at the same
    /// place, for the benchmark's diff pairs. The random sequence is drawn as usual, so every
    /// other shape is exactly where and as it was.
    public func draw(on canvas: Canvas, recolouringEvery n: Int = 0) {
        var rng = SceneRandom(seed: 42)
        let w = Double(BenchmarkScene.width), h = Double(BenchmarkScene.height)
        let pi = DeterministicMath.pi
        switch self {
        case .rects:
            for index in 0..<10_000 {
                let x = rng.uniform(0, w), y = rng.uniform(0, h)
                let rw = rng.uniform(8, 64), rh = rng.uniform(8, 64)
                let r = rng.uniform(0, Swift.min(rw, rh) / 2)
                let c = rng.color()
                let recoloured = n > 0 && index % n == 0
                canvas.setFillColor(recoloured ? Color(red: c.green, green: c.blue, blue: c.red, alpha: c.alpha) : c)
                var path = Path()
                path.addArc(center: Point(x: x + rw - r, y: y + r), radius: r, startAngle: -pi / 2, endAngle: 0, clockwise: true)
                path.addArc(center: Point(x: x + rw - r, y: y + rh - r), radius: r, startAngle: 0, endAngle: pi / 2, clockwise: true)
                path.addArc(center: Point(x: x + r, y: y + rh - r), radius: r, startAngle: pi / 2, endAngle: pi, clockwise: true)
                path.addArc(center: Point(x: x + r, y: y + r), radius: r, startAngle: pi, endAngle: 3 * pi / 2, clockwise: true)
                path.closeSubpath()
                canvas.fill(path)
            }
        case .curves:
            canvas.setLineWidth(2)
            canvas.setLineCap(.butt)
            canvas.setLineJoin(.miter)
            for _ in 0..<2_000 {
                var pts: [Point] = []
                for _ in 0..<4 { pts.append(Point(x: rng.uniform(0, w), y: rng.uniform(0, h))) }
                canvas.setStrokeColor(rng.color())
                var path = Path()
                path.move(to: pts[0])
                path.addCurve(to: pts[3], control1: pts[1], control2: pts[2])
                canvas.stroke(path)
            }
        case .stars:
            for _ in 0..<1_000 {
                let cx = rng.uniform(0, w), cy = rng.uniform(0, h)
                let outer = rng.uniform(10, 60)
                let a = rng.uniform(0, 2 * pi)
                canvas.setFillColor(rng.color())
                var path = Path()
                for k in 0..<10 {
                    let r = k % 2 == 0 ? outer : 0.382 * outer
                    let angle = a + Double(k) * pi / 5
                    let p = Point(x: cx + r * DeterministicMath.sin(angle), y: cy - r * DeterministicMath.cos(angle))
                    if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
                }
                path.closeSubpath()
                canvas.fill(path)
            }
        case .full:
            for k in 0..<100 {
                canvas.setFillColor(Color(red: Double(k) / 100, green: 0.5, blue: 1 - Double(k) / 100, alpha: 1))
                canvas.fill(Rect(x: 0, y: 0, width: w, height: h))
            }
        }
    }
}
