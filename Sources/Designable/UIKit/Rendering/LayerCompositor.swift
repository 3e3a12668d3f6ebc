import Foundation
import Raster

/// Draws a layer tree onto a canvas in Core Animation's order; see ``UIView`` for the rules.
struct LayerCompositor {
    let canvas: Canvas

    /// Renders `layer` with its top-left at the canvas origin, ignoring its position and transform.
    func renderRoot(_ layer: CALayer) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        canvas.saveGState()
        defer { canvas.restoreGState() }
        canvas.translateBy(x: -Double(layer.bounds.origin.x), y: -Double(layer.bounds.origin.y))
        composite(layer)
    }

    /// Renders `layer` in its superlayer's bounds coordinates (the current canvas space).
    func render(_ layer: CALayer) {
        // UIKit treats views below 1% opacity as hidden.
        guard !layer.isHidden, layer.opacity >= 0.01 else { return }
        let b = layer.bounds, p = layer.position, a = layer.anchorPoint
        guard b.isFiniteRect, b.width > 0, b.height > 0, p.x.isFinite, p.y.isFinite else { return }
        canvas.saveGState()
        defer { canvas.restoreGState() }
        let t = layer.affineTransform()
        let anchorOffset = Point(x: Double(a.x * b.width), y: Double(a.y * b.height))
        if t.isIdentity {
            // An upright layer lands on whole device pixels, as UIKit's layout puts it.
            let ctm = canvas.ctm
            var x = Double(p.x) - anchorOffset.x, y = Double(p.y) - anchorOffset.y
            if PixelSnapping.isAxisAligned(ctm) {
                x = PixelSnapping.snap(x, scale: ctm.a, offset: ctm.tx)
                y = PixelSnapping.snap(y, scale: ctm.d, offset: ctm.ty)
            }
            canvas.translateBy(x: x, y: y)
        } else {
            canvas.translateBy(x: Double(p.x), y: Double(p.y))
            canvas.concatenate(t.raster)
            canvas.translateBy(x: -anchorOffset.x, y: -anchorOffset.y)
        }
        canvas.translateBy(x: -Double(b.origin.x), y: -Double(b.origin.y))
        composite(layer)
    }

    /// Shadow, background, content, sublayers, subviews and border, in the layer's bounds space.
    private func composite(_ layer: CALayer) {
        let view = layer.owningView
        let traits = view?.traitCollection ?? RenderScope.environment?.traits ?? UITraitCollection.current
        traits.performAsCurrent {
            layer.layoutSublayers()
            let rect = PixelSnapping.snap(layer.bounds.raster, under: canvas.ctm)
            let radius = Double(layer.cornerRadius)
            let corners = layer.maskedCorners.rectCorners
            let opacity = Double(layer.opacity)
            let shadow = visibleShadow(layer)
            if let shadow, let shadowPath = layer.shadowPath {
                drawShadow(of: shadowPath.path, shadow, alpha: opacity)
            }
            let grouped = opacity < 1 || (shadow != nil && layer.shadowPath == nil)
            if grouped {
                canvas.saveGState()
                canvas.setAlpha(opacity)
                if let shadow, layer.shadowPath == nil {
                    canvas.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
                }
                canvas.beginTransparencyLayer()
            }
            canvas.saveGState()
            if let mask = layer.mask { canvas.clip(to: maskPath(mask)) }

            let background = view?.backgroundColorForRender(traits) ?? layer.backgroundColor
            if let background, background.color.alpha > 0 {
                canvas.setFillColor(background.color)
                canvas.fill(RoundedCorners.path(rect, radius: radius, corners: corners))
            }

            canvas.saveGState()
            if layer.masksToBounds { canvas.clip(to: RoundedCorners.path(rect, radius: radius, corners: corners)) }
            drawLayerContent(layer, in: rect)
            if let view { view.renderContent(in: CGContext(canvas: canvas), bounds: CGRect(rect)) }
            for sublayer in layer.sublayers ?? [] { render(sublayer) }
            for subview in view?.subviews ?? [] { render(subview.layer) }
            canvas.restoreGState()

            drawBorder(layer, in: rect, radius: radius, corners: corners)
            canvas.restoreGState()
            if grouped {
                canvas.endTransparencyLayer()
                canvas.restoreGState()
            }
        }
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

    /// What a layer subclass draws itself: a shape, a gradient, or `draw(in:)`.
    private func drawLayerContent(_ layer: CALayer, in rect: Rect) {
        switch layer {
        case let shape as CAShapeLayer:
            guard let path = shape.path?.path else { return }
            if let fill = shape.fillColor, fill.color.alpha > 0 {
                canvas.setFillColor(fill.color)
                canvas.fill(path, rule: shape.fillRule == .evenOdd ? .evenOdd : .nonZero)
            }
            if let stroke = shape.strokeColor, stroke.color.alpha > 0, shape.lineWidth > 0 {
                canvas.saveGState()
                canvas.strokeStyle = shape.strokeStyle
                canvas.setStrokeColor(stroke.color)
                canvas.stroke(path)
                canvas.restoreGState()
            }
        case let gradientLayer as CAGradientLayer:
            guard let gradient = gradientLayer.gradient else { return }
            canvas.saveGState()
            canvas.clip(to: RoundedCorners.path(rect, radius: Double(layer.cornerRadius), corners: layer.maskedCorners.rectCorners))
            let b = layer.bounds.raster
            func unit(_ p: CGPoint) -> Point { Point(x: b.minX + Double(p.x) * b.width, y: b.minY + Double(p.y) * b.height) }
            let start = unit(gradientLayer.startPoint), end = unit(gradientLayer.endPoint)
            let extend: GradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
            if gradientLayer.type == .radial {
                // An ellipse centred on the start point whose radii reach the end point: a unit
                // circle stretched by those radii.
                let rx = Swift.abs(end.x - start.x), ry = Swift.abs(end.y - start.y)
                if rx > 0, ry > 0 {
                    canvas.translateBy(x: start.x, y: start.y)
                    canvas.scaleBy(x: rx, y: ry)
                    canvas.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: extend)
                }
            } else {
                canvas.drawLinearGradient(gradient, start: start, end: end, options: extend)
            }
            canvas.restoreGState()
        default:
            guard layer.drawsOwnContent else { return }
            canvas.saveGState()
            canvas.clip(to: rect)
            layer.draw(in: CGContext(canvas: canvas))
            canvas.restoreGState()
        }
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

    /// The clip a `mask` layer stands for, in its superlayer's bounds space.
    private func maskPath(_ mask: CALayer) -> Path {
        let frame = mask.frame, b = mask.bounds
        let toParent = Transform(translationX: Double(frame.origin.x - b.origin.x), y: Double(frame.origin.y - b.origin.y))
        var shape = Path()
        if let s = mask as? CAShapeLayer, let path = s.path, s.fillColor != nil {
            shape.addPath(path.path)
        } else if (mask.backgroundColor?.color.alpha ?? 0) > 0 || mask is CAGradientLayer {
            shape.addPath(RoundedCorners.path(b.raster, radius: Double(mask.cornerRadius), corners: mask.maskedCorners.rectCorners))
        }
        return shape.applying(toParent)
    }
}
