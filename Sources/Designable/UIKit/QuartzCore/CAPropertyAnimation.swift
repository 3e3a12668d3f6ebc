import Foundation

/// An animation of one layer property, named by a key path, as Core Animation's
/// `CAPropertyAnimation`: the base of ``CABasicAnimation`` and ``CAKeyframeAnimation``.
///
/// Key paths are the layer's property names (`opacity`, `position`, `bounds`, `transform`,
/// `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`, the shadow's, `contents`,
/// a shape layer's `path`, `strokeStart`, `strokeEnd`, `lineWidth`, `strokeColor`,
/// `fillColor`, `lineDashPhase`, a gradient's `colors`, `locations`, `startPoint`, `endPoint`,
/// …) and fields of structures (`position.x`, `bounds.size.width`, `shadowOffset.height`,
/// `transform.rotation.z`, `transform.scale`, `transform.translation.y`). A key path the layer
/// has no property for animates nothing.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The property animated.
    open var keyPath: String?
    /// Whether the animated value is added to the property's value instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition continues from where the last one ended instead of starting over.
    open var isCumulative = false
    /// A function that turns the animated numbers into a transform (`.rotateZ`, `.scale`…).
    open var valueFunction: CAValueFunction?

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CAPropertyAnimation else { return }
        keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative; valueFunction = o.valueFunction
    }

    /// The animated value at `state`, given the value beneath (the model's or an earlier
    /// animation's); subclasses compute it.
    func value(at state: AnimationTiming.State, current: AnimatableValue?) -> AnimatableValue? { nil }

    /// The change over one iteration, which cumulative animations add per completed iteration.
    func iterationChange(current: AnimatableValue?) -> AnimatableValue? { nil }

    override func apply(to layer: CALayer, at parentTime: CFTimeInterval) {
        guard let keyPath, let state = timing.state(at: parentTime) else { return }
        let current = LayerProperties.value(layer, keyPath: keyPath)
        guard var value = value(at: state, current: current) else { return }
        if isCumulative, state.iteration > 0, let change = iterationChange(current: current) {
            for _ in 0..<Swift.min(state.iteration, 10_000) { value = value.adding(change) ?? value }
        }
        if let valueFunction { value = valueFunction.transform(value) }
        if isAdditive, let current, let sum = value.adding(current) { value = sum }
        if LayerProperties.set(layer, keyPath: keyPath, value) { layer.animationDidSet(keyPath) }
    }

    /// The elapsed fraction through the timing function.
    func paced(_ fraction: Double) -> Double { timingFunction?.progress(fraction) ?? fraction }
}
