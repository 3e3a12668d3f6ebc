import Foundation
import Raster

/// An immutable path, as Core Graphics' `CGPath`; ``CGMutablePath`` builds one.
///
/// Arcs follow Core Graphics' convention, not UIBezierPath's: `clockwise` is meant in Core
/// Graphics' y-up space, so under UIKit's y-down coordinates `clockwise: true` appears
/// counter-clockwise on screen, exactly as on iOS.
public class CGPath: Hashable, CustomStringConvertible {
    var path: Raster.Path

    init(path: Raster.Path) { self.path = path }

    /// A closed rectangle, as `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Raster.Path()
        p.addRect(rect.raster)
        self.init(path: p.applying(transform?.pointee.raster ?? .identity))
    }

    /// An ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Raster.Path()
        p.addEllipse(in: rect.raster)
        self.init(path: p.applying(transform?.pointee.raster ?? .identity))
    }

    /// A rounded rectangle with elliptical corners collapsed to circular ones of the smaller radius.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Raster.Path()
        p.addRoundedRect(in: rect.raster, cornerRadius: Double(Swift.min(cornerWidth, cornerHeight)))
        self.init(path: p.applying(transform?.pointee.raster ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point and control point.
    public var boundingBox: CGRect { path.isEmpty ? .null : CGRect(path.controlPointBounds) }
    /// The smallest rectangle holding the path's curves.
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : CGRect(path.bounds) }
    /// The end of the last segment; `.zero` when the path is empty.
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// A copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee.raster ?? .identity))
    }

    /// Whether `point` is inside the path under `rule`, sampled from a 1/16-point coverage grid
    /// so the answer matches what a fill would paint.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = path.applying(transform.raster)
        let scale = 16.0
        let mask = p.coverageMask(transform: Transform(scaleX: scale, y: scale), rule: rule.raster)
        let x = Int((Double(point.x) * scale).rounded(.down)), y = Int((Double(point.y) * scale).rounded(.down))
        return mask.coverage(x: x, y: y) >= 128
    }

    /// Whether the two paths have the same elements.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    /// Hashes the path's elements.
    public func hash(into h: inout Hasher) { h.combine(path) }
    /// The element count and bounds, for test output.
    public var description: String { "CGPath(\(path.elements.count) elements, bounds \(boundingBoxOfPath))" }
}

/// A path under construction, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(path: Raster.Path()) }
    override init(path: Raster.Path) { super.init(path: path) }

    /// Starts a new subpath at `point`, transformed by `transform`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: transform.raster.apply(point.raster))
    }

    /// Adds a line from the current point to `point`, transformed by `transform`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: transform.raster.apply(point.raster))
    }

    /// A polyline: a move to the first point, then lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() {
            if i == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) }
        }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`, pulled towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let t = transform.raster
        path.addQuadCurve(to: t.apply(end.raster), control: t.apply(control.raster))
    }

    /// Adds a cubic Bézier curve from the current point to `end`, with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        let t = transform.raster
        path.addCurve(to: t.apply(end.raster), control1: t.apply(control1.raster), control2: t.apply(control2.raster))
    }

    /// Adds a closed rectangle as a new subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var p = Raster.Path()
        p.addRect(rect.raster)
        path.addPath(p, transform: transform.raster)
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        var p = Raster.Path()
        p.addEllipse(in: rect.raster)
        path.addPath(p, transform: transform.raster)
    }

    /// Adds a rounded rectangle as a new subpath; elliptical corners collapse to circular ones of the
    /// smaller radius.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        var p = Raster.Path()
        p.addRoundedRect(in: rect.raster, cornerRadius: Double(Swift.min(cornerWidth, cornerHeight)))
        path.addPath(p, transform: transform.raster)
    }

    /// A circular arc. `clockwise` is meant in Core Graphics' y-up space: on UIKit's y-down
    /// screen, `clockwise: true` sweeps counter-clockwise, as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var p = Raster.Path()
        if let current = path.currentPoint, path.elements.last != .close, let inverse = transform.raster.inverted() {
            p.move(to: inverse.apply(current))
        }
        p.addArc(center: center.raster, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                 clockwise: !clockwise)
        appendContinuing(p.applying(transform.raster))
    }

    /// A corner arc tangent to the lines current→`tangent1End` and `tangent1End`→`tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let t = transform.raster
        path.addArc(tangent1End: t.apply(tangent1End.raster), tangent2End: t.apply(tangent2End.raster), radius: Double(radius))
    }

    /// Appends the subpaths of `other`, transformed by `transform`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform.raster)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { path.closeSubpath() }

    /// Appends `p`, whose first element is a move to the current point when it continues it,
    /// so the arc's leading line joins the existing subpath.
    private func appendContinuing(_ p: Raster.Path) {
        var elements = p.elements
        if path.currentPoint != nil, path.elements.last != .close, case .move = elements.first {
            elements.removeFirst()
        }
        for e in elements { path.append(e) }
    }
}
