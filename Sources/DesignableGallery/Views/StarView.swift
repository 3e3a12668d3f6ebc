import UIKit

/// A five-pointed star filling its bounds, in ``starColor``.
///
/// The seeds' first designable: the star's outer points touch all four edges, whatever the
/// aspect ratio, so a wide view draws a wide star.
///
/// ```swift
/// let star = StarView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
/// star.starColor = .systemOrange
/// ```
@IBDesignable
open class StarView: UIView {
    /// The fill of the star; system yellow unless set.
    @IBInspectable public var starColor: UIColor = .systemYellow {
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
        // The corners around the star stay transparent, so the star sits on whatever is behind it.
        isOpaque = false
        backgroundColor = .clear
    }

    open override func draw(_ rect: CGRect) {
        starColor.setFill()
        StarView.starPath(in: bounds).fill()
    }

    /// The star whose outer points touch the four edges of `rect`.
    ///
    /// The ten vertices lie at multiples of 36° on two circles. Their sines and cosines are
    /// written with square roots, which are exact in IEEE arithmetic, rather than `sin`/`cos`,
    /// whose last bit differs between C libraries: the same star gives the same pixels everywhere.
    public static func starPath(in rect: CGRect) -> UIBezierPath {
        let root5 = (5 as CGFloat).squareRoot()
        let sin18 = (root5 - 1) / 4, cos18 = (10 + 2 * root5).squareRoot() / 4
        let sin54 = (root5 + 1) / 4, cos54 = (10 - 2 * root5).squareRoot() / 4
        // Unit directions from the top point clockwise, every 36°.
        let directions: [(x: CGFloat, y: CGFloat)] = [
            (0, -1), (cos54, -sin54), (cos18, -sin18), (cos18, sin18), (cos54, sin54),
            (0, 1), (-cos54, sin54), (-cos18, sin18), (-cos18, -sin18), (-cos54, -sin54),
        ]
        // A regular pentagram's inner vertices sit at (3 − √5)/2 of the outer radius.
        let innerRatio = (3 - root5) / 2
        // The outer points span x in ±cos18 and y from −1 down to sin54; stretch that box to `rect`.
        let sx = rect.width / (2 * cos18), sy = rect.height / (1 + sin54)
        let path = UIBezierPath()
        for (i, d) in directions.enumerated() {
            let r = i.isMultiple(of: 2) ? 1 : innerRatio
            let point = CGPoint(x: rect.midX + d.x * r * sx, y: rect.minY + (1 + d.y * r) * sy)
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }
}
