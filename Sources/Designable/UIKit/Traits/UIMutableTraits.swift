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

/// The traits a view or a view controller sets for itself and everything below it, as iOS
/// 17's `traitOverrides`: each one it sets wins over the traits it inherits.
///
/// ```swift
/// view.traitOverrides.horizontalSizeClass = .compact
/// view.traitOverrides.remove(UITraitHorizontalSizeClass.self)
/// ```
///
/// A render reads them as it walks the hierarchy down (see ``UIView/traitCollection``); set
/// them before the render, as a window applies them at its next layout.
public struct UITraitOverrides: UIMutableTraits, Sendable {
    var values = UITraitCollection.Values()

    /// Overrides nothing.
    public init() {}

    /// The overridden value of `trait`, or its default when it is not overridden.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set { values[trait] = newValue }
    }

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool { values.specifies(trait) }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) { values.remove(trait) }
}

/// The traits `UITraitCollection(mutations:)` hands its closure.
private struct TraitMutations: UIMutableTraits {
    var values: UITraitCollection.Values

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values[trait] }
        set { values[trait] = newValue }
    }
}

extension UITraitCollection {
    /// The value of `trait` in this collection, its default when unspecified; custom traits
    /// read here too.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { values[trait] }

    /// A collection with the traits `mutations` sets, every other one unspecified.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitMutations(values: Values())
        mutations(&traits)
        self.init(values: (traits as? TraitMutations)?.values ?? Values())
    }

    /// This collection with the changes `mutations` makes.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = TraitMutations(values: values)
        mutations(&traits)
        return UITraitCollection(values: (traits as? TraitMutations)?.values ?? values)
    }
}
