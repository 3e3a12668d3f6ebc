import Foundation

/// The order an action is run in when a layer joins or leaves a tree: the keys
/// `action(forKey:)` is asked with, as Core Animation's `kCAOnOrderIn` and `kCAOnOrderOut`.
public let kCAOnOrderIn = "onOrderIn"
/// The action key asked when a layer leaves a tree.
public let kCAOnOrderOut = "onOrderOut"

extension CALayer {
    /// Whether the value of `key` is kept when the layer is archived: `true`, as Core Animation's default.
    public func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Whether the layer's contents are drawn flipped vertically: `false`, as layers here are
    /// drawn y down as UIKit's are.
    public func contentsAreFlipped() -> Bool { false }

    /// How much longer a continuous corner's curve is than a circular one's, as
    /// `cornerCurveExpansionFactor(_:)`: about 1.528 for `.continuous`, 1 for `.circular`.
    public static func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
}
