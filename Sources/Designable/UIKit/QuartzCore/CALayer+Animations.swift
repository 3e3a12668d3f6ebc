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
    /// As in Core Animation, a layer of a class of your own is copied with its class's
    /// `init(layer:)`, which copies the properties the class adds, and the animations then set
    /// their keys on the copy (your `@NSManaged` and `@objc` properties among them):
    /// `presentation()?.progress` is where an animation of `progress` has it now.
    ///
    /// Differs from Core Animation on purpose: the copy has no sublayers. A class of your own
    /// that the UIKitSources plugin has not compiled (or that has no `init(layer:)`) cannot be
    /// made through its metatype, so its presentation is `nil`, as on iOS before a layer is first
    /// committed.
    public func presentation() -> Self? {
        presentationCopy(atLocalTime: localTime(atClockTime: SnapshotClock.now)) as? Self
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
    /// animation touches it, else its presentation copy (see ``presentation()``).
    func presentationForRender(atLocalTime t: CFTimeInterval) -> CALayer {
        guard !animationEntries.isEmpty else { return self }
        return presentationCopy(atLocalTime: t)
    }

    /// A copy of this layer with every animation applied at local time `t`.
    private func presentationCopy(atLocalTime t: CFTimeInterval) -> CALayer {
        let copy = classCopy() ?? builtInCopy()
        copy.modelLayer = self
        for entry in animationEntries { entry.animation.apply(to: copy, at: t) }
        return copy
    }

    /// A copy made with this layer's own class's `init(layer:)`, for a class of your own that
    /// has one; `nil` for the toolkit's classes and for a class that cannot say.
    private func classCopy() -> CALayer? {
        guard !CALayer.isToolkitClass(type(of: self)), let copy = type(of: self).__designableInit(layer: self),
              type(of: copy) == type(of: self) else { return nil }
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

    /// Notes, on a presentation copy, that an animation has set `keyPath`: when the class says a
    /// change of that key needs the content redrawn (``needsDisplay(forKey:)``), the copy draws
    /// the content at this moment instead of the model, as Core Animation redraws the
    /// presentation layer for such keys at every frame.
    func animationDidSet(_ keyPath: String) {
        guard modelLayer != nil, !drawsPresentationContent else { return }
        let key = keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
        if type(of: self).needsDisplay(forKey: key) || (key != keyPath && type(of: self).needsDisplay(forKey: keyPath)) {
            drawsPresentationContent = true
        }
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
