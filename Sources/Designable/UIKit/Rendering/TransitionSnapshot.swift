import Foundation
import Raster

/// The picture of a layer's old state that a ``CATransition`` fades, slides or flips away
/// from: the layer drawn as a render would draw it (background, content, sublayers, subviews,
/// border, its own opacity and shadow), in its bounds space, without its position or transform.
struct TransitionSnapshot {
    /// The pixels, or `nil` when the layer drew nothing (it was hidden): the new state then
    /// appears from nothing.
    let bitmap: Bitmap?
    /// Where the bitmap lies in the layer's bounds space.
    let extent: Rect

    /// A picture of `layer` as it looks now on the snapshot clock, or `nil` when it cannot be
    /// taken (a bitmap too large to allocate), in which case the transition draws the new state.
    ///
    /// It is taken with the traits of the render in progress if there is one (a completion that
    /// starts a transition), else of the layer's last render, else light at 2×, the renderer's
    /// default. Nothing is committed: the layers it draws do not count as rendered, so changes
    /// to a layer never rendered still apply without implicit animations.
    static func capture(_ layer: CALayer) -> TransitionSnapshot? {
        let environment = RenderScope.environment
            ?? RenderEnvironment(traits: layer.lastRenderTraits ?? ViewRenderer.renderTraits(nil, scale: 2))
        let scale = Double(environment.traits.displayScale)
        guard scale.isFinite, scale > 0 else { return nil }
        return RenderScope.$environment.withValue(environment) {
            var snapshot: TransitionSnapshot?
            UIView.performWithoutAnimation {
                if let view = layer.owningView {
                    AppearanceProxies.apply(to: view)
                    view.layoutIfNeeded()
                }
                let now = SnapshotClock.now
                let time = layer.localTime(atClockTime: now)
                let p = layer.presentationForRender(atLocalTime: time)
                guard !p.isHidden, p.opacity >= 0.01 else {
                    snapshot = TransitionSnapshot(bitmap: nil, extent: .zero)
                    return
                }
                // Whole pixels at the picture's scale, so that a render at that scale lays the
                // picture on its own pixel grid: the layer's bounds origin lands on a whole pixel.
                let e = LayerExtent.of(layer, p)
                guard e.width > 0, e.height > 0, e.minX.isFinite, e.minY.isFinite, e.maxX.isFinite, e.maxY.isFinite else {
                    snapshot = TransitionSnapshot(bitmap: nil, extent: .zero)
                    return
                }
                let minX = (e.minX * scale).rounded(.down) / scale, minY = (e.minY * scale).rounded(.down) / scale
                let maxX = (e.maxX * scale).rounded(.up) / scale, maxY = (e.maxY * scale).rounded(.up) / scale
                let extent = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                guard let canvas = try? Canvas(width: extent.width, height: extent.height, scale: scale) else { return }
                canvas.translateBy(x: -extent.minX, y: -extent.minY)
                LayerCompositor(canvas: canvas, clock: now, marksRendered: false).composite(layer, p, time: time)
                snapshot = TransitionSnapshot(bitmap: canvas.bitmap, extent: extent)
            }
            return snapshot
        }
    }
}
