import Foundation
import Raster

/// A layer that fills and strokes a path, as Core Animation's `CAShapeLayer`.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemGreen.cgColor
/// ring.lineWidth = 4
/// layer.addSublayer(ring)
/// ```
///
/// The path is in the layer's coordinates and is not clipped to the bounds unless
/// `masksToBounds` is set, as in Core Animation. ``strokeStart`` and ``strokeEnd`` trim the
/// stroke to part of the path's length, measured over all its subpaths in order, as Core
/// Animation trims it; the dash pattern stays where it is on the untrimmed path, so animating
/// `strokeEnd` reveals the dashes in place.
open class CAShapeLayer: CALayer {
    /// The shape to fill and stroke, in the layer's coordinates; `nil` draws nothing.
    open var path: CGPath? { willSet { willChange("path") } }
    /// Opaque black by default; `nil` for no fill.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { willSet { willChange("fillColor") } }
    /// `nil` by default: no stroke.
    open var strokeColor: CGColor? { willSet { willChange("strokeColor") } }
    /// The stroke width, in points; 1 by default.
    open var lineWidth: CGFloat = 1 { willSet { willChange("lineWidth") } }
    /// Where the stroke starts, as a fraction of the path's length; 0 by default.
    open var strokeStart: CGFloat = 0 { willSet { willChange("strokeStart") } }
    /// Where the stroke ends, as a fraction of the path's length; 1 by default. Nothing is
    /// stroked when it is at or before ``strokeStart``.
    open var strokeEnd: CGFloat = 1 { willSet { willChange("strokeEnd") } }
    /// How the ends of open subpaths are stroked; butt by default.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How corners are stroked; mitred by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The ratio of miter length to line width above which a miter join is bevelled; 10 by default.
    open var miterLimit: CGFloat = 10 { willSet { willChange("miterLimit") } }
    /// Painted and unpainted lengths, alternating; `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?
    /// How far into ``lineDashPattern`` the stroke starts, in points.
    open var lineDashPhase: CGFloat = 0 { willSet { willChange("lineDashPhase") } }
    /// Which parts of a self-overlapping path are filled; non-zero by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero

    /// Creates a shape layer with no path, a black fill and no stroke.
    public override init() { super.init() }
    /// A copy of `layer`'s properties, as Core Animation's presentation-layer initialiser.
    public override init(layer: Any) { super.init(layer: layer) }
    /// Shape layers decode nothing themselves.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func copyLayerState(from l: CALayer) {
        super.copyLayerState(from: l)
        guard let l = l as? CAShapeLayer else { return }
        path = l.path; fillColor = l.fillColor; strokeColor = l.strokeColor; lineWidth = l.lineWidth
        strokeStart = l.strokeStart; strokeEnd = l.strokeEnd
        lineCap = l.lineCap; lineJoin = l.lineJoin; miterLimit = l.miterLimit
        lineDashPattern = l.lineDashPattern; lineDashPhase = l.lineDashPhase; fillRule = l.fillRule
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "path": path.map { .path($0.path) } ?? .discrete(nil)
        case "fillColor": fillColor.map { .color($0.color) } ?? .discrete(nil)
        case "strokeColor": strokeColor.map { .color($0.color) } ?? .discrete(nil)
        case "lineWidth": .number(Double(lineWidth))
        case "strokeStart": .number(Double(strokeStart))
        case "strokeEnd": .number(Double(strokeEnd))
        case "miterLimit": .number(Double(miterLimit))
        case "lineDashPhase": .number(Double(lineDashPhase))
        case "lineDashPattern": lineDashPattern.map { .numbers($0.map(\.doubleValue)) } ?? .discrete(nil)
        default: super.animatableValue(forKey: key)
        }
    }

    override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch key {
        case "path": return LayerProperties.path(value) { path = $0 }
        case "fillColor": return LayerProperties.color(value) { fillColor = $0 }
        case "strokeColor": return LayerProperties.color(value) { strokeColor = $0 }
        case "lineWidth": if let d = value.scalar { lineWidth = CGFloat(d); return true }
        case "strokeStart": if let d = value.scalar { strokeStart = CGFloat(d); return true }
        case "strokeEnd": if let d = value.scalar { strokeEnd = CGFloat(d); return true }
        case "miterLimit": if let d = value.scalar { miterLimit = CGFloat(d); return true }
        case "lineDashPhase": if let d = value.scalar { lineDashPhase = CGFloat(d); return true }
        case "lineDashPattern": if case .numbers(let ns) = value { lineDashPattern = ns.map { NSNumber(value: $0) }; return true }
        default: return super.setAnimatableValue(value, forKey: key)
        }
        return false
    }

    var strokeStyle: StrokeStyle {
        StrokeStyle(width: Double(lineWidth), cap: lineCap.cgLineCap.raster, join: lineJoin.cgLineJoin.raster,
                    miterLimit: Double(miterLimit), dashes: (lineDashPattern ?? []).map(\.doubleValue), dashPhase: Double(lineDashPhase))
    }
}

/// `CAShapeLayer.lineCap` values.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The value's name, as Core Animation spells it.
    public var rawValue: String
    /// A value from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The line stops square at its end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// The line ends in a semicircle.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// The line ends square, half the line width beyond its end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// `CAShapeLayer.lineJoin` values.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The value's name, as Core Animation spells it.
    public var rawValue: String
    /// A value from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Segments meet in a sharp point, bevelled beyond the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Segments meet in a circular arc.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Segments meet in a squared-off corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// `CAShapeLayer.fillRule` values.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name, as Core Animation spells it.
    public var rawValue: String
    /// A rule from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding: overlapping parts of the path are filled.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd: nested parts of the path alternate between filled and empty.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
