import Foundation
import Raster

/// A path with its own line style that draws itself into the current context, as UIKit's `UIBezierPath`.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2))
///     ring.lineWidth = 4
///     UIColor.systemRed.setStroke()
///     ring.stroke()
/// }
/// ```
///
/// Arcs use UIKit's convention: on the y-down screen, `clockwise: true` appears clockwise.
///
/// Differs from UIKit on purpose: rounded rectangles have circular corners, with radii capped
/// at half the shorter side, where iOS draws "continuous" corners whose curvature eases in.
open class UIBezierPath: NSObject {
    var path = Raster.Path()

    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// Accepted for source compatibility; curves are always flattened finely enough for the screen.
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() { super.init() }

    init(path: Raster.Path) {
        self.path = path
        super.init()
    }

    public convenience init(rect: CGRect) {
        var p = Raster.Path()
        p.addRect(rect.raster)
        self.init(path: p)
    }

    public convenience init(ovalIn rect: CGRect) {
        var p = Raster.Path()
        p.addEllipse(in: rect.raster)
        self.init(path: p)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii.width` (UIKit uses the width only).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        var p = Raster.Path()
        p.addRoundedRect(in: rect.raster, cornerRadii: RoundedCorners.radii(Double(cornerRadii.width), corners: corners, in: rect.raster))
        self.init(path: p)
    }

    /// A circular arc; `clockwise: true` appears clockwise on the y-down screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) { self.init(path: cgPath.path) }

    /// The path as a `CGPath`; setting it replaces the path and keeps the line style.
    open var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    // MARK: Building

    open func move(to point: CGPoint) { path.move(to: point.raster) }
    open func addLine(to point: CGPoint) { path.addLine(to: point.raster) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint.raster, control1: controlPoint1.raster, control2: controlPoint2.raster)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint.raster, control: controlPoint.raster)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center.raster, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = Raster.Path() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform.raster) }

    // MARK: Reading

    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point and control point, as UIKit reports it.
    open var bounds: CGRect { path.isEmpty ? .zero : CGRect(path.controlPointBounds) }
    open var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }
    open func contains(_ point: CGPoint) -> Bool {
        CGPath(path: path).contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Line style

    /// The dash pattern, as UIKit's pointer-and-count form; pass an array (`setLineDash([4, 2], count: 2, phase: 0)`).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 { dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count)) } else { dashPattern = [] }
        dashPhase = phase
    }

    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing into the current context

    /// Fills with the current context's fill colour.
    open func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.canvas.fill(path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Fills with the current fill colour at `alpha`, combined with `blendMode`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        fill()
        ctx.restoreGState()
    }

    /// Strokes with the current context's stroke colour and this path's line style.
    open func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let canvas = ctx.canvas
        canvas.saveGState()
        canvas.strokeStyle = StrokeStyle(width: Double(lineWidth), cap: lineCapStyle.raster, join: lineJoinStyle.raster,
                                         miterLimit: Double(miterLimit), dashes: dashPattern.map { Double($0) }, dashPhase: Double(dashPhase))
        canvas.stroke(path)
        canvas.restoreGState()
    }

    /// Strokes at `alpha`, combined with `blendMode`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        stroke()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        UIGraphicsGetCurrentContext()?.canvas.clip(to: path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    open override func copy() -> Any {
        let c = UIBezierPath(path: path)
        c.lineWidth = lineWidth; c.lineCapStyle = lineCapStyle; c.lineJoinStyle = lineJoinStyle
        c.miterLimit = miterLimit; c.usesEvenOddFillRule = usesEvenOddFillRule
        c.dashPattern = dashPattern; c.dashPhase = dashPhase
        return c
    }
}
