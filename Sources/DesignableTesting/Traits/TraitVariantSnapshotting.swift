import Designable
import Foundation
import Raster

extension Dictionary where Key == String, Value == Snapshotting<UIView, Bitmap> {
    /// One image strategy per variant, keyed by the variant's name, for
    /// `assertSnapshots(of:as:)`: each renders the view with the variant's traits (over
    /// `config`'s) and, while it lays out and draws, its localization.
    ///
    /// ```swift
    /// assertSnapshots(of: card, as: .image(size: CGSize(width: 320, height: 200),
    ///                                      traits: .matrix(layoutDirections: [.leftToRight, .rightToLeft])))
    /// ```
    ///
    /// The view is built once, before any render: a font it took from
    /// `UIFont.preferredFont(forTextStyle:)` follows each variant's content size category only
    /// with `adjustsFontForContentSizeCategory`, as on iOS, and strings it localized while
    /// being built stay as they are. Snapshot a function that builds the view to build it in
    /// each variant's environment instead (`Snapshotting<() -> UIView, Bitmap>`).
    ///
    /// The other parameters are those of ``ViewImageOptions``.
    public static func image(
        on config: ViewImageConfig? = nil,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: TraitVariants,
        masking: [any SnapshotMaskRegion] = [],
        paths: Set<InitPath> = [.code, .coder],
        registry: DesignableRegistry = .shared,
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Self {
        .image(ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale,
                                masking: masking, paths: paths, registry: registry, layoutConflicts: layoutConflicts),
               traits: traits)
    }

    /// One strategy per variant, each rendering with `options` and the variant's traits (over
    /// the options' own, and their screen's).
    public static func image(_ options: ViewImageOptions, traits: TraitVariants) -> Self {
        var result: Self = [:]
        for variant in traits.variants {
            let base = Snapshotting<UIView, Bitmap>.image(options.with { $0.traits = variant.traits(over: options.traits) })
            result[variant.name] = base.localized(variant.localization)
        }
        return result
    }
}

extension Dictionary where Key == String, Value == Snapshotting<() -> UIView, Bitmap> {
    /// One image strategy per variant for a function that builds the view, keyed by the
    /// variant's name: each builds the view in the variant's environment (its traits current,
    /// its localization in force), as an app launched in that environment would, then renders it.
    ///
    /// ```swift
    /// assertSnapshots(of: { SignUpForm() }, as: .image(size: CGSize(width: 320, height: 420), traits: .matrix(
    ///     contentSizeCategories: [.large, .accessibilityExtraLarge], localizations: [.development, .pseudo]
    /// )))
    /// ```
    ///
    /// The other parameters are those of ``ViewImageOptions``.
    public static func image(
        on config: ViewImageConfig? = nil,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: TraitVariants,
        masking: [any SnapshotMaskRegion] = [],
        paths: Set<InitPath> = [.code, .coder],
        registry: DesignableRegistry = .shared,
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Self {
        .image(ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale,
                                masking: masking, paths: paths, registry: registry, layoutConflicts: layoutConflicts),
               traits: traits)
    }

    /// One strategy per variant for a function that builds the view, each building it in the
    /// variant's environment and rendering it with `options` and the variant's traits.
    public static func image(_ options: ViewImageOptions, traits: TraitVariants) -> Self {
        var result: Self = [:]
        for variant in traits.variants {
            let variantTraits = variant.traits(over: options.traits)
            let base = Snapshotting<UIView, Bitmap>.image(options.with { $0.traits = variantTraits })
            let environment = UITraitCollection(traitsFrom: [options.config?.traits, variantTraits].compactMap { $0 })
            result[variant.name] = .built(in: environment, variant.localization, base)
        }
        return result
    }
}

extension Snapshotting where Value == UIView, Format == Bitmap {
    /// This strategy with `localization` in force while the view lays out and draws.
    public func localized(_ localization: Localization) -> Snapshotting {
        guard localization != .development else { return self }
        let snapshot = self.snapshot
        var strategy = Snapshotting(pathExtension: pathExtension, diffing: diffing) { view in
            try localization.performAsCurrent { try snapshot(view) }
        }
        if let variants {
            strategy.variants = SnapshotVariants(wording: variants.wording) { view in
                try localization.performAsCurrent { try variants.make(view) }
            }
        }
        return strategy
    }
}

extension Snapshotting where Value == () -> UIView, Format == Bitmap {
    /// `strategy` for a function that builds the view, called with `localization` in force
    /// (and its traits current, as a launch in that environment would make them), so
    /// `Localization.current`, a document's `.strings` and `UIFont.preferredFont(forTextStyle:)` answer for it.
    ///
    /// ```swift
    /// assertSnapshot(of: { SettingsScreen() }, as: .localized(.pseudo, .image(size: CGSize(width: 320, height: 480))))
    /// assertSnapshot(of: { SettingsScreen() }, as: .localized(.language("de")))
    /// ```
    public static func localized(_ localization: Localization, _ strategy: Snapshotting<UIView, Bitmap> = .image) -> Snapshotting {
        .built(in: UITraitCollection(), localization, strategy)
    }

    /// `strategy` for a function that builds the view with `traits` current and `localization` in force.
    static func built(in traits: UITraitCollection, _ localization: Localization, _ strategy: Snapshotting<UIView, Bitmap>) -> Snapshotting {
        let snapshot = strategy.snapshot
        // Traits the variant leaves unspecified stay as they are when the view is built.
        @Sendable func build(_ make: () -> UIView) -> UIView {
            UITraitCollection(traitsFrom: [UITraitCollection.current, traits]).performAsCurrent(make)
        }
        var result = Snapshotting(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { make in
            try localization.performAsCurrent { try snapshot(build(make)) }
        }
        if let variants = strategy.variants {
            result.variants = SnapshotVariants(wording: variants.wording) { make in
                try localization.performAsCurrent { try variants.make(build(make)) }
            }
        }
        return result
    }
}
