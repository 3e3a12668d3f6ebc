#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import Foundation

/// Broken twin 2: an `init(coder:)` that forgets the common setup (seed `003`'s `commonInit`).
///
/// `init(frame:)` builds the badge (colour, rounded corners, the "NEW" label); `init(coder:)`
/// only calls `super`. Made in code, or at design time (which Interface Builder instantiates
/// with `init(frame:)`), the badge shows; decoded from a storyboard at run time it is an empty
/// rectangle.
///
/// The fix: call one `commonInit()` from both initialisers, as every other gallery view does.
@IBDesignable
open class BrokenCoderInitView: UIView {
    public let label = UILabel(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // The bug: commonInit() is missing here.
    }

    private func commonInit() {
        backgroundColor = .systemOrange
        layer.cornerRadius = 10
        label.text = "NEW"
        label.font = .boldSystemFont(ofSize: 16)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
