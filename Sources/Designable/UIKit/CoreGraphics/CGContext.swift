import Foundation
import Raster

/// A drawing destination with Core Graphics' method names, over one of Raster's `Canvas`es.
///
/// Inside `draw(_:)`, `UIGraphicsGetCurrentContext()` returns one whose coordinates are the
/// view's bounds, y down, as UIKit sets it up; drawing code written for iOS renders the same.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let ctx = UIGraphicsGetCurrentContext() else { return }
///     ctx.setFillColor(UIColor.systemBlue.cgColor)
///     ctx.addEllipse(in: bounds.insetBy(dx: 4, dy: 4))
///     ctx.fillPath()
/// }
/// ```
///
/// Differs from Core Graphics on purpose:
/// - The current path is kept in user space and transformed when it is painted, so changing
///   the transform between building a path and filling it moves the path too.
/// - Anti-aliasing is always on.
public final class CGContext {
    /// The canvas this context draws on.
    public let canvas: Canvas
    var currentPath = Raster.Path()

    /// A context drawing on `canvas`, in the canvas's current coordinates.
    public init(canvas: Canvas) {
        self.canvas = canvas
        initialClip = canvas.currentClip
    }

    /// The clip the context began with, which ``resetClip()`` goes back to: a view's drawing
    /// never reaches past what its own backing store would hold on iOS.
    let initialClip: Canvas.Clip
    /// The caller's pixels, for a bitmap context made with `CGContext(data:width:height:…)`.
    var bitmapStorage: BitmapContextStorage?
    /// Core Graphics' own text state, for ``showGlyphs(_:at:)``.
    var glyphText = GlyphTextState()

    /// Brings a small bitmap context's memory up to date after each drawing call, so code that
    /// reads the pixels it passed in (a colour picked at a point, from a 1 × 1 context) sees
    /// them as on iOS; a larger one is brought up to date when ``data`` is read, at
    /// ``makeImage()`` and ``flush()``.
    func didDraw() {
        guard let storage = bitmapStorage, storage.width * storage.height <= 65_536 else { return }
        storage.write(canvas.bitmap)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line and shadow settings) onto the
    /// stack.
    public func saveGState() { canvas.saveGState() }
    /// Restores the graphics state most recently saved with ``saveGState()``.
    public func restoreGState() { canvas.restoreGState() }

