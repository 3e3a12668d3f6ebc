/// A drawing surface over a ``Bitmap``, shaped like `CGContext`.
///
/// The coordinate system is UIKit's: origin at the top left, y down, in points; the initial
/// transform scales points to pixels by the bitmap's `scale`. Everything a view draws goes
/// through here: paths, strokes, gradients, images, clips, transparency layers and shadows.
///
/// ```swift
/// let canvas = try Canvas(width: 100, height: 100, scale: 2)
/// canvas.setFillColor(.red)
/// var star = Path()
/// star.addEllipse(in: Rect(x: 10, y: 10, width: 80, height: 80))
/// canvas.fill(star)
/// let png = canvas.bitmap
/// ```
public final class Canvas {
    /// The pixels drawn so far.
    public internal(set) var bitmap: Bitmap
    var state: GraphicsState
    var savedStates: [GraphicsState] = []
    var layerStack: [(bitmap: Bitmap, state: GraphicsState, savedCount: Int)] = []
    let rasterizer = Rasterizer()

    /// A canvas drawing into `bitmap`, whose existing pixels are kept.
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
        state = GraphicsState(ctm: Transform(scaleX: bitmap.scale, y: bitmap.scale),
                              clip: ClipRegion(bounds: PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height), mask: nil))
    }

    /// A transparent canvas of `width` × `height` points at `scale` pixels per point.
    /// Fractional pixel sizes round up, as UIKit's renderer does.
    public convenience init(width: Double, height: Double, scale: Double = 1) throws(BitmapError) {
        guard width.isFinite, height.isFinite, scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let pw = (width * scale).rounded(.up), ph = (height * scale).rounded(.up)
        guard pw < Double(Bitmap.maxDimension * 2), ph < Double(Bitmap.maxDimension * 2) else {
            throw .tooLarge(width: Int(Swift.min(pw, 1e9)), height: Int(Swift.min(ph, 1e9)))
        }
        self.init(bitmap: try Bitmap(width: Int(pw), height: Int(ph), scale: scale))
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state: transform, clip, colours, line style, alpha, shadow.
    public func saveGState() { savedStates.append(state) }

    /// Pops the state pushed by the matching ``saveGState()``. Unbalanced calls are ignored,
    /// as Core Graphics ignores them, rather than crashing a test.
    public func restoreGState() {
        let floor = layerStack.last?.savedCount ?? 0
        guard savedStates.count > floor, let s = savedStates.popLast() else { return }
        state = s
    }

    /// The current transformation matrix, from user space to device pixels.
    public var ctm: Transform { state.ctm }

    /// Prepends `t` to the current transform, as `CGContext.concatenate(_:)`: what is drawn next
    /// is mapped by `t` first, then by the transform that was current.
    public func concatenate(_ t: Transform) { state.ctm = t.concatenating(state.ctm) }
    /// Moves user space's origin by `x`, `y` in current user units, as `CGContext.translateBy(x:y:)`.
    public func translateBy(x: Double, y: Double) { state.ctm = state.ctm.translatedBy(x: x, y: y) }
    /// Scales user space by `x` and `y`, as `CGContext.scaleBy(x:y:)`; a negative factor mirrors it.
    public func scaleBy(x: Double, y: Double) { state.ctm = state.ctm.scaledBy(x: x, y: y) }
    /// Rotates user space by `angle` radians about its origin, as `CGContext.rotate(by:)`;
    /// positive angles turn clockwise on the y-down screen.
    public func rotate(by angle: Double) { state.ctm = state.ctm.rotated(by: angle) }

    /// Sets the colour that ``fill(_:rule:)``, the rectangle fill and ``fillMask(_:)`` paint with.
    public func setFillColor(_ c: Color) { state.fillColor = c }
    /// Sets the colour strokes paint with.
    public func setStrokeColor(_ c: Color) { state.strokeColor = c }
    /// The current fill colour; black until set, as in Core Graphics.
    public var fillColor: Color { state.fillColor }
    /// The current stroke colour; black until set, as in Core Graphics.
    public var strokeColor: Color { state.strokeColor }
    /// Global alpha, multiplied into everything drawn, as `setAlpha`.
    public func setAlpha(_ a: Double) { state.alpha = Color.clamp(a) }
    /// The current global alpha, 0…1; 1 until set. Drawing quantises it to 8 bits.
    public var alpha: Double { state.alpha }
    /// Sets how what is painted next combines with the pixels already there, as
    /// `CGContext.setBlendMode(_:)`; ``BlendMode/normal`` until set.
    public func setBlendMode(_ m: BlendMode) { state.blendMode = m }
    /// Sets the stroke width in user space; see ``StrokeStyle/width`` for widths of zero or less.
    public func setLineWidth(_ w: Double) { state.strokeStyle.width = w }
    /// Sets how the open ends of stroked subpaths are finished, as `CGContext.setLineCap(_:)`.
    public func setLineCap(_ c: LineCap) { state.strokeStyle.cap = c }
    /// Sets how stroked segments meet, as `CGContext.setLineJoin(_:)`.
    public func setLineJoin(_ j: LineJoin) { state.strokeStyle.join = j }
    /// Sets the longest miter, in line widths, before a miter join is bevelled; see
    /// ``StrokeStyle/miterLimit``.
    public func setMiterLimit(_ l: Double) { state.strokeStyle.miterLimit = l }
    /// Sets the dash pattern, as `CGContext.setLineDash(phase:lengths:)`: `lengths` alternate
    /// painted and unpainted stretches in user space, and `phase` is how far into the pattern each
    /// subpath starts. An empty `lengths` strokes solid; see ``StrokeStyle/dashes``.
    public func setLineDash(phase: Double, lengths: [Double]) {
        state.strokeStyle.dashPhase = phase
        state.strokeStyle.dashes = lengths
    }
    /// The width, cap, join, miter limit and dashes the next stroke uses, read or replaced at once;
    /// part of the graphics state, so ``saveGState()`` saves it.
    public var strokeStyle: StrokeStyle {
        get { state.strokeStyle }
        set { state.strokeStyle = newValue }
    }
    /// How drawn images are sampled when scaled or transformed, as `CGContext.interpolationQuality`;
    /// ``ImageInterpolation/bilinear`` until set.
    public var interpolationQuality: ImageInterpolation {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    /// Sets a shadow for everything drawn after; `nil` or a fully transparent colour removes it.
    public func setShadow(offset: Size, blur: Double, color: Color?) {
        if let color, color.alpha > 0 { state.shadow = Shadow(offset: offset, blur: Swift.max(0, blur), color: color) } else { state.shadow = nil }
    }

    // MARK: Clipping

    /// Intersects the clip with `path`, anti-aliased.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        let polylines = path.flattened(transform: state.ctm)
        if let pixelRect = Canvas.pixelAlignedRect(polylines) {
            state.clip.bounds = state.clip.bounds.intersection(pixelRect)
            return
        }
        var b = BoundsAccumulator()
        for line in polylines { for p in line.points where p.x.isFinite && p.y.isFinite { b.add(p) } }
        let region = state.clip.bounds.intersection(b.minX <= b.maxX ? PixelRect(enclosing: b.rect) : PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0))
        guard !region.isEmpty else { state.clip = ClipRegion(bounds: region, mask: nil); return }
        let w = bitmap.width
        var bytes = [UInt8](repeating: 0, count: w * bitmap.height)
        bytes.withUnsafeMutableBufferPointer { buf in
            rasterizer.fill(polylines, rule: rule, clip: region, sink: MaskWriter(buffer: buf.baseAddress!, originX: 0, originY: 0, width: w))
            if let old = state.clip.mask {
                old.bytes.withUnsafeBufferPointer { prev in
                    for y in region.minY..<region.maxY {
                        for x in region.minX..<region.maxX {
                            let i = y * w + x
                            buf[i] = Blend.mulDiv255(buf[i], prev[i])
                        }
                    }
                }
            }
        }
        state.clip = ClipRegion(bounds: region, mask: ClipMask(bytes: bytes))
    }

    /// A clipping region saved whole, so that a context can go back to the clip it began with.
    public struct Clip {
        let region: ClipRegion
    }

    /// The clip in force, to give to ``setClip(_:)`` later.
    public var currentClip: Clip { Clip(region: state.clip) }

    /// Replaces the clip with one saved earlier by ``currentClip`` (`CGContext.resetClip()`
    /// goes back to the clip the context began with this way).
    public func setClip(_ clip: Clip) { state.clip = clip.region }

    /// Intersects the clip with `rect`.
    public func clip(to rect: Rect) {
        var p = Path()
        p.addRect(rect)
        clip(to: p)
    }

    /// The clip's bounding box in user space, as `CGContext.boundingBoxOfClipPath`.
    public var clipBoundingBox: Rect {
        let b = state.clip.bounds
        guard !b.isEmpty, let inv = state.ctm.inverted() else { return .zero }
        return inv.apply(Rect(x: Double(b.minX), y: Double(b.minY), width: Double(b.width), height: Double(b.height)))
    }

    /// A polyline set that is exactly one axis-aligned rectangle on whole pixels, if it is one.
    static func pixelAlignedRect(_ polylines: [Polyline]) -> PixelRect? {
        guard polylines.count == 1 else { return nil }
        var pts = polylines[0].points
        if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
        guard pts.count == 4 else { return nil }
        let xs = Set(pts.map(\.x)), ys = Set(pts.map(\.y))
        guard xs.count == 2, ys.count == 2, xs.allSatisfy({ $0 == $0.rounded() && Swift.abs($0) < 1e7 }),
              ys.allSatisfy({ $0 == $0.rounded() && Swift.abs($0) < 1e7 }) else { return nil }
        // Each side must be axis-aligned (consecutive points share x or y).
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        return PixelRect(minX: Int(xs.min()!), minY: Int(ys.min()!), maxX: Int(xs.max()!), maxY: Int(ys.max()!))
    }
}
