import Foundation
import Raster

/// Renders a view tree to pixels, compositing as Core Animation does.
///
/// ```swift
/// let star = StarView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
/// let bitmap = try ViewRenderer.render(star, scale: 3)
/// let dark = try ViewRenderer.render(star, traits: UITraitCollection(userInterfaceStyle: .dark))
/// ```
///
/// The root view is drawn at the bitmap's top-left whatever its frame origin, centre or
/// transform; its subtree is laid out first (``UIView/layoutIfNeeded()``). See ``UIView`` for the
/// compositing order. The same tree renders to the same bytes on every machine.
public enum ViewRenderer {
    /// Lays out `view` as a render at `scale` would, without drawing: frames are rounded to that
    /// scale's pixels and text is measured at it. Use it to read the frames a render will draw,
    /// for example to compare a loaded document's with the ones Interface Builder stored.
    public static func layOut(_ view: UIView, scale: CGFloat = 2) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let environment = RenderEnvironment(traits: renderTraits(nil, scale: scale))
        RenderScope.$environment.withValue(environment) {
            AppearanceProxies.apply(to: view)
            TraitChanges.notify(view)
            view.layoutIfNeeded()
        }
    }

    /// Lays out `view` and renders it at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - view: the root of the tree to render; its frame's size is the image's size in points.
    ///   - scale: pixels per point, as a device's display scale (1, 2 or 3).
    ///   - traits: the traits to render with, over those of a window on the device the render
    ///     stands for (see `DeviceScope`): an iPhone's by default (light, compact width,
    ///     regular height, phone idiom, left to right, `.large` Dynamic Type), an iPad's when
    ///     they say `.pad`. Its display scale is replaced by `scale`.
    /// - Throws: ``ViewRenderError`` when the root view's size is zero, negative or not finite,
    ///   the scale is invalid, the bitmap would be too large, text needs a missing font, a
    ///   view of the tree refused to add itself or an ancestor as a subview, a view controller
    ///   of the tree refused to add itself or an ancestor as a child, or the view's traits
    ///   come through a cycle of views and controllers.
    public static func render(_ view: UIView, scale: CGFloat = 2, traits: UITraitCollection? = nil) throws(ViewRenderError) -> Bitmap {
        try render(view, clock: nil, scale: scale, traits: traits)
    }

    /// Renders `view` as it looks `moment` into its animations on Designable's deterministic
    /// snapshot clock: the presentation, with every animation of the tree evaluated at that
    /// time (see ``CAAnimation``). Animation callbacks due by then run first.
    ///
    /// ```swift
    /// let quarter = try ViewRenderer.render(ring, at: .milliseconds(250))
    /// ```
    ///
    /// The clock starts at 0, when animations added while the test built the view begin. Time
    /// only moves forward: render the moments of one view in increasing order, and its model
    /// (``render(_:scale:traits:)``) last, since that runs every remaining callback.
    ///
    /// - Throws: ``ViewRenderError/momentPassed(requested:reached:)`` when a callback of the
    ///   tree already ran after `moment`, and the errors of ``render(_:scale:traits:)``.
    public static func render(_ view: UIView, at moment: Duration, scale: CGFloat = 2,
                              traits: UITraitCollection? = nil) throws(ViewRenderError) -> Bitmap {
        let seconds = Double(moment.components.seconds) + Double(moment.components.attoseconds) / 1e18
        guard seconds.isFinite, seconds >= 0 else { throw .invalidMoment(moment) }
        return try render(view, clock: seconds, scale: scale, traits: traits)
    }

    private static func render(_ view: UIView, clock: Double?, scale: CGFloat, traits: UITraitCollection?) throws(ViewRenderError) -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        if let refused = view.firstRefusedInsertion { throw .subviewRefused(refused) }
        if let refused = view.firstRefusedChild { throw .childControllerRefused(refused) }
        // Every view of the tree inherits its traits through the root, so one check covers them.
        if let cycle = TraitHierarchy.cycle(above: view) { throw .traitHierarchyCycle(cycle) }
        let environment = RenderEnvironment(traits: renderTraits(traits, scale: scale))
        let result: Result<Bitmap, ViewRenderError> = RenderScope.$environment.withValue(environment) {
            AppearanceProxies.apply(to: view)
            TraitChanges.notify(view)
            do throws(AnimationEvents.MomentPassed) {
                try AnimationEvents.run(in: view.layer, upTo: clock ?? .infinity)
            } catch {
                return .failure(.momentPassed(requested: clock ?? 0, reached: error.reached))
            }
            return SnapshotClock.at(clock ?? SnapshotClock.now) { () -> Result<Bitmap, ViewRenderError> in
                view.layoutIfNeeded()
                // Layout runs list views' data sources, which may ask for what UIKit refuses.
                if let raised = view.firstRaisedException { return .failure(.exceptionRaised(raised)) }
                // Views that layout made take their appearance too.
                AppearanceProxies.apply(to: view)
                let size = view.bounds.size
                guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                    return .failure(.invalidRootSize(size))
                }
                let canvas: Canvas
                do throws(BitmapError) {
                    canvas = try Canvas(width: Double(size.width), height: Double(size.height), scale: Double(scale))
                } catch {
                    return .failure(.bitmap(error))
                }
                LayerCompositor(canvas: canvas, clock: clock).renderRoot(view.layer)
                if let fontError = environment.firstFontError { return .failure(.fontUnavailable(fontError)) }
                return .success(canvas.bitmap)
            }
        }
        return try result.get()
    }

    /// `traits` at `scale`, over a window's on the device (see `DeviceScope.windowTraits(idiom:)`),
    /// as a view in a window on iOS always has every trait specified.
    static func renderTraits(_ traits: UITraitCollection?, scale: CGFloat) -> UITraitCollection {
        DeviceScope.windowTraits(idiom: traits?.userInterfaceIdiom ?? .unspecified)
            .overridden(by: traits).overridden(by: UITraitCollection(displayScale: scale))
    }
}
