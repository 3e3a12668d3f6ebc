import Foundation
import Raster

/// A spinner, drawn as one still frame of iOS's, as UIKit's `UIActivityIndicatorView`.
///
/// As on iOS, a stopped indicator with ``hidesWhenStopped`` (the default) is hidden: call
/// ``startAnimating()`` to see it. The frame shows eight spokes: the darkest at the top, fading counter-clockwise
/// behind it, as iOS's clockwise sweep looks at any instant.
open class UIActivityIndicatorView: UIView {
    /// The spinner's size, as `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// A 20-point spinner.
        case medium = 100
        /// A 37-point spinner.
        case large = 101
    }

    /// The spinner's size; medium by default.
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// ``UIColor/secondaryLabel``-grey by default.
    open var color: UIColor! = .systemGray
    /// Whether the indicator is hidden while it is not animating; `true` by default. Changing
    /// it shows or hides a stopped indicator at once, as on iOS.
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// Whether ``startAnimating()`` has been called since the last ``stopAnimating()``.
    open private(set) var isAnimating = false

    /// Creates a stopped indicator of `style`, sized to it.
    public init(style: Style) {
        super.init(frame: .zero)
        self.style = style
        frame.size = intrinsicContentSize
        updateVisibility()
    }

    /// Creates a medium indicator with the specified frame rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateVisibility()
    }

    /// Creates an indicator from an Interface Builder document, decoding its style, colour and animation
    /// flags.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let s = coder.decodedEnum(ViewCodingKey.style, as: Style.self) { style = s }
        if let c = coder.decoded(ViewCodingKey.color, as: UIColor.self) { color = c }
        if let h = coder.decodedBool(ViewCodingKey.hidesWhenStopped) { hidesWhenStopped = h }
        isAnimating = coder.decodedBool(ViewCodingKey.animating) ?? false
        updateVisibility()
    }

    /// Starts the spinner, which shows it; the render draws one still frame.
    open func startAnimating() { isAnimating = true; updateVisibility() }
    /// Stops the spinner, which hides it when ``hidesWhenStopped`` is set.
    open func stopAnimating() { isAnimating = false; updateVisibility() }

    private func updateVisibility() {
        if hidesWhenStopped { isHidden = !isAnimating } else if isAnimating { isHidden = false }
    }

    /// 20 × 20 points for a medium spinner, 37 × 37 for a large one.
    open override var intrinsicContentSize: CGSize { style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }
    /// The spinner's intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the eight spokes of the spinner's still frame in ``color``.
    open override func draw(_ rect: CGRect) {
        let large = style == .large
        let outer: CGFloat = large ? 18 : 9.5, inner: CGFloat = large ? 9 : 4.75, width: CGFloat = large ? 4 : 2
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        for i in 0..<8 {
            // Spoke 0 points up and is darkest; each one counter-clockwise is fainter.
            let angle = CGFloat(-Double(i) * DeterministicMath.pi / 4 - DeterministicMath.pi / 2)
            let dx = CGFloat(DeterministicMath.cos(Double(angle))), dy = CGFloat(DeterministicMath.sin(Double(angle)))
            let spoke = UIBezierPath()
            spoke.move(to: CGPoint(x: c.x + dx * (inner + width / 2), y: c.y + dy * (inner + width / 2)))
            spoke.addLine(to: CGPoint(x: c.x + dx * (outer - width / 2), y: c.y + dy * (outer - width / 2)))
            spoke.lineWidth = width
            spoke.lineCapStyle = .round
            color.withAlphaComponent(1 - CGFloat(i) * 0.1).setStroke()
            spoke.stroke()
        }
    }
}
