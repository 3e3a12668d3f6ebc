import Foundation
import Raster

/// What Core Graphics makes from a path: stroked and dashed outlines, flattened copies, and
/// whether the path is a plain rectangle.
extension CGPath {
    /// The outline that stroking the path with these settings would paint, as a path to fill
    /// with the non-zero rule, as `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`.
    ///
    /// The outline is the rasterizer's own stroker's: filling it paints exactly the pixels
    /// a stroke of the path paints. Its curves are flattened to lines, where Core Graphics keeps
    /// some curves; the area is the same.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeStyle(width: Double(lineWidth), cap: lineCap.raster, join: lineJoin.raster, miterLimit: Double(miterLimit))
        return CGPath(path: path.stroked(style).applying(transform.raster))
    }

    /// The path cut into dashes of `lengths` (on, off, on…), starting `phase` points into the
    /// pattern, as `CGPath.copy(dashingWithPhase:lengths:transform:)`.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        guard !lengths.isEmpty, lengths.contains(where: { $0 > 0 }) else { return CGPath(path: path.applying(transform.raster)) }
        return CGPath(path: path.dashed(lengths.map(Double.init), phase: Double(phase)).applying(transform.raster))
    }

    /// The path with its curves replaced by lines no farther than `threshold` points from them,
    /// as `CGPath.flattened(threshold:)`.
    public func flattened(threshold: CGFloat) -> CGPath {
        var out = Raster.Path()
        for polyline in path.flattened(tolerance: Swift.max(Double(threshold), 1.0 / 1024)) {
            guard let first = polyline.points.first else { continue }
            out.move(to: first)
            for p in polyline.points.dropFirst() { out.addLine(to: p) }
            if polyline.isClosed { out.closeSubpath() }
        }
        return CGPath(path: out)
    }

    /// A mutable copy transformed by `transform`, as `CGPath.mutableCopy(using:)`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path: path.applying(transform?.pointee.raster ?? .identity))
    }

    /// Whether the path is one axis-aligned rectangle (a move and three or four lines, closed),
    /// writing it to `rect` when it is, as `CGPathIsRect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [Point] = []
        var closed = false
        for (i, element) in path.elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: points.append(p)
            case .line(let p) where !closed: points.append(p)
            case .close where !closed: closed = true
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        if !closed, points.count == 4 { /* an open four-point rectangle is not a rect to CG */ return false }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y, a != b else { return false }
        }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return false }
        let r = CGRect(x: CGFloat(xs.min()!), y: CGFloat(ys.min()!),
                       width: CGFloat(xs.max()! - xs.min()!), height: CGFloat(ys.max()! - ys.min()!))
        rect?.pointee = r
        return true
    }
}

extension CGMutablePath {
    /// An arc of `delta` radians from `startAngle` around `center`, as
    /// `CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)`: a positive
    /// delta runs the way `clockwise: false` does in ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }
}
