extension Canvas {
    /// Fills `path` with the fill colour.
    public func fill(_ path: Path, rule: FillRule = .nonZero) {
        let ctm = state.ctm
        paint(rule: rule, color: state.fillColor, shader: nil) { path.flatten(into: &$0, transform: ctm) }
    }

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: Rect) {
        var p = Path()
        p.addRect(rect)
        fill(p)
    }

    /// Makes `rect` transparent, as `CGContext.clear(_:)`.
    public func clear(_ rect: Rect) {
        var p = Path()
        p.addRect(rect)
        saveGState()
        state.blendMode = .clear
        state.shadow = nil
        state.alpha = 1
        let ctm = state.ctm
        paint(rule: .nonZero, color: .black, shader: nil) { p.flatten(into: &$0, transform: ctm) }
        restoreGState()
    }

    /// Paints an axial gradient across the whole clip, as `CGContext.drawLinearGradient`.
    public func drawLinearGradient(_ gradient: Gradient, start: Point, end: Point, options: GradientDrawingOptions = []) {
        guard let inverse = state.ctm.inverted() else { return }
        let shader = GradientShader(gradient: gradient, geometry: .linear(start: start, end: end), deviceToUser: inverse, options: options)
        paint(rule: .nonZero, color: .black, shader: shader) { self.appendClipRectangle(to: &$0) }
    }

    /// Paints a two-circle radial gradient across the whole clip, as `CGContext.drawRadialGradient`.
    public func drawRadialGradient(_ gradient: Gradient, startCenter: Point, startRadius: Double,
                                   endCenter: Point, endRadius: Double, options: GradientDrawingOptions = []) {
        guard let inverse = state.ctm.inverted() else { return }
        let geometry = GradientShader.Geometry.radial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius)
        let shader = GradientShader(gradient: gradient, geometry: geometry, deviceToUser: inverse, options: options)
        paint(rule: .nonZero, color: .black, shader: shader) { self.appendClipRectangle(to: &$0) }
    }

    /// Draws `image` scaled into `rect`, through the current transform, with anti-aliased edges.
    /// With `tint`, only the image's alpha is used, painted in that colour (template rendering).
    public func draw(_ image: Bitmap, in rect: Rect, tint: Color? = nil) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        let imageToUser = Transform(a: r.width / Double(image.width), b: 0, c: 0, d: r.height / Double(image.height), tx: r.minX, ty: r.minY)
        guard let deviceToImage = imageToUser.concatenating(state.ctm).inverted() else { return }
        let shader = ImageShader(image: image, deviceToImage: deviceToImage, interpolation: state.interpolation, tint: tint)
        var p = Path()
        p.addRect(r)
        let ctm = state.ctm
        paint(rule: .nonZero, color: .black, shader: shader) { p.flatten(into: &$0, transform: ctm) }
    }

    /// Blends a device-space coverage mask in the fill colour; text drawing uses this for cached glyphs.
    public func fillMask(_ mask: CoverageMask) {
        guard mask.width > 0, mask.height > 0 else { return }
        if state.shadow != nil {
            withShadowLayer { self.fillMask(mask) }
            return
        }
        blitMask(mask, color: state.fillColor, alpha: state.alpha)
    }

    // MARK: Transparency layers

    /// Starts a group that is composited as one image at ``endTransparencyLayer()``, with the
    /// alpha and shadow in force now. Inside the group, alpha is 1 and there is no shadow.
    /// This is what a view's `alpha` needs: overlapping subviews fade together.
    public func beginTransparencyLayer() {
        layerStack.append((bitmap: bitmap, state: state, savedCount: savedStates.count))
        bitmap = Canvas.blank(like: bitmap)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
    }

    /// Composites the group begun by the matching ``beginTransparencyLayer()``. Unbalanced calls are ignored.
    public func endTransparencyLayer() {
        guard let frame = layerStack.popLast() else { return }
        let layer = bitmap
        bitmap = frame.bitmap
        state = frame.state
        savedStates.removeSubrange(Swift.min(frame.savedCount, savedStates.count)...)
        composite(layer)
    }

    /// Ends the group begun by the matching ``beginTransparencyLayer()`` without compositing it:
    /// the canvas is as it was before the group began. Unbalanced calls are ignored.
    public func discardTransparencyLayer() { _ = endOffscreen() }

    // MARK: Internals

    static func blank(like b: Bitmap) -> Bitmap {
        // The size was valid for `b`, so it is valid here.
        (try? Bitmap(width: b.width, height: b.height, scale: b.scale)) ?? b
    }

    /// The current clip's bounds as a rectangle polygon in device space, unless empty.
    func appendClipRectangle(to polygons: inout PolygonBuffer) {
        let b = state.clip.bounds
        guard !b.isEmpty else { return }
        polygons.append(Point(x: Double(b.minX), y: Double(b.minY)))
        polygons.append(Point(x: Double(b.maxX), y: Double(b.minY)))
        polygons.append(Point(x: Double(b.maxX), y: Double(b.maxY)))
        polygons.append(Point(x: Double(b.minX), y: Double(b.maxY)))
        polygons.endPolygon(closed: true)
    }

    /// Builds one fill's device polygons in the rasterizer's reused storage, then paints them.
    func paint(rule: FillRule, color: Color, shader: (any Shader)?, _ build: (inout PolygonBuffer) -> Void) {
        var polygons = rasterizer.polygons
        polygons.removeAll()
        build(&polygons)
        // Building may have moved the storage; the rasterizer keeps it for the next fill.
        rasterizer.polygons = polygons
        paint(polygons, rule: rule, color: color, shader: shader)
    }

    /// The one place that turns device polygons into pixels: shadow, clip, alpha and blend mode applied.
    func paint(_ polygons: PolygonBuffer, rule: FillRule, color: Color, shader: (any Shader)?) {
        guard polygons.polygonCount > 0 else { return }
        if state.shadow != nil {
            withShadowLayer { self.paint(polygons, rule: rule, color: color, shader: shader) }
            return
        }
        let clip = state.clip.bounds.intersection(PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height))
        guard !clip.isEmpty else { return }
        let width = bitmap.width, height = bitmap.height
        let alpha = Color.quantize(state.alpha)
        let mode = state.blendMode
        let maskBytes = state.clip.mask?.bytes
        let rasterizer = self.rasterizer
        bitmap.bytes.withUnsafeMutableBufferPointer { pixels in
            func run(_ mask: UnsafePointer<UInt8>?) {
                let blitter = PaintBlitter(pixels: pixels.baseAddress!, width: width, height: height, solid: color.premultiplied, shader: shader,
                                           alpha: alpha, mode: mode, mask: mask)
                rasterizer.fill(polygons, rule: rule, clip: clip, sink: blitter)
            }
            if let maskBytes { maskBytes.withUnsafeBufferPointer { run($0.baseAddress!) } } else { run(nil) }
        }
    }

    /// Draws `body` into a fresh layer without shadow, then composites it with the shadow.
    func withShadowLayer(_ body: () -> Void) {
        let shadow = state.shadow
        let saved = bitmap
        let savedAlpha = state.alpha
        bitmap = Canvas.blank(like: saved)
        state.shadow = nil
        body()
        state.shadow = shadow
        let layer = bitmap
        bitmap = saved
        state.alpha = 1
        composite(layer)
        state.alpha = savedAlpha
    }

    /// Composites a full-canvas layer with the current alpha, shadow and clip.
    private func composite(_ layer: Bitmap) {
        if let shadow = state.shadow { drawShadow(of: layer, shadow) }
        let clip = state.clip.bounds.intersection(PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height))
        guard !clip.isEmpty else { return }
        let shader = ImageShader(image: layer, deviceToImage: .identity, interpolation: .nearest, tint: nil)
        let width = bitmap.width, height = bitmap.height
        let alpha = Color.quantize(state.alpha)
        let maskBytes = state.clip.mask?.bytes
        let mode = state.blendMode
        bitmap.bytes.withUnsafeMutableBufferPointer { pixels in
            func run(_ mask: UnsafePointer<UInt8>?) {
                let blitter = PaintBlitter(pixels: pixels.baseAddress!, width: width, height: height, solid: .transparent, shader: shader,
                                           alpha: alpha, mode: mode, mask: mask)
                for y in clip.minY..<clip.maxY { blitter.blendConstantSpan(y: y, x: clip.minX, count: clip.width, coverage: 255) }
                blitter.finish()
            }
            if let maskBytes { maskBytes.withUnsafeBufferPointer { run($0.baseAddress!) } } else { run(nil) }
        }
    }

    private func drawShadow(of layer: Bitmap, _ shadow: Shadow) {
        let scale = bitmap.scale
        let sigma = shadow.blur * scale / 2
        let pad = Blur.padding(sigma: sigma)
        let dx = Int((shadow.offset.width * scale).rounded()), dy = Int((shadow.offset.height * scale).rounded())
        // The layer's alpha, padded so the blur can spread, placed at the shadow offset.
        let w = layer.width + 2 * pad, h = layer.height + 2 * pad
        var bytes = [UInt8](repeating: 0, count: w * h)
        layer.bytes.withUnsafeBufferPointer { src in
            for y in 0..<layer.height {
                let row = (y + pad) * w + pad
                for x in 0..<layer.width { bytes[row + x] = src[(y * layer.width + x) * 4 + 3] }
            }
        }
        var mask = CoverageMask(originX: dx - pad, originY: dy - pad, width: w, height: h, bytes: bytes)
        Blur.gaussian(&mask, sigma: sigma)
        blitMask(mask, color: shadow.color, alpha: state.alpha)
    }

    /// Blends `color` through a device-space mask, within the clip.
    func blitMask(_ mask: CoverageMask, color: Color, alpha: Double) {
        let clip = state.clip.bounds.intersection(PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height))
            .intersection(PixelRect(minX: mask.originX, minY: mask.originY, maxX: mask.originX + mask.width, maxY: mask.originY + mask.height))
        guard !clip.isEmpty else { return }
        let width = bitmap.width, height = bitmap.height
        let a8 = Color.quantize(alpha)
        let maskBytes = state.clip.mask?.bytes
        let mode = state.blendMode
        bitmap.bytes.withUnsafeMutableBufferPointer { pixels in
            mask.bytes.withUnsafeBufferPointer { coverage in
                func run(_ clipMask: UnsafePointer<UInt8>?) {
                    let blitter = PaintBlitter(pixels: pixels.baseAddress!, width: width, height: height, solid: color.premultiplied, shader: nil,
                                               alpha: a8, mode: mode, mask: clipMask)
                    for y in clip.minY..<clip.maxY {
                        let row = coverage.baseAddress! + (y - mask.originY) * mask.width + (clip.minX - mask.originX)
                        blitter.blendSpan(y: y, x: clip.minX, count: clip.width, coverage: row)
                    }
                }
                if let maskBytes { maskBytes.withUnsafeBufferPointer { run($0.baseAddress!) } } else { run(nil) }
            }
        }
    }
}
