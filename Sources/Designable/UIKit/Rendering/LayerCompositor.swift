import Foundation
import Raster

/// Draws a layer tree onto a canvas in Core Animation's order; see ``UIView`` for the rules.
///
/// With a `clock` time it draws the presentation at that moment: each layer's animations
/// applied at its local time (see ``CAAnimation``), and a layer in the middle of a
/// ``CATransition`` as the transition draws its old and new states; without, the model.
struct LayerCompositor {
    let canvas: Canvas
    /// The moment on the snapshot clock to draw, or `nil` for the model layer tree.
    let clock: Double?
    /// Whether the layers drawn count as rendered (see `CALayer.hasBeenRendered`): false for the
    /// picture of a layer's old state a transition takes, which commits nothing.
    var marksRendered = true

    init(canvas: Canvas, clock: Double? = nil, marksRendered: Bool = true) {
        self.canvas = canvas
        self.clock = clock
        self.marksRendered = marksRendered
    }

    /// Renders `layer` with its top-left at the canvas origin, ignoring its position and transform.
    func renderRoot(_ layer: CALayer) {
        markRendered(layer)
        let time = clock.map { layer.localTime(atClockTime: $0) }
        let p = time.map { layer.presentationForRender(atLocalTime: $0) } ?? layer
        guard !p.isHidden, p.opacity > 0 else { return }
        canvas.saveGState()
        defer { canvas.restoreGState() }
        canvas.translateBy(x: -Double(p.bounds.origin.x), y: -Double(p.bounds.origin.y))
        composite(layer, p, time: time)
    }

    /// Renders `layer` as `CALayer.render(in:)` does: the bounds' origin at the context's.
    func renderInPlace(_ layer: CALayer) { renderRoot(layer) }

    /// Renders `layer` in its superlayer's bounds coordinates (the current canvas space).
    ///
    /// - Parameters:
    ///   - parentTime: the superlayer's local time, when drawing a moment.
    ///   - parentTransform: the superlayer's `sublayerTransform` (and a replicator's instance
    ///     transform), already taken about its anchor, or `nil` for none.
    ///   - presentation: the layer's presentation, when the caller already made it.
    func render(_ layer: CALayer, parentTime: Double?, parentTransform: CATransform3D?, presentation: CALayer? = nil) {
        markRendered(layer)
        let time = parentTime.map { layer.ownLocalTime($0) }
        let p = presentation ?? time.map { layer.presentationForRender(atLocalTime: $0) } ?? layer
        // UIKit treats views below 1% opacity as hidden.
        guard !p.isHidden, p.opacity >= 0.01 else { return }
        let b = p.bounds, pos = p.position
        guard b.isFiniteRect, b.width >= 0, b.height >= 0, pos.x.isFinite, pos.y.isFinite else { return }
        // A layer of no size still draws its sublayers (and a view its subviews), a shape layer
        // its path, as in Core Animation: only `masksToBounds` hides them.
        if p.masksToBounds, b.width == 0 || b.height == 0 { return }
        canvas.saveGState()
        defer { canvas.restoreGState() }
        let anchorOffset = Point(x: Double(p.anchorPoint.x * b.width), y: Double(p.anchorPoint.y * b.height))
        if parentTransform == nil, CATransform3DIsAffine(p.transform) {
            let t = CATransform3DGetAffineTransform(p.transform)
            if t.isIdentity {
                // An upright layer lands on whole device pixels, as UIKit's layout puts it.
                let ctm = canvas.ctm
                var x = Double(pos.x) - anchorOffset.x, y = Double(pos.y) - anchorOffset.y
                if PixelSnapping.isAxisAligned(ctm) {
                    x = PixelSnapping.snap(x, scale: ctm.a, offset: ctm.tx)
                    y = PixelSnapping.snap(y, scale: ctm.d, offset: ctm.ty)
                }
                canvas.translateBy(x: x, y: y)
            } else {
                if !p.isDoubleSided && t.a * t.d - t.b * t.c < 0 { return }
                canvas.translateBy(x: Double(pos.x), y: Double(pos.y))
                canvas.concatenate(t.raster)
                canvas.translateBy(x: -anchorOffset.x, y: -anchorOffset.y)
            }
            canvas.translateBy(x: -Double(b.origin.x), y: -Double(b.origin.y))
            composite(layer, p, time: time)
            return
        }
        // A 3D transform, or one inherited from the superlayer: the layer's bounds space maps to
        // its superlayer's plane by a homography.
        var m = CATransform3DMakeTranslation(-b.origin.x - CGFloat(anchorOffset.x), -b.origin.y - CGFloat(anchorOffset.y), -p.anchorPointZ)
        m = m.concatenating(p.transform).concatenating(CATransform3DMakeTranslation(pos.x, pos.y, p.zPosition))
        if let parentTransform { m = m.concatenating(parentTransform) }
        let h = Homography(m11: Double(m.m11), m12: Double(m.m12), m13: Double(m.m14),
                           m21: Double(m.m21), m22: Double(m.m22), m23: Double(m.m24),
                           m31: Double(m.m41), m32: Double(m.m42), m33: Double(m.m44))
        if !p.isDoubleSided && h.determinant < 0 { return }
        if h.isAffine {
            canvas.concatenate(h.affine)
            composite(layer, p, time: time)
            return
        }
        drawProjected(layer, p, time: time, through: h)
    }

