import Designable
import Foundation
import Raster

extension Snapshotting where Value == UIViewController, Format == Bitmap {
    /// Renders the view controller's view at its own size (390 × 844 pt unless `loadView()`
    /// says otherwise), at @2x in light appearance.
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsViewController(), as: .image)
    /// ```
    public static var image: Snapshotting { .image() }

    /// Renders the view controller's view on a device, or sized, scaled and styled as asked.
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone15))
    /// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhoneSe, traits: .init(userInterfaceStyle: .dark)))
    /// ```
    ///
    /// The view is loaded (`loadView()`, `viewDidLoad()`), then `viewWillAppear(false)` runs
    /// before it is sized and rendered and `viewDidAppear(false)` after, as when
    /// swift-snapshot-testing puts the controller in a window. See ``ViewImageOptions`` for the
    /// parameters. A view controller is rendered along
    /// `.code` only: its view is its `loadView()`'s, with no document to
    /// decode it from, so `paths` other than `[.code]` fail saying so.
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
        paths: Set<InitPath> = [.code],
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .image(ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale, traits: traits,
                                masking: masking, paths: paths, layoutConflicts: layoutConflicts))
    }

    /// Renders the view controller's view and compares with `comparator`.
    public static func image(
        on config: ViewImageConfig? = nil,
        comparator: ImageComparator,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        paths: Set<InitPath> = [.code],
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .image(ViewImageOptions(on: config, comparator: comparator, size: size, width: width, scale: scale, traits: traits,
                                masking: masking, paths: paths, layoutConflicts: layoutConflicts))
    }

    /// Renders the view controller's view with `options`, loaded and appearing; along the
    /// code path only, which is also their default.
    public static func image(_ options: ViewImageOptions) -> Snapshotting {
        let render = options.render(defaultPaths: [.code])
        return Snapshotting<Bitmap, Bitmap>.image(comparator: options.comparator).pullback { controller in
            // The device covers loading too, so viewDidLoad() sees the preset's screen.
            try render.onDevice {
                try ViewControllerAppearance.whileAppearing(controller) { view in try render.controllerBitmap(of: view) }
            }
        }
    }
}

/// The part of a view controller's life a snapshot stands for: loaded, about to appear while
/// it is rendered, then appeared.
enum ViewControllerAppearance {
    static func whileAppearing<R>(_ controller: UIViewController, _ body: (UIView) throws -> R) rethrows -> R {
        let view: UIView = controller.view
        controller.viewWillAppear(false)
        defer { controller.viewDidAppear(false) }
        return try body(view)
    }
}
