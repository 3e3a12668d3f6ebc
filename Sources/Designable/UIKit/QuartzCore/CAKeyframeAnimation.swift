import Foundation
import Raster

/// An animation of one property through a sequence of values, or of a position along a path,
/// as Core Animation's `CAKeyframeAnimation`.
///
/// ```swift
/// let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
/// pulse.values = [1, 1.3, 0.9, 1]
/// pulse.keyTimes = [0, 0.4, 0.7, 1]
/// pulse.duration = 0.6
/// badge.layer.add(pulse, forKey: "pulse")
/// ```
///
/// `keyTimes` (0...1, one per value) default to evenly spaced; `timingFunctions` pace each
/// segment, and `timingFunction` the whole. `calculationMode` is `.linear` (blend between
/// values), `.discrete` (hold each value), `.paced` (even speed, by distance between values),
/// or `.cubic`/`.cubicPaced` (a Catmull-Rom curve through numbers and points, shaped by
/// `tensionValues`). With a `path`, the position moves along it at even speed; `rotationMode`
/// `.rotateAuto` turns the layer along the path's direction.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The values, one per keyframe.
    open var values: [Any]?
    /// A path for a point property to follow, instead of ``values``.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed; `.linear` by default.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether the layer turns to follow ``path``.
    open var rotationMode: CAAnimationRotationMode?
    /// The tension of each keyframe for cubic modes (−1 loose … 1 tight).
    open var tensionValues: [NSNumber]?
    /// The continuity of each keyframe for cubic modes; accepted for source compatibility.
    open var continuityValues: [NSNumber]?
    /// The bias of each keyframe for cubic modes; accepted for source compatibility.
    open var biasValues: [NSNumber]?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values; path = o.path; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode; rotationMode = o.rotationMode; tensionValues = o.tensionValues
        continuityValues = o.continuityValues; biasValues = o.biasValues
    }

    override func value(at state: AnimationTiming.State, current: AnimatableValue?) -> AnimatableValue? {
        let p = paced(state.fraction)
        if let path, !path.path.isEmpty { return pathValue(path.path, p) }
        guard let raw = values, !raw.isEmpty else { return nil }
        let vs = raw.map { AnimatableValue($0) }
        if vs.count == 1 { return vs[0] }
        let times = keyframeTimes(vs)
        if calculationMode == .discrete {
            var i = 0
            while i + 1 < times.count && times[i + 1] <= p { i += 1 }
            return vs[Swift.min(i, vs.count - 1)]
        }
        // The segment holding p: the last i with times[i] <= p.
        var i = 0
        while i + 2 < times.count && times[i + 1] <= p { i += 1 }
        let t0 = times[i], t1 = times[i + 1]
        var u = t1 > t0 ? (p - t0) / (t1 - t0) : 1
        u = Swift.min(1, Swift.max(0, u))
        if calculationMode != .paced && calculationMode != .cubicPaced, let fs = timingFunctions, i < fs.count {
            u = fs[i].progress(u)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced, let v = cubic(vs, i, u) { return v }
        return vs[i].interpolated(to: vs[i + 1], u)
    }

    override func iterationChange(current: AnimatableValue?) -> AnimatableValue? {
        guard let raw = values, let first = raw.first, let last = raw.last else { return nil }
        return AnimatableValue(last).subtracting(AnimatableValue(first))
    }

    /// One time per value: ``keyTimes`` when they fit, else spaced by distance (paced modes)
    /// or evenly.
    private func keyframeTimes(_ vs: [AnimatableValue]) -> [Double] {
        let n = vs.count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            var lengths = [0.0]
            for k in 1..<n { lengths.append(lengths[k - 1] + vs[k - 1].distance(to: vs[k])) }
            if let total = lengths.last, total > 0 { return lengths.map { $0 / total } }
        }
        if let kt = keyTimes, kt.count == n || (calculationMode == .discrete && kt.count == n + 1) {
            let ts = kt.map { Swift.min(1, Swift.max(0, $0.doubleValue)) }
            if zip(ts, ts.dropFirst()).allSatisfy({ $0 <= $1 }) { return ts }
        }
        if calculationMode == .discrete { return (0..<n).map { Double($0) / Double(n) } }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// A Catmull-Rom (cardinal, by tension) curve through numbers or points.
    private func cubic(_ vs: [AnimatableValue], _ i: Int, _ u: Double) -> AnimatableValue? {
        let p0 = vs[Swift.max(0, i - 1)], p1 = vs[i], p2 = vs[i + 1], p3 = vs[Swift.min(vs.count - 1, i + 2)]
        let tension = (tensionValues.flatMap { i < $0.count ? $0[i].doubleValue : nil }) ?? 0
        let s = (1 - tension) / 2
        func hermite(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            let m1 = s * (c - a), m2 = s * (d - b)
            let u2 = u * u, u3 = u2 * u
            return (2 * u3 - 3 * u2 + 1) * b + (u3 - 2 * u2 + u) * m1 + (-2 * u3 + 3 * u2) * c + (u3 - u2) * m2
        }
        switch (p0, p1, p2, p3) {
        case let (.number(a), .number(b), .number(c), .number(d)): return .number(hermite(a, b, c, d))
        case let (.point(a), .point(b), .point(c), .point(d)):
            return .point(Point(x: hermite(a.x, b.x, c.x, d.x), y: hermite(a.y, b.y, c.y, d.y)))
        default: return nil
        }
    }

    /// The point `fraction` of the way along `path` by length; with `.rotateAuto`, the layer
    /// also turns along the path (applied by ``apply(to:at:)``).
    private func pathValue(_ path: Raster.Path, _ fraction: Double) -> AnimatableValue? {
        guard let (point, _) = PathWalk(path).point(at: fraction) else { return nil }
        return .point(point)
    }

    override func apply(to layer: CALayer, at parentTime: CFTimeInterval) {
        super.apply(to: layer, at: parentTime)
        guard let rotationMode, let path, let state = timing.state(at: parentTime),
              let (_, angle) = PathWalk(path.path).point(at: paced(state.fraction)) else { return }
        let turn = rotationMode == .rotateAutoReverse ? angle + DeterministicMath.pi : angle
        layer.transform = CATransform3DMakeRotation(CGFloat(turn), 0, 0, 1).concatenating(layer.transform)
    }
}