    /// Notes that a render drew `layer`, and the traits it drew with, which a transition added
    /// later takes the picture of the old state with.
    private func markRendered(_ layer: CALayer) {
        guard marksRendered else { return }
        layer.hasBeenRendered = true
        if let traits = RenderScope.environment?.traits { layer.lastRenderTraits = traits }
    }

    /// Renders the layer into an offscreen bitmap in its own bounds space, then maps that
    /// bitmap onto the canvas through the homography: the exact projective image of the
    /// layer's rendered content. With `transitions` false, a transition in progress is left
    /// out: the layer's current state is drawn (a flip's new face).
    func drawProjected(_ layer: CALayer, _ p: CALayer, time: Double?, through h: Homography, transitions: Bool = true) {
        let extent = LayerExtent.of(layer, p)
        guard extent.width > 0, extent.height > 0 else { return }
        let toDevice = h.concatenating(Homography(canvas.ctm))
        // Sample as finely as the projection magnifies anywhere on the layer, within limits.
        var scale = 0.0
        for corner in [Point(x: extent.minX, y: extent.minY), Point(x: extent.maxX, y: extent.minY),
                       Point(x: extent.minX, y: extent.maxY), Point(x: extent.maxX, y: extent.maxY),
                       Point(x: extent.midX, y: extent.midY)] {
            scale = Swift.max(scale, LayerCompositor.stretch(of: toDevice, at: corner))
        }
        scale = Swift.min(scale, 4 * canvas.bitmap.scale)
        let longest = Swift.max(extent.width, extent.height)
        if longest * scale > 4096 { scale = 4096 / longest }
        guard scale.isFinite, scale > 0 else { return }
        guard let offscreen = try? Canvas(width: extent.width, height: extent.height, scale: scale) else { return }
        offscreen.translateBy(x: -extent.minX, y: -extent.minY)
        let inner = LayerCompositor(canvas: offscreen, clock: clock, marksRendered: marksRendered)
        if transitions { inner.composite(layer, p, time: time) } else { inner.compositeState(layer, p, time: time) }
        let sx = Double(offscreen.bitmap.width) / extent.width, sy = Double(offscreen.bitmap.height) / extent.height
        let imageToBounds = Homography(Transform(a: 1 / sx, b: 0, c: 0, d: 1 / sy, tx: extent.minX, ty: extent.minY))
        canvas.draw(offscreen.bitmap, through: imageToBounds.concatenating(h))
    }

    /// How much the homography magnifies at `p`: the larger singular value of its Jacobian.
    static func stretch(of h: Homography, at p: Point) -> Double {
        let (x, y, w) = h.applyHomogeneous(p)
        guard w > 0 else { return 0 }
        let a = (h.m11 * w - x * h.m13) / (w * w), b = (h.m12 * w - y * h.m13) / (w * w)
        let c = (h.m21 * w - x * h.m23) / (w * w), d = (h.m22 * w - y * h.m23) / (w * w)
        return Transform(a: a, b: b, c: c, d: d, tx: 0, ty: 0).maxScale
    }

    /// Shadow, background, content, sublayers, subviews and border, in the layer's bounds space,
    /// all through the layer's mask; in the middle of a transition, its old and new states as
    /// the transition draws them.
    func composite(_ layer: CALayer, _ p: CALayer, time: Double?) {
        if let time, let (transition, progress) = CATransition.active(on: layer, at: time) {
            compositeTransition(transition, progress: progress, layer, p, time: time)
            return
        }
        compositeState(layer, p, time: time)
    }

