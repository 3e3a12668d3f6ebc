import Foundation
import Raster

/// An affine transform, as Core Graphics' `CGAffineTransform`:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Foundation on Linux has no `CGAffineTransform`, so Designable provides it with the same
/// fields, initialisers and methods. The `…By` methods prepend, as in Core Graphics:
/// `t.rotated(by:)` rotates first, then applies `t`.
///
/// Differs from Core Graphics on purpose: rotation uses `DeterministicMath`, so a rotated view
/// renders bit-identically on every machine.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The x coefficient of x′: how much x feeds the new x.
    public var a: CGFloat
    /// The x coefficient of y′: how much x feeds the new y.
    public var b: CGFloat
    /// The y coefficient of x′: how much y feeds the new x.
    public var c: CGFloat
    /// The y coefficient of y′: how much y feeds the new y.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// A transform with the six coefficients of its matrix.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform (`CGAffineTransform()` gives it too, as in Swift's CoreGraphics overlay).
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform()

    /// A translation by `tx` and `ty` points.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians; positive angles appear clockwise on UIKit's y-down screen.
    public init(rotationAngle angle: CGFloat) { self.init(Transform(rotationAngle: Double(angle))) }

    init(_ t: Transform) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }

    var raster: Transform {
        Transform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { CGAffineTransform(raster.concatenating(t2.raster)) }
    /// A translation by `x` and `y`, followed by this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(raster.translatedBy(x: Double(x), y: Double(y))) }
    /// A scale by `x` and `y`, followed by this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(raster.scaledBy(x: Double(x), y: Double(y))) }
    /// A rotation by `angle` radians, followed by this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(raster.rotated(by: Double(angle))) }

    /// The inverse; a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform { raster.inverted().map(CGAffineTransform.init) ?? self }

    /// The six coefficients, for test output.
    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

/// Core Graphics geometry that Foundation on Linux lacks: applying an affine transform to a point.
extension CGPoint {
    /// The point moved by `t`, translation included.
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.raster.apply(raster)) }
}

/// Core Graphics geometry that Foundation on Linux lacks: applying an affine transform to a size.
extension CGSize {
    /// The size's vector under the transform's linear part (translation ignored), as Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        let v = t.raster.applyToVector(Point(x: Double(width), y: Double(height)))
        return CGSize(width: CGFloat(v.x), height: CGFloat(v.y))
    }
}

/// UIKit and Core Graphics geometry that Foundation on Linux lacks: transforming and insetting rectangles.
extension CGRect {
    /// The bounding box of the transformed rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(t.raster.apply(raster)) }
}
