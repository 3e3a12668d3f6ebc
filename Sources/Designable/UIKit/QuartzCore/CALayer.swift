import Foundation
import Raster

/// A rectangle of content with a background, rounded corners, a border, a shadow and
/// sublayers, as Core Animation's `CALayer`.
///
/// Every ``UIView`` is backed by one (``UIView/layer``); the view's frame, bounds, center,
/// transform, alpha, isHidden and clipsToBounds are the layer's geometry and properties, as in
/// UIKit. Add sublayers for borders, dividers and decorations:
///
/// ```swift
/// let divider = CALayer()
/// divider.backgroundColor = UIColor.separator.cgColor
/// divider.frame = CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
/// layer.addSublayer(divider)
/// ```
///
/// ## Animations
/// Layers take Core Animation's animations (``add(_:forKey:)``), and a snapshot renders the
/// **model layer**, as iOS snapshots do: the properties as your code last set them.
/// `.image(at:)` in DesignableTesting (or ``ViewRenderer/render(_:at:scale:traits:)``)
/// renders the presentation instead: every animation evaluated at that moment of a
/// deterministic clock. See ``CAAnimation``.
///
/// Implicit animations run as in Core Animation: once a render has drawn a layer of your own,
/// setting an animatable property animates it over the transaction's duration (see
/// ``action(forKey:)``); a view's own layer changes at once outside an animation block.
///
/// A custom animatable property works as on iOS in a layer class compiled through the
/// UIKitSources plugin: an `@NSManaged var progress: CGFloat` is kept by key (0 until set),
/// setting it runs ``action(forKey:)``, the presentation copy is made with your
/// ``init(layer:)``, animations set the key on it, and while an animation of a key that
/// ``needsDisplay(forKey:)`` names runs, the copy's ``draw(in:)`` draws the content at a moment.
///
/// Differs from Core Animation on purpose:
/// - A view's `sublayers` holds only the layers added with `addSublayer`; subviews' layers are
///   not listed there, and subviews render after them (``zPosition`` still orders both).
/// - `masksToBounds` hides the layer's own shadow, as it visibly does on iOS.
/// - Nothing is rasterized ahead of time: `shouldRasterize`, `drawsAsynchronously` and the
///   content filters are kept for source compatibility.
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Geometry

    /// The layer's own coordinate space: its size, and the origin its sublayers and content use.
    open var bounds: CGRect = .zero {
        willSet { willChange("bounds") }
        didSet { if bounds.size != oldValue.size { owningView?.boundsSizeDidChange(from: oldValue.size) } }
    }
    /// Where the ``anchorPoint`` sits in the superlayer's coordinates.
    open var position: CGPoint = .zero { willSet { willChange("position") } }
    /// The layer's place along the z axis: siblings draw in increasing `zPosition`, and under a
    /// perspective `sublayerTransform` a larger one is nearer.
    open var zPosition: CGFloat = 0 { willSet { willChange("zPosition") } }
    /// The point, in unit coordinates of the bounds, that ``position`` places and transforms turn about.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { willSet { willChange("anchorPoint") } }
    /// The anchor's z coordinate, in points: 3D rotations turn about it.
    open var anchorPointZ: CGFloat = 0 { willSet { willChange("anchorPointZ") } }
    /// The 3D transform applied about the ``anchorPoint``. Perspective (`m34`) renders as an
    /// exact projective mapping of the layer's rendered content.
    open var transform = CATransform3DIdentity { willSet { willChange("transform") } }
    /// A transform applied to every sublayer about this layer's anchor: the usual place for the
    /// perspective (`m34 = -1 / d`) shared by cards that flip inside a container.
    open var sublayerTransform = CATransform3DIdentity { willSet { willChange("sublayerTransform") } }
    /// Whether the back of the layer is drawn when a transform turns it away; true by default.
    open var isDoubleSided = true
    /// Accepted for source compatibility: content is never drawn upside down here.
    open var isGeometryFlipped = false

    // MARK: Appearance

    /// Whether the layer and its sublayers are skipped when rendering.
    open var isHidden = false { willSet { willChange("hidden") } }
    /// 0...1, multiplied into the whole layer tree as one group.
    open var opacity: Float = 1 { willSet { willChange("opacity") } }
    /// Clips sublayers (and a view's subviews) to the bounds, rounded by ``cornerRadius``.
    open var masksToBounds = false { willSet { willChange("masksToBounds") } }
    /// The colour that fills the bounds, rounded by ``cornerRadius``; `nil` for none.
    open var backgroundColor: CGColor? { willSet { willChange("backgroundColor") } }
    /// The radius of the rounded corners of the background, border and mask, in points.
    open var cornerRadius: CGFloat = 0 { willSet { willChange("cornerRadius") } }
    /// Which corners ``cornerRadius`` rounds; all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The shape of the rounded corners; accepted for source compatibility, corners are circular.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Drawn inside the bounds, above the content, sublayers and subviews.
    open var borderWidth: CGFloat = 0 { willSet { willChange("borderWidth") } }
    /// Opaque black by default, as in Core Animation.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { willSet { willChange("borderColor") } }
    /// Opaque black by default; the shadow shows once ``shadowOpacity`` is above 0.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) { willSet { willChange("shadowColor") } }
    /// The shadow's opacity, from 0 (no shadow, the default) to 1.
    open var shadowOpacity: Float = 0 { willSet { willChange("shadowOpacity") } }
    /// (0, −3) by default: Core Animation's upward shadow.
    open var shadowOffset = CGSize(width: 0, height: -3) { willSet { willChange("shadowOffset") } }
    /// The blur radius in points; 3 by default.
    open var shadowRadius: CGFloat = 3 { willSet { willChange("shadowRadius") } }
    /// When set, the shadow takes this shape instead of the layer's rendered content.
    open var shadowPath: CGPath? { willSet { willChange("shadowPath") } }
    /// A layer whose alpha masks this one and its sublayers, in this layer's coordinates: any
    /// kind of layer (a shape, a gradient, an image, text), its partial alpha included.
    open var mask: CALayer?
    /// A name for the layer, for your code and for descriptions.
    open var name: String?
    /// The layer's pixels: a `CGImage` (`layer.contents = image.cgImage`), drawn into the
    /// bounds as ``contentsGravity`` says, below the sublayers.
    open var contents: Any? { willSet { willChange("contents") } }
    /// How ``contents`` fills the bounds; `.resize` (stretch to fill) by default.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The part of ``contents`` to draw, in unit coordinates; the whole image by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { willSet { willChange("contentsRect") } }
    /// The stretchable part of ``contents``; accepted for source compatibility.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The pixel format of drawn content; accepted for source compatibility.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    /// Pixels per point of ``contents``, which sets an image's natural size for gravities that
    /// do not scale; layers otherwise render at the render's scale.
    open var contentsScale: CGFloat = 1
    /// The filter used when ``contents`` is drawn smaller; accepted for source compatibility.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The filter used when ``contents`` is drawn larger: `.nearest` keeps pixels square.
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// Accepted for source compatibility.
    open var minificationFilterBias: Float = 0
    /// Whether the content is redrawn when the bounds change; kept for source compatibility, as every
    /// render draws afresh.
    open var needsDisplayOnBoundsChange = false
    /// Accepted for source compatibility: every render composites afresh.
    open var shouldRasterize = false
    /// Accepted for source compatibility.
    open var rasterizationScale: CGFloat = 1
    /// Accepted for source compatibility: edges are always anti-aliased.
    open var allowsEdgeAntialiasing = false
    /// Accepted for source compatibility: opacity always applies to the layer tree as one group.
    open var allowsGroupOpacity = true
    /// Accepted for source compatibility.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    /// Accepted for source compatibility: the layer composites with alpha whatever it says.
    open var isOpaque = false
    /// Accepted for source compatibility: drawing is synchronous and deterministic.
    open var drawsAsynchronously = false
    /// Core Image filters; accepted for source compatibility and not applied.
    open var filters: [Any]?
    /// Core Image filters for what is behind the layer; accepted for source compatibility and not applied.
    open var backgroundFilters: [Any]?
    /// A Core Image compositing filter; accepted for source compatibility and not applied.
    open var compositingFilter: Any?
    /// Default values for keys the layer does not set; consulted by ``value(forKey:)``.
    open var style: [AnyHashable: Any]?
    /// Actions for keys, as Core Animation's implicit-animation dictionary: an animation runs
    /// when the key changes, `NSNull()` turns the key's implicit animation off.
    open var actions: [String: CAAction]?

    /// The object that draws the layer's content and lays out its sublayers, as `CALayerDelegate`;
    /// a view's layer answers its view.
    open weak var delegate: CALayerDelegate? {
        get { storedDelegate ?? owningView }
        set { storedDelegate = newValue }
    }
    private weak var storedDelegate: CALayerDelegate?

    // MARK: Timing (CAMediaTiming)

    /// When the layer's time starts, in its superlayer's time; 0 by default.
    open var beginTime: CFTimeInterval = 0
    /// The layer's duration, as `CAMediaTiming`; layers keep time for their animations and do not end.
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time runs against its superlayer's: 0 pauses its animations.
    open var speed: Float = 1
    /// Added to the layer's local time: with `speed` 0, it picks the moment its animations show.
    open var timeOffset: CFTimeInterval = 0
    /// Kept for `CAMediaTiming`; layers do not repeat.
    open var repeatCount: Float = 0
    /// Kept for `CAMediaTiming`; layers do not repeat.
    open var repeatDuration: CFTimeInterval = 0
    /// Kept for `CAMediaTiming`; layers do not reverse.
    open var autoreverses = false
    /// Kept for `CAMediaTiming`.
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Hierarchy and bookkeeping

    /// The layer's sublayers, back to front; `nil` when it has none. Setting it replaces them
    /// (`layer.sublayers = nil` removes them all).
    open var sublayers: [CALayer]? {
        get { storedSublayers }
        set {
            for old in storedSublayers ?? [] { old.superlayer = nil }
            storedSublayers = nil
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    private var storedSublayers: [CALayer]?
    /// The layer this one is a sublayer of, or `nil`.
    open private(set) weak var superlayer: CALayer?
    /// The view this layer backs, if any (UIKit makes the view the layer's delegate).
    weak var owningView: UIView?
    /// Set when this base `draw(in:)` runs, so that a subclass's own drawing can be told from
    /// none (see `OpaqueBackingStore`).
    var reachedLayerDraw = false
    /// The animations added with ``add(_:forKey:)``, in order; later ones win where they overlap.
    var animationEntries: [LayerAnimationEntry] = []
    /// Animations removed before they finished, whose delegates and completions are told at the
    /// next render, as Core Animation tells them after the current transaction.
    var interruptedAnimations: [CAAnimation] = []
    /// The latest clock time at which one of this layer's animation events ran.
    var lastEventTime = -Double.infinity
    /// Values set with ``setValue(_:forKey:)`` for keys the layer has no property for.
    var customValues: [String: Any] = [:]
    /// For a presentation copy, the layer it presents.
    weak var modelLayer: CALayer?
    /// For a presentation copy, whether an animation of a key that needs display has set it, so
    /// the copy, not the model, draws the content (see ``needsDisplay(forKey:)``).
    var drawsPresentationContent = false
    /// Whether the last ``display()`` was the default one, which leaves the content to ``draw(in:)``.
    var displayDrawsInContext = true

    /// Creates a layer with Core Animation's defaults.
    public override init() { super.init() }

    /// A copy of `layer`'s properties, as Core Animation's presentation-layer initialiser.
    /// Subclasses with properties of their own override it and copy them; ``presentation()``
    /// and renders at a moment call it to copy a layer of your own class (see
    /// ``needsDisplay(forKey:)``).
    public init(layer: Any) {
        super.init()
        if let l = layer as? CALayer { copyLayerState(from: l) }
    }

    /// Copies the properties a presentation copy keeps from `l`; the built-in subclasses copy
    /// theirs too. Sublayers and animations are not copied.
    func copyLayerState(from l: CALayer) {
        bounds = l.bounds; position = l.position; zPosition = l.zPosition; anchorPoint = l.anchorPoint
        anchorPointZ = l.anchorPointZ; transform = l.transform; sublayerTransform = l.sublayerTransform
        isDoubleSided = l.isDoubleSided; isHidden = l.isHidden; opacity = l.opacity; masksToBounds = l.masksToBounds
        backgroundColor = l.backgroundColor; cornerRadius = l.cornerRadius; maskedCorners = l.maskedCorners
        cornerCurve = l.cornerCurve; borderWidth = l.borderWidth; borderColor = l.borderColor
        shadowColor = l.shadowColor; shadowOpacity = l.shadowOpacity; shadowOffset = l.shadowOffset
        shadowRadius = l.shadowRadius; shadowPath = l.shadowPath; name = l.name; mask = l.mask
        contents = l.contents; contentsGravity = l.contentsGravity; contentsRect = l.contentsRect
        contentsCenter = l.contentsCenter; contentsScale = l.contentsScale
        minificationFilter = l.minificationFilter; magnificationFilter = l.magnificationFilter
        beginTime = l.beginTime; speed = l.speed; timeOffset = l.timeOffset
        customValues = l.customValues; style = l.style
    }

    /// The value of the animatable property `key` (one name, no dots); subclasses add theirs.
    func animatableValue(forKey key: String) -> AnimatableValue? {
        LayerProperties.value(self, key) ?? storedValue(forKey: key).map { AnimatableValue($0) }
    }

    /// Sets the animatable property `key`; false when there is none of that name and kind.
    /// Unknown keys are stored as custom values, as Core Animation's key-value coding stores them.
    func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        if LayerProperties.set(self, key, value) { return true }
        if LayerProperties.value(self, key) != nil { return false }
        return setStoredValue(value.anyValue, forKey: key)
    }

    /// The value of a key that is not one of Core Animation's properties, as it was stored: a
    /// property of your own class that Objective-C could see (`@objc`), else a value set for the
    /// key (an `@NSManaged` property's). `nil` when the layer has neither.
    func storedValue(forKey key: String) -> Any?? {
        __designableKeyValue(forKey: key) ?? customValues[key].map { .some($0) }
    }

    /// Sets a key that is not one of Core Animation's properties: your class's own property,
    /// or else the layer's storage for the key, as Core Animation stores its dynamic properties,
    /// running the key's action as their setters do. False when the property cannot take `value`.
    func setStoredValue(_ value: Any?, forKey key: String) -> Bool {
        if __designableKeyValue(forKey: key) != nil { return __designableSetKeyValue(value, forKey: key) }
        willChange(key)
        customValues[key] = value
        return true
    }

    // MARK: What the UIKitSources plugin generates for a layer class of your own

    /// A new instance of this class made with its `init()`, as UIKit makes a view's
    /// `layerClass`; `nil` when the class does not say.
    ///
    /// Swift calls an initializer through a metatype only when it is `required`, and Core
    /// Animation's `init()` and `init(layer:)` are not (your subclasses override them without
    /// `required`, as on iOS). The UIKitSources plugin overrides this in each layer class of the
    /// sources it compiles that has an `init()`; a class written against Designable directly may
    /// override it the same way: `override class func __designableInit() -> CALayer? { RingLayer() }`.
    open class func __designableInit() -> CALayer? { nil }

    /// A new instance of this class made with its `init(layer:)` from `layer`, as Core Animation
    /// makes a presentation copy; `nil` when the class does not say. Overridden by the
    /// UIKitSources plugin in each layer class that has an `init(layer:)` (see `__designableInit()`).
    open class func __designableInit(layer: Any) -> CALayer? { nil }

    /// The value of the layer's own property `key` that Objective-C could see (`@objc`,
    /// `@objc dynamic`, or in an `@objcMembers` class): `.some(value)` when the class has one,
    /// `nil` when it has none. What the Objective-C runtime gives key-value coding on iOS; the
    /// UIKitSources plugin overrides it in each layer class with such properties.
    open func __designableKeyValue(forKey key: String) -> Any?? { nil }

    /// Sets the layer's own property `key` (see `__designableKeyValue(forKey:)`); false when the
    /// class has no such settable property or `value` is not of its type.
    open func __designableSetKeyValue(_ value: Any?, forKey key: String) -> Bool { false }

    /// Layers decode nothing themselves; their views decode the properties IB stores.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Geometry

    /// The layer's rectangle in its superlayer: the bounding box of the transformed bounds.
    /// Setting it sets the bounds size and the position. With a 3D transform it is the box of
    /// the transform's plane part, as Core Animation documents it as undefined.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            return local.applying(transform.planeAffine).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            position = CGPoint(x: r.origin.x + anchorPoint.x * r.width, y: r.origin.y + anchorPoint.y * r.height)
        }
    }

    /// The layer's transform as an affine transform: what it does in the plane.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets ``transform`` to the 3D form of the affine transform `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The bounds' rectangle that is visible, as far as this layer knows: the bounds.
    open var visibleRect: CGRect { bounds }

    // MARK: Hierarchy

    /// Adds `layer` on top of the other sublayers, taking it from any previous superlayer.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(storedSublayers?.count ?? 0)) }

    /// Inserts `layer` at index `idx` of the sublayers, taking it from any previous superlayer.
    /// A layer cannot become its own sublayer, nor one of its ancestors': Core Animation would
    /// build a cycle that hangs, so the call is ignored.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self, !isSublayer(of: layer) else { return }
        layer.removeFromSuperlayer()
        var list = storedSublayers ?? []
        list.insert(layer, at: Swift.min(Int(idx), list.count))
        storedSublayers = list
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling`, or at the back when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let idx = sibling.flatMap { s in storedSublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(idx))
    }

    /// Inserts `layer` just above `sibling`, or at the front when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let idx = sibling.flatMap { s in storedSublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? (storedSublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(idx))
    }

    /// Puts `newLayer` where `oldLayer` was; does nothing when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let idx = storedSublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(idx))
    }

    /// Removes the layer from its superlayer's sublayers.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.storedSublayers?.removeAll { $0 === self }
        if parent.storedSublayers?.isEmpty == true { parent.storedSublayers = nil }
        superlayer = nil
    }

    private func isSublayer(of layer: CALayer) -> Bool {
        var l = superlayer
        while let current = l {
            if current === layer { return true }
            l = current.superlayer
        }
        return false
    }

    // MARK: Content

    /// Draws the layer's own content; override in a subclass. The context's origin is the
    /// bounds' origin, y down, and drawing is clipped to the bounds. The default asks the
    /// ``delegate`` to draw.
    open func draw(in ctx: CGContext) {
        reachedLayerDraw = true
        if owningView == nil { delegate?.draw(self, in: ctx) }
    }

    /// Renders the layer and its sublayers into `ctx`, with the bounds' origin at the context's
    /// origin, as `render(in:)` does on iOS: the model layer tree, ignoring animations.
    open func render(in ctx: CGContext) {
        LayerCompositor(canvas: ctx.canvas, clock: nil).renderInPlace(self)
        ctx.didDraw()
    }

    /// Accepted for source compatibility: every render draws the content afresh.
    open func setNeedsDisplay() {}
    /// Accepted for source compatibility: every render draws the content afresh.
    open func setNeedsDisplay(_ r: CGRect) {}
    /// Always false: content is drawn afresh at every render, so it is never stale.
    open func needsDisplay() -> Bool { false }
    /// Makes the layer's content, as Core Animation calls it before showing a layer whose content
    /// is stale. The default has the content drawn by ``draw(in:)``; override it to set
    /// ``contents`` yourself instead.
    ///
    /// Snapshot semantics: a render calls it on every layer of a class of your own, as every
    /// render draws afresh (on the presentation copy at a moment when an animation of a key that
    /// ``needsDisplay(forKey:)`` has set it). It does not call the delegate's `display(_:)`.
    open func display() { displayDrawsInContext = true }
    /// Accepted for source compatibility: every render draws the content afresh.
    open func displayIfNeeded() {}

    /// Whether a change of `key` needs the content redrawn; override for custom animatable
    /// properties. While an animation of such a key runs, a render at a moment draws the content
    /// with the presentation copy's ``display()`` and ``draw(in:)`` (see ``presentation()``),
    /// which see the animated value, as Core Animation redraws the presentation layer at every
    /// frame; otherwise the model draws it. A change of the model's value needs nothing: every
    /// render draws afresh.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value a key has before anything sets it; `nil` by default.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A class's own action for `key`, before the implicit animation; `nil` by default.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// The action that runs when `key` changes, looked up as Core Animation does: the
    /// ``delegate`` (a view answers `NSNull` outside an animation block), ``actions``, the
    /// ``style``'s `"actions"`, the class's ``defaultAction(forKey:)``, then the implicit
    /// animation of an animatable key: a `CABasicAnimation` of the transaction's duration
    /// (0.25 s) and timing function (Core Animation's default curve when it sets none). `NSNull` anywhere ends the search with no action.
    ///
    /// A key of your own (an `@NSManaged` property, or any key set with `setValue(_:forKey:)`)
    /// has no implicit animation, as in Core Animation: override this method to return one, as
    /// layers with custom animatable properties do.
    ///
    /// Differs from Core Animation on purpose: keys whose values cannot be interpolated
    /// (`hidden`, `contents`, a shape layer's `fillRule`) have no implicit animation, where Core
    /// Animation switches or cross-fades them over the duration.
    ///
    /// Snapshot semantics: an implicit animation, like any other, is finished in a render of the
    /// model and shows in a render at a moment (`ViewRenderer.render(_:at:)`).
    open func action(forKey event: String) -> CAAction? {
        if let fromDelegate = delegate?.action(for: self, forKey: event) { return fromDelegate is NSNull ? nil : fromDelegate }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        if let styled = (style?["actions"] as? [String: CAAction])?[event] { return styled is NSNull ? nil : styled }
        if let action = type(of: self).defaultAction(forKey: event) { return action is NSNull ? nil : action }
        // Values that only switch (`hidden`, `contents`) change at once here rather than cross-fading,
        // and a key of your own has no implicit animation, as Core Animation has none for it.
        guard !["hidden", "masksToBounds", "doubleSided"].contains(event), storedValue(forKey: event) == nil,
              let value = animatableValue(forKey: event) else { return nil }
        if case .discrete = value { return nil }
        let implicit = CABasicAnimation(keyPath: event)
        implicit.duration = CATransaction.animationDuration()
        implicit.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return implicit
    }

    /// Lays out sublayers; the renderer calls it before drawing each layer. The default asks the
    /// ``delegate`` (a view's `layoutSublayers(of:)`). Override in a subclass.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }
    /// Accepted for source compatibility: ``layoutSublayers()`` runs at every render.
    open func setNeedsLayout() {}
    /// Always false: ``layoutSublayers()`` runs at every render.
    open func needsLayout() -> Bool { false }
    /// Runs ``layoutSublayers()`` now.
    open func layoutIfNeeded() { layoutSublayers() }
    /// The layer's preferred size: its bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Hit testing and coordinates

    /// Whether `p`, in the layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest sublayer (or this layer) containing `p`, given in the superlayer's
    /// coordinates; hidden layers are skipped.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = convertFromSuperlayer(p)
        if masksToBounds && !contains(local) { return nil }
        for sublayer in (storedSublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// From this layer's coordinates to its superlayer's, through the plane part of its transform.
    var toSuperlayer: CGAffineTransform {
        let b = bounds, a = anchorPoint
        return CGAffineTransform(translationX: -b.origin.x - a.x * b.width, y: -b.origin.y - a.y * b.height)
            .concatenating(transform.planeAffine)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    private func convertFromSuperlayer(_ p: CGPoint) -> CGPoint { p.applying(toSuperlayer.inverted()) }

    private var toRoot: CGAffineTransform {
        guard let parent = superlayer else { return .identity }
        return toSuperlayer.concatenating(parent.toRoot)
    }

    /// `p` in `layer`'s coordinates converted to this layer's (from the root's when `nil`).
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        p.applying((layer?.toRoot ?? .identity).concatenating(toRoot.inverted()))
    }

    /// `p` in this layer's coordinates converted to `layer`'s (to the root's when `nil`).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        p.applying(toRoot.concatenating(layer?.toRoot.inverted() ?? .identity))
    }

    /// The bounding box of `r`, given in `layer`'s coordinates, in this layer's.
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        r.applying((layer?.toRoot ?? .identity).concatenating(toRoot.inverted()))
    }

    /// The bounding box of `r`, given in this layer's coordinates, in `layer`'s.
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        r.applying(toRoot.concatenating(layer?.toRoot.inverted() ?? .identity))
    }

    // MARK: Rendering support

    /// Whether the layer draws anything of its own besides background and border; the renderer
    /// only sets up a clipped context when it does.
    var drawsOwnContent: Bool { type(of: self) != CALayer.self || (owningView == nil && storedDelegate != nil) }

    /// Whether a render has drawn the layer: Core Animation animates changes implicitly only
    /// for a layer already committed, so a layer being set up before its first render changes at once.
    var hasBeenRendered = false
    /// The traits the last render drew the layer with (its scale and appearance), which a
    /// transition added between renders takes its picture of the old state with.
    var lastRenderTraits: UITraitCollection?

    /// Tells an animation being defined (a `UIView` animation block) that `key` is about to
    /// change, and starts the key's implicit animation, as Core Animation does: for a layer a
    /// render has drawn, outside `CATransaction.setDisableActions(true)`, with the action
    /// ``action(forKey:)`` finds (a view's layer finds none outside an animation block).
    func willChange(_ key: String) {
        if let recorder = AnimationRecorder.current { recorder.layer(self, willChange: key) }
        guard hasBeenRendered, modelLayer == nil, !CATransaction.disableActions(), let action = action(forKey: key) else { return }
        // The animation starts from what is shown now: the model, or where an animation has it.
        let now = localTime(atClockTime: SnapshotClock.now)
        let shown = (animationEntries.isEmpty ? self : presentationForRender(atLocalTime: now)).animatableValue(forKey: key)
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let shown, let animation = basic.copy() as? CABasicAnimation {
            animation.fromValue = shown
            add(animation, forKey: key)
        } else {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }
}

/// How `CALayer.contents` fills the bounds, as Core Animation's `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name, as Core Animation spells it.
    public var rawValue: String
    /// A gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centred at its natural size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At its natural size against the top edge, centred horizontally.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At its natural size against the bottom edge, centred horizontally.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At its natural size against the left edge, centred vertically.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At its natural size against the right edge, centred vertically.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At its natural size in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At its natural size in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At its natural size in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At its natural size in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio and overflowing.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The filter used to scale `CALayer.contents`, as Core Animation's `CALayerContentsFilter`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The filter's name, as Core Animation spells it.
    public var rawValue: String
    /// A filter from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bilinear filtering, the default.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel: square pixels when enlarged.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Trilinear filtering; drawn as bilinear here.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The pixel format of a layer's drawn content, as Core Animation's `CALayerContentsFormat`.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    /// The format's name, as Core Animation spells it.
    public var rawValue: String
    /// A format from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Eight bits per channel.
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Sixteen-bit floating-point channels.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// One eight-bit grey channel.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

/// The shape of rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name, as Core Animation spells it.
    public var rawValue: String
    /// A curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles, the default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") corners; drawn as circular here.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which edges of a layer are anti-aliased, as Core Animation's `CAEdgeAntialiasingMask`.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt32
    /// A set of edges from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The right edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The bottom edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The top edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// The object that draws a layer and lays out its sublayers, as Core Animation's
/// `CALayerDelegate`. Every method has a default that does nothing, as Objective-C's optional
/// methods have.
public protocol CALayerDelegate: AnyObject {
    /// Draws `layer`'s content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out `layer`'s sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`; `nil` to continue the search.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Sets `layer`'s contents directly instead of drawing.
    func display(_ layer: CALayer)
    /// Called before `layer` draws.
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    /// Does nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// `nil`: no action.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Does nothing.
    public func display(_ layer: CALayer) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
}

/// Something a layer runs for a key, as Core Animation's `CAAction`; animations are actions.
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action, meaning "no action", as in Core Animation's actions dictionaries.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
