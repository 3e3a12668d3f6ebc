import Designable
import Foundation
import Raster

extension Snapshotting where Value == UIView, Format == Bitmap {
    /// Renders the view at its own size, at @2x in light appearance, and compares every pixel.
    ///
    /// ```swift
    /// func testBadge() {
    ///     let badge = Badge(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    ///     assertSnapshot(of: badge, as: .image)
    /// }
    /// ```
    public static var image: Snapshotting { .image() }

    /// Renders the view sized, scaled and styled as asked, and compares it with swift-snapshot-testing's
    /// tolerances.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .image(size: CGSize(width: 320, height: 180)))
    /// assertSnapshot(of: label, as: .image(width: 280))                            // height fits the text
    /// assertSnapshot(of: card, as: .image(on: .iPhone15))                          // 393 × 852 pt at @3x
    /// assertSnapshot(of: card, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
    /// assertSnapshot(of: card, as: .image(precision: 0.99, perceptualPrecision: 0.98))
    /// ```
    ///
    /// - Parameters:
    ///   - config: a screen (`ViewImageConfig.iPhone15`, `.iPhoneSe(.landscape)` …) whose size the view takes, unless
    ///     `size` or `width` is given, and whose traits it renders with.
    ///   - drawHierarchyInKeyWindow: accepted for swift-snapshot-testing's call sites; there is
    ///     no window here, and the render is the same either way.
    ///   - precision: the fraction of pixels that must match; `Float`, as swift-snapshot-testing declares it.
    ///   - perceptualPrecision: how closely a pixel must match (see
    ///     `ImageComparator.perceptual(precision:perceptualPrecision:)`).
    ///   - maxDifferingPixels: how many pixels may differ whatever `precision` says.
    ///   - size: the view's size in points.
    ///   - width: a fixed width in points; the height is the one the view asks for at that width.
    ///   - scale: pixels per point; otherwise the traits' display scale, otherwise 2.
    ///   - traits: light or dark, and a display scale; they win over `config`'s.
    ///   - masking: regions left out of the comparison: rectangles in the view's points, or
    ///     subviews (wherever layout puts them), painted over in magenta as Playwright's `mask`
    ///     does; see ``SnapshotMaskRegion``.
    ///   - paths: the init paths to render the view along, each compared with the one
    ///     reference (see "Init paths" below); `[.code, .coder]` unless told otherwise.
    ///   - registry: where the design-time path finds the view's class; `DesignableRegistry.shared`
    ///     unless told otherwise.
    ///   - layoutConflicts: whether Auto Layout breaking a required constraint fails the
    ///     snapshot (the default) or is allowed; see ``LayoutConflictPolicy``.
    ///
    /// Without `size`, `width` or `config`, the view keeps the frame the test gave it.
    ///
    /// ## Init paths
    /// A custom view comes to life in code, from a document through `init(coder:)`, and in
    /// Interface Builder's canvas, and each can draw it differently. The snapshot renders the
    /// view along every path in `paths` and compares each with the single reference:
    ///
    /// ```swift
    /// assertSnapshot(of: StarView(frame: rect), as: .image(paths: [.code, .coder]))  // as the app builds it
    /// assertSnapshot(of: StarView(frame: rect), as: .image(paths: .all))             // and in IB's canvas
    /// ```
    ///
    /// - `.code` renders the view as given.
    /// - `.coder` writes it as IB would store it and decodes it with
    ///   `init(coder:)` of its own class, registered or not (only a registered class's
    ///   inspectables are written; see `InitPathMatrix.render(instance:paths:size:scale:traits:registry:freshInstance:)`).
    ///   What IB stores is what differs from a fresh instance, so an `init(coder:)` that forgets
    ///   the setup `init(frame:)` does shows as drift. A registered class (the `UIKitSources`
    ///   plugin registers every class) makes that fresh instance with its factory. For an
    ///   unregistered class the snapshot's expression is evaluated a second time: when it
    ///   builds a new view, that view is the fresh instance, and anything else the expression
    ///   sets counts as initialisation too, which a failure's message says. When it names an
    ///   existing view, the coder path cannot tell the class's setup from the test's: it
    ///   compares with the UIKit class's defaults, so what `init(coder:)` forgets is not seen,
    ///   and a note on standard error says so, once per class.
    /// - `.designTime` needs the class registered, and fails saying how
    ///   to register it otherwise.
    ///
    /// The reference is recorded from the code path, the one the app shows. While recording,
    /// the other paths are still compared with it, and a difference fails. A failure names
    /// every path, with its own `actual-<path>.png` and `diff-<path>.png`:
    ///
    /// ```
    /// code ✓, coder ✓, design time ✗ 212 px differ in (14,9)–(120,31)
    /// ```
    ///
    /// The archive holds what IB stores (see `ViewArchiver`): the standard
    /// properties, the inspectables and layer runtime attributes, and the subviews the
    /// document owns; not those the view builds in its initialisers, which build themselves
    /// again. A view relying on what IB cannot store (sublayers added in code,
    /// `layer.borderColor`, images made from pixels, properties of subviews the view builds
    /// itself) is snapshotted with `paths: [.code]`, with a comment saying why.
    public static func image(
        on config: ViewImageConfig? = nil,
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        paths: Set<InitPath> = [.code, .coder],
        registry: DesignableRegistry = .shared,
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .image(ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale, traits: traits,
                                masking: masking, paths: paths, registry: registry, layoutConflicts: layoutConflicts))
    }

    /// Renders the view as ``image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:maxDifferingPixels:size:width:scale:traits:masking:paths:registry:layoutConflicts:)``
    /// does, and compares with `comparator`, such as pixelmatch's anti-aliasing-aware one.
    ///
    /// ```swift
    /// assertSnapshot(of: label, as: .image(comparator: .antialiasingAware(), width: 280))
    /// ```
    public static func image(
        on config: ViewImageConfig? = nil,
        comparator: ImageComparator,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        paths: Set<InitPath> = [.code, .coder],
        registry: DesignableRegistry = .shared,
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .image(ViewImageOptions(on: config, comparator: comparator, size: size, width: width, scale: scale, traits: traits,
                                masking: masking, paths: paths, registry: registry, layoutConflicts: layoutConflicts))
    }

    /// Renders the view with `options`, along their init paths (`[.code, .coder]` when they
    /// name none), as the parameter-list overloads above do.
    ///
    /// ```swift
    /// let phone = ViewImageOptions(on: .iPhone15, paths: .all)
    /// assertSnapshot(of: card, as: .image(phone))
    /// ```
    public static func image(_ options: ViewImageOptions) -> Snapshotting {
        let render = options.render(defaultPaths: [.code, .coder])
        let base = Snapshotting<Bitmap, Bitmap>.image(comparator: options.comparator)
        var strategy = base.pullback { view in try render.bitmap(of: view) }
        let normalise = base.snapshot
        strategy.variants = SnapshotVariants(wording: .initPaths) { view in try render.variants(of: view).map { try $0.map(normalise) } }
        return strategy
    }
}

