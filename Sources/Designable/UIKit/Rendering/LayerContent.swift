import Foundation
import Raster

/// What a layer draws of its own between its background and its sublayers: its `contents`
/// image, then a shape, a gradient, text, or its `draw(in:)`.
enum LayerContent {
    /// Draws `p.contents` (a `CGImage` or `UIImage`) into the bounds as its gravity says.
    static func drawContents(of p: CALayer, in rect: Rect, on canvas: Canvas) {
        let bitmap: Bitmap
        switch p.contents {
        case let image as CGImage: bitmap = image.bitmap
        case let image as UIImage: bitmap = image.bitmap
        default: return
        }
        let scale = p.contentsScale > 0 ? Double(p.contentsScale) : 1
        // The part of the image contentsRect selects, at the image's natural size in points.
        let cr = p.contentsRect.raster.standardized
        let natural = Size(width: Double(bitmap.width) * cr.width / scale, height: Double(bitmap.height) * cr.height / scale)
        guard natural.width > 0, natural.height > 0, rect.width > 0, rect.height > 0 else { return }
        let dest = destination(p.contentsGravity, natural: natural, in: rect)
        // The whole image, placed so that the selected part fills `dest`.
        let full = Rect(x: dest.minX - cr.minX / cr.width * dest.width, y: dest.minY - cr.minY / cr.height * dest.height,
                        width: dest.width / cr.width, height: dest.height / cr.height)
        canvas.saveGState()
        canvas.clip(to: dest)
        if p.magnificationFilter == .nearest { canvas.interpolationQuality = .nearest }
        canvas.draw(bitmap, in: full)
        canvas.restoreGState()
    }

    /// Where content of `natural` size goes in `rect` under `gravity`.
    static func destination(_ gravity: CALayerContentsGravity, natural: Size, in rect: Rect) -> Rect {
        let w = natural.width, h = natural.height
        switch gravity {
        case .resizeAspect, .resizeAspectFill:
            let sx = rect.width / w, sy = rect.height / h
            let s = gravity == .resizeAspect ? Swift.min(sx, sy) : Swift.max(sx, sy)
            return Rect(x: rect.midX - w * s / 2, y: rect.midY - h * s / 2, width: w * s, height: h * s)
        case .center: return Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
        case .top: return Rect(x: rect.midX - w / 2, y: rect.minY, width: w, height: h)
        case .bottom: return Rect(x: rect.midX - w / 2, y: rect.maxY - h, width: w, height: h)
        case .left: return Rect(x: rect.minX, y: rect.midY - h / 2, width: w, height: h)
        case .right: return Rect(x: rect.maxX - w, y: rect.midY - h / 2, width: w, height: h)
        case .topLeft: return Rect(x: rect.minX, y: rect.minY, width: w, height: h)
        case .topRight: return Rect(x: rect.maxX - w, y: rect.minY, width: w, height: h)
        case .bottomLeft: return Rect(x: rect.minX, y: rect.maxY - h, width: w, height: h)
        case .bottomRight: return Rect(x: rect.maxX - w, y: rect.maxY - h, width: w, height: h)
        default: return rect
        }
    }

    /// The layer whose `display()` and `draw(in:)` make the content: the presentation `p` when an
    /// animation of a key that needs display has set it, else the model `layer`, whose content
    /// Core Animation shows while other keys animate.
    static func drawer(_ layer: CALayer, _ p: CALayer) -> CALayer { p.drawsPresentationContent ? p : layer }

    /// Runs `drawer.display()` for a layer class of your own, as Core Animation does before it
    /// shows the layer; true when the content is still to be drawn by `draw(in:)` (the default
    /// `display()` ran), false when an override of `display()` supplied it (`contents`).
    static func display(_ drawer: CALayer) -> Bool {
        guard !CALayer.isToolkitClass(type(of: drawer)) else { return true }
        drawer.displayDrawsInContext = false
        drawer.display()
        return drawer.displayDrawsInContext
    }

    /// A layer subclass's own drawing: a shape, a gradient or text from the presentation `p`,
    /// else `drawer`'s `draw(in:)` (see ``drawer(_:_:)``).
    static func draw(_ layer: CALayer, _ p: CALayer, drawer: CALayer, in rect: Rect, on canvas: Canvas) {
        switch p {
        case let shape as CAShapeLayer:
            drawShape(shape, on: canvas)
        case let gradient as CAGradientLayer:
            drawGradient(gradient, in: rect, on: canvas)
        case let text as CATextLayer:
            canvas.saveGState()
            canvas.clip(to: rect)
            text.drawText(in: CGContext(canvas: canvas))
            canvas.restoreGState()
        case is CAReplicatorLayer, is CAEmitterLayer:
            break
        default:
            guard layer.drawsOwnContent else { return }
            canvas.saveGState()
            canvas.clip(to: rect)
            let ctx = CGContext(canvas: canvas)
            OpaqueBackingStore.drawingLayer(layer, drawer: drawer, in: rect, on: canvas) {
                UIGraphicsWithContext(ctx) { drawer.draw(in: ctx) }
            }
            canvas.restoreGState()
        }
    }

