import Foundation
import Raster

/// A layer filled with a gradient across its bounds, as Core Animation's `CAGradientLayer`.
///
/// ```swift
/// let fade = CAGradientLayer()
/// fade.colors = [UIColor.white.cgColor, UIColor.systemBlue.cgColor]
/// fade.startPoint = CGPoint(x: 0, y: 0.5)
/// fade.endPoint = CGPoint(x: 1, y: 0.5)
/// fade.frame = bounds
/// layer.insertSublayer(fade, at: 0)
/// ```
///
/// Points are in unit coordinates of the bounds. `.axial` runs from ``startPoint`` to
/// ``endPoint``; `.radial` is an ellipse centred on ``startPoint`` whose radii reach
/// ``endPoint``. Colours extend beyond both ends, as in Core Animation.
///
/// Differs from Core Animation on purpose: `.conic` is drawn as `.axial`.
open class CAGradientLayer: CALayer {
    /// The gradient's colours, as `CGColor`s (other elements are ignored).
    open var colors: [Any]?
    /// Each colour's position, 0...1; evenly spaced when `nil`.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds; the top centre by default.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates of the bounds; the bottom centre by default.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The gradient's shape: axial by default.
    open var type: CAGradientLayerType = .axial

    public required init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CAGradientLayer {
            colors = l.colors; locations = l.locations; startPoint = l.startPoint; endPoint = l.endPoint; type = l.type
        }
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The gradient, or `nil` when there is nothing to draw.
    var gradient: Gradient? {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return nil }
        var locs = locations?.map(\.doubleValue)
        if let l = locs, l.count != cgColors.count { locs = nil }
        return Gradient(colors: cgColors.map(\.color), locations: locs)
    }
}

/// `CAGradientLayer.type` values.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as Core Animation spells it.
    public var rawValue: String
    /// A gradient type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A linear gradient from ``CAGradientLayer/startPoint`` to ``CAGradientLayer/endPoint``.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// A radial gradient centred on the start point, reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// A conic gradient; drawn as axial here.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
