import UIKit

/// The seeds' `UIView+Inspectables` category, as user code: border and testing attributes
/// that Interface Builder shows for every view.
///
/// UIKit accepts `layer.borderWidth` as a runtime attribute on any view, but a colour attribute
/// on `layer.borderColor` silently does nothing (IB passes a `UIColor` where the layer expects
/// a `CGColor`). Projects therefore declare `borderColor` here, converting on the way in.
extension UIView {
    /// The width of the layer's border, in points.
    @IBInspectable public var borderWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    /// The colour of the layer's border; `nil` for none.
    @IBInspectable public var borderColor: UIColor? {
        get { layer.borderColor.map { UIColor(cgColor: $0) } }
        set { layer.borderColor = newValue?.cgColor }
    }

    /// The identifier UI tests find the view by (its `accessibilityIdentifier`).
    @IBInspectable public var testingId: String? {
        get { accessibilityIdentifier }
        set { accessibilityIdentifier = newValue }
    }

    /// A pseudo-property: switching it on gives the view a thick border, switching it off
    /// takes a thick border back to a hairline. Reading it tells whether the border is thick.
    ///
    /// It stores nothing of its own, so its value always agrees with ``borderWidth``.
    @IBInspectable public var bigBorder: Bool {
        get { layer.borderWidth >= UIView.bigBorderWidth }
        set {
            if newValue {
                layer.borderWidth = UIView.bigBorderWidth
            } else if layer.borderWidth >= UIView.bigBorderWidth {
                layer.borderWidth = 1
            }
        }
    }

    /// The border width ``bigBorder`` sets.
    public static let bigBorderWidth: CGFloat = 6
}
