import Designable
import Foundation

/// A progress ring as real controls draw one: a grey track and a coloured arc whose
/// `strokeEnd` is the progress, animated with `CABasicAnimation` when asked.
final class ProgressRing: UIView {
    let track = CAShapeLayer()
    let arc = CAShapeLayer()
    private(set) var progress: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        for ring in [track, arc] {
            ring.fillColor = nil
            ring.lineWidth = 8
            layer.addSublayer(ring)
        }
        track.strokeColor = UIColor(white: 0.88, alpha: 1).cgColor
        arc.strokeColor = UIColor.systemGreen.cgColor
        arc.lineCap = .round
        arc.strokeEnd = 0
    }

    required init?(coder: NSCoder) { fatalError("not used in these tests") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = bounds.insetBy(dx: 8, dy: 8)
        // Start at twelve o'clock and go clockwise, as progress rings do.
        let path = UIBezierPath(arcCenter: CGPoint(x: inset.midX, y: inset.midY), radius: inset.width / 2,
                                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for ring in [track, arc] {
            ring.frame = bounds
            ring.path = path.cgPath
        }
    }

    /// Sets the progress; animated, the arc grows over `duration` seconds with ease-in-out.
    func setProgress(_ value: CGFloat, animated: Bool, duration: TimeInterval = 0.5) {
        if animated {
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = progress
            grow.toValue = value
            grow.duration = duration
            grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            arc.add(grow, forKey: "progress")
        }
        progress = value
        arc.strokeEnd = value
    }
}

/// A cell folding away along its top edge, as accordion ("folding") cells do: a card rotated
/// about its top edge under a perspective.
final class FoldingCard: UIView {
    let card = UIView()

    init(frame: CGRect, angle: CGFloat) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 10
        let stripe = UIView(frame: CGRect(x: 16, y: 20, width: 120, height: 12))
        stripe.backgroundColor = .white
        stripe.layer.cornerRadius = 6
        card.addSubview(stripe)
        let dot = UIView(frame: CGRect(x: 16, y: 50, width: 30, height: 30))
        dot.backgroundColor = .systemYellow
        dot.layer.cornerRadius = 15
        card.addSubview(dot)
        addSubview(card)
        card.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        card.frame = CGRect(x: 20, y: 10, width: frame.width - 40, height: 100)
        var t = CATransform3DIdentity
        t.m34 = -1 / 300
        card.layer.transform = CATransform3DRotate(t, angle, 1, 0, 0)
    }

    required init?(coder: NSCoder) { fatalError("not used in these tests") }
}
