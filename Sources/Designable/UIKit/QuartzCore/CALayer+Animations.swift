import Foundation
import Locking

/// One animation attached to a layer, under its key (Core Animation allows none).
struct LayerAnimationEntry {
    let key: String?
    let animation: CAAnimation
}

/// Core Animation's animation API on layers, with the snapshot semantics ``CAAnimation``
/// describes.
extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing (and interrupting) an animation already
    /// there, as Core Animation does. A `beginTime` of 0 becomes the layer's current time on the
    /// snapshot clock (see ``CACurrentMediaTime()``).
    ///
    /// A ``CATransition`` takes its picture of the layer's old state here, unless it has one.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if let transition = copy as? CATransition, transition.oldState == nil {
            transition.oldState = TransitionSnapshot.capture(self)
        }
        if copy.beginTime == 0 { copy.beginTime = localTime(atClockTime: SnapshotClock.now) }
        copy.sequence = AnimationSequence.next()
        CATransaction.attachToOpenTransactions(copy)
        for group in copy.completionGroups { group.animationAdded() }
        if let key, let i = animationEntries.firstIndex(where: { $0.key == key }) {
            interruptedAnimations.append(animationEntries.remove(at: i).animation)
        }
        animationEntries.append(LayerAnimationEntry(key: key, animation: copy))
    }

    /// Removes the animation under `key`; its delegate and completions hear `finished: false`
    /// at the next render.
    public func removeAnimation(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        interruptedAnimations.append(animationEntries.remove(at: i).animation)
    }

    /// Removes every animation; their delegates and completions hear `finished: false` at the
    /// next render.
    public func removeAllAnimations() {
        interruptedAnimations.append(contentsOf: animationEntries.map(\.animation))
        animationEntries.removeAll()
    }

    /// The keys of the layer's animations, in the order they were added; `nil` when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The animation under `key`: the copy the layer holds, not the object that was added.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// A copy of the layer as it looks now on the snapshot clock: every animation applied at
    /// ``CACurrentMediaTime()`` (0 outside a render, the moment during `.image(at:)`).
    ///
    /// Differs from Core Animation on purpose: the copy is of the toolkit's own class (a
    /// `CALayer`, a `CAShapeLayer`…), made without calling your initializers, so for a layer of
    /// a subclass of your own it is `nil`, as it is on iOS before a layer is first committed. It
    /// has no sublayers.
    public func presentation() -> Self? {
        guard let copy = builtInCopy() as? Self else { return nil }
        copy.modelLayer = self
        let t = localTime(atClockTime: SnapshotClock.now)
        for entry in animationEntries { entry.animation.apply(to: copy, at: t) }
        return copy
    }

    /// The model layer: this layer, or for a presentation copy, the layer it presents.
    public func model() -> Self { (modelLayer as? Self) ?? self }

    /// Converts `t` from `l`'s time to this layer's (from the clock's when `l` is `nil`).
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(atClockTime: l.map { $0.clockTime(atLocalTime: t) ?? t } ?? t)
    }

    /// Converts `t` from this layer's time to `l`'s (to the clock's when `l` is `nil`).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let clock = clockTime(atLocalTime: t) ?? t
        return l?.localTime(atClockTime: clock) ?? clock
    }

    // MARK: Rendering support

    /// What the renderer draws for this layer at local time `t`: the layer itself when no
    /// animation touches it, else a copy of its built-in class with the animations applied.
    func presentationForRender(atLocalTime t: CFTimeInterval) -> CALayer {
        guard !animationEntries.isEmpty else { return self }
        let copy = builtInCopy()
        copy.modelLayer = self
        for entry in animationEntries { entry.animation.apply(to: copy, at: t) }
        return copy
    }

    /// A copy of this layer's properties in the nearest class of the toolkit's own: what a
    /// presentation keeps without calling a subclass's initializers.
    private func builtInCopy() -> CALayer {
        let copy: CALayer = switch self {
        case is CAShapeLayer: CAShapeLayer()
        case is CAGradientLayer: CAGradientLayer()
        case is CATextLayer: CATextLayer()
        case is CAReplicatorLayer: CAReplicatorLayer()
        case is CAEmitterLayer: CAEmitterLayer()
        default: CALayer()
        }
        copy.copyLayerState(from: self)
        return copy
    }

    /// The layer that drives this one's time: its superlayer, or for a view's layer the
    /// superview's layer.
    var timeParent: CALayer? { superlayer ?? owningView?.superview?.layer }

    /// This layer's local time when the snapshot clock reads `t`.
    func localTime(atClockTime t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = timeParent?.localTime(atClockTime: t) ?? t
        return ownLocalTime(parentTime)
    }

    /// This layer's local time at `parentTime` of its parent's.
    func ownLocalTime(_ parentTime: CFTimeInterval) -> CFTimeInterval {
        if speed == 1 && beginTime == 0 && timeOffset == 0 { return parentTime }
        if speed == 0 { return timeOffset }
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The snapshot clock's reading when this layer's local time is `t`; `nil` when that never
    /// happens (a paused ancestor).
    func clockTime(atLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        var parentTime = t
        if !(speed == 1 && beginTime == 0 && timeOffset == 0) {
            guard speed != 0 else { return nil }
            parentTime = (t - timeOffset) / Double(speed) + beginTime
        }
        guard let parent = timeParent else { return parentTime }
        return parent.clockTime(atLocalTime: parentTime)
    }
}

/// The order animations were added in, which orders their events when they coincide.
enum AnimationSequence {
    private static let counter = Locked(0)
    static func next() -> Int { counter.withLock { $0 += 1; return $0 } }
}
