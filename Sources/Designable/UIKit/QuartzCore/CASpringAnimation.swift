import Foundation
import Raster

/// A basic animation that moves like a mass on a damped spring, as Core Animation's
/// `CASpringAnimation`.
///
/// ```swift
/// let pop = CASpringAnimation(keyPath: "transform.scale")
/// pop.fromValue = 0.6
/// pop.toValue = 1
/// pop.damping = 8
/// pop.duration = pop.settlingDuration
/// button.layer.add(pop, forKey: "pop")
/// ```
///
/// The value is `from + (to − from) · (1 − x(t))`, where `x` solves
/// `mass · x″ + damping · x′ + stiffness · x = 0` from `x(0) = 1` with speed `initialVelocity`
/// towards the target; `t` is seconds into the iteration, so the timing function does not
/// apply. Exponentials, sines and cosines come from `DeterministicMath`.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// The friction; 10 by default.
    open var damping: CGFloat = 10
    /// The starting speed towards the target, in distances per second; 0 by default.
    open var initialVelocity: CGFloat = 0
    /// Whether damping may exceed critical damping; accepted for source compatibility
    /// (overdamped springs are always solved exactly here).
    open var allowsOverdamping = false

    /// A spring with Core Animation's defaults.
    public required init() { super.init() }

    /// A spring that settles in about `perceptualDuration` seconds, with `bounce` from 0 (none)
    /// towards 1 (more), as iOS 17's initializer.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let response = Swift.max(0.01, perceptualDuration)
        let dampingRatio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        stiffness = CGFloat((2 * DeterministicMath.pi / response) * (2 * DeterministicMath.pi / response))
        damping = CGFloat(4 * DeterministicMath.pi * dampingRatio / response)
        duration = settlingDuration
    }

    /// The duration the spring suggests (``perceptualDuration`` in iOS 17's terms).
    open var perceptualDuration: TimeInterval {
        let omega = (Double(stiffness) / Swift.max(1e-9, Double(mass))).squareRoot()
        return omega > 0 ? 2 * DeterministicMath.pi / omega : 0
    }

    /// How bouncy the spring is, from 0 (critically damped) towards 1.
    open var bounce: CGFloat {
        let ratio = dampingRatio
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    /// How long the spring takes to come to rest: until it stays within 0.1 % of the target.
    open var settlingDuration: CFTimeInterval {
        let model = SpringModel(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), velocity: Double(initialVelocity))
        var t = 0.0, lastOutside = 0.0
        let step = 1.0 / 120
        while t < 60 {
            if Swift.abs(model.displacement(t)) > 0.001 { lastOutside = t }
            if t - lastOutside > 0.5 { break }
            t += step
        }
        return lastOutside + step
    }

    private var dampingRatio: Double {
        let critical = 2 * (Double(stiffness) * Double(mass)).squareRoot()
        return critical > 0 ? Double(damping) / critical : 1
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CASpringAnimation else { return }
        mass = o.mass; stiffness = o.stiffness; damping = o.damping; initialVelocity = o.initialVelocity
        allowsOverdamping = o.allowsOverdamping
    }

    override func progress(at state: AnimationTiming.State) -> Double {
        let model = SpringModel(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), velocity: Double(initialVelocity))
        // Autoreversing runs the same motion backwards, so go by the fraction of the iteration.
        return 1 - model.displacement(state.fraction * effectiveDuration)
    }
}

/// A damped harmonic oscillator released from displacement 1, solved in closed form.
struct SpringModel {
    var mass: Double
    var stiffness: Double
    var damping: Double
    /// Speed towards the target at t = 0, in displacements per second.
    var velocity: Double

    /// The displacement from the target at time `t` seconds: 1 at the start, 0 at rest.
    func displacement(_ t: Double) -> Double {
        let m = mass > 0 ? mass : 1
        let k = Swift.max(0, stiffness)
        guard k > 0, t > 0 else { return 1 }
        let omega = (k / m).squareRoot()
        let zeta = Swift.max(0, damping) / (2 * (k * m).squareRoot())
        let v0 = -velocity   // x′(0): moving towards the target lowers the displacement
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega + v0) / wd
            let envelope = DeterministicMath.exp(-zeta * omega * t)
            return envelope * (DeterministicMath.cos(wd * t) + b * DeterministicMath.sin(wd * t))
        } else if zeta == 1 {
            return DeterministicMath.exp(-omega * t) * (1 + (omega + v0) * t)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - s), r2 = -omega * (zeta + s)
            // x = c1 e^(r1 t) + c2 e^(r2 t) with c1 + c2 = 1 and r1 c1 + r2 c2 = v0.
            let c2 = (v0 - r1) / (r2 - r1)
            let c1 = 1 - c2
            return c1 * DeterministicMath.exp(r1 * t) + c2 * DeterministicMath.exp(r2 * t)
        }
    }
}
