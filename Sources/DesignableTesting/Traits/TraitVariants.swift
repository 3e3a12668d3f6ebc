import Designable
import Foundation

/// The environments a view is snapshotted in, each with the name its reference file takes:
/// trait collections (Dynamic Type size, layout direction, appearance, size classes…) and
/// localizations, alone or in every combination.
///
/// ```swift
/// assertSnapshots(of: SignUpForm(), as: .image(size: CGSize(width: 320, height: 400), traits: .matrix(
///     contentSizeCategories: [.large, .accessibilityExtraLarge],
///     layoutDirections: [.leftToRight, .rightToLeft]
/// )))
/// // __Snapshots__/<TestTarget>/FormTests/testSignUp.large-leftToRight.png, ….accessibilityExtraLarge-rightToLeft.png, …
/// ```
public struct TraitVariants: Sendable {
    /// One environment: its name, its traits and its localization.
    public struct Variant: Sendable {
        /// The reference's name: `testName.<name>.png`.
        public var name: String
        public var traits: UITraitCollection
        public var localization: Localization

        /// A variant named `name`.
        public init(name: String, traits: UITraitCollection = UITraitCollection(), localization: Localization = .development) {
            self.name = name
            self.traits = traits
            self.localization = localization
        }

        /// A variant named after what `traits` and `localization` specify (see ``TraitVariants/name(of:localization:)``).
        public init(traits: UITraitCollection, localization: Localization = .development) {
            self.init(name: TraitVariants.name(of: traits, localization: localization), traits: traits, localization: localization)
        }

        /// The variant's traits over `base`: what the variant specifies wins.
        func traits(over base: UITraitCollection?) -> UITraitCollection {
            guard let base else { return traits }
            return UITraitCollection(traitsFrom: [base, traits])
        }
    }

    /// The variants, in order; names are unique.
    public var variants: [Variant]

    /// These variants.
    public init(_ variants: [Variant]) { self.variants = variants }

    /// One variant per trait collection, each named after its traits.
    public static func each(_ traits: [UITraitCollection]) -> TraitVariants {
        TraitVariants(traits.map { Variant(traits: $0) })
    }

    /// Every combination of the values given, each named after its values in the order of the
    /// parameters, joined by `-`: `dark-rightToLeft-accessibilityExtraLarge-pseudo`. An axis
    /// left empty is not varied.
    public static func matrix(userInterfaceStyles: [UIUserInterfaceStyle] = [],
                              layoutDirections: [UITraitEnvironmentLayoutDirection] = [],
                              contentSizeCategories: [UIContentSizeCategory] = [],
                              horizontalSizeClasses: [UIUserInterfaceSizeClass] = [],
                              verticalSizeClasses: [UIUserInterfaceSizeClass] = [],
                              userInterfaceIdioms: [UIUserInterfaceIdiom] = [],
                              legibilityWeights: [UILegibilityWeight] = [],
                              accessibilityContrasts: [UIAccessibilityContrast] = [],
                              localizations: [Localization] = []) -> TraitVariants {
        var axes: [[UITraitCollection]] = []
        func axis<T>(_ values: [T], _ make: (T) -> UITraitCollection) { if !values.isEmpty { axes.append(values.map(make)) } }
        axis(userInterfaceStyles) { UITraitCollection(userInterfaceStyle: $0) }
        axis(layoutDirections) { UITraitCollection(layoutDirection: $0) }
        axis(contentSizeCategories) { UITraitCollection(preferredContentSizeCategory: $0) }
        axis(horizontalSizeClasses) { UITraitCollection(horizontalSizeClass: $0) }
        axis(verticalSizeClasses) { UITraitCollection(verticalSizeClass: $0) }
        axis(userInterfaceIdioms) { UITraitCollection(userInterfaceIdiom: $0) }
        axis(legibilityWeights) { UITraitCollection(legibilityWeight: $0) }
        axis(accessibilityContrasts) { UITraitCollection(accessibilityContrast: $0) }
        var combinations: [[UITraitCollection]] = [[]]
        for values in axes { combinations = combinations.flatMap { prefix in values.map { prefix + [$0] } } }
        let languages = localizations.isEmpty ? [Localization.development] : localizations
        var variants: [Variant] = []
        for combination in combinations {
            for localization in languages {
                let traits = UITraitCollection(traitsFrom: combination)
                var names = combination.map { name(of: $0, localization: .development) }
                if !localizations.isEmpty { names.append(localization.description) }
                variants.append(Variant(name: names.isEmpty ? "default" : names.joined(separator: "-"), traits: traits, localization: localization))
            }
        }
        return TraitVariants(variants)
    }

    /// The name of what `traits` specify, in a fixed order, joined by `-`: appearance, layout
    /// direction, content size category, size classes (`compactWidth`, `regularHeight`), idiom,
    /// Bold Text, Increase Contrast, display scale (`3x`), then the localization unless it is
    /// the development one; `"default"` when nothing is specified.
    public static func name(of traits: UITraitCollection, localization: Localization = .development) -> String {
        var parts: [String] = []
        if traits.userInterfaceStyle != .unspecified { parts.append("\(traits.userInterfaceStyle)") }
        if traits.layoutDirection != .unspecified { parts.append("\(traits.layoutDirection)") }
        if traits.preferredContentSizeCategory != .unspecified { parts.append(categoryName(traits.preferredContentSizeCategory)) }
        if traits.horizontalSizeClass != .unspecified { parts.append("\(traits.horizontalSizeClass)Width") }
        if traits.verticalSizeClass != .unspecified { parts.append("\(traits.verticalSizeClass)Height") }
        if traits.userInterfaceIdiom != .unspecified { parts.append("\(traits.userInterfaceIdiom)") }
        if traits.legibilityWeight == .bold { parts.append("boldText") }
        if traits.accessibilityContrast == .high { parts.append("highContrast") }
        if traits.displayScale > 0 { parts.append("\(Int(traits.displayScale.rounded()))x") }
        if localization != .development { parts.append(localization.description) }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    /// The category's name as Swift spells it: `large`, `accessibilityExtraLarge`.
    static func categoryName(_ category: UIContentSizeCategory) -> String {
        let names = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                     "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                     "accessibilityExtraExtraExtraLarge"]
        guard let i = UIContentSizeCategory.allCategories.firstIndex(of: category) else { return category.rawValue }
        return names[i]
    }
}
