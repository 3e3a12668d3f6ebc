import Foundation
import Raster

/// A function from animated numbers to a transform, as Core Animation's `CAValueFunction`:
/// with `valueFunction = CAValueFunction(name: .rotateZ)`, a `transform` animation from 0 to π
/// turns half a circle instead of blending two matrices.
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The function called `name`; an unknown name passes values through unchanged.
    public init?(name: CAValueFunctionName) {
        self.name = name
        super.init()
    }

    /// The transform for `value`: a number for the rotations and single-axis functions, three
    /// numbers for `.scale` and `.translate`.
    func transform(_ value: AnimatableValue) -> AnimatableValue {
        let numbers: [Double]
        switch value {
        case .number(let d): numbers = [d]
        case .numbers(let ns): numbers = ns
        default: return value
        }
        func n(_ i: Int, _ fallback: Double) -> CGFloat { CGFloat(i < numbers.count ? numbers[i] : fallback) }
        let t: CATransform3D
        switch name {
        case .rotateX: t = CATransform3DMakeRotation(n(0, 0), 1, 0, 0)
        case .rotateY: t = CATransform3DMakeRotation(n(0, 0), 0, 1, 0)
        case .rotateZ: t = CATransform3DMakeRotation(n(0, 0), 0, 0, 1)
        case .scale: t = numbers.count == 1 ? CATransform3DMakeScale(n(0, 1), n(0, 1), n(0, 1)) : CATransform3DMakeScale(n(0, 1), n(1, 1), n(2, 1))
        case .scaleX: t = CATransform3DMakeScale(n(0, 1), 1, 1)
        case .scaleY: t = CATransform3DMakeScale(1, n(0, 1), 1)
        case .scaleZ: t = CATransform3DMakeScale(1, 1, n(0, 1))
        case .translate: t = CATransform3DMakeTranslation(n(0, 0), n(1, 0), n(2, 0))
        case .translateX: t = CATransform3DMakeTranslation(n(0, 0), 0, 0)
        case .translateY: t = CATransform3DMakeTranslation(0, n(0, 0), 0)
        case .translateZ: t = CATransform3DMakeTranslation(0, 0, n(0, 0))
        default: return value
        }
        return .transform(t)
    }
}

/// The names of Core Animation's value functions, as `CAValueFunctionName`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The function's name, as Core Animation spells it.
    public var rawValue: String
    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about x by the value, in radians.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about y by the value, in radians.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about z by the value, in radians.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by one value, or three.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three values.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
