import UIKit

/// An ellipse inscribed in its bounds, in ``fillColor``.
///
/// ```swift
/// let ellipse = EllipseView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
/// ellipse.fillColor = .systemPink
/// ```
@IBDesignable
open class EllipseView: UIView {
    /// The fill of the ellipse; system blue unless set.
    @IBInspectable public var fillColor: UIColor = .systemBlue {
        didSet { setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        // Outside the ellipse the view is see-through.
        isOpaque = false
        backgroundColor = .clear
    }

    open override func draw(_ rect: CGRect) {
        fillColor.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}
