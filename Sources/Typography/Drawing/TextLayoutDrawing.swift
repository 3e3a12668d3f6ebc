import Raster

extension TextLayout {
    /// Draws the text with its top-left at `origin` (in the canvas's user space): each run's
    /// background, then its glyphs in its colour with its underline and strikethrough, runs
    /// with a shadow grouped so that the shadow falls behind all of them. Inline boxes are
    /// left for the caller to fill (``attachments``).
    ///
    /// When the canvas transform is a translation and a uniform positive scale (every view
    /// drawn upright), glyphs come from `cache`: each glyph origin is mapped to device space, its
    /// y rounded to the pixel row (the baseline) and its x quantised to ¼ pixel. Under any
    /// other transform (rotation, skew, mirroring) each glyph outline is filled as a path.
    public func draw(in canvas: Canvas, at origin: Point = .zero, cache: GlyphMaskCache = .shared) {
        guard !lines.isEmpty else { return }
        canvas.saveGState()
        defer { canvas.restoreGState() }
        if clipsToWidth {
            canvas.clip(to: Rect(x: origin.x, y: origin.y - size.height, width: alignmentWidth, height: size.height * 3))
        }
        drawBackgrounds(in: canvas, at: origin)
        var shadows: [TextShadow] = []
        for run in runs { if let s = run.style.shadow, !shadows.contains(s) { shadows.append(s) } }
        for shadow in shadows {
            // One group per shadow: a glyph's shadow must not fall on its neighbours.
            canvas.saveGState()
            canvas.setShadow(offset: shadow.offset, blur: shadow.blurRadius, color: shadow.color)
            canvas.beginTransparencyLayer()
            drawForeground(in: canvas, at: origin, cache: cache) { $0.shadow == shadow }
            canvas.endTransparencyLayer()
            canvas.restoreGState()
        }
        drawForeground(in: canvas, at: origin, cache: cache) { $0.shadow == nil }
    }

    /// Glyphs, then underlines and strikethroughs, of the runs `include` accepts.
    private func drawForeground(in canvas: Canvas, at origin: Point, cache: GlyphMaskCache, include: (RunStyle) -> Bool) {
        let ctm = canvas.ctm
        let upright = ctm.b == 0 && ctm.c == 0 && ctm.a == ctm.d && ctm.a > 0 && ctm.a.isFinite
        let steps = Double(GlyphMaskCache.subpixelSteps)
        var currentRun = -1
        var drawn = true
        for line in lines {
            for g in line.glyphs {
                if g.run != currentRun {
                    currentRun = g.run
                    let style = runs[g.run].style
                    drawn = include(style) && style.font.pointSize > 0
                    if drawn { canvas.setFillColor(style.color) }
                }
                guard drawn else { continue }
                let font = runs[g.run].style.font
                if upright {
                    let p = ctm.apply(Point(x: origin.x + g.position.x, y: origin.y + g.position.y))
                    guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { continue }
                    var px = p.x.rounded(.down)
                    var phase = Int(((p.x - px) * steps).rounded())
                    if phase == GlyphMaskCache.subpixelSteps { phase = 0; px += 1 }
                    var mask = cache.mask(face: font.face, glyph: g.id, pixelSize: font.pointSize * ctm.a, phase: phase)
                    guard mask.width > 0 else { continue }
                    mask.originX += Int(px)
                    mask.originY += Int(p.y.rounded())
                    canvas.fillMask(mask)
                } else {
                    let face = font.face, s = font.scale
                    guard let outline = (try? face.outline(of: g.id)) ?? (try? face.outline(of: 0)) else { continue }
                    let t = Transform(a: s, b: 0, c: 0, d: -s, tx: origin.x + g.position.x, ty: origin.y + g.position.y)
                    canvas.fill(outline.applying(t))
                }
            }
        }
        drawDecorations(in: canvas, at: origin, include: include)
    }

    /// Each run's background colour over its part of each line box, neighbours of one colour
    /// filled as one rectangle so no seam shows between them.
    private func drawBackgrounds(in canvas: Canvas, at origin: Point) {
        guard runs.contains(where: { $0.style.backgroundColor != nil }) else { return }
        for line in lines {
            var pending: (color: Color, minX: Double, maxX: Double)?
            func flush() {
                guard let p = pending else { return }
                canvas.setFillColor(p.color)
                canvas.fill(Rect(x: origin.x + p.minX, y: origin.y + line.rect.minY, width: p.maxX - p.minX, height: line.rect.height))
                pending = nil
            }
            for span in line.spans {
                guard let color = runs[span.run].style.backgroundColor else { flush(); continue }
                if let p = pending, p.color == color, p.maxX == span.minX {
                    pending?.maxX = span.maxX
                } else {
                    flush()
                    pending = (color, span.minX, span.maxX)
                }
            }
            flush()
        }
    }
}

extension String {
    /// Draws the string on one line per paragraph with its top-left at `point`, as `NSString.draw(at:withAttributes:)`.
    /// Returns the layout drawn, whose ``TextLayout/size`` is what was covered.
    @discardableResult
    public func draw(at point: Point, attributes: TextAttributes, in canvas: Canvas) -> TextLayout {
        let layout = TextLayout(text: self, attributes: attributes, scale: canvas.bitmap.scale)
        layout.draw(in: canvas, at: point)
        return layout
    }

    /// Draws the string wrapped to `rect`'s width from its top, as `NSString.draw(in:withAttributes:)`;
    /// lines that do not fit the height are dropped (the last truncated per the line break mode).
    @discardableResult
    public func draw(in rect: Rect, attributes: TextAttributes, numberOfLines: Int = 0, in canvas: Canvas) -> TextLayout {
        let r = rect.standardized
        let layout = TextLayout(text: self, attributes: attributes, maxSize: r.size, numberOfLines: numberOfLines,
                                scale: canvas.bitmap.scale)
        layout.draw(in: canvas, at: r.origin)
        return layout
    }
}
