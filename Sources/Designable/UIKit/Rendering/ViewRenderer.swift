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
        let environment = RenderEnvironment(traits: UITraitCollection(displayScale: scale, userInterfaceStyle: .light))
        RenderScope.$environment.withValue(environment) { view.layoutIfNeeded() }
    }

    /// Lays out `view` and renders it at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - view: the root of the tree to render; its frame's size is the image's size in points.
    ///   - scale: pixels per point, as a device's display scale (1, 2 or 3).
    ///   - traits: the traits to render with: light by default, and every other trait it leaves
    ///     unspecified stays so. Its display scale is replaced by `scale`.
    /// - Throws: ``ViewRenderError`` when the root view's size is zero, negative or not finite,
    ///   the scale is invalid, the bitmap would be too large, text needs a missing font, or a
    ///   view of the tree refused to add itself or an ancestor as a subview.
    public static func render(_ view: UIView, scale: CGFloat = 2, traits: UITraitCollection? = nil) throws(ViewRenderError) -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        if let refused = view.firstRefusedInsertion { throw .subviewRefused(refused) }
        let environment = RenderEnvironment(traits: renderTraits(traits, scale: scale))
        let result: Result<Bitmap, ViewRenderError> = RenderScope.$environment.withValue(environment) {
            view.layoutIfNeeded()
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
            LayerCompositor(canvas: canvas).renderRoot(view.layer)
            if let fontError = environment.firstFontError { return .failure(.fontUnavailable(fontError)) }
            return .success(canvas.bitmap)
        }
        return try result.get()
    }

    /// `traits` at `scale`, light unless it says otherwise.
    static func renderTraits(_ traits: UITraitCollection?, scale: CGFloat) -> UITraitCollection {
        UITraitCollection(displayScale: scale, userInterfaceStyle: .light).overridden(by: traits).overridden(by: UITraitCollection(displayScale: scale))
    }
}
