#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import Foundation

// Views written as UIKit code; only the import differs between iOS and Linux.

@IBDesignable
final class StarView: UIView {
    @IBInspectable var starColor: UIColor = .systemYellow { didSet { didSetCount += 1 } }
    @IBInspectable var points: Int = 5
    @IBInspectable var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
    @IBInspectable var title: String?
    @IBInspectable var icon: UIImage?
    @IBInspectable var shadowOffset: CGSize = .zero
    private(set) var didSetCount = 0

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        starColor.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
}

/// Records the order of its lifecycle calls in a log shared by every instance of one load.
final class LifecycleView: UIView {
    final class Log { var entries: [String] = [] }
    nonisolated(unsafe) static var log = Log()

    // Outlets: on iOS `@IBOutlet weak var partner: UIView!`; the attribute is the porting step.
    weak var partner: UIView!
    weak var caption: UILabel?
    var mood: String = "" { didSet { LifecycleView.log.entries.append("\(accessibilityIdentifier ?? "?").mood=\(mood)") } }

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        LifecycleView.log.entries.append("\(accessibilityIdentifier ?? "?").init(coder:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        let partnerState = partner == nil ? "no partner" : "partner"
        LifecycleView.log.entries.append("\(accessibilityIdentifier ?? "?").awakeFromNib(\(partnerState))")
    }
}

/// The seeds' `UIView+Inspectables`: a border for every view.
extension UIView {
    @IBInspectable var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    @IBInspectable var borderColor: UIColor? {
        get { layer.borderColor.map { UIColor(cgColor: $0) } }
        set { layer.borderColor = newValue?.cgColor }
    }
}
