import Foundation
import Raster

/// The kind of one element of a path, as Core Graphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint = 0
    /// A line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve to `points[1]` with control point `points[0]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve to `points[2]` with control points `points[0]` and `points[1]`.
    case addCurveToPoint = 3
    /// Closes the subpath; no points.
    case closeSubpath = 4
}

/// One element of a path as `CGPath.apply(info:function:)` and `applyWithBlock(_:)` hand it
/// out, as Core Graphics' `CGPathElement`: its type and a pointer to its points, valid only
/// during the call.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points: one, two, three or none, by ``type``.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` over `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls for each element, as Core Graphics'
/// `CGPathApplierFunction`.
///
/// Differs from Core Graphics on purpose: a Swift function type rather than `@convention(c)`,
/// as ``CGPathElement`` is a Swift structure here; the closures iOS code passes (which capture
/// nothing, as a C function pointer must) are accepted unchanged.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// The block `CGPath.applyWithBlock(_:)` calls for each element, as Core Graphics'
/// `CGPathApplyBlock`.
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `function` with `info` for each element of the path in order, as
    /// `CGPathApply` does.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        forEachElement { function(info, $0) }
    }

    /// Calls `block` for each element of the path in order.
    public func applyWithBlock(_ block: CGPathApplyBlock) {
        forEachElement(block)
    }

    private func forEachElement(_ body: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for element in path.elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): points[0] = CGPoint(p); type = .moveToPoint
            case .line(let p): points[0] = CGPoint(p); type = .addLineToPoint
            case .quad(let p, let c): points[0] = CGPoint(c); points[1] = CGPoint(p); type = .addQuadCurveToPoint
            case .cubic(let p, let c1, let c2):
                points[0] = CGPoint(c1); points[1] = CGPoint(c2); points[2] = CGPoint(p); type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            var e = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &e) { body($0) }
        }
    }
}