/// Points along a path by length, for keyframe animations that follow a path.
struct PathWalk {
    private var points: [Point] = []
    private var lengths: [Double] = []

    init(_ path: Raster.Path) {
        for line in path.flattened(tolerance: 1.0 / 64) {
            var pts = line.points
            if line.isClosed, let first = pts.first { pts.append(first) }
            for p in pts {
                if let last = points.last { lengths.append(lengths.last! + (p - last).length) } else { lengths.append(0) }
                points.append(p)
            }
        }
    }

    /// The point at `fraction` of the total length, and the direction of travel there in radians.
    func point(at fraction: Double) -> (Point, Double)? {
        guard let total = lengths.last, points.count > 1 else { return points.first.map { ($0, 0) } }
        let target = Swift.min(1, Swift.max(0, fraction)) * total
        var i = 1
        while i < points.count - 1 && lengths[i] < target { i += 1 }
        let a = points[i - 1], b = points[i]
        let span = lengths[i] - lengths[i - 1]
        let u = span > 0 ? (target - lengths[i - 1]) / span : 0
        return (a.lerp(to: b, u), DeterministicMath.atan2(b.y - a.y, b.x - a.x))
    }
}

/// How a keyframe animation computes values between keyframes, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Blend linearly between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Hold each value until the next keyframe.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed across the whole animation.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a path turns with it, as `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turn to face along the path.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turn to face back along the path.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
