import Foundation

/// A trait a trait collection can hold, as iOS 17's `UITraitDefinition`: UIKit's own
/// (``UITraitUserInterfaceStyle``, ``UITraitHorizontalSizeClass`` …) and an app's custom ones.
///
/// ```swift
/// struct ContainedInSettingsTrait: UITraitDefinition {
///     static let defaultValue = false
/// }
/// extension UITraitCollection {
///     var isContainedInSettings: Bool { self[ContainedInSettingsTrait.self] }
/// }
/// settingsController.traitOverrides[ContainedInSettingsTrait.self] = true
/// ```
///
/// A custom trait's values are compared with `==` when its `Value` is `Equatable`; values of
/// other types always count as changed, so a change callback for them runs on every render.
public protocol UITraitDefinition {
    /// The type of the trait's values.
    associatedtype Value = Self
    /// The value a collection has for the trait when nothing sets it.
    static var defaultValue: Value { get }
    /// A unique name for the trait, in reverse-DNS style.
    static var identifier: String { get }
    /// A name for the trait in descriptions.
    static var name: String { get }
    /// Whether the trait changes how dynamic colours resolve; false unless the trait says so.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name, unique within its module.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// False: the trait leaves colours alone.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait as a value, as iOS 17's `UITrait`: `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// One of UIKit's traits: which field of a collection's values holds it.
protocol SystemTrait: UITraitDefinition {
    static var field: WritableKeyPath<UITraitCollection.Values, Value> { get }
}

extension SystemTrait {
    static func read(_ values: UITraitCollection.Values) -> Any { values[keyPath: field] }

    static func write(_ value: Any, to values: inout UITraitCollection.Values) {
        if let value = value as? Value { values[keyPath: field] = value }
    }

    /// Whether `values` specifies the trait (holds something other than its unspecified value).
    static func isSpecified(in values: UITraitCollection.Values) -> Bool {
        var unspecified = values
        write(defaultValue, to: &unspecified)
        return unspecified != values
    }
}

/// The `displayScale` trait: pixels per point, 0 when unspecified.
public enum UITraitDisplayScale: SystemTrait {
    /// Unspecified.
    public static let defaultValue: CGFloat = 0
    static var field: WritableKeyPath<UITraitCollection.Values, CGFloat> { \.displayScale }
}

/// The `userInterfaceStyle` trait: light or dark.
public enum UITraitUserInterfaceStyle: SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// True: light and dark resolve colours differently.
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceStyle> { \.userInterfaceStyle }
}

/// The `horizontalSizeClass` trait: compact or regular width.
public enum UITraitHorizontalSizeClass: SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var field: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}

/// The `verticalSizeClass` trait: compact or regular height.
public enum UITraitVerticalSizeClass: SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var field: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}

/// The `userInterfaceIdiom` trait: phone, pad…
public enum UITraitUserInterfaceIdiom: SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static var field: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}

/// The `layoutDirection` trait: left to right or right to left.
public enum UITraitLayoutDirection: SystemTrait {
    /// Unspecified.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static var field: WritableKeyPath<UITraitCollection.Values, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}

/// The `preferredContentSizeCategory` trait: the Dynamic Type size.
public enum UITraitPreferredContentSizeCategory: SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIContentSizeCategory.unspecified
    static var field: WritableKeyPath<UITraitCollection.Values, UIContentSizeCategory> { \.preferredContentSizeCategory }
}

/// The `displayGamut` trait: sRGB or Display P3.
public enum UITraitDisplayGamut: SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIDisplayGamut.unspecified
    static var field: WritableKeyPath<UITraitCollection.Values, UIDisplayGamut> { \.displayGamut }
}

/// The `accessibilityContrast` trait: normal or increased contrast.
public enum UITraitAccessibilityContrast: SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// True: high-contrast appearances resolve colours differently.
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<UITraitCollection.Values, UIAccessibilityContrast> { \.accessibilityContrast }
}

/// The `legibilityWeight` trait: regular or bold text.
public enum UITraitLegibilityWeight: SystemTrait {
    /// Unspecified.
    public static let defaultValue = UILegibilityWeight.unspecified
    static var field: WritableKeyPath<UITraitCollection.Values, UILegibilityWeight> { \.legibilityWeight }
}

/// The `forceTouchCapability` trait: whether 3D Touch is available.
public enum UITraitForceTouchCapability: SystemTrait {
    /// Unknown.
    public static let defaultValue = UIForceTouchCapability.unknown
    static var field: WritableKeyPath<UITraitCollection.Values, UIForceTouchCapability> { \.forceTouchCapability }
}

/// The `userInterfaceLevel` trait: base or elevated content.
public enum UITraitUserInterfaceLevel: SystemTrait {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// True: elevated content resolves colours differently.
    public static var affectsColorAppearance: Bool { true }
    static var field: WritableKeyPath<UITraitCollection.Values, UIUserInterfaceLevel> { \.userInterfaceLevel }
}
