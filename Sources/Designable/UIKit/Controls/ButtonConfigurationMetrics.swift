import Foundation

/// The sizes a button configuration's ``UIButton/Configuration-swift.struct/Size`` gives: title
/// and subtitle fonts, default content insets and the dynamic corner radius.
///
/// From iOS 17 at the default Dynamic Type size: a medium button titles in 17 points (the body
/// style) inside insets of 7 above and below and 12 at the sides, so "Button" is 34⅓ points
/// tall. Where Apple publishes no number (mini's insets, the radii) the values are measured
/// from iOS's drawing to the nearest point.
struct ButtonConfigurationMetrics {
    /// The text styles of the title and subtitle, whose sizes at the default (Large) content
    /// size category are 12/11 (mini), 15/12 (small) and 17/13 (medium, large) points; they
    /// grow with Dynamic Type as iOS's do.
    let titleStyle: UIFont.TextStyle
    let subtitleStyle: UIFont.TextStyle
    let contentInsets: NSDirectionalEdgeInsets
    /// The ``UIButton/Configuration-swift.struct/CornerStyle/dynamic`` radius.
    let dynamicCornerRadius: CGFloat

    init(size: UIButton.Configuration.Size) {
        switch size {
        case .mini:
            (titleStyle, subtitleStyle, dynamicCornerRadius) = (.caption1, .caption2, 4)
            contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small:
            (titleStyle, subtitleStyle, dynamicCornerRadius) = (.subheadline, .caption1, 5)
            contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium:
            (titleStyle, subtitleStyle, dynamicCornerRadius) = (.body, .footnote, 6)
            contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large:
            (titleStyle, subtitleStyle, dynamicCornerRadius) = (.body, .footnote, 8)
            contentInsets = NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The radius of `style` for a background `height` tall; `fixed` is the background's own.
    func cornerRadius(_ style: UIButton.Configuration.CornerStyle, fixed: CGFloat, height: CGFloat) -> CGFloat {
        switch style {
        case .fixed: fixed
        case .dynamic: dynamicCornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: height / 2
        }
    }
}
