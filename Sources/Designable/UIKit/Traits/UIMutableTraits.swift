import Foundation

/// Traits that can be set one by one, as iOS 17's `UIMutableTraits`: a view's or a view
/// controller's ``UITraitOverrides``, and the collection `UITraitCollection(mutations:)` builds.
///
/// ```swift
/// let large = UITraitCollection { traits in
///     traits.preferredContentSizeCategory = .accessibilityLarge
///     traits.userInterfaceStyle = .dark
/// }
/// ```
///
/// Differs from UIKit on purpose: setting one of UIKit's traits to its unspecified value
/// (`.unspecified`, a display scale of 0) removes it rather than specifying "unspecified".
public protocol UIMutableTraits {
    /// The value of `trait`: its default until something sets it.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// Compact or regular width.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// Compact or regular height.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// Phone, pad…
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// Left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    /// The Dynamic Type size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    /// sRGB or Display P3.
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
    /// Normal or increased contrast.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    /// Regular or bold text.
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    /// Whether 3D Touch is available.
    public var forceTouchCapability: UIForceTouchCapability {
        get { self[UITraitForceTouchCapability.self] }
        set { self[UITraitForceTouchCapability.self] = newValue }
    }
    /// Base or elevated content.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
}
