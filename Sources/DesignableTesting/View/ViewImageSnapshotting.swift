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
    ///   - config: a screen (``ViewImageConfig/iPhone15`` …) whose size the view takes, unless
    ///     `size` or `width` is given, and whose traits it renders with.
    ///   - precision: the fraction of pixels that must match.
    ///   - perceptualPrecision: how closely a pixel must match (see
    ///     ``ImageComparator/perceptual(precision:perceptualPrecision:)``).
    ///   - size: the view's size in points.
    ///   - width: a fixed width in points; the height is the one the view asks for at that width.
    ///   - scale: pixels per point; otherwise the traits' display scale, otherwise 2.
    ///   - traits: light or dark, and a display scale; they win over `config`'s.
    ///   - paths: the init paths to render along; see ``InitPath``.
    ///   - layoutConflicts: whether Auto Layout breaking a required constraint fails the
    ///     snapshot (the default) or is allowed; see ``LayoutConflictPolicy``.
    ///
    /// Without `size`, `width` or `config`, the view keeps the frame the test gave it.
    public static func image(
        on config: ViewImageConfig? = nil,
        precision: Double = 1,
        perceptualPrecision: Double = 1,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        paths: Set<InitPath> = [.code],
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .image(on: config, comparator: .perceptual(precision: precision, perceptualPrecision: perceptualPrecision),
               size: size, width: width, scale: scale, traits: traits, paths: paths, layoutConflicts: layoutConflicts)
    }

    /// Renders the view as ``image(on:precision:perceptualPrecision:size:width:scale:traits:paths:layoutConflicts:)``
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
        paths: Set<InitPath> = [.code],
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        let render = ViewImageRender(sizing: ViewSizing(size: size, width: width, config: config),
                                     scale: scale, traits: traits, configTraits: config?.traits, paths: paths,
                                     layoutConflicts: layoutConflicts)
        return Snapshotting<Bitmap, Bitmap>.image(comparator: comparator).pullback { view in try render.bitmap(of: view) }
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

    func bitmap(of view: UIView) throws -> Bitmap {
        try InitPathSupport.check(paths)
        try sizing.apply(to: view)
        let bitmap = try ViewRenderer.render(view, scale: resolvedScale, traits: resolvedTraits)
        // The render laid the view out; its report is that layout's.
        try layoutConflicts.check(view)
        return bitmap
    }
}
