import Designable
import Foundation
internal import DesignableTesting
internal import Raster
internal import SnapshotEngine
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == Designable.UIView, Format == Designable.UIImage {
    /// Renders the view with Designable, at its own size, @2x, light, for swift-snapshot-testing's
    /// `assertSnapshot`.
    ///
    /// ```swift
    /// import SnapshotTesting
    /// import DesignableSnapshotTesting
    ///
    /// func testBadge() {
    ///     assertSnapshot(of: Badge(frame: CGRect(x: 0, y: 0, width: 120, height: 40)), as: .image)
    /// }
    /// ```
    public static var image: Self { .image() }

    /// Renders the view on a device, sized, or with traits, with swift-snapshot-testing's
    /// parameters; the view is rendered in code (`init(frame:)`) only, as on iOS.
    public static func image(
        on config: ViewImageConfig? = nil, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Self {
        let engine = SnapshotEngine.Snapshotting<UIView, Bitmap>.image(
            on: config, precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits, paths: [.code])
        return adapting(engine, diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }

    static func adapting<V>(_ engine: SnapshotEngine.Snapshotting<V, Bitmap>,
                            diffing: SnapshotTesting.Diffing<UIImage>) -> SnapshotTesting.Snapshotting<V, UIImage> {
        SnapshotTesting.Snapshotting<V, UIImage>(pathExtension: "png", diffing: diffing) { value in
            do {
                let bitmap = try engine.snapshot(value)
                return UIImage(bitmap: bitmap, scale: CGFloat(bitmap.scale))
            } catch {
                return ErrorImage.render(error)
            }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == Designable.UIViewController, Format == Designable.UIImage {
    /// Renders the view controller's view with Designable, after `viewDidLoad` and
    /// `viewWillAppear`, at its own size.
    public static var image: Self { .image() }

    /// Renders the view controller's view on a device, sized, or with traits.
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsViewController(), as: .image(on: .iPhone13))
    /// ```
    public static func image(
        on config: ViewImageConfig? = nil, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Self {
        let engine = SnapshotEngine.Snapshotting<UIViewController, Bitmap>.image(
            on: config, precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
        return SnapshotTesting.Snapshotting<UIView, UIImage>.adapting(
            engine, diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension SnapshotTesting.Snapshotting where Value == LoadedNib, Format == Designable.UIImage {
    /// Renders a loaded `.xib` or `.storyboard`: a storyboard's scene, or the XIB's first view,
    /// as decoded with `init(coder:)`.
    ///
    /// ```swift
    /// let storyboard = try InterfaceBuilderLoader.load(contentsOf: url)
    /// assertSnapshot(of: storyboard, as: .image(scene: "BYZ-38-t0r", on: .iPhone13))
    /// ```
    public static func image(scene: String? = nil, on config: ViewImageConfig? = nil, precision: Float = 1,
                             perceptualPrecision: Float = 1, traits: UITraitCollection = .init()) -> Self {
        let engine = SnapshotEngine.Snapshotting<LoadedNib, Bitmap>.image(
            scene: scene, on: config, precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
        return SnapshotTesting.Snapshotting<UIView, UIImage>.adapting(
            engine, diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension SnapshotTesting.Snapshotting where Value == Designable.UIView, Format == String {
    /// The view tree as text, without addresses: Designable's stable `recursiveDescription`.
    public static var recursiveDescription: Self { .recursiveDescription() }

    /// The view tree as text after sizing the view and laying it out with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Self {
        let engine = SnapshotEngine.Snapshotting<UIView, String>.recursiveDescription(size: size, traits: traits)
        return SnapshotTesting.Snapshotting<UIView, String>(pathExtension: "txt", diffing: .lines) { view in
            do { return try engine.snapshot(view) } catch { return "Error: \(error)\n" }
        }
    }
}
