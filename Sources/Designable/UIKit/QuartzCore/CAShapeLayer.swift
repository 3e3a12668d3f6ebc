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
/// `masksToBounds` is set, as in Core Animation.
///
/// Differs from Core Animation on purpose: `strokeStart` and `strokeEnd` are not supported yet;
/// the whole path is always stroked.
open class CAShapeLayer: CALayer {
    /// The shape to fill and stroke, in the layer's coordinates; `nil` draws nothing.
    open var path: CGPath?
    /// Opaque black by default; `nil` for no fill.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// `nil` by default: no stroke.
    open var strokeColor: CGColor?
    /// The stroke width, in points; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How the ends of open subpaths are stroked; butt by default.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How corners are stroked; mitred by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The ratio of miter length to line width above which a miter join is bevelled; 10 by default.
    open var miterLimit: CGFloat = 10
    /// Painted and unpainted lengths, alternating; `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?
    /// How far into ``lineDashPattern`` the stroke starts, in points.
    open var lineDashPhase: CGFloat = 0
    /// Which parts of a self-overlapping path are filled; non-zero by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero

    /// Creates a shape layer with no path, a black fill and no stroke.
    public required init() { super.init() }
    public override init(layer: Any) {
        super.init(layer: layer)
        if let l = layer as? CAShapeLayer {
            path = l.path; fillColor = l.fillColor; strokeColor = l.strokeColor; lineWidth = l.lineWidth
            lineCap = l.lineCap; lineJoin = l.lineJoin; miterLimit = l.miterLimit
            lineDashPattern = l.lineDashPattern; lineDashPhase = l.lineDashPhase; fillRule = l.fillRule
        }
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

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
