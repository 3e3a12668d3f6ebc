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
/// ``endPoint``; `.conic` sweeps clockwise (on screen) around ``startPoint``, starting in the
/// direction of ``endPoint``. Colours extend beyond both ends, as in Core Animation.
/// ``colors``, ``locations``, ``startPoint`` and ``endPoint`` animate.
open class CAGradientLayer: CALayer {
    /// The gradient's colours, as `CGColor`s (other elements are ignored).
    open var colors: [Any]? { willSet { willChange("colors") } }
    /// Each colour's position, 0...1; evenly spaced when `nil`.
    open var locations: [NSNumber]? { willSet { willChange("locations") } }
    /// Where the gradient starts, in unit coordinates of the bounds; the top centre by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) { willSet { willChange("startPoint") } }
    /// Where the gradient ends, in unit coordinates of the bounds; the bottom centre by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) { willSet { willChange("endPoint") } }
    /// The gradient's shape: axial by default.
    open var type: CAGradientLayerType = .axial

    /// Creates a gradient layer with no colours.
    public override init() { super.init() }
    /// A copy of `layer`'s properties, as Core Animation's presentation-layer initialiser.
    public override init(layer: Any) { super.init(layer: layer) }
    /// Gradient layers decode nothing themselves.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyLayerState(from l: CALayer) {
        super.copyLayerState(from: l)
        guard let l = l as? CAGradientLayer else { return }
        colors = l.colors; locations = l.locations; startPoint = l.startPoint; endPoint = l.endPoint; type = l.type
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "colors": colors.map { AnimatableValue($0) } ?? .discrete(nil)
        case "locations": locations.map { .numbers($0.map(\.doubleValue)) } ?? .discrete(nil)
        case "startPoint": .point(startPoint.raster)
        case "endPoint": .point(endPoint.raster)
        default: super.animatableValue(forKey: key)
        }
    }

    override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("colors", .colors(let cs)): colors = cs.map { CGColor($0) }
        case ("colors", .discrete(let d)): colors = d as? [Any]
        case ("locations", .numbers(let ns)): locations = ns.map { NSNumber(value: $0) }
        case ("locations", .discrete(let d)): locations = d as? [NSNumber]
        case ("startPoint", _): guard let p = LayerProperties.point(value) else { return false }; startPoint = p
        case ("endPoint", _): guard let p = LayerProperties.point(value) else { return false }; endPoint = p
        case ("colors", _), ("locations", _): return false
        default: return super.setAnimatableValue(value, forKey: key)
        }
        return true
    }

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
    /// A conic (angular) gradient around the start point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
