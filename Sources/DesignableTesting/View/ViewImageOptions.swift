import Designable
import Foundation
import Raster

/// How a view image is rendered and compared: the screen, size, scale and traits, the init
/// paths, the regions left out, and the tolerance.
///
/// Every image strategy for views, view controllers, documents, moments, frame strips and
/// trait matrices takes these options; their parameter lists (`.image(on:precision:…)`) are
/// shorthands that build one and forward it, so they cannot disagree on a default or on what
/// a parameter means. Build one to share a setting between tests:
///
/// ```swift
/// let phone = ViewImageOptions(on: .iPhone15, precision: 0.99, masking: [CGRect(x: 0, y: 0, width: 393, height: 54)])
/// assertSnapshot(of: screen, as: .image(phone))
/// assertSnapshot(of: screen, as: .image(phone.with { $0.traits = UITraitCollection(userInterfaceStyle: .dark) }), named: "dark")
/// assertSnapshot(of: spinner, as: .frames(every: .milliseconds(100), until: .milliseconds(400), phone))
/// ```
public struct ViewImageOptions: Sendable {
    /// A screen (`ViewImageConfig.iPhone15`, `.iPhoneSe(.landscape)` …) whose size the view
    /// takes, unless ``size`` or ``width`` is given, and whose traits it renders with.
    public var config: ViewImageConfig?
    /// How the snapshot is compared with the reference; swift-snapshot-testing's exact
    /// comparison unless told otherwise.
    public var comparator: ImageComparator
    /// The view's size in points.
    public var size: CGSize?
    /// A fixed width in points; the height is the one the view asks for at that width.
    public var width: CGFloat?
    /// Pixels per point; otherwise the traits' display scale, otherwise 2.
    public var scale: CGFloat?
    /// Light or dark, a display scale, a size class…; they win over ``config``'s.
    public var traits: UITraitCollection?
    /// The init paths to render the view along, each compared with the one reference; `nil`
    /// for the strategy's own: `[.code, .coder]` for a view, `[.code]` for a view controller,
    /// a moment or a frame strip, `[.coder]` for a document.
    public var paths: Set<InitPath>?
    /// Where the design-time path finds the view's class.
    public var registry: DesignableRegistry
    /// Whether Auto Layout breaking a required constraint fails the snapshot (the default) or
    /// is allowed; see ``LayoutConflictPolicy``.
    public var layoutConflicts: LayoutConflictPolicy
    private var masks: MaskRegions

    /// Regions left out of the comparison: rectangles in the view's points, or subviews
    /// (wherever layout puts them), painted magenta as Playwright's `mask` does; see
    /// ``SnapshotMaskRegion``.
    public var masking: [any SnapshotMaskRegion] {
        get { masks.regions }
        set { masks.regions = newValue }
    }

    /// Options compared with swift-snapshot-testing's tolerances.
    ///
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match; `Float`, as swift-snapshot-testing declares it.
    ///   - perceptualPrecision: how closely a pixel must match (see
    ///     `ImageComparator.perceptual(precision:perceptualPrecision:)`).
    ///   - maxDifferingPixels: how many pixels may differ whatever `precision` says.
    ///
    /// The other parameters set the properties of the same names.
    public init(
        on config: ViewImageConfig? = nil,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        paths: Set<InitPath>? = nil,
        registry: DesignableRegistry = .shared,
        layoutConflicts: LayoutConflictPolicy = .fail
    ) {
        self.init(on: config, comparator: .sst(precision, perceptualPrecision, maxDifferingPixels), size: size, width: width,
                  scale: scale, traits: traits, masking: masking, paths: paths, registry: registry, layoutConflicts: layoutConflicts)
    }

    /// Options compared with `comparator`, such as pixelmatch's anti-aliasing-aware one.
    public init(
        on config: ViewImageConfig? = nil,
        comparator: ImageComparator,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        paths: Set<InitPath>? = nil,
        registry: DesignableRegistry = .shared,
        layoutConflicts: LayoutConflictPolicy = .fail
    ) {
        self.config = config
        self.comparator = comparator
        self.size = size
        self.width = width
        self.scale = scale
        self.traits = traits
        self.paths = paths
        self.registry = registry
        self.layoutConflicts = layoutConflicts
        self.masks = MaskRegions(regions: masking)
    }

    /// These options changed by `change`.
    ///
    /// ```swift
    /// let dark = phone.with { $0.traits = UITraitCollection(userInterfaceStyle: .dark) }
    /// ```
    public func with(_ change: (inout ViewImageOptions) -> Void) -> ViewImageOptions {
        var copy = self
        change(&copy)
        return copy
    }

    /// What a strategy renders with: these options, with `defaultPaths` when they name none.
    func render(defaultPaths: Set<InitPath>) -> ViewImageRender {
        ViewImageRender(sizing: ViewSizing(size: size, width: width, config: config), scale: scale, traits: traits,
                        configTraits: config?.traits, paths: paths ?? defaultPaths, layoutConflicts: layoutConflicts,
                        registry: registry, masks: masks)
    }
}
