import Foundation
import Raster

/// One property's animation under a ``UIViewPropertyAnimator``: its value is a function of the
/// animator's ``UIViewPropertyAnimator/fractionComplete`` alone, so running it forwards,
/// backwards, faster or paused retraces the same path.
///
/// The Core Animation timing of the added copy covers one *segment* of the animator's life (a
/// run from `base` to `target`, or a pause): its elapsed fraction `s` stands for the fraction
/// `f = base + (target − base) · s`. The value at `f` runs from `fromValue` to `toValue` over the
/// block's window `start...end` of the animator's fraction (a block added with a delay factor
/// starts late), through the animator's curve over that window; linearly while the animator is
/// paused and scrubs linearly.
final class PropertyAnimatorAnimation: CABasicAnimation, @unchecked Sendable {
    /// The curve over the window.
    enum Curve {
        case cubic(CAMediaTimingFunction)
        /// A spring that settles within `seconds`, the window's length in time.
        case spring(SpringModel, seconds: Double)
    }

    var curve: Curve = .cubic(CAMediaTimingFunction(name: .linear))
    /// The animator's fraction where the value leaves `fromValue` and where it reaches `toValue`.
    var window: (start: Double, end: Double) = (0, 1)
    /// Whether the curve is anchored at the window's end: a part re-timed to run back towards
    /// the start eases out of where it was, so its curve runs from the end.
    var anchoredAtEnd = false
    /// Whether the value follows the fraction linearly (a paused animator that scrubs linearly).
    var linear = false
    /// The fractions this copy's timing runs between.
    var segment: (base: Double, target: Double) = (0, 1)

    required init() { super.init() }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? PropertyAnimatorAnimation else { return }
        curve = o.curve; window = o.window; anchoredAtEnd = o.anchoredAtEnd; linear = o.linear; segment = o.segment
    }

    /// The progress from `fromValue` to `toValue` at the animator's fraction `f`.
    func progress(atFraction f: Double) -> Double {
        let span = window.end - window.start
        let u = span > 0 ? Swift.min(1, Swift.max(0, (f - window.start) / span)) : (f >= window.end ? 1 : 0)
        if linear { return u }
        return anchoredAtEnd ? 1 - eased(1 - u) : eased(u)
    }

    private func eased(_ u: Double) -> Double {
        switch curve {
        case .cubic(let function): function.progress(u)
        case .spring(let model, let seconds): u >= 1 ? 1 : 1 - model.displacement(u * seconds)
        }
    }

    override func progress(at state: AnimationTiming.State) -> Double {
        progress(atFraction: segment.base + (segment.target - segment.base) * state.fraction)
    }
}
