import UIKit

/// A card with one inspectable of every type Interface Builder can inspect, each visible.
///
/// - `cornerRadius` (CGFloat) rounds the layer, through a `didSet` that the initialisers also
///   apply, so the initial value takes effect on every path (compare ``BrokenAccentStripeView``);
/// - `accentColor` (UIColor) fills the progress bar, `isHighlighted` (Bool) adds a border,
/// - `title` (String) is drawn at `titleOrigin` (CGPoint),
/// - `dotCount` (Int) dots of `dotSize` (CGSize) line the bottom, at `dotOpacity` (Float),
/// - `progress` (Double, 0…1) fills a bar placed at `barFrame` (CGRect),
/// - `icon` (UIImage?) is drawn in the top-right corner.
@IBDesignable
open class InspectableView: UIView {
    @IBInspectable public var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    @IBInspectable public var accentColor: UIColor = .systemGreen { didSet { setNeedsDisplay() } }
    @IBInspectable public var isHighlighted: Bool = false {
        didSet { applyHighlight() }
    }
    @IBInspectable public var title: String = "Inspectables" { didSet { setNeedsDisplay() } }
    @IBInspectable public var titleOrigin: CGPoint = CGPoint(x: 12, y: 10) { didSet { setNeedsDisplay() } }
    @IBInspectable public var dotCount: Int = 5 { didSet { setNeedsDisplay() } }
    @IBInspectable public var dotSize: CGSize = CGSize(width: 10, height: 10) { didSet { setNeedsDisplay() } }
    @IBInspectable public var dotOpacity: Float = 1 { didSet { setNeedsDisplay() } }
    @IBInspectable public var progress: Double = 0.6 { didSet { setNeedsDisplay() } }
    @IBInspectable public var barFrame: CGRect = CGRect(x: 12, y: 40, width: 136, height: 8) { didSet { setNeedsDisplay() } }
    @IBInspectable public var icon: UIImage? { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyInspectables()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyInspectables()
    }

    /// Swift runs no `didSet` for the initial values, so the initialisers push them to the
    /// layer themselves; values set later go through the observers.
    private func applyInspectables() {
        layer.cornerRadius = cornerRadius
        applyHighlight()
    }

    private func applyHighlight() {
        layer.borderWidth = isHighlighted ? 2 : 0
        layer.borderColor = UIColor.systemBlue.cgColor
    }

    open override func draw(_ rect: CGRect) {
        title.draw(at: titleOrigin, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.label])

        UIColor.systemFill.setFill()
        UIBezierPath(roundedRect: barFrame, cornerRadius: barFrame.height / 2).fill()
        let filled = CGRect(x: barFrame.minX, y: barFrame.minY,
                            width: barFrame.width * CGFloat(min(max(progress, 0), 1)), height: barFrame.height)
        accentColor.setFill()
        UIBezierPath(roundedRect: filled, cornerRadius: barFrame.height / 2).fill()

        let spacing: CGFloat = 6
        UIColor.systemOrange.withAlphaComponent(CGFloat(dotOpacity)).setFill()
        for i in 0..<max(0, dotCount) {
            let origin = CGPoint(x: 12 + CGFloat(i) * (dotSize.width + spacing), y: bounds.height - 12 - dotSize.height)
            UIBezierPath(ovalIn: CGRect(origin: origin, size: dotSize)).fill()
        }

        if let icon {
            icon.draw(at: CGPoint(x: bounds.width - 12 - icon.size.width, y: 12))
        }
    }
}
