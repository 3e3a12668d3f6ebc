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
/// Differs from Core Animation on purpose:
/// - Nothing animates: every property change is visible in the next render.
/// - A view's `sublayers` holds only the layers added with `addSublayer`; subviews' layers are
///   not listed there, and subviews render above all of them (see ``UIView``'s render order).
/// - A `mask` acts through its shape: a ``CAShapeLayer``'s path, or a layer's rounded
///   background rectangle; the mask's colours and partial alpha are not used.
/// - `masksToBounds` hides the layer's own shadow, as it visibly does on iOS.
/// - There is no 3D `transform`; use ``setAffineTransform(_:)``.
open class CALayer: NSObject {
    /// The layer's own coordinate space: its size, and the origin its sublayers and content use.
    open var bounds: CGRect = .zero { didSet { if bounds.size != oldValue.size { owningView?.boundsSizeDidChange(from: oldValue.size) } } }
    /// Where the ``anchorPoint`` sits in the superlayer's coordinates.
    open var position: CGPoint = .zero
    /// The point, in unit coordinates of the bounds, that ``position`` places and transforms turn about.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var transform2D = CGAffineTransform.identity

    /// Whether the layer and its sublayers are skipped when rendering.
    open var isHidden = false
    /// 0...1, multiplied into the whole layer tree as one group.
    open var opacity: Float = 1
    /// Clips sublayers (and a view's subviews) to the bounds, rounded by ``cornerRadius``.
    open var masksToBounds = false
    /// The colour that fills the bounds, rounded by ``cornerRadius``; `nil` for none.
    open var backgroundColor: CGColor?
    /// The radius of the rounded corners of the background, border and mask, in points.
    open var cornerRadius: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds; all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Drawn inside the bounds, above the content, sublayers and subviews.
    open var borderWidth: CGFloat = 0
    /// Opaque black by default, as in Core Animation.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Opaque black by default; the shadow shows once ``shadowOpacity`` is above 0.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, from 0 (no shadow, the default) to 1.
    open var shadowOpacity: Float = 0
    /// (0, −3) by default: Core Animation's upward shadow.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius in points; 3 by default.
    open var shadowRadius: CGFloat = 3
    /// When set, the shadow takes this shape instead of the layer's rendered content.
    open var shadowPath: CGPath?
    /// A layer whose shape clips this one, in this layer's coordinates.
    open var mask: CALayer?
    /// A name for the layer, for your code and for descriptions.
    open var name: String?
    /// Accepted for source compatibility; layers always render at the render's scale.
    open var contentsScale: CGFloat = 1
    /// Whether the content is redrawn when the bounds change; kept for source compatibility, as every
    /// render draws afresh.
    open var needsDisplayOnBoundsChange = false

    /// The layer's sublayers, back to front; `nil` when it has none.
    open private(set) var sublayers: [CALayer]?
    /// The layer this one is a sublayer of, or `nil`.
    open private(set) weak var superlayer: CALayer?
    /// The view this layer backs, if any (UIKit makes the view the layer's delegate).
    weak var owningView: UIView?

    /// Creates a layer with Core Animation's defaults.
    public required override init() { super.init() }

    /// A copy of `layer`'s properties, as Core Animation's presentation-layer initialiser.
    public init(layer: Any) {
        super.init()
        if let l = layer as? CALayer {
            bounds = l.bounds; position = l.position; anchorPoint = l.anchorPoint; transform2D = l.transform2D
            isHidden = l.isHidden; opacity = l.opacity; masksToBounds = l.masksToBounds
            backgroundColor = l.backgroundColor; cornerRadius = l.cornerRadius; maskedCorners = l.maskedCorners
            borderWidth = l.borderWidth; borderColor = l.borderColor
            shadowColor = l.shadowColor; shadowOpacity = l.shadowOpacity; shadowOffset = l.shadowOffset
            shadowRadius = l.shadowRadius; shadowPath = l.shadowPath; name = l.name
        }
    }

    /// Layers decode nothing themselves; their views decode the properties IB stores.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Geometry

    /// The layer's rectangle in its superlayer: the bounding box of the transformed bounds.
    /// Setting it sets the bounds size and the position.
    open var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
            return local.applying(transform2D).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            position = CGPoint(x: r.origin.x + anchorPoint.x * r.width, y: r.origin.y + anchorPoint.y * r.height)
        }
    }

    /// The layer's 2D transform about its ``anchorPoint``.
    open func affineTransform() -> CGAffineTransform { transform2D }
    /// Sets the layer's 2D transform about its ``anchorPoint``.
    open func setAffineTransform(_ m: CGAffineTransform) { transform2D = m }

    // MARK: Hierarchy

    /// Adds `layer` on top of the other sublayers, taking it from any previous superlayer.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    /// Inserts `layer` at index `idx` of the sublayers, taking it from any previous superlayer.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: Swift.min(Int(idx), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling`, or at the back when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let idx = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(idx))
    }

    /// Inserts `layer` just above `sibling`, or at the front when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let idx = sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(idx))
    }

    /// Puts `newLayer` where `oldLayer` was; does nothing when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let idx = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(idx))
    }

    /// Removes the layer from its superlayer's sublayers.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    // MARK: Content

    /// Draws the layer's own content; override in a subclass. The context's origin is the
    /// bounds' origin, y down, and drawing is clipped to the bounds.
    open func draw(in ctx: CGContext) {}

    /// Accepted for source compatibility: every render draws the content afresh.
    open func setNeedsDisplay() {}
    /// Accepted for source compatibility: every render draws the content afresh.
    open func display() {}
    /// Accepted for source compatibility: every render draws the content afresh.
    open func displayIfNeeded() {}

    /// Lays out sublayers; the renderer calls it before drawing each layer. Override in a subclass.
    open func layoutSublayers() {}
    /// Accepted for source compatibility: ``layoutSublayers()`` runs at every render.
    open func setNeedsLayout() {}
    /// Runs ``layoutSublayers()`` now.
    open func layoutIfNeeded() { layoutSublayers() }

    /// Whether the layer draws anything of its own besides background and border; the renderer
    /// only sets up a clipped context when it does.
    var drawsOwnContent: Bool { type(of: self) != CALayer.self }
}
