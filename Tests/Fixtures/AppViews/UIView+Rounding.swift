import UIKit

/// The classic inspectable of IBDesignable code, declared for every view and overridden for the
/// views that round differently, each in an extension, as the Objective-C runtime allows.
extension UIView {
    @IBInspectable var roundness: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }

    @objc func stylingTarget() -> UIView { self }
}

extension UIButton {
    /// A button rounds to a fraction of its height.
    override var roundness: CGFloat {
        get { bounds.height > 0 ? layer.cornerRadius / bounds.height : 0 }
        set {
            super.roundness = newValue * bounds.height
            clipsToBounds = true
        }
    }
}

extension UITableViewCell {
    override func stylingTarget() -> UIView { contentView }
}

/// A cell of the app's own that styles its accessory instead.
final class BadgeCell: UITableViewCell {
    let badge = UIView()
    override func stylingTarget() -> UIView { badge }
}
