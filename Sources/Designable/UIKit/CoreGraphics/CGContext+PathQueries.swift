import Foundation
import Raster

extension CGContext {
    /// The current path as a path object, as `CGContext.path`; `nil` when it is empty.
    public var path: CGPath? { isPathEmpty ? nil : CGPath(path: currentPath) }

    /// Replaces the current path with the outline that stroking it with the current line width,
    /// cap, join, miter limit and dash would paint, as `replacePathWithStrokedPath()`: filling
    /// it then paints exactly the pixels ``strokePath()`` would, and clipping to it clips to the
    /// stroke.
    public func replacePathWithStrokedPath() {
        let style = canvas.strokeStyle
        let dashed = style.dashes.isEmpty ? currentPath : currentPath.dashed(style.dashes, phase: style.dashPhase)
        var solid = style
        solid.dashes = []
        currentPath = dashed.stroked(solid)
    }

    /// Whether `point` (in user space) is inside the current path painted in `mode`, as
    /// `pathContains(_:mode:)`: inside its fill by the mode's rule, or inside its stroke with the
    /// current line style, or either for the fill-and-stroke modes.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let current = CGPath(path: currentPath)
        let inFill: Bool
        switch mode {
        case .fill, .fillStroke: inFill = current.contains(point, using: .winding)
        case .eoFill, .eoFillStroke: inFill = current.contains(point, using: .evenOdd)
        case .stroke: inFill = false
        }
        if inFill { return true }
        switch mode {
        case .stroke, .fillStroke, .eoFillStroke:
            let style = canvas.strokeStyle
            let outline = current.copy(strokingWithWidth: CGFloat(style.width), lineCap: CGLineCap(style.cap),
                                       lineJoin: CGLineJoin(style.join), miterLimit: CGFloat(style.miterLimit))
            return outline.contains(point, using: .winding)
        default:
            return false
        }
    }

    /// Puts back the clip the context had when it was made, as `resetClip()`.
    ///
    /// A view's context begins clipped to what the view's own backing store would hold on iOS,
    /// so a reset never lets a view draw past it.
    public func resetClip() { canvas.setClip(initialClip) }

    /// Accepted for source compatibility, as `setFlatness(_:)`: curves are always flattened to
    /// within 1/256 of a device pixel, finer than any flatness Core Graphics takes.
    public func setFlatness(_ flatness: CGFloat) {}
}

extension CGLineCap {
    init(_ cap: LineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

extension CGLineJoin {
    init(_ join: LineJoin) {
        switch join {
        case .miter: self = .miter
        case .round: self = .round
        case .bevel: self = .bevel
        }
    }
}
