import UIKit

/// A ring drawn by a layer with a custom animatable property, written as iOS progress rings and
/// gauges write it: the value is `@NSManaged` (Core Animation keeps it), `needsDisplay(forKey:)`
/// redraws the presentation while it animates, `init(layer:)` copies the layer's own state into
/// the presentation copy, and `action(forKey:)` animates a change from what is on screen.
class RingLayer: CALayer {
    @NSManaged var progress: CGFloat
    @NSManaged var trackColor: UIColor?
    var ringColor = UIColor.systemGreen

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let layer = layer as? RingLayer {
            progress = layer.progress
            ringColor = layer.ringColor
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == #keyPath(progress) ? true : super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == #keyPath(progress) {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.progress ?? progress
            animation.duration = 0.4
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }
        return super.action(forKey: event)
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 6
        ctx.setLineWidth(8)
        ctx.setLineCap(.round)
        ctx.setStrokeColor((trackColor ?? .systemGray5).cgColor)
        ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        ctx.strokePath()
        guard progress > 0 else { return }
        ctx.setStrokeColor(ringColor.cgColor)
        ctx.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.strokePath()
    }
}

/// The view whose layer is the ring, with the animations apps give such a view.
class RingProgressView: UIView {
    /// Key paths as the app names them, for animations and observers.
    static let animatedKeys = [#keyPath(RingLayer.progress), #keyPath(CAShapeLayer.strokeEnd), #keyPath(CALayer.opacity),
                               #keyPath(UIView.isHidden), #keyPath(layer.cornerRadius), #keyPath(CALayer.isDoubleSided)]

    override class var layerClass: AnyClass { RingLayer.self }
    var ringLayer: RingLayer { layer as! RingLayer }

    var progress: CGFloat {
        get { ringLayer.progress }
        set { ringLayer.progress = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Fills the ring from where it is to `value` over `duration`, at an even pace.
    func animateProgress(to value: CGFloat, duration: CFTimeInterval) {
        let animation = CABasicAnimation(keyPath: #keyPath(RingLayer.progress))
        animation.fromValue = ringLayer.progress
        animation.toValue = value
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        ringLayer.progress = value
        ringLayer.add(animation, forKey: "fill")
    }
}

/// A bar whose level is an `@objc dynamic` stored property, the other spelling of a custom
/// animatable property: key-value coding reaches it, so an animation of `level` sets it on the
/// presentation copy, which `init(layer:)` made with the level copied.
class LevelLayer: CALayer {
    @objc dynamic var level: CGFloat = 0

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        level = (layer as? LevelLayer)?.level ?? 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == #keyPath(level) || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.systemBlue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
    }
}

/// Settings whose values the runtime supplies (`@NSManaged` outside a layer), kept beside the
/// object.
class RingSettings: NSObject {
    @NSManaged var lineWidth: CGFloat
    @NSManaged var caption: String?
}
