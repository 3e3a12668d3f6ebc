import Foundation

extension NSLayoutConstraint {
    /// A part of a view's or layout guide's rectangle a constraint relates, with UIKit's raw values.
    ///
    /// Differs from UIKit: there is no right-to-left layout, so `leading` is always `left` and
    /// `trailing` always `right`.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge; the left, as there is no right-to-left layout here.
        case leading
        /// The trailing edge; the right, as there is no right-to-left layout here.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text; the bottom for a view without text.
        case lastBaseline
        /// The baseline of the first line of text; the bottom for a view without text.
        case firstBaseline
        /// The left edge inset by the view's layout margins.
        case leftMargin
        /// The right edge inset by the view's layout margins.
        case rightMargin
        /// The top edge inset by the view's layout margins.
        case topMargin
        /// The bottom edge inset by the view's layout margins.
        case bottomMargin
        /// The leading edge inset by the view's layout margins.
        case leadingMargin
        /// The trailing edge inset by the view's layout margins.
        case trailingMargin
        /// The horizontal centre of the area inside the layout margins.
        case centerXWithinMargins
        /// The vertical centre of the area inside the layout margins.
        case centerYWithinMargins
        /// The second attribute of a constraint to a constant, such as `width == 44`.
        case notAnAttribute = 0

        /// The older name of ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }

        /// Which way the attribute measures, or `nil` for ``notAnAttribute``.
        var axis: NSLayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// The attribute's name, as constraint descriptions and conflict reports print it.
        public var description: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }
    }
}
