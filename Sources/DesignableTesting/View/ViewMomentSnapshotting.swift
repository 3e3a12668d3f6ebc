import Designable
import Foundation
import Raster

extension Snapshotting where Value == UIView, Format == Bitmap {
    /// Renders the view as it looks `moment` into its animations, on Designable's deterministic
    /// snapshot clock: the presentation layer tree, with every Core Animation and `UIView`
    /// animation evaluated at that time with its timing function. Beyond swift-snapshot-testing,
    /// which can only snapshot the model.
    ///
    /// ```swift
    /// func testRingFills() {
    ///     let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    ///     ring.setProgress(1, animated: true)          // adds a 0.5 s strokeEnd animation
    ///     assertSnapshot(of: ring, as: .image(at: .zero), named: "0ms")
    ///     assertSnapshot(of: ring, as: .image(at: .milliseconds(250)), named: "250ms")
    ///     assertSnapshot(of: ring, as: .image(at: .milliseconds(500)), named: "500ms")
    /// }
    /// ```
    ///
    /// The clock starts at 0, when animations added while the test built the view begin, and
    /// nothing reads a real clock, so every machine renders the same pixels. Animation delegates
    /// and completions due by `moment` run first, with `CACurrentMediaTime()` reading the time
    /// each is due. Time only moves forward: snapshot a view's moments in increasing order, and
    /// its `.image` (the model, which runs every remaining completion) last.
    ///
    /// The view is rendered as the code built it (the `.code` init path): animations are added
    /// by code, and a view decoded from a document would have none. See
    /// ``ViewImageOptions`` for the other parameters.
    public static func image(
        at moment: Duration,
        on config: ViewImageConfig? = nil,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .image(at: moment, ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                            maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale,
                                            traits: traits, masking: masking, layoutConflicts: layoutConflicts))
    }

    /// The view `moment` into its animations, rendered with `options` along the code path.
    public static func image(at moment: Duration, _ options: ViewImageOptions) -> Snapshotting {
        let render = options.render(defaultPaths: [.code])
        return Snapshotting<Bitmap, Bitmap>.image(comparator: options.comparator)
            .pullback { view in try render.momentBitmap(of: view, at: moment) }
    }
}

extension Snapshotting where Value == UIViewController, Format == Bitmap {
    /// Renders the view controller's view as it looks `moment` into its animations, as the view
    /// strategy `.image(at:)` does, with the controller loaded and appearing as for `.image`.
    public static func image(
        at moment: Duration,
        on config: ViewImageConfig? = nil,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        maxDifferingPixels: Int = 0,
        size: CGSize? = nil,
        width: CGFloat? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection? = nil,
        masking: [any SnapshotMaskRegion] = [],
        layoutConflicts: LayoutConflictPolicy = .fail
    ) -> Snapshotting {
        .image(at: moment, ViewImageOptions(on: config, precision: precision, perceptualPrecision: perceptualPrecision,
                                            maxDifferingPixels: maxDifferingPixels, size: size, width: width, scale: scale,
                                            traits: traits, masking: masking, layoutConflicts: layoutConflicts))
    }

    /// The view controller's view `moment` into its animations, rendered with `options`.
    public static func image(at moment: Duration, _ options: ViewImageOptions) -> Snapshotting {
        let render = options.render(defaultPaths: [.code])
        return Snapshotting<Bitmap, Bitmap>.image(comparator: options.comparator)
            .pullback { controller in
                try render.onDevice {
                    try ViewControllerAppearance.whileAppearing(controller) { view in try render.momentBitmap(of: view, at: moment) }
                }
            }
    }
}

extension ViewImageRender {
    /// The presentation at `moment`, sized, checked and masked as the model strategy sizes,
    /// checks and masks it; the code path only, as animations are added by code.
    func momentBitmap(of view: UIView, at moment: Duration) throws -> Bitmap {
        try onDevice {
            try InitPathSupport.checkMoments(paths)
            try sizing.apply(to: view)
            let bitmap = try ViewRenderer.render(view, at: moment, scale: resolvedScale, traits: resolvedTraits)
            try layoutConflicts.check(view)
            return masked(bitmap, in: view)
        }
    }
}
