import Foundation

/// A layer that emits particles, as Core Animation's `CAEmitterLayer`.
///
/// Differs from Core Animation on purpose: particles are random and appear over time, so a
/// render draws none of them (on a device, nothing has been emitted at time 0 either). The
/// layer's background, border and sublayers draw as any layer's.
open class CAEmitterLayer: CALayer {
    /// The kinds of particle to emit.
    open var emitterCells: [CAEmitterCell]?
    /// Multiplies every cell's birth rate.
    open var birthRate: Float = 1
    /// Multiplies every cell's lifetime.
    open var lifetime: Float = 1
    /// The centre of the emitter's shape.
    open var emitterPosition: CGPoint = .zero
    /// The emitter's z position.
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter's shape.
    open var emitterSize: CGSize = .zero
    /// The depth of the emitter's shape.
    open var emitterDepth: CGFloat = 0
    /// The emitter's shape.
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Where on the shape particles appear.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// How particles are composited.
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Whether particles keep their depth.
    open var preservesDepth = false
    /// Multiplies every cell's velocity.
    open var velocity: Float = 1
    /// Multiplies every cell's scale.
    open var scale: Float = 1
    /// Multiplies every cell's spin.
    open var spin: Float = 1
    /// The seed of the particle generator.
    open var seed: UInt32 = 0

    /// Creates an emitter with no cells.
    public override init() { super.init() }
    /// A copy of `layer`'s properties, as Core Animation's presentation-layer initialiser.
    public override init(layer: Any) { super.init(layer: layer) }
    /// Emitter layers decode nothing themselves.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyLayerState(from l: CALayer) {
        super.copyLayerState(from: l)
        guard let l = l as? CAEmitterLayer else { return }
        emitterCells = l.emitterCells; birthRate = l.birthRate; lifetime = l.lifetime
        emitterPosition = l.emitterPosition; emitterZPosition = l.emitterZPosition; emitterSize = l.emitterSize
        emitterDepth = l.emitterDepth; emitterShape = l.emitterShape; emitterMode = l.emitterMode
        renderMode = l.renderMode; preservesDepth = l.preservesDepth; velocity = l.velocity; scale = l.scale
        spin = l.spin; seed = l.seed
    }
}

/// One kind of particle an emitter emits, as Core Animation's `CAEmitterCell`; kept for source
/// compatibility, as emitters draw no particles here.
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// A name for the cell.
    open var name: String?
    /// Whether the cell emits.
    open var isEnabled = true
    /// Particles per second.
    open var birthRate: Float = 0
    /// Seconds each particle lives.
    open var lifetime: Float = 0
    /// How much the lifetime varies.
    open var lifetimeRange: Float = 0
    /// The direction of emission in the xy plane, in radians.
    open var emissionLatitude: CGFloat = 0
    /// The direction of emission about z, in radians.
    open var emissionLongitude: CGFloat = 0
    /// How much the direction varies, in radians.
    open var emissionRange: CGFloat = 0
    /// The initial speed.
    open var velocity: CGFloat = 0
    /// How much the speed varies.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y.
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z.
    open var zAcceleration: CGFloat = 0
    /// The scale of each particle.
    open var scale: CGFloat = 1
    /// How much the scale varies.
    open var scaleRange: CGFloat = 0
    /// How fast the scale changes per second.
    open var scaleSpeed: CGFloat = 0
    /// The rotation speed, in radians per second.
    open var spin: CGFloat = 0
    /// How much the rotation speed varies.
    open var spinRange: CGFloat = 0
    /// The particles' colour.
    open var color: CGColor?
    /// How much red varies.
    open var redRange: Float = 0
    /// How much green varies.
    open var greenRange: Float = 0
    /// How much blue varies.
    open var blueRange: Float = 0
    /// How much alpha varies.
    open var alphaRange: Float = 0
    /// How fast red changes per second.
    open var redSpeed: Float = 0
    /// How fast green changes per second.
    open var greenSpeed: Float = 0
    /// How fast blue changes per second.
    open var blueSpeed: Float = 0
    /// How fast alpha changes per second.
    open var alphaSpeed: Float = 0
    /// The particles' image, a `CGImage`.
    open var contents: Any?
    /// The part of the image to use, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The image's pixels per point.
    open var contentsScale: CGFloat = 1
    /// The filter used when the image is drawn smaller.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The filter used when the image is drawn larger.
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// Cells that each particle emits in turn.
    open var emitterCells: [CAEmitterCell]?
    /// Style values for the cell.
    open var style: [AnyHashable: Any]?
    /// When the cell begins emitting.
    open var beginTime: CFTimeInterval = 0
    /// How long the cell emits.
    open var duration: CFTimeInterval = 0
    /// How fast the cell's time runs.
    open var speed: Float = 1
    /// Added to the cell's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the cell's emission repeats.
    open var repeatCount: Float = 0
    /// How long the cell's emission repeats.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether the emission reverses.
    open var autoreverses = false
    /// What the cell shows outside its active time.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Creates a cell that emits nothing.
    public override init() { super.init() }
}

/// The shape particles come from, as Core Animation's `CAEmitterLayerEmitterShape`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The shape's name, as Core Animation spells it.
    public var rawValue: String
    /// A shape from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A line.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A cuboid.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on its shape an emitter emits, as Core Animation's `CAEmitterLayerEmitterMode`.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At the shape's vertices.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// Along the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Over the shape's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Throughout the shape.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How an emitter composites particles, as Core Animation's `CAEmitterLayerRenderMode`.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation spells it.
    public var rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In any order.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest first.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Oldest last.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Back to front.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Added together.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
