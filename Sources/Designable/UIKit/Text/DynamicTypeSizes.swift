import Foundation

/// The point size of each Dynamic Type text style at each content size category, from the
/// "Dynamic Type sizes" table of Apple's Human Interface Guidelines for iOS and iPadOS
/// (the iOS 17 table: accessibility sizes scale every style, not only body).
///
/// Sizes are Apple's, so a layout reflows at each category as it does on a device; the glyphs
/// are DejaVu's, which is wider than San Francisco (see ``UIFont``).
enum DynamicTypeSizes {
    /// Sizes per style, in the order of ``UIContentSizeCategory/allCategories``: xS, S, M,
    /// L (the default), xL, xxL, xxxL, then AX1…AX5.
    private static let table: [String: [CGFloat]] = [
        UIFont.TextStyle.largeTitle.rawValue: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        UIFont.TextStyle.title1.rawValue: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        UIFont.TextStyle.title2.rawValue: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        UIFont.TextStyle.title3.rawValue: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        UIFont.TextStyle.headline.rawValue: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        UIFont.TextStyle.body.rawValue: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        UIFont.TextStyle.callout.rawValue: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        UIFont.TextStyle.subheadline.rawValue: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        UIFont.TextStyle.footnote.rawValue: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        UIFont.TextStyle.caption1.rawValue: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        UIFont.TextStyle.caption2.rawValue: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The size of `style` at `category`; an unspecified or unknown category counts as
    /// `.large`, and an unknown style as body.
    static func pointSize(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        let sizes = table[style.rawValue] ?? table[UIFont.TextStyle.body.rawValue]!
        return sizes[category.sizeIndex]
    }

    /// How much `style` grows from `.large` to `category`: the factor `UIFontMetrics` scales by.
    static func scale(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        pointSize(style, category) / pointSize(style, .large)
    }

    /// The category to size for: the traits', else the current traits', else `.large`.
    static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        let given = traits?.preferredContentSizeCategory ?? .unspecified
        if given != .unspecified { return given }
        let current = UITraitCollection.current.preferredContentSizeCategory
        return current == .unspecified ? .large : current
    }
}
