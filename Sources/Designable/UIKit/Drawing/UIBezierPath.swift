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
    /// How the ends of open subpaths are drawn when stroked; butt by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners between segments are drawn when stroked; mitred by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The ratio of miter length to line width above which a miter join is bevelled; 10 by default.
    open var miterLimit: CGFloat = 10
    /// Accepted for source compatibility; curves are always flattened finely enough for the screen.
    open var flatness: CGFloat = 0.6
    /// Whether ``fill()`` and ``addClip()`` use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    init(path: Raster.Path) {
        self.path = path
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        var p = Raster.Path()
        p.addRect(rect.raster)
        self.init(path: p)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        var p = Raster.Path()
        p.addEllipse(in: rect.raster)
        self.init(path: p)
    }

    /// A rectangle with all four corners rounded by `cornerRadius`, capped at half the shorter side.
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

    /// A path with the elements of `cgPath` and the default line style.
    public convenience init(cgPath: CGPath) { self.init(path: cgPath.path) }

    /// The path as a `CGPath`; setting it replaces the path and keeps the line style.
    open var cgPath: CGPath {
        get { CGPath(path: path) }
        set { path = newValue.path }
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point.raster) }
    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point.raster) }
    /// Adds a cubic Bézier curve from the current point to `endPoint`, with two control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint.raster, control1: controlPoint1.raster, control2: controlPoint2.raster)
    }
    /// Adds a quadratic Bézier curve from the current point to `endPoint`, pulled towards `controlPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint.raster, control: controlPoint.raster)
    }
    /// Adds a circular arc, with a line from the current point to its start; `clockwise: true` appears
    /// clockwise on the y-down screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center.raster, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: clockwise)
    }
    /// Closes the current subpath with a straight line back to its start.
    open func close() { path.closeSubpath() }
    /// Removes every element, keeping the line style.
    open func removeAllPoints() { path = Raster.Path() }
    /// Appends the subpaths of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform.raster) }
    /// A copy traversed backwards, with the same line style: the same shape, but strokes
    /// trimmed by `strokeEnd` or dashed now run from the other end. Each subpath starts at its
    /// old end point; closed subpaths stay closed.
    open func reversing() -> UIBezierPath {
        let reversed = copy() as! UIBezierPath
        reversed.path = path.reversed()
        return reversed
    }

    // MARK: Reading

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point and control point, as UIKit reports it.
    open var bounds: CGRect { path.isEmpty ? .zero : CGRect(path.controlPointBounds) }
    /// The end of the last segment; `.zero` when the path is empty.
    open var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }
    /// Whether `point` is inside the path, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        CGPath(path: path).contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Line style

    /// The dash pattern, as UIKit's pointer-and-count form; pass an array (`setLineDash([4, 2], count: 2, phase: 0)`).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 { dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count)) } else { dashPattern = [] }
        dashPhase = phase
    }

    /// Reads the dash pattern into `pattern`, its length into `count` and the phase into `phase`; any of
    /// them may be `nil`.
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

    /// A copy of the path with its line style and dash pattern.
    open override func copy() -> Any {
        let c = UIBezierPath(path: path)
        c.lineWidth = lineWidth; c.lineCapStyle = lineCapStyle; c.lineJoinStyle = lineJoinStyle
        c.miterLimit = miterLimit; c.usesEvenOddFillRule = usesEvenOddFillRule
        c.dashPattern = dashPattern; c.dashPhase = dashPhase
        return c
    }
}
