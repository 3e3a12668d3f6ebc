import Raster

extension TextLayout {
    /// Draws the text with its top-left at `origin` (in the canvas's user space), in the
    /// attributes' colour.
    ///
    /// When the canvas transform is a translation and a uniform positive scale (every view
    /// drawn upright), glyphs come from `cache`: each glyph origin is mapped to device space, its
    /// y rounded to the pixel row (the baseline) and its x quantised to ¼ pixel. Under any
    /// other transform (rotation, skew, mirroring) each glyph outline is filled as a path.
    public func draw(in canvas: Canvas, at origin: Point = .zero, cache: GlyphMaskCache = .shared) {
        let font = attributes.font
        guard font.pointSize > 0, !lines.isEmpty else { return }
        canvas.saveGState()
        defer { canvas.restoreGState() }
        canvas.setFillColor(attributes.color)
        if clipsToWidth {
            canvas.clip(to: Rect(x: origin.x, y: origin.y - size.height, width: alignmentWidth, height: size.height * 3))
        }
        let ctm = canvas.ctm
        let face = font.face
        if ctm.b == 0, ctm.c == 0, ctm.a == ctm.d, ctm.a > 0, ctm.a.isFinite {
            let pixelSize = font.pointSize * ctm.a
            let steps = Double(GlyphMaskCache.subpixelSteps)
            for line in lines {
                for g in line.glyphs {
                    let p = ctm.apply(Point(x: origin.x + g.position.x, y: origin.y + g.position.y))
                    guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { continue }
                    var px = p.x.rounded(.down)
                    var phase = Int(((p.x - px) * steps).rounded())
                    if phase == GlyphMaskCache.subpixelSteps { phase = 0; px += 1 }
                    var mask = cache.mask(face: face, glyph: g.id, pixelSize: pixelSize, phase: phase)
                    guard mask.width > 0 else { continue }
                    mask.originX += Int(px)
                    mask.originY += Int(p.y.rounded())
                    canvas.fillMask(mask)
                }
            }
        } else {
            let s = font.scale
            for line in lines {
                for g in line.glyphs {
                    guard let outline = (try? face.outline(of: g.id)) ?? (try? face.outline(of: 0)) else { continue }
                    let t = Transform(a: s, b: 0, c: 0, d: -s, tx: origin.x + g.position.x, ty: origin.y + g.position.y)
                    canvas.fill(outline.applying(t))
                }
            }
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
