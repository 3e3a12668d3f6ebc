import Foundation
import Locking
import Raster

/// The black of an opaque view's backing store, where its `draw(_:)` paints nothing.
///
/// On iOS a view that overrides `draw(_:)` draws into a backing store, and when the view is
/// opaque (`isOpaque`, true by default) that store has no alpha channel: what the drawing leaves
/// uncovered is black, not transparent. A view without a background colour that draws a ring
/// shows the ring on black (setting `backgroundColor = .clear` or `isOpaque = false` is the usual
/// cure). Views that do not override `draw(_:)` have no backing store, so stay transparent, and
/// UIKit's own views (labels, controls…) are not opaque by default.
///
/// Swift on Linux cannot ask whether a class overrides a method, so the first render of each
/// class finds out: `UIView.draw(_:)` notes when it runs, and a `draw(_:)` that never reaches it,
/// or that paints anything, is the class's own. Until a class is known its content is drawn in a
/// group over black, and the group is dropped if nothing was its own, so the first render's
/// pixels are those of every later one. An override that calls `super.draw(_:)` and paints
/// nothing the first time is taken for no override.
enum OpaqueBackingStore {
    /// Per class: whether its `draw(_:)` is its own.
    private static let ownsDraw = Locked<[ObjectIdentifier: Bool]>([:])
    /// Per class: whether UIView, rather than another of the toolkit's classes, is the nearest
    /// of the toolkit's classes it descends from.
    private static let descendsFromUIViewItself = Locked<[ObjectIdentifier: Bool]>([:])

    /// Runs `draw` (the view's `draw(_:)`, clipped to `rect`) over black when the view is
    /// opaque, has no background colour and draws with a `draw(_:)` of its own. A clear
    /// background colour, as on iOS, keeps the store transparent.
    static func drawing(_ view: UIView, in context: CGContext, rect: CGRect, _ draw: () -> Void) {
        guard view.isOpaque, view.backgroundColor == nil, isOwnSubclassOfUIView(view) else { return draw() }
        let id = ObjectIdentifier(type(of: view))
        let known = ownsDraw.withLock { $0[id] }
        if known == false { return draw() }
        let canvas = context.canvas
        canvas.beginTransparencyLayer()
        canvas.saveGState()
        canvas.setFillColor(.black)
        canvas.fill(rect.raster)
        canvas.restoreGState()
        let filled = known == nil ? canvas.bitmap.bytes : nil
        view.reachedUIViewDraw = false
        draw()
        if let filled {
            let own = !view.reachedUIViewDraw || canvas.bitmap.bytes != filled
            ownsDraw.withLock { $0[id] = own }
            if !own { return canvas.discardTransparencyLayer() }
        }
        canvas.endTransparencyLayer()
    }

    /// Per layer class: whether its `draw(in:)` is its own.
    private static let layerOwnsDraw = Locked<[ObjectIdentifier: Bool]>([:])

    /// The same for a view whose own layer class draws in `draw(in:)`, as a ring's animatable
    /// layer does: on iOS that layer is the view's backing store, opaque when the view is
    /// (`UIView.isOpaque` is its layer's). `draw` runs the layer's `draw(in:)` clipped to `rect`.
    /// The first render of each layer class finds out whether `draw(in:)` is its own, as above.
    static func drawingLayer(_ layer: CALayer, drawer: CALayer, in rect: Raster.Rect, on canvas: Canvas, _ draw: () -> Void) {
        guard let view = layer.owningView, view.isOpaque, view.backgroundColor == nil,
              !CALayer.isToolkitClass(type(of: drawer)) else { return draw() }
        let id = ObjectIdentifier(type(of: drawer))
        let known = layerOwnsDraw.withLock { $0[id] }
        if known == false { return draw() }
        canvas.beginTransparencyLayer()
        canvas.saveGState()
        canvas.setFillColor(.black)
        canvas.fill(rect)
        canvas.restoreGState()
        let filled = known == nil ? canvas.bitmap.bytes : nil
        drawer.reachedLayerDraw = false
        draw()
        if let filled {
            let own = !drawer.reachedLayerDraw || canvas.bitmap.bytes != filled
            layerOwnsDraw.withLock { $0[id] = own }
            if !own { return canvas.discardTransparencyLayer() }
        }
        canvas.endTransparencyLayer()
    }

    /// Whether the view's class is an app's own, whose nearest ancestor among the toolkit's
    /// classes is UIView itself: a label or control subclass keeps its superclass's transparency.
    private static func isOwnSubclassOfUIView(_ view: UIView) -> Bool {
        let id = ObjectIdentifier(type(of: view))
        if let known = descendsFromUIViewItself.withLock({ $0[id] }) { return known }
        var cls: AnyClass = type(of: view)
        var answer = false
        while true {
            if String(reflecting: cls).hasPrefix("Designable.") {
                answer = ObjectIdentifier(cls) == ObjectIdentifier(UIView.self) && ObjectIdentifier(cls) != id
                break
            }
            guard let parent = _getSuperclass(cls) else { break }
            cls = parent
        }
        descendsFromUIViewItself.withLock { $0[id] = answer }
        return answer
    }
}