    /// The layer as it is now (at `time`, or the model): what ``composite(_:_:time:)`` draws
    /// outside a transition, and a transition's new state.
    func compositeState(_ layer: CALayer, _ p: CALayer, time: Double?) {
        let view = layer.owningView
        let traits = view?.traitCollection ?? RenderScope.environment?.traits ?? UITraitCollection.current
        traits.performAsCurrent {
            layer.layoutSublayers()
            canvas.saveGState()
            if let mask = p.mask {
                canvas.beginOffscreen()
                render(mask, parentTime: time, parentTransform: nil)
                if let alpha = canvas.endOffscreen() { canvas.clip(toAlphaOf: alpha) }
            }
            compositeUnmasked(layer, p, view: view, traits: traits, time: time)
            canvas.restoreGState()
        }
    }

    private func compositeUnmasked(_ layer: CALayer, _ p: CALayer, view: UIView?, traits: UITraitCollection, time: Double?) {
        let rect = PixelSnapping.snapOrigin(p.bounds.raster, under: canvas.ctm)
        let radius = Double(p.cornerRadius)
        let corners = p.maskedCorners.rectCorners
        let opacity = Double(p.opacity)
        let shadow = visibleShadow(p)
        if let shadow, let shadowPath = p.shadowPath {
            drawShadow(of: shadowPath.path, shadow, alpha: opacity)
        }
        if let sigma = view?.backdropBlurSigma {
            // What lies behind, blurred inside the view's (rounded) bounds, before anything of
            // its own and outside any group its opacity makes, which would hide the backdrop.
            canvas.saveGState()
            canvas.clip(to: RoundedCorners.path(rect, radius: radius, corners: corners))
            canvas.blurBackdrop(in: rect, sigma: Double(sigma))
            canvas.restoreGState()
        }
        let grouped = opacity < 1 || (shadow != nil && p.shadowPath == nil)
        if grouped {
            canvas.saveGState()
            canvas.setAlpha(opacity)
            if let shadow, p.shadowPath == nil {
                canvas.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
            }
            canvas.beginTransparencyLayer()
        }
        canvas.saveGState()

        let animatedBackground = p !== layer && p.backgroundColor != layer.backgroundColor
        let background = animatedBackground ? p.backgroundColor : (view?.backgroundColorForRender(traits) ?? p.backgroundColor)
        if let background, background.color.alpha > 0 {
            canvas.setFillColor(background.color)
            canvas.fill(RoundedCorners.path(rect, radius: radius, corners: corners))
        }

        canvas.saveGState()
        if p.masksToBounds { canvas.clip(to: RoundedCorners.path(rect, radius: radius, corners: corners)) }
        let drawer = LayerContent.drawer(layer, p)
        let drawsInContext = LayerContent.display(drawer)
        LayerContent.drawContents(of: drawsInContext ? p : drawer, in: rect, on: canvas)
        if drawsInContext { LayerContent.draw(layer, p, drawer: drawer, in: rect, on: canvas) }
        // UIKit gives a view of no size no backing store, so never calls its draw(_:).
        if let view, p.bounds.width > 0, p.bounds.height > 0 {
            view.renderContent(in: CGContext(canvas: canvas), bounds: CGRect(rect))
        }
        renderChildren(of: layer, p, time: time)
        canvas.restoreGState()

        drawBorder(p, in: rect, radius: radius, corners: corners)
        canvas.restoreGState()
        if grouped {
            canvas.endTransparencyLayer()
            canvas.restoreGState()
        }
    }

    /// The sublayers, then the subviews' layers, in order of `zPosition` (stable), each under
    /// the layer's `sublayerTransform`; a replicator draws them once per instance.
    private func renderChildren(of layer: CALayer, _ p: CALayer, time: Double?) {
        var children: [CALayer] = layer.sublayers ?? []
        if let view = layer.owningView { children += view.subviews.map(\.layer) }
        guard !children.isEmpty else { return }
        let b = p.bounds
        let center = CGPoint(x: b.origin.x + p.anchorPoint.x * b.width, y: b.origin.y + p.anchorPoint.y * b.height)
        let sublayerTransform = CATransform3DIsIdentity(p.sublayerTransform) ? nil : LayerCompositor.about(center, p.sublayerTransform)
        guard let replicator = p as? CAReplicatorLayer, replicator.instanceCount != 1 else {
            renderOrdered(children, time: time, parentTransform: sublayerTransform)
            return
        }
        // Instance transforms turn about the replicator's centre.
        let boundsCenter = CGPoint(x: b.midX, y: b.midY)
        let step = LayerCompositor.about(boundsCenter, replicator.instanceTransform)
        var instance = CATransform3DIdentity
        for i in 0..<Swift.max(0, Swift.min(replicator.instanceCount, 10_000)) {
            let combined = sublayerTransform.map { instance.concatenating($0) } ?? instance
            let transform: CATransform3D? = CATransform3DIsIdentity(combined) ? nil : combined
            let instanceTime = time.map { $0 - Double(i) * replicator.instanceDelay }
            let (r, g, bl, a) = replicator.multiplier(ofInstance: i)
            if r == 1 && g == 1 && bl == 1 && a == 1 {
                renderOrdered(children, time: instanceTime, parentTransform: transform)
            } else if a > 0 {
                canvas.saveGState()
                canvas.beginTransparencyLayer()
                renderOrdered(children, time: instanceTime, parentTransform: transform)
                canvas.multiplyPixels(by: Color(red: r, green: g, blue: bl, alpha: a))
                canvas.endTransparencyLayer()
                canvas.restoreGState()
            }
            instance = instance.concatenating(step)
        }
    }

