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
/// - Only the blend modes of ``CGBlendMode`` exist; anti-aliasing is always on.
public final class CGContext {
    /// The canvas this context draws on.
    public let canvas: Canvas
    private var path = Raster.Path()

    /// A context drawing on `canvas`, in the canvas's current coordinates.
    public init(canvas: Canvas) { self.canvas = canvas }

    // MARK: Graphics state

    public func saveGState() { canvas.saveGState() }
    public func restoreGState() { canvas.restoreGState() }

    /// The current transformation matrix, from user space to device pixels.
    public var ctm: CGAffineTransform { CGAffineTransform(canvas.ctm) }
    public func concatenate(_ transform: CGAffineTransform) { canvas.concatenate(transform.raster) }
    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translateBy(x: Double(x), y: Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scaleBy(x: Double(x), y: Double(y)) }
    public func rotate(by angle: CGFloat) { canvas.rotate(by: Double(angle)) }

    public func setFillColor(_ color: CGColor) { canvas.setFillColor(color.color) }
    public func setStrokeColor(_ color: CGColor) { canvas.setStrokeColor(color.color) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    public func setLineWidth(_ width: CGFloat) { canvas.setLineWidth(Double(width)) }
    public func setLineCap(_ cap: CGLineCap) { canvas.setLineCap(cap.raster) }
    public func setLineJoin(_ join: CGLineJoin) { canvas.setLineJoin(join.raster) }
    public func setMiterLimit(_ limit: CGFloat) { canvas.setMiterLimit(Double(limit)) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        canvas.setLineDash(phase: Double(phase), lengths: lengths.map { Double($0) })
    }
    public func setAlpha(_ alpha: CGFloat) { canvas.setAlpha(Double(alpha)) }
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

    public var interpolationQuality: CGInterpolationQuality {
        get { canvas.interpolationQuality == .nearest ? .none : .default }
        set { canvas.interpolationQuality = newValue == .none ? .nearest : .bilinear }
    }

    // MARK: The current path

    public func beginPath() { path = Raster.Path() }
    public func move(to point: CGPoint) { path.move(to: point.raster) }
    public func addLine(to point: CGPoint) { path.addLine(to: point.raster) }
    public func addLines(between points: [CGPoint]) {
        for (i, p) in points.enumerated() { if i == 0 { move(to: p) } else { addLine(to: p) } }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end.raster, control: control.raster) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end.raster, control1: control1.raster, control2: control2.raster)
    }
    public func addRect(_ rect: CGRect) { path.addRect(rect.raster) }
    public func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect.raster) }
    /// A circular arc; `clockwise` is meant in Core Graphics' y-up space, so on UIKit's
    /// flipped context `clockwise: true` appears counter-clockwise, as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center.raster, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: !clockwise)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End.raster, tangent2End: tangent2End.raster, radius: Double(radius))
    }
    public func addPath(_ other: CGPath) { path.addPath(other.path) }
    public func closePath() { path.closeSubpath() }

    public var isPathEmpty: Bool { path.isEmpty }
    public var currentPointOfPath: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : CGRect(path.bounds) }
    /// A copy of the current path.
    public var pathCopy: CGPath? { CGPath(path: path) }

    // MARK: Painting (each consumes the current path, as in Core Graphics)

    public func fillPath(using rule: CGPathFillRule = .winding) {
        canvas.fill(path, rule: rule.raster)
        beginPath()
    }

    public func strokePath() {
        canvas.stroke(path)
        beginPath()
    }

    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: canvas.fill(path)
        case .eoFill: canvas.fill(path, rule: .evenOdd)
        case .stroke: canvas.stroke(path)
        case .fillStroke: canvas.fill(path); canvas.stroke(path)
        case .eoFillStroke: canvas.fill(path, rule: .evenOdd); canvas.stroke(path)
        }
        beginPath()
    }

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(to: path, rule: rule.raster)
        beginPath()
    }

    public func clip(to rect: CGRect) { canvas.clip(to: rect.raster) }
    public func clip(to rects: [CGRect]) {
        var p = Raster.Path()
        for r in rects { p.addRect(r.raster) }
        canvas.clip(to: p)
    }
    public var boundingBoxOfClipPath: CGRect { CGRect(canvas.clipBoundingBox) }

    public func fill(_ rect: CGRect) { canvas.fill(rect.raster) }
    public func fill(_ rects: [CGRect]) {
        var p = Raster.Path()
        for r in rects { p.addRect(r.raster) }
        canvas.fill(p)
    }
    public func stroke(_ rect: CGRect) { canvas.stroke(rect.raster) }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        canvas.saveGState()
        canvas.setLineWidth(Double(width))
        canvas.stroke(rect.raster)
        canvas.restoreGState()
    }
    public func fillEllipse(in rect: CGRect) {
        var p = Raster.Path()
        p.addEllipse(in: rect.raster)
        canvas.fill(p)
    }
    public func strokeEllipse(in rect: CGRect) {
        var p = Raster.Path()
        p.addEllipse(in: rect.raster)
        canvas.stroke(p)
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
        canvas.stroke(p)
    }
    public func clear(_ rect: CGRect) { canvas.clear(rect.raster) }

    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        canvas.drawLinearGradient(gradient.gradient, start: start.raster, end: end.raster, options: options.raster)
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        canvas.drawRadialGradient(gradient.gradient, startCenter: startCenter.raster, startRadius: Double(startRadius),
                                  endCenter: endCenter.raster, endRadius: Double(endRadius), options: options.raster)
    }

    /// Starts a group composited as one image, with the current alpha and shadow, at
    /// ``endTransparencyLayer()``. `auxiliaryInfo` is ignored.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) { canvas.beginTransparencyLayer() }
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) { canvas.beginTransparencyLayer() }
    public func endTransparencyLayer() { canvas.endTransparencyLayer() }
}

/// How images are resampled, as Core Graphics' `CGInterpolationQuality`.
///
/// Differs from Core Graphics on purpose: `.none` samples the nearest pixel and every other
/// level interpolates bilinearly.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high
}
