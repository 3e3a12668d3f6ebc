import Designable
import Foundation
import Raster

/// Rendering at a moment (issue 17): a 1170 × 2532 pixel screen (390 × 844 points at @3x) of
/// 200 progress rings, each growing its arc with a `strokeEnd` animation, rendered at 250 ms
/// into the animations and at the model state, from fresh screens each run.
///
/// The goal: the moment costs no more than 1.5 × the model. Both trim the arc (each ring's
/// progress is below 1); the moment also evaluates 200 animations and copies 200 layers.
func runAnimationBenchmark(runs: Int) {
    let samples = max(runs, 5)
    var model: [Double] = [], moment: [Double] = []
    var hashes: Set<UInt64> = []
    for _ in 0..<samples {
        let a = AnimatedRingsScreen()
        model.append(renderMilliseconds { try ViewRenderer.render(a.root, scale: 3) })
        let b = AnimatedRingsScreen()
        var bitmap: Any?
        moment.append(renderMilliseconds {
            bitmap = try ViewRenderer.render(b.root, at: .milliseconds(250), scale: 3)
            return bitmap as Any
        })
        // Hashed after the timing: the hash is the check, not the work.
        if let bitmap = bitmap as? Bitmap { hashes.insert(bitmap.contentHash) }
    }
    let m = median(model), t = median(moment)
    print("animation: 200 progress rings on a 1170 × 2532 screen (390 × 844 pt @3x), strokeEnd animations; median of \(samples) runs")
    print("  model ms   moment (250 ms) ms   moment/model")
    print(String(format: "  %8.1f   %18.1f   %11.2f×", m, t, t / m))
    print("  goal: moment/model ≤ 1.5×; the moment rendered \(hashes.count == 1 ? "the same bytes every run" : "DIFFERENT BYTES between runs")")
}

private func renderMilliseconds(_ body: () throws -> Any) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    do { _ = try body() } catch { print("animation: render failed: \(error)") }
    return milliseconds(clock.now - start)
}

/// 10 columns × 20 rows of rings, each a track and an arc whose progress grows from 0 to a
/// value between 0.1 and 0.95 over 0.5 s with ease-in-out.
private struct AnimatedRingsScreen {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() {
        root.backgroundColor = .white
        let size: CGFloat = 39, gap: CGFloat = 42
        for i in 0..<200 {
            let ring = UIView(frame: CGRect(x: CGFloat(i % 10) * size, y: CGFloat(i / 10) * gap, width: size, height: size))
            let path = UIBezierPath(arcCenter: CGPoint(x: size / 2, y: size / 2), radius: size / 2 - 4,
                                    startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
            let track = CAShapeLayer(), arc = CAShapeLayer()
            for layer in [track, arc] {
                layer.frame = ring.bounds
                layer.path = path
                layer.fillColor = nil
                layer.lineWidth = 4
                ring.layer.addSublayer(layer)
            }
            track.strokeColor = UIColor(white: 0.9, alpha: 1).cgColor
            arc.strokeColor = UIColor.systemBlue.cgColor
            arc.lineCap = .round
            let progress = 0.1 + 0.85 * CGFloat((i * 37) % 100) / 100
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            grow.toValue = progress
            grow.duration = 0.5
            grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            arc.add(grow, forKey: "progress")
            arc.strokeEnd = progress
            root.addSubview(ring)
        }
    }
}
