import Foundation
import Raster

/// A transform taken apart into scale, shear, rotation and translation, as Core Graphics'
/// `CGAffineTransformComponents` (iOS 16): the transform is
/// `scale · shear · rotation · translation`, in that order.
public struct CGAffineTransformComponents: Hashable, Sendable {
    /// The horizontal and vertical scale, applied first.
    public var scale: CGSize
    /// The horizontal shear, applied after the scale.
    public var horizontalShear: CGFloat
    /// The rotation in radians, applied after the shear.
    public var rotation: CGFloat
    /// The translation, applied last.
    public var translation: CGVector

    /// Components from their four parts.
    public init(scale: CGSize = CGSize(width: 1, height: 1), horizontalShear: CGFloat = 0,
                rotation: CGFloat = 0, translation: CGVector = CGVector(dx: 0, dy: 0)) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}

extension CGAffineTransform {
    /// A transform with the six coefficients in matrix order, as `CGAffineTransform(_:_:_:_:_:_:)`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The transform the components describe: scale, then shear, then rotation, then translation.
    public init(_ components: CGAffineTransformComponents) {
        let sx = components.scale.width, sy = components.scale.height, k = components.horizontalShear
        let cosR = CGFloat(DeterministicMath.cos(Double(components.rotation)))
        let sinR = CGFloat(DeterministicMath.sin(Double(components.rotation)))
        // [sx 0; 0 sy] · [1 0; k 1] · [cos sin; −sin cos], rows as Core Graphics multiplies them.
        let a0 = sx, b0: CGFloat = 0, c0 = k * sy, d0 = sy
        self.init(a: a0 * cosR - b0 * sinR, b: a0 * sinR + b0 * cosR,
                  c: c0 * cosR - d0 * sinR, d: c0 * sinR + d0 * cosR,
                  tx: components.translation.dx, ty: components.translation.dy)
    }

    /// The transform taken apart into scale, shear, rotation and translation, so that
    /// `CGAffineTransform(t.decomposed())` gives `t` back (to rounding). A reflection shows as
    /// a negative vertical scale, as in Core Graphics.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        guard sx > 0 else {
            return CGAffineTransformComponents(scale: CGSize(width: 0, height: (c * c + d * d).squareRoot()),
                                               translation: CGVector(dx: tx, dy: ty))
        }
        let rotation = CGFloat(DeterministicMath.atan2(Double(b), Double(a)))
        let determinant = a * d - b * c
        let sy = determinant / sx
        // c·cos + d·sin = k·sy, the shear's share of the second row once the rotation is undone.
        let cosR = a / sx, sinR = b / sx
        let shear = sy == 0 ? 0 : (c * cosR + d * sinR) / sy
        return CGAffineTransformComponents(scale: CGSize(width: sx, height: sy), horizontalShear: shear,
                                           rotation: rotation, translation: CGVector(dx: tx, dy: ty))
    }
}

// MARK: The C functions, as Swift code written before Swift 3 and ported code still calls them.

/// The identity transform, as `CGAffineTransformIdentity`.
public let CGAffineTransformIdentity = CGAffineTransform.identity
/// A transform with these six coefficients, as `CGAffineTransformMake`.
public func CGAffineTransformMake(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}
/// A translation, as `CGAffineTransformMakeTranslation`.
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: tx, y: ty) }
/// A scale, as `CGAffineTransformMakeScale`.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy) }
/// A rotation by `angle` radians, as `CGAffineTransformMakeRotation`.
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle) }
/// Whether `t` is the identity, as `CGAffineTransformIsIdentity`.
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }
/// A translation followed by `t`, as `CGAffineTransformTranslate`.
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform { t.translatedBy(x: tx, y: ty) }
/// A scale followed by `t`, as `CGAffineTransformScale`.
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { t.scaledBy(x: sx, y: sy) }
/// A rotation followed by `t`, as `CGAffineTransformRotate`.
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform { t.rotated(by: angle) }
/// The inverse of `t` (or `t` when it has none), as `CGAffineTransformInvert`.
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }
/// `t1` followed by `t2`, as `CGAffineTransformConcat`.
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform { t1.concatenating(t2) }
/// Whether the two transforms are equal, as `CGAffineTransformEqualToTransform`.
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool { t1 == t2 }
/// `point` transformed by `t`, as `CGPointApplyAffineTransform`.
public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint { point.applying(t) }
/// `size` transformed by `t` (no translation), as `CGSizeApplyAffineTransform`.
public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize { size.applying(t) }
/// The bounding box of `rect` transformed by `t`, as `CGRectApplyAffineTransform`.
public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect { rect.applying(t) }
/// `t` taken apart into its components, as `CGAffineTransformDecompose`.
public func CGAffineTransformDecompose(_ t: CGAffineTransform) -> CGAffineTransformComponents { t.decomposed() }
/// The transform the components describe, as `CGAffineTransformMakeWithComponents`.
public func CGAffineTransformMakeWithComponents(_ components: CGAffineTransformComponents) -> CGAffineTransform {
    CGAffineTransform(components)
}
