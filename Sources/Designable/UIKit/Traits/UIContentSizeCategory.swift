/// The Dynamic Type size the user chose in Settings, as UIKit's `UIContentSizeCategory`: seven
/// standard sizes from extra small to extra extra extra large (`.large` is the default), and five
/// larger accessibility sizes.
///
/// Categories compare by size: `.extraLarge > .large`, and every accessibility size is larger
/// than every standard one.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// UIKit's string for the category.
    public let rawValue: String

    /// The category UIKit spells `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest standard size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest standard size.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category from smallest to largest, `.unspecified` apart.
    public static let allCategories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (Self.allCategories.firstIndex(of: self) ?? 0) >= 7 }

    /// The position among ``allCategories``; an unknown or unspecified category counts as `.large`.
    var sizeIndex: Int { Self.allCategories.firstIndex(of: self) ?? 3 }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.sizeIndex < rhs.sizeIndex }

    public var description: String { rawValue }
}
