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
    open var path: CGPath?
    /// Opaque black by default; `nil` for no fill.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// `nil` by default: no stroke.
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// Painted and unpainted lengths, alternating; `nil` for a solid line.
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    open var fillRule: CAShapeLayerFillRule = .nonZero

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
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// `CAShapeLayer.lineJoin` values.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// `CAShapeLayer.fillRule` values.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