    /// Fills the path, then strokes the part of it between `strokeStart` and `strokeEnd`, with
    /// the dash pattern fixed to the untrimmed path.
    static func drawShape(_ shape: CAShapeLayer, on canvas: Canvas) {
        guard let path = shape.path?.path, !path.isEmpty else { return }
        if let fill = shape.fillColor, fill.color.alpha > 0 {
            canvas.setFillColor(fill.color)
            canvas.fill(path, rule: shape.fillRule == .evenOdd ? .evenOdd : .nonZero)
        }
        guard let stroke = shape.strokeColor, stroke.color.alpha > 0, shape.lineWidth > 0 else { return }
        let style = shape.strokeStyle
        let start = Double(shape.strokeStart), end = Double(shape.strokeEnd)
        canvas.saveGState()
        canvas.setStrokeColor(stroke.color)
        canvas.strokeStyle = style
        if start <= 0 && end >= 1 {
            canvas.stroke(path)
        } else {
            let trimmed = path.trimmed(from: start, to: end, transform: canvas.ctm)
            var headStyle = style
            headStyle.dashPhase += trimmed.headOffset
            var outline = trimmed.head.stroked(headStyle, transform: canvas.ctm)
            outline.addPath(trimmed.tail.stroked(style, transform: canvas.ctm))
            canvas.setFillColor(stroke.color)
            canvas.fill(outline)
        }
        canvas.restoreGState()
    }

    /// Paints the gradient across the bounds, rounded by the corner radius.
    static func drawGradient(_ layer: CAGradientLayer, in rect: Rect, on canvas: Canvas) {
        guard let gradient = layer.gradient else { return }
        canvas.saveGState()
        canvas.clip(to: RoundedCorners.path(rect, radius: Double(layer.cornerRadius), corners: layer.maskedCorners.rectCorners))
        let b = layer.bounds.raster
        func unit(_ p: CGPoint) -> Point { Point(x: b.minX + Double(p.x) * b.width, y: b.minY + Double(p.y) * b.height) }
        let start = unit(layer.startPoint), end = unit(layer.endPoint)
        let extend: GradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch layer.type {
        case .radial:
            // An ellipse centred on the start point whose radii reach the end point: a unit
            // circle stretched by those radii.
            let rx = Swift.abs(end.x - start.x), ry = Swift.abs(end.y - start.y)
            if rx > 0, ry > 0 {
                canvas.translateBy(x: start.x, y: start.y)
                canvas.scaleBy(x: rx, y: ry)
                canvas.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: extend)
            }
        case .conic:
            let angle = end == start ? 0 : DeterministicMath.atan2(end.y - start.y, end.x - start.x)
            canvas.drawConicGradient(gradient, center: start, startAngle: angle)
        default:
            canvas.drawLinearGradient(gradient, start: start, end: end, options: extend)
        }
        canvas.restoreGState()
    }
}

/// How far a layer's rendered subtree reaches, in its bounds space, for rendering it offscreen.
enum LayerExtent {
    /// The box holding what `layer` (presented as `p`) draws: its bounds, a shape's stroked
    /// path, its sublayers' and subviews' frames (recursively), and its shadow.
    static func of(_ layer: CALayer, _ p: CALayer, depth: Int = 0) -> Rect {
        var r = p.bounds.raster.standardized
        if p.masksToBounds { return r }
        if let shape = p as? CAShapeLayer, let path = shape.path?.path, !path.isEmpty {
            let pad = shape.strokeColor == nil ? 0 : Double(shape.lineWidth) / 2 * Swift.max(1, Double(shape.miterLimit))
            r = r.union(path.controlPointBounds.insetBy(dx: -pad, dy: -pad))
        }
        if depth < 16 {
            var children: [CALayer] = layer.sublayers ?? []
            if let view = layer.owningView { children += view.subviews.map(\.layer) }
            for child in children.prefix(256) where !child.isHidden {
                let inner = of(child, child, depth: depth + 1)
                r = r.union(inner.applying(child.toSuperlayer.raster))
            }
        }
        if p.shadowOpacity > 0 {
            let spread = 3 * Double(p.shadowRadius) + 1
            r = r.union(r.offsetBy(dx: Double(p.shadowOffset.width), dy: Double(p.shadowOffset.height)).insetBy(dx: -spread, dy: -spread))
        }
        return r
    }
}

private extension Rect {
    func applying(_ t: Transform) -> Rect { t.apply(self) }
}
