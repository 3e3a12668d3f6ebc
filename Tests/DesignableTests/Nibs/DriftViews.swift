#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import Foundation

// Five classes of drift between init paths, each as a real view would have it, and each with
// its corrected version. Written as UIKit code.

// 1. A didSet that doesn't run for the initial value set in an initialiser.
@IBDesignable
final class RingView: UIView {
    @IBInspectable var ringColor: UIColor = .systemBlue {
        didSet { layer.borderColor = ringColor.cgColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 6
        ringColor = .systemRed          // Swift runs no observer here: the border stays black.
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.borderWidth = 6
        ringColor = .systemRed
    }
}

@IBDesignable
final class FixedRingView: UIView {
    @IBInspectable var ringColor: UIColor = .systemRed {
        didSet { applyRingColor() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 6
        applyRingColor()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.borderWidth = 6
        applyRingColor()
    }

    private func applyRingColor() { layer.borderColor = ringColor.cgColor }
}

// 2. An init(coder:) that forgets the common setup.
@IBDesignable
final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func commonInit() {
        backgroundColor = .systemOrange
        layer.cornerRadius = 12
    }
}

@IBDesignable
final class FixedBadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .systemOrange
        layer.cornerRadius = 12
    }
}

// 3. A fix applied only in prepareForInterfaceBuilder: the seed's text centring.
@IBDesignable
final class CaptionView: UIView {
    let label = UILabel()
    @IBInspectable var caption: String = "" { didSet { label.text = caption } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        label.textAlignment = .center   // Only the canvas is centred; the app is not.
    }
}

@IBDesignable
final class FixedCaptionView: UIView {
    let label = UILabel()
    @IBInspectable var caption: String = "" { didSet { label.text = caption } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        label.textAlignment = .center
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

// 4. An app-bundle image lookup, which finds nothing at design time: the seed's dropdown arrow.
@IBDesignable
final class DropdownView: UIView {
    let arrow = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        arrow.image = UIImage(named: "arrow")
        addSubview(arrow)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        arrow.frame = bounds.insetBy(dx: 4, dy: 4)
    }
}

@IBDesignable
final class FixedDropdownView: UIView {
    /// The view's own bundle: `Bundle(for: FixedDropdownView.self)` on iOS, `Bundle.module` in a
    /// SwiftPM target; here the folder the test writes.
    nonisolated(unsafe) static var ownBundle: Bundle?
    let arrow = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        arrow.image = UIImage(named: "arrow", in: FixedDropdownView.ownBundle, compatibleWith: nil)
        addSubview(arrow)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        arrow.frame = bounds.insetBy(dx: 4, dy: 4)
    }
}

// 5. Setup done only in awakeFromNib, which neither code nor the canvas calls.
@IBDesignable
final class StripeView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .systemTeal
    }
}

@IBDesignable
final class FixedStripeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() { backgroundColor = .systemTeal }
}