    /// The current transformation matrix, from user space to device pixels.
    public var ctm: CGAffineTransform { CGAffineTransform(canvas.ctm) }
    /// Multiplies the current transformation matrix by `transform`, which then applies before it.
    public func concatenate(_ transform: CGAffineTransform) { canvas.concatenate(transform.raster) }
    /// Moves the origin of user space by `x` and `y` points.
    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translateBy(x: Double(x), y: Double(y)) }
    /// Scales user space by `x` horizontally and `y` vertically.
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scaleBy(x: Double(x), y: Double(y)) }
    /// Rotates user space by `angle` radians; positive angles turn clockwise on UIKit's y-down context.
    public func rotate(by angle: CGFloat) { canvas.rotate(by: Double(angle)) }

    /// Sets the colour that fills paint with.
    public func setFillColor(_ color: CGColor) { canvas.setFillColor(color.color) }
    /// Sets the colour that strokes paint with.
    public func setStrokeColor(_ color: CGColor) { canvas.setStrokeColor(color.color) }
    /// Sets the fill colour from sRGB components from 0 to 1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the stroke colour from sRGB components from 0 to 1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the fill colour to a grey level and opacity, each from 0 to 1.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    /// Sets the stroke colour to a grey level and opacity, each from 0 to 1.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// Sets the width of stroked lines, in user-space points.
    public func setLineWidth(_ width: CGFloat) { canvas.setLineWidth(Double(width)) }
    /// Sets how the ends of open stroked subpaths are drawn.
    public func setLineCap(_ cap: CGLineCap) { canvas.setLineCap(cap.raster) }
    /// Sets how corners between stroked segments are drawn.
    public func setLineJoin(_ join: CGLineJoin) { canvas.setLineJoin(join.raster) }
    /// Sets the ratio of miter length to line width above which a miter join is drawn bevelled.
    public func setMiterLimit(_ limit: CGFloat) { canvas.setMiterLimit(Double(limit)) }
    /// Sets the dash pattern of strokes: alternating painted and unpainted `lengths`, starting `phase`
    /// points into the pattern; an empty array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        canvas.setLineDash(phase: Double(phase), lengths: lengths.map { Double($0) })
    }
    /// Sets the opacity, from 0 to 1, that everything drawn afterwards is multiplied by.
    public func setAlpha(_ alpha: CGFloat) { canvas.setAlpha(Double(alpha)) }
    /// Sets how what is drawn afterwards combines with what is already there.
    public func setBlendMode(_ mode: CGBlendMode) { canvas.setBlendMode(mode.raster) }

    /// A shadow under everything drawn after, `blur` points wide; `nil` removes it.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        canvas.setShadow(offset: offset.raster, blur: Double(blur), color: color?.color)
    }

    /// A shadow in Core Graphics' default colour, black at one third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Accepted for source compatibility; the renderer always anti-aliases.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    /// Accepted for source compatibility; the renderer always anti-aliases.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// How images drawn into the context are resampled when scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { canvas.interpolationQuality == .nearest ? .none : .default }
        set { canvas.interpolationQuality = newValue == .none ? .nearest : .bilinear }
    }

    // MARK: The current path

    /// Discards the current path and starts an empty one.
    public func beginPath() { currentPath = Raster.Path() }
    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point.raster) }
    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point.raster) }
    /// Adds a polyline through `points`: a move to the first, then lines to each of the others.
    public func addLines(between points: [CGPoint]) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p) } else { addLine(to: p) } }
    }
    /// Adds a quadratic Bézier curve from the current point to `end`, pulled towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end.raster, control: control.raster) }
    /// Adds a cubic Bézier curve from the current point to `end`, with the two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end.raster, control1: control1.raster, control2: control2.raster)
    }
    /// Adds a closed rectangle as a new subpath.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect.raster) }
    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect.raster) }
    /// A circular arc; `clockwise` is meant in Core Graphics' y-up space, so on UIKit's
    /// flipped context `clockwise: true` appears counter-clockwise, as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center.raster, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: !clockwise)
    }
    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End`, with a line to its start.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End.raster, tangent2End: tangent2End.raster, radius: Double(radius))
    }
    /// Appends the subpaths of `other`, in user-space coordinates.
    public func addPath(_ other: CGPath) { currentPath.addPath(other.path) }
    /// Closes the current subpath with a straight line back to its start.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The end of the current path's last segment; `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.map(CGPoint.init) ?? .zero }
    /// The smallest rectangle holding the current path's points and control points; `.null` when it is
    /// empty.
    public var boundingBoxOfPath: CGRect { currentPath.isEmpty ? .null : CGRect(currentPath.bounds) }
    /// A copy of the current path.
    public var pathCopy: CGPath? { CGPath(path: currentPath) }

    // MARK: Painting (each consumes the current path, as in Core Graphics)

    /// Fills the current path by `rule`, then clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        canvas.fill(currentPath, rule: rule.raster); didDraw()
        beginPath()
    }

    /// Strokes the current path with the current line settings, then clears it.
    public func strokePath() {
        canvas.stroke(currentPath); didDraw()
        beginPath()
    }

    /// Fills, strokes, or fills then strokes the current path, as `mode` says, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: canvas.fill(currentPath); didDraw()
        case .eoFill: canvas.fill(currentPath, rule: .evenOdd); didDraw()
        case .stroke: canvas.stroke(currentPath); didDraw()
        case .fillStroke: canvas.fill(currentPath); canvas.stroke(currentPath); didDraw()
        case .eoFillStroke: canvas.fill(currentPath, rule: .evenOdd); canvas.stroke(currentPath); didDraw()
        }
        beginPath()
    }

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(to: currentPath, rule: rule.raster)
        beginPath()
    }

    /// Intersects the clipping area with `rect`.
    public func clip(to rect: CGRect) { canvas.clip(to: rect.raster) }
    /// Intersects the clipping area with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        var p = Raster.Path()
        for r in rects { p.addRect(r.raster) }
        canvas.clip(to: p)
    }
    /// The bounding box of the clipping area, in user space.
    public var boundingBoxOfClipPath: CGRect { CGRect(canvas.clipBoundingBox) }

    /// Fills `rect` with the fill colour, leaving the current path alone.
    public func fill(_ rect: CGRect) { canvas.fill(rect.raster); didDraw() }
    /// Fills every rectangle in `rects` with the fill colour.
    public func fill(_ rects: [CGRect]) {
        var p = Raster.Path()
        for r in rects { p.addRect(r.raster) }
        canvas.fill(p); didDraw()
    }
    /// Strokes the outline of `rect` with the current line settings.
    public func stroke(_ rect: CGRect) { canvas.stroke(rect.raster); didDraw() }
    /// Strokes the outline of `rect` with lines `width` points wide, leaving the line width setting alone.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        canvas.saveGState()
        canvas.setLineWidth(Double(width))
        canvas.stroke(rect.raster); didDraw()
        canvas.restoreGState()
    }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        var p = Raster.Path()
        p.addEllipse(in: rect.raster)
        canvas.fill(p); didDraw()
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        var p = Raster.Path()
        p.addEllipse(in: rect.raster)
        canvas.stroke(p); didDraw()
    }
    /// Strokes each pair of points as its own segment.
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Raster.Path()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i].raster)
            p.addLine(to: points[i + 1].raster)
            i += 2
        }
        canvas.stroke(p); didDraw()
    }
    /// Makes `rect` fully transparent, whatever the blend mode.
    public func clear(_ rect: CGRect) { canvas.clear(rect.raster); didDraw() }

    /// Paints `gradient` along the line from `start` to `end`, within the clipping area; `options` say
    /// whether to extend it beyond the two ends.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        canvas.drawLinearGradient(gradient.gradient, start: start.raster, end: end.raster, options: options.raster); didDraw()
    }

    /// Paints `gradient` between the circle at `startCenter` of `startRadius` and the circle at `endCenter`
    /// of `endRadius`, within the clipping area.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        canvas.drawRadialGradient(gradient.gradient, startCenter: startCenter.raster, startRadius: Double(startRadius),
                                  endCenter: endCenter.raster, endRadius: Double(endRadius), options: options.raster)
        didDraw()
    }

    /// Starts a group composited as one image, with the current alpha and shadow, at
    /// ``endTransparencyLayer()``. `auxiliaryInfo` is ignored.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) { canvas.beginTransparencyLayer() }
    /// Starts a transparency layer, as ``beginTransparencyLayer(auxiliaryInfo:)``; `rect` only bounds it on
    /// iOS and is ignored here.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) { canvas.beginTransparencyLayer() }
    /// Composites the group begun by the matching `beginTransparencyLayer` onto the context, with the alpha
    /// and shadow in force when it began.
    public func endTransparencyLayer() { canvas.endTransparencyLayer(); didDraw() }
}

/// How images are resampled, as Core Graphics' `CGInterpolationQuality`.
///
/// Differs from Core Graphics on purpose: `.none` samples the nearest pixel and every other
/// level interpolates bilinearly.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default, bilinear interpolation.
    case `default`
    /// No interpolation: each pixel takes the nearest source pixel, which keeps pixel art sharp.
    case none
    /// Low-quality interpolation; bilinear here.
    case low
    /// Medium-quality interpolation; bilinear here.
    case medium
    /// High-quality interpolation; bilinear here.
    case high
}
