import Foundation
import Raster

/// `NSValue` boxes for the geometry animations carry, as QuartzCore's and UIKit's additions:
/// `NSValue(caTransform3D:)` for transform animations and `NSValue(cgPoint:)` for keyframe
/// positions, which Swift code on iOS writes to put structures into `values` or `toValue`.
extension NSValue {
    /// The Objective-C type the transform is stored under: sixteen doubles, which
    /// swift-corelibs-foundation can box (it cannot box a named structure).
    private static let transformType = "[16d]"

    /// A box holding a 3D transform.
    public convenience init(caTransform3D t: CATransform3D) {
        var entries = t.entries
        self.init(bytes: &entries, objCType: NSValue.transformType)
    }

    /// The 3D transform the box holds, or the identity when it holds something else.
    public var caTransform3DValue: CATransform3D { transform3DIfStored ?? CATransform3DIdentity }

    /// The transform, when the box holds one.
    var transform3DIfStored: CATransform3D? {
        guard String(cString: objCType) == NSValue.transformType else { return nil }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(entries: entries)
    }

    /// A box holding a point, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A box holding a size, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A box holding a rectangle, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A box holding an affine transform, as UIKit's `NSValue(cgAffineTransform:)`.
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init(caTransform3D: CATransform3DMakeAffineTransform(t)) }

    /// The point the box holds, as UIKit's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the box holds, as UIKit's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle the box holds, as UIKit's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
    /// The affine transform the box holds, as UIKit's `cgAffineTransformValue`.
    public var cgAffineTransformValue: CGAffineTransform { CATransform3DGetAffineTransform(caTransform3DValue) }

    /// A point, size or rectangle box as an animatable value.
    var geometryIfStored: AnimatableValue? {
        switch String(cString: objCType) {
        case NSValue.pointType: .point(pointValue.raster)
        case NSValue.sizeType: .size(sizeValue.raster)
        case NSValue.rectType: .rect(rectValue.raster)
        default: nil
        }
    }

    private static let pointType = String(cString: NSValue(point: .zero).objCType)
    private static let sizeType = String(cString: NSValue(size: .zero).objCType)
    private static let rectType = String(cString: NSValue(rect: .zero).objCType)
}
