import Foundation

/// An animation of one property between two values, as Core Animation's `CABasicAnimation`.
///
/// ```swift
/// let spin = CABasicAnimation(keyPath: "transform.rotation.z")
/// spin.fromValue = 0
/// spin.toValue = CGFloat.pi * 2
/// spin.duration = 1
/// spin.repeatCount = .infinity
/// spinner.layer.add(spin, forKey: "spin")
/// ```
///
/// Which values it runs between follows Core Animation: `fromValue` and `toValue`;
/// `fromValue` and `fromValue + byValue`; `toValue − byValue` and `toValue`; `fromValue` and
/// the property's value; the property's value and `toValue`; or the property's value and that
/// plus `byValue`. Values are numbers (`NSNumber`, `CGFloat`, `Double`, `Int`…), `CGPoint`,
/// `CGSize`, `CGRect`, `CGColor`, `CATransform3D` (or `NSValue(caTransform3D:)`), `CGPath`,
/// or arrays of numbers or colours.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    /// The value at the start.
    open var fromValue: Any?
    /// The value at the end.
    open var toValue: Any?
    /// The change from start to end, with one of the other two.
    open var byValue: Any?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
    }

    /// The start and end values, given the property's value beneath.
    func endpoints(current: AnimatableValue?) -> (AnimatableValue, AnimatableValue)? {
        let from = fromValue.map { AnimatableValue($0) }, to = toValue.map { AnimatableValue($0) }
        let by = byValue.map { AnimatableValue($0) }
        let base = isAdditive ? current.flatMap(AnimationZero.of) : current
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return f.adding(b).map { (f, $0) }
        case let (nil, t?, b?): return t.subtracting(b).map { ($0, t) }
        case let (f?, nil, nil): return base.map { (f, $0) }
        case let (nil, t?, nil): return base.map { ($0, t) }
        case let (nil, nil, b?): return base.flatMap { c in c.adding(b).map { (c, $0) } }
        default: return base.map { ($0, $0) }
        }
    }

    /// The progress along the animation at `state`: the timing function's, or a spring's.
    func progress(at state: AnimationTiming.State) -> Double { paced(state.fraction) }

    override func value(at state: AnimationTiming.State, current: AnimatableValue?) -> AnimatableValue? {
        guard let (from, to) = endpoints(current: current) else { return nil }
        return from.interpolated(to: to, progress(at: state))
    }

    override func iterationChange(current: AnimatableValue?) -> AnimatableValue? {
        guard let (from, to) = endpoints(current: current) else { return nil }
        return to.subtracting(from)
    }
}

/// The neutral value of a kind, which additive animations start from when given one end only.
enum AnimationZero {
    static func of(_ v: AnimatableValue) -> AnimatableValue? {
        switch v {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .transform: .transform(CATransform3DIdentity)
        case .numbers(let ns): .numbers(ns.map { _ in 0 })
        default: nil
        }
    }
}
