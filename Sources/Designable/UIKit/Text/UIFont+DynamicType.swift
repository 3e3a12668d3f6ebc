import Foundation

/// How a font follows Dynamic Type: the text style it was made for, and, for a font scaled by
/// `UIFontMetrics`, the font it scales from and the largest size it may reach.
struct FontScaling {
    let style: UIFont.TextStyle
    /// The font at the default (Large) category; `nil` for the style's own system font.
    let base: UIFont?
    let maximumPointSize: CGFloat?
}

/// Dynamic Type fonts, as UIKit's: each text style's size at each content size category comes
/// from Apple's published table (see `DynamicTypeSizes`).
///
/// ```swift
/// label.font = .preferredFont(forTextStyle: .body)
/// label.adjustsFontForContentSizeCategory = true
/// assertSnapshot(of: label, as: .image(traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)))
/// ```
///
/// Differs from UIKit on purpose: the face is DejaVu Sans (bold from semibold up) rather than
/// San Francisco, and without traits the category is the current traits' (the render's while
/// a view lays out or draws), rather than the application's.
extension UIFont {
    /// The system font for `style` at the current traits' content size category (Large outside a render).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the content size category of `traitCollection` (the
    /// current traits' when `nil` or unspecified). Headline is semibold and the others regular;
    /// with the Bold Text trait (`legibilityWeight == .bold`) each is one weight heavier.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = DynamicTypeSizes.category(traitCollection)
        let bold = (traitCollection?.legibilityWeight ?? UITraitCollection.current.legibilityWeight) == .bold
        let weight: UIFont.Weight = style == .headline ? (bold ? .bold : .semibold) : (bold ? .semibold : .regular)
        let font = systemFont(ofSize: DynamicTypeSizes.pointSize(style, category), weight: weight)
        return UIFont(loaded: font.loaded, pointSize: font.pointSize, scaling: FontScaling(style: style, base: nil, maximumPointSize: nil),
                      iOSFace: font.iOSFace, systemWeight: font.systemWeight)
    }

    /// The same font for `traits`' content size category, when it follows Dynamic Type; itself otherwise.
    func adjusted(for traits: UITraitCollection) -> UIFont {
        guard let scaling else { return self }
        guard let base = scaling.base else { return .preferredFont(forTextStyle: scaling.style, compatibleWith: traits) }
        let metrics = UIFontMetrics(forTextStyle: scaling.style)
        if let maximum = scaling.maximumPointSize {
            return metrics.scaledFont(for: base, maximumPointSize: maximum, compatibleWith: traits)
        }
        return metrics.scaledFont(for: base, compatibleWith: traits)
    }
}

/// Scales fonts and values as a text style grows with Dynamic Type, as UIKit's `UIFontMetrics`.
///
/// ```swift
/// let brand = UIFont(name: "DejaVu Serif", size: 17)!
/// label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: brand)
/// label.adjustsFontForContentSizeCategory = true
/// let padding = UIFontMetrics.default.scaledValue(for: 12)
/// ```
///
/// A value scales by the style's size at the category over its size at Large, so 17 points
/// of body text becomes 53 at AX5. Differs from UIKit on purpose: without traits the category
/// is the current traits', not the application's.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose growth this scales by.
    let style: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
        super.init()
    }

    /// Metrics that scale as body text does.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` scaled for the current traits' content size category; a label with
    /// `adjustsFontForContentSizeCategory` rescales it when the category changes.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for `traitCollection`'s content size category.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, maximum: nil, traits: traitCollection)
    }

    /// `font` scaled for the current category, no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s category, no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, maximum: maximumPointSize, traits: traitCollection)
    }

    /// `value` scaled for the current category, as spacing beside scaled text should be.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for `traitCollection`'s category.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeSizes.scale(style, DynamicTypeSizes.category(traitCollection))
    }

    private func scaled(_ font: UIFont, maximum: CGFloat?, traits: UITraitCollection?) -> UIFont {
        // A font already scaled scales from its own base, so scaling twice does not compound.
        let base = font.scaling?.base ?? font
        var size = scaledValue(for: base.pointSize, compatibleWith: traits)
        if let maximum, maximum > 0 { size = Swift.min(size, maximum) }
        let resized = base.withSize(size)
        return UIFont(loaded: resized.loaded, pointSize: resized.pointSize,
                      scaling: FontScaling(style: style, base: base, maximumPointSize: maximum), iOSFace: base.iOSFace,
                      systemWeight: base.systemWeight)
    }
}

extension NSAttributedString {
    /// The string with each Dynamic Type font replaced by the same font at `traits`' category.
    func adjustingFonts(for traits: UITraitCollection) -> NSAttributedString {
        let adjusted = NSMutableAttributedString(attributedString: self)
        enumerateAttribute(.font, in: NSRange(location: 0, length: length), options: []) { value, range, _ in
            guard let font = value as? UIFont, font.scaling != nil else { return }
            adjusted.addAttribute(.font, value: font.adjusted(for: traits), range: range)
        }
        return adjusted
    }
}
