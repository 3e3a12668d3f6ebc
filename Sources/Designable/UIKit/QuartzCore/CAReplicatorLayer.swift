import Foundation

/// A layer that draws its sublayers several times, each copy transformed, tinted and delayed
/// a step further than the last, as Core Animation's `CAReplicatorLayer`: the classic way to
/// build a ring of dots for an activity indicator.
///
/// ```swift
/// let ring = CAReplicatorLayer()
/// ring.frame = bounds
/// ring.instanceCount = 12
/// ring.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
/// ring.instanceDelay = 1.0 / 12
/// ring.addSublayer(dot)
/// ```
///
/// Copy `i` applies ``instanceTransform`` `i` times about the layer's centre, multiplies its
/// colours by ``instanceColor`` plus `i` times the colour offsets, and sees its animations
/// `i × instanceDelay` seconds later.
open class CAReplicatorLayer: CALayer {
    /// How many copies to draw; 1 by default.
    open var instanceCount = 1
    /// Whether copies keep their depth; accepted for source compatibility (copies are flattened).
    open var preservesDepth = false
    /// How much later each copy's animations run, in seconds.
    open var instanceDelay: CFTimeInterval = 0
    /// The transform from one copy to the next, about the layer's centre.
    open var instanceTransform = CATransform3DIdentity { willSet { willChange("instanceTransform") } }
    /// The colour the first copy is multiplied by; white (no change) when `nil`.
    open var instanceColor: CGColor? { willSet { willChange("instanceColor") } }
    /// Added to the red multiplier for each further copy.
    open var instanceRedOffset: Float = 0
    /// Added to the green multiplier for each further copy.
    open var instanceGreenOffset: Float = 0
    /// Added to the blue multiplier for each further copy.
    open var instanceBlueOffset: Float = 0
    /// Added to the alpha multiplier for each further copy.
    open var instanceAlphaOffset: Float = 0

    /// Creates a replicator drawing one copy.
    public override init() { super.init() }
    /// A copy of `layer`'s properties, as Core Animation's presentation-layer initialiser.
    public override init(layer: Any) { super.init(layer: layer) }
    /// Replicator layers decode nothing themselves.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyLayerState(from l: CALayer) {
        super.copyLayerState(from: l)
        guard let l = l as? CAReplicatorLayer else { return }
        instanceCount = l.instanceCount; preservesDepth = l.preservesDepth; instanceDelay = l.instanceDelay
        instanceTransform = l.instanceTransform; instanceColor = l.instanceColor
        instanceRedOffset = l.instanceRedOffset; instanceGreenOffset = l.instanceGreenOffset
        instanceBlueOffset = l.instanceBlueOffset; instanceAlphaOffset = l.instanceAlphaOffset
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "instanceTransform": .transform(instanceTransform)
        case "instanceColor": instanceColor.map { .color($0.color) } ?? .discrete(nil)
        case "instanceDelay": .number(instanceDelay)
        default: super.animatableValue(forKey: key)
        }
    }

    override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("instanceTransform", .transform(let t)): instanceTransform = t; return true
        case ("instanceColor", _): return LayerProperties.color(value) { instanceColor = $0 }
        case ("instanceDelay", .number(let d)): instanceDelay = d; return true
        default: return super.setAnimatableValue(value, forKey: key)
        }
    }

    /// The colour multiplier of copy `i`: red, green, blue, alpha in 0...1.
    func multiplier(ofInstance i: Int) -> (Double, Double, Double, Double) {
        let base = instanceColor?.color ?? .white
        func c(_ v: Double, _ offset: Float) -> Double { Swift.min(1, Swift.max(0, v + Double(i) * Double(offset))) }
        return (c(base.red, instanceRedOffset), c(base.green, instanceGreenOffset), c(base.blue, instanceBlueOffset),
                c(base.alpha, instanceAlphaOffset))
    }
}