/// The function the view strategies pull the bitmap strategy back along: size the root, then
/// render it with the asked scale and traits.
struct ViewImageRender: Sendable {
    /// Designable's own default, so that `.image` and `ViewRenderer.render(_:)` agree.
    static let defaultScale: CGFloat = 2

    var sizing: ViewSizing
    var scale: CGFloat?
    var traits: UITraitCollection?
    var configTraits: UITraitCollection?
    var paths: Set<InitPath>
    var layoutConflicts: LayoutConflictPolicy = .fail
    var registry: DesignableRegistry = .shared
    /// Regions painted over after rendering, in every variant alike.
    var masks = MaskRegions()

    /// The traits in force: the configuration's, with the explicit ones winning.
    var resolvedTraits: UITraitCollection {
        UITraitCollection(traitsFrom: [configTraits, traits].compactMap { $0 })
    }

    /// An explicit scale, else the traits' display scale, else ``defaultScale``.
    var resolvedScale: CGFloat {
        if let scale { return scale }
        let fromTraits = resolvedTraits.displayScale
        return fromTraits > 0 ? fromTraits : Self.defaultScale
    }

    /// The device the snapshot stands for, which `UIScreen.main` and `UIDevice.current`
    /// report: the configuration's screen, the traits' idiom and the scale it renders at.
    var device: DeviceScope.Device {
        DeviceScope.Device(screenSize: sizing.config?.size, idiom: resolvedTraits.userInterfaceIdiom, displayScale: resolvedScale)
    }

    /// Runs `body` (sizing, loading, rendering) as on ``device``.
    func onDevice<R>(_ body: () throws -> R) rethrows -> R { try DeviceScope.on(device, body) }

    /// The bitmap along the path the reference is recorded from: what `.snapshot` returns.
    func bitmap(of view: UIView) throws -> Bitmap {
        try onDevice { try referenceBitmap(of: view) }
    }

    private func referenceBitmap(of view: UIView) throws -> Bitmap {
        try InitPathSupport.check(paths)
        try sizing.apply(to: view)
        let path = InitPathSupport.referencePath(of: paths)
        let bitmap = try render(view, along: [path])[path]!
        try checkLayout(of: view, rendered: path == .code)
        return masked(bitmap, in: view)
    }

    func masked(_ bitmap: Bitmap, in view: UIView) -> Bitmap { masks.paint(bitmap, in: view) }

    /// One bitmap per path asked for, the reference's path first, then in the order code,
    /// coder, design time.
    func variants(of view: UIView) throws -> [SnapshotVariant<Bitmap>] {
        try onDevice { try pathVariants(of: view) }
    }

    private func pathVariants(of view: UIView) throws -> [SnapshotVariant<Bitmap>] {
        try InitPathSupport.check(paths)
        try sizing.apply(to: view)
        let coderReference = paths.contains(.coder) ? try UnregisteredCoderReference.find(for: view, registry: registry, sizing: sizing) : nil
        let bitmaps = try render(view, along: paths, fresh: coderReference?.fresh)
        try checkLayout(of: view, rendered: paths.contains(.code))
        return InitPath.allCases.filter { paths.contains($0) }.map {
            SnapshotVariant(name: $0.snapshotName, fileSuffix: $0.fileSuffix, snapshot: masked(bitmaps[$0]!, in: view),
                            note: $0 == .coder ? coderReference?.note : nil)
        }
    }

    private func render(_ view: UIView, along paths: Set<InitPath>, fresh: UIView? = nil) throws -> [InitPath: Bitmap] {
        do {
            return try InitPathMatrix.render(instance: view, paths: paths, scale: resolvedScale, traits: resolvedTraits,
                                             registry: registry, freshInstance: fresh)
        } catch .notRegistered(let name) {
            throw InitPathError.notRegistered(className: name)
        }
    }

    /// The code path laid the view itself out; its report is that layout's.
    private func checkLayout(of view: UIView, rendered: Bool) throws {
        if !rendered { view.layoutIfNeeded() }
        try layoutConflicts.check(view)
    }

    /// A view controller's view, along the code path only.
    func controllerBitmap(of view: UIView) throws -> Bitmap {
        try InitPathSupport.checkController(paths)
        try sizing.apply(to: view)
        let bitmap = try ViewRenderer.render(view, scale: resolvedScale, traits: resolvedTraits)
        try layoutConflicts.check(view)
        return masked(bitmap, in: view)
    }
}
