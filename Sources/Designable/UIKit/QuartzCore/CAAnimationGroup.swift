import Foundation

/// Animations that run together on one timeline, as Core Animation's `CAAnimationGroup`.
///
/// ```swift
/// let group = CAAnimationGroup()
/// group.animations = [grow, fade]
/// group.duration = 0.4
/// dot.add(group, forKey: "appear")
/// ```
///
/// The children's times are the group's local time (through its timing function), so a child's
/// `beginTime` is relative to the group's start, and children are cut off at the group's end.
/// Only the group's delegate is told when it starts and stops, as in Core Animation.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    /// The animations in the group, applied in order.
    open var animations: [CAAnimation]?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CAAnimationGroup else { return }
        animations = o.animations?.map { $0.copy() as! CAAnimation }
    }

    override func apply(to layer: CALayer, at parentTime: CFTimeInterval) {
        guard let animations, let state = timing.state(at: parentTime) else { return }
        let local = (timingFunction?.progress(state.fraction) ?? state.fraction) * effectiveDuration
        for child in animations { child.apply(to: layer, at: local) }
    }
}
