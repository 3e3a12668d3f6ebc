import UIKit

/// Tells a rating control's owner about changes; every requirement is optional, as UIKit's
/// delegate protocols make theirs.
@objc public protocol RatingControlDelegate: NSObjectProtocol {
    @objc optional func ratingControl(_ control: RatingControl, didChangeRating rating: Int)
    @objc optional func ratingControlShouldHighlight(_ control: RatingControl) -> Bool
    @objc optional func ratingControl(_ control: RatingControl, colorForStarAt index: Int) -> UIColor?
}

/// Stars filled up to `rating`, in `starColor`; a delegate may veto the highlight or colour a star.
@IBDesignable
@objcMembers
public class RatingControl: UIView {
    @IBInspectable public dynamic var rating: Int = 3 {
        didSet {
            delegate?.ratingControl?(self, didChangeRating: rating)
            setNeedsDisplay()
        }
    }
    @IBInspectable public var maximumRating: Int = 5
    @IBInspectable public var starColor: UIColor = .systemOrange
    public weak var delegate: RatingControlDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .clear
    }

    public override func draw(_ rect: CGRect) {
        let highlight = delegate?.ratingControlShouldHighlight?(self) ?? true
        let side = bounds.height
        for index in 0..<maximumRating {
            let star = UIBezierPath(ovalIn: CGRect(x: CGFloat(index) * side, y: 0, width: side, height: side).insetBy(dx: 2, dy: 2))
            let filled = highlight && index < rating
            let custom = delegate?.ratingControl?(self, colorForStarAt: index) ?? nil
            (filled ? (custom ?? starColor) : UIColor.systemGray5).setFill()
            star.fill()
        }
    }
}
