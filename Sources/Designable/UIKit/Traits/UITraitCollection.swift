import Foundation

/// The environment a view renders in: display scale, light or dark, size classes, idiom,
/// layout direction, Dynamic Type size and the accessibility traits, as UIKit's
/// `UITraitCollection`.
///
/// A view's ``UIView/traitCollection`` comes from the render (``ViewRenderer``'s scale and
/// traits), changed by the nearest `overrideUserInterfaceStyle` on the way up the hierarchy.
/// While a view draws, its trait collection is ``current``, so dynamic colours resolve for it.
///
/// ```swift
/// let large = UITraitCollection(traitsFrom: [
///     UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
///     UITraitCollection(layoutDirection: .rightToLeft),
/// ])
/// ```
///
/// Differs from UIKit on purpose: ``current`` is task-local rather than a settable class
/// property, so parallel tests rendering light and dark at once never see each other's
/// traits. Use ``performAsCurrent(_:)`` to make a collection current for a block of code.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Every trait's value; unspecified ones hold UIKit's "unspecified" value.
    struct Values: Hashable, Sendable {
        var displayScale: CGFloat = 0
        var userInterfaceStyle = UIUserInterfaceStyle.unspecified
        var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
        var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
        var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
        var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
        var preferredContentSizeCategory = UIContentSizeCategory.unspecified
        var displayGamut = UIDisplayGamut.unspecified
        var accessibilityContrast = UIAccessibilityContrast.unspecified
        var legibilityWeight = UILegibilityWeight.unspecified
        var forceTouchCapability = UIForceTouchCapability.unknown
        var userInterfaceLevel = UIUserInterfaceLevel.unspecified
        /// An app's own traits (see ``UITraitDefinition``), by type; absent ones have their default.
        var custom: [ObjectIdentifier: CustomTraitValue] = [:]

        /// `self` with every trait `other` specifies taken from it.
        func overridden(by other: Values) -> Values {
            var v = self
            if other.displayScale != 0 { v.displayScale = other.displayScale }
            if other.userInterfaceStyle != .unspecified { v.userInterfaceStyle = other.userInterfaceStyle }
            if other.horizontalSizeClass != .unspecified { v.horizontalSizeClass = other.horizontalSizeClass }
            if other.verticalSizeClass != .unspecified { v.verticalSizeClass = other.verticalSizeClass }
            if other.userInterfaceIdiom != .unspecified { v.userInterfaceIdiom = other.userInterfaceIdiom }
            if other.layoutDirection != .unspecified { v.layoutDirection = other.layoutDirection }
            if other.preferredContentSizeCategory != .unspecified { v.preferredContentSizeCategory = other.preferredContentSizeCategory }
            if other.displayGamut != .unspecified { v.displayGamut = other.displayGamut }
            if other.accessibilityContrast != .unspecified { v.accessibilityContrast = other.accessibilityContrast }
            if other.legibilityWeight != .unspecified { v.legibilityWeight = other.legibilityWeight }
            if other.forceTouchCapability != .unknown { v.forceTouchCapability = other.forceTouchCapability }
            if other.userInterfaceLevel != .unspecified { v.userInterfaceLevel = other.userInterfaceLevel }
            v.custom.merge(other.custom) { _, theirs in theirs }
            return v
        }

        /// Whether every trait `other` specifies has the same value here.
        func contains(_ other: Values) -> Bool { overridden(by: other) == self }

        /// The value of `trait`: UIKit's in its field, an app's in ``custom``.
        subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
            get {
                if let system = trait as? any SystemTrait.Type, let value = system.read(self) as? T.Value { return value }
                return custom[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
            }
            set {
                if let system = trait as? any SystemTrait.Type { return system.write(newValue, to: &self) }
                custom[ObjectIdentifier(trait)] = CustomTraitValue(value: newValue)
            }
        }

        /// Whether `trait` is set to something other than its unspecified value.
        func specifies(_ trait: UITrait) -> Bool {
            if let system = trait as? any SystemTrait.Type { return system.isSpecified(in: self) }
            return custom[ObjectIdentifier(trait)] != nil
        }

        /// `self` with `trait` back to its unspecified value.
        mutating func remove(_ trait: UITrait) {
            if let system = trait as? any SystemTrait.Type { return system.write(system.defaultValue, to: &self) }
            custom[ObjectIdentifier(trait)] = nil
        }

        /// Whether `trait` has different values here and in `other`.
        func differs(from other: Values, in trait: UITrait) -> Bool {
            if let system = trait as? any SystemTrait.Type {
                // Other's values with this one's value of the trait: unchanged only if they agree.
                var mixed = other
                system.write(system.read(self), to: &mixed)
                return mixed != other
            }
            return custom[ObjectIdentifier(trait)] != other.custom[ObjectIdentifier(trait)]
        }
    }

    let values: Values

    init(values: Values) { self.values = values }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(values: Values()) }

    init(displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle) {
        values = Values(displayScale: displayScale, userInterfaceStyle: userInterfaceStyle)
    }

    private convenience init(_ set: (inout Values) -> Void) {
        var v = Values()
        set(&v)
        self.init(values: v)
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale scale: CGFloat) { self.init { $0.displayScale = scale } }
    /// A collection that specifies only the appearance.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init { $0.userInterfaceStyle = style } }
    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass sizeClass: UIUserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = sizeClass } }
    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass sizeClass: UIUserInterfaceSizeClass) { self.init { $0.verticalSizeClass = sizeClass } }
    /// A collection that specifies only the kind of device.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = idiom } }
    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = direction } }
    /// A collection that specifies only the Dynamic Type size.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = category }
    }
    /// A collection that specifies only the display gamut.
    public convenience init(displayGamut gamut: UIDisplayGamut) { self.init { $0.displayGamut = gamut } }
    /// A collection that specifies only the accessibility contrast.
    public convenience init(accessibilityContrast contrast: UIAccessibilityContrast) { self.init { $0.accessibilityContrast = contrast } }
    /// A collection that specifies only the legibility weight (Bold Text).
    public convenience init(legibilityWeight weight: UILegibilityWeight) { self.init { $0.legibilityWeight = weight } }
    /// A collection that specifies only 3D Touch availability.
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) { self.init { $0.forceTouchCapability = capability } }
    /// A collection that specifies only the visual level of the content.
    public convenience init(userInterfaceLevel level: UIUserInterfaceLevel) { self.init { $0.userInterfaceLevel = level } }

    /// The traits of `collections` combined; where several specify a trait, the last wins.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(values: collections.reduce(Values()) { $0.overridden(by: $1.values) })
    }

    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat { values.displayScale }
    /// Light or dark; unspecified when the collection does not say.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// Compact or regular width.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// Compact or regular height.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Phone, pad, TV…
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// Left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The Dynamic Type size the user chose.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// sRGB or Display P3.
    public var displayGamut: UIDisplayGamut { values.displayGamut }
    /// Normal or increased contrast.
    public var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// Regular or bold text.
    public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// Whether 3D Touch is available.
    public var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }
    /// Base or elevated content.
    public var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    /// The value of `trait` in this collection, its default when unspecified; custom traits
    /// read here too.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { values[trait] }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.contains(trait.values)
    }

    /// Whether the two collections resolve a dynamic colour differently: their appearance,
    /// contrast or level differ.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection?.values ?? Values()
        return other.userInterfaceStyle != values.userInterfaceStyle || other.accessibilityContrast != values.accessibilityContrast
            || other.userInterfaceLevel != values.userInterfaceLevel
    }

    /// The same collection with another appearance.
    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        var v = values
        v.userInterfaceStyle = style
        return UITraitCollection(values: v)
    }

    /// This collection with every trait `other` specifies taken from it.
    func overridden(by other: UITraitCollection?) -> UITraitCollection {
        guard let other else { return self }
        return UITraitCollection(values: values.overridden(by: other.values))
    }

    @TaskLocal static var scoped: UITraitCollection?

    /// The traits in force: those of the view being drawn during a render, else light at the
    /// scale the snapshot renders at (2 by default), so that code rounding to pixels outside a
    /// render rounds as inside it.
    public static var current: UITraitCollection {
        scoped ?? TraitHierarchy.outside
    }

    /// Runs `actions` with this collection as ``current``, as UIKit's `performAsCurrent(_:)`.
    public func performAsCurrent<R>(_ actions: () throws -> R) rethrows -> R {
        try UITraitCollection.$scoped.withValue(self, operation: actions)
    }

    /// Whether `object` is a collection with the same traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UITraitCollection else { return false }
        return o.values == values
    }

    /// A hash of the collection's traits.
    public override var hash: Int { values.hashValue }

    /// The specified traits, for test output.
    public override var description: String {
        let v = values, none = Values()
        var parts = ["displayScale = \(v.displayScale)", "userInterfaceStyle = \(v.userInterfaceStyle)"]
        if v.horizontalSizeClass != none.horizontalSizeClass { parts.append("horizontalSizeClass = \(v.horizontalSizeClass)") }
        if v.verticalSizeClass != none.verticalSizeClass { parts.append("verticalSizeClass = \(v.verticalSizeClass)") }
        if v.userInterfaceIdiom != none.userInterfaceIdiom { parts.append("userInterfaceIdiom = \(v.userInterfaceIdiom)") }
        if v.layoutDirection != none.layoutDirection { parts.append("layoutDirection = \(v.layoutDirection)") }
        if v.preferredContentSizeCategory != none.preferredContentSizeCategory {
            parts.append("preferredContentSizeCategory = \(v.preferredContentSizeCategory.rawValue)")
        }
        if v.displayGamut != none.displayGamut { parts.append("displayGamut = \(v.displayGamut)") }
        if v.accessibilityContrast != none.accessibilityContrast { parts.append("accessibilityContrast = \(v.accessibilityContrast)") }
        if v.legibilityWeight != none.legibilityWeight { parts.append("legibilityWeight = \(v.legibilityWeight)") }
        if v.forceTouchCapability != none.forceTouchCapability { parts.append("forceTouchCapability = \(v.forceTouchCapability)") }
        if v.userInterfaceLevel != none.userInterfaceLevel { parts.append("userInterfaceLevel = \(v.userInterfaceLevel)") }
        return "<UITraitCollection \(parts.joined(separator: ", "))>"
    }
}

/// A value of an app's own trait, compared with `==` when its type is `Equatable`.
struct CustomTraitValue: Hashable, @unchecked Sendable {
    let value: Any

    static func == (a: CustomTraitValue, b: CustomTraitValue) -> Bool {
        guard let equatable = a.value as? any Equatable else { return false }
        return equatable.isEqual(to: b.value)
    }

    /// Nothing: equal values must hash alike, and values of any type can be here.
    func hash(into hasher: inout Hasher) {}
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