    private func renderOrdered(_ children: [CALayer], time: Double?, parentTransform: CATransform3D?) {
        var items = children.map { child -> (CALayer, CALayer?) in
            (child, time.map { child.presentationForRender(atLocalTime: child.ownLocalTime($0)) })
        }
        if items.contains(where: { ($0.1 ?? $0.0).zPosition != 0 }) {
            // A stable sort: equal zPositions keep their order.
            items = items.enumerated().sorted { l, r in
                let zl = l.element.1?.zPosition ?? l.element.0.zPosition, zr = r.element.1?.zPosition ?? r.element.0.zPosition
                return zl != zr ? zl < zr : l.offset < r.offset
            }.map(\.element)
        }
        for (child, presentation) in items {
            render(child, parentTime: time, parentTransform: parentTransform, presentation: presentation)
        }
    }

    /// `t` applied about `point`: moved there, transformed, moved back.
    static func about(_ point: CGPoint, _ t: CATransform3D) -> CATransform3D {
        CATransform3DMakeTranslation(-point.x, -point.y, 0).concatenating(t).concatenating(CATransform3DMakeTranslation(point.x, point.y, 0))
    }

    // MARK: Pieces

    private struct ShadowSpec {
        var offset: Size
        /// Core Graphics' blur, twice Core Animation's shadow radius.
        var blur: Double
        var color: Color
    }

    /// The shadow to draw, or `nil` when it is invisible, or hidden by `masksToBounds` as on iOS.
    private func visibleShadow(_ layer: CALayer) -> ShadowSpec? {
        guard layer.shadowOpacity > 0, !layer.masksToBounds, let color = layer.shadowColor else { return nil }
        let c = color.color.withAlpha(color.color.alpha * Double(Swift.min(1, layer.shadowOpacity)))
        guard c.alpha > 0 else { return nil }
        return ShadowSpec(offset: layer.shadowOffset.raster, blur: 2 * Swift.max(0, Double(layer.shadowRadius)), color: c)
    }

    /// A shadow in the shape of `path` alone (`shadowPath`), without drawing the shape.
    private func drawShadow(of path: Path, _ shadow: ShadowSpec, alpha: Double) {
        let ctm = canvas.ctm
        let sigma = shadow.blur / 2 * ctm.maxScale
        let moved = Transform(translationX: shadow.offset.width, y: shadow.offset.height).concatenating(ctm)
        let tight = path.coverageMask(transform: moved)
        guard tight.width > 0 else { return }
        let pad = Blur.padding(sigma: sigma)
        let w = tight.width + 2 * pad, h = tight.height + 2 * pad
        var bytes = [UInt8](repeating: 0, count: w * h)
        tight.bytes.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                for y in 0..<tight.height {
                    (dst.baseAddress! + (y + pad) * w + pad).update(from: src.baseAddress! + y * tight.width, count: tight.width)
                }
            }
        }
        var mask = CoverageMask(originX: tight.originX - pad, originY: tight.originY - pad, width: w, height: h, bytes: bytes)
        Blur.gaussian(&mask, sigma: sigma)
        canvas.saveGState()
        canvas.setAlpha(canvas.alpha * alpha)
        canvas.setFillColor(shadow.color)
        canvas.fillMask(mask)
        canvas.restoreGState()
    }

    /// The border, inside the bounds, following the rounded corners.
    private func drawBorder(_ layer: CALayer, in rect: Rect, radius: Double, corners: UIRectCorner) {
        let width = Double(layer.borderWidth)
        guard width > 0, width.isFinite, let color = layer.borderColor, color.color.alpha > 0 else { return }
        var ring = RoundedCorners.path(rect, radius: radius, corners: corners)
        let inner = rect.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            ring.addPath(RoundedCorners.path(inner, radius: Swift.max(0, radius - width), corners: corners))
        }
        canvas.setFillColor(color.color)
        canvas.fill(ring, rule: .evenOdd)
    }
}
