import Foundation

/// Right-to-left layout, as UIKit does it: a view's direction comes from its
/// ``UIView/semanticContentAttribute``, else from its traits' `layoutDirection`, which a
/// render sets (`ViewRenderer.render(_:scale:traits:)`,
/// `.image(traits: UITraitCollection(layoutDirection: .rightToLeft))`).
///
/// In a right-to-left view, Auto Layout's leading edges are the right ones (constants count
/// leftwards), stack views arrange from the right, `.natural` text aligns right, text fields
/// put their left view on the right, directional margins and insets swap, and images made
/// with `imageFlippedForRightToLeftLayoutDirection()` are mirrored.
///
/// Text is reordered by the Unicode Bidirectional Algorithm whatever the view's direction: a
/// paragraph reads in the direction of its first strong letter unless its paragraph style's
/// `baseWritingDirection` says otherwise, and takes the view's direction when it has no
/// letter (digits, punctuation), as on iOS (see `TextLayout`).
extension UIView {
    /// The direction to arrange this view's own content in: its semantic content attribute's,
    /// else its traits'. As in UIKit, it does not pass down to subviews; each asks its own.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, layoutDirection: traitCollection.layoutDirection)
    }

    /// The direction content with `attribute` is laid out in, for the current traits' layout
    /// direction (UIKit asks the application's).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, layoutDirection: UITraitCollection.current.layoutDirection)
    }

    /// The direction content with `semanticContentAttribute` is laid out in within a layout of `layoutDirection`.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: semanticContentAttribute,
                                     layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                             layoutDirection: UITraitEnvironmentLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The margins from the leading and trailing edges rather than left and right, as UIKit's
    /// `directionalLayoutMargins`. Set this way, they stay directional: a render in right to
    /// left puts the leading margin on the right.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let storedDirectionalLayoutMargins { return storedDirectionalLayoutMargins }
            return NSDirectionalEdgeInsets(layoutMargins, direction: effectiveUserInterfaceLayoutDirection)
        }
        set {
            layoutMargins = newValue.resolved(for: effectiveUserInterfaceLayoutDirection)
            storedDirectionalLayoutMargins = newValue
            setNeedsAutoLayout()
            setNeedsLayout()
        }
    }
}
