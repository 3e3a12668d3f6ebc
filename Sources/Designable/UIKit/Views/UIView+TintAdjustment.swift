import Foundation

extension UIView {
    /// How a view's tint is drawn, as UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview's; normal at the root.
        case automatic = 0
        /// The tint as it is.
        case normal = 1
        /// The tint desaturated, as views behind an alert draw it.
        case dimmed = 2
    }

    /// The mode in force: the view's own, or the nearest ancestor's that is not automatic.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let v = view {
            if v.tintAdjustmentMode != .automatic { return v.tintAdjustmentMode }
            view = v.superview
        }
        return .normal
    }

    /// `colour` dimmed as UIKit dims a tint: its grey of the same luminance, in each appearance.
    ///
    /// An approximation: UIKit's exact dimmed colour is not documented; a grey of the tint's
    /// Rec. 709 luminance keeps light tints light and dark ones dark, as UIKit's dimming does.
    static func dimmed(_ colour: UIColor) -> UIColor {
        UIColor { traits in
            let c = colour.resolvedColor(with: traits).rasterColor(for: traits)
            let grey = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            return UIColor(white: CGFloat(grey), alpha: CGFloat(c.alpha))
        }
    }
}
