import Foundation
import Raster

/// A value an animation can carry, in the shapes Core Animation interpolates: numbers, points,
/// sizes, rectangles, colours, 3D transforms, paths and arrays of numbers or colours.
///
/// `fromValue`, `toValue` and keyframe `values` are `Any` in Core Animation's API (an
/// `NSNumber`, a `CGFloat`, a `CGColor`, an `NSValue` holding a transform…); this is what they
/// become for arithmetic. Anything else (an image, a string) is ``discrete(_:)``: it switches
/// instead of blending.
enum AnimatableValue {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(CATransform3D)
    case path(Raster.Path)
    case numbers([Double])
    case colors([Color])
    case discrete(Any?)

    /// The value of a `fromValue`, `toValue` or keyframe, as Swift and Objective-C code gives it.
    init(_ any: Any?) {
        switch any {
        case nil: self = .discrete(nil)
        case let v as AnimatableValue: self = v
        case let v as Double: self = .number(v)
        case let v as CGFloat: self = .number(Double(v))
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as Bool: self = .number(v ? 1 : 0)
        case let v as CGPoint: self = .point(v.raster)
        case let v as CGSize: self = .size(v.raster)
        case let v as CGRect: self = .rect(v.raster)
        case let v as CGColor: self = .color(v.color)
        case let v as UIColor: self = .color(v.cgColor.color)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGPath: self = .path(v.path)
        case let v as UIBezierPath: self = .path(v.cgPath.path)
        case let v as NSValue:
            if let t = v.transform3DIfStored { self = .transform(t) } else if let r = v.geometryIfStored { self = r } else if let n = v as? NSNumber {
                self = .number(n.doubleValue)
            } else { self = .discrete(v) }
        case let v as [Any]:
            if !v.isEmpty, v.allSatisfy({ AnimatableValue.isNumber($0) }) {
                self = .numbers(v.map { AnimatableValue($0).scalar ?? 0 })
            } else if !v.isEmpty, v.allSatisfy({ $0 is CGColor || $0 is UIColor }) {
                self = .colors(v.map { ($0 as? CGColor)?.color ?? ($0 as? UIColor)?.cgColor.color ?? .clear })
            } else {
                self = .discrete(v)
            }
        default: self = .discrete(any)
        }
    }

    private static func isNumber(_ v: Any) -> Bool {
        v is Double || v is CGFloat || v is Float || v is Int || v is NSNumber
    }

    /// The value as a plain number, when it is one.
    var scalar: Double? {
        if case .number(let d) = self { return d }
        return nil
    }

    /// The value as Core Animation code reads it back from `value(forKeyPath:)`.
    var anyValue: Any? {
        switch self {
        case .number(let d): NSNumber(value: d)
        case .point(let p): CGPoint(p)
        case .size(let s): CGSize(s)
        case .rect(let r): CGRect(r)
        case .color(let c): CGColor(c)
        case .transform(let t): NSValue(caTransform3D: t)
        case .path(let p): CGPath(path: p)
        case .numbers(let ns): ns.map { NSNumber(value: $0) }
        case .colors(let cs): cs.map { CGColor($0) }
        case .discrete(let v): v
        }
    }

    /// The value `t` of the way from `self` to `other` (t may leave 0...1, as springs overshoot).
    ///
    /// Numbers, points, sizes, rectangles, colour components and arrays blend linearly;
    /// transforms blend by decomposition, as Core Animation does; paths blend point by point
    /// when their elements match. Values that cannot blend switch halfway.
    func interpolated(to other: AnimatableValue, _ t: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(mix(a, b))
        case let (.point(a), .point(b)): return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(Size(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                              width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)))
        case let (.color(a), .color(b)): return .color(AnimatableValue.mixColor(a, b, t))
        case let (.transform(a), .transform(b)): return .transform(TransformInterpolation.interpolate(a, b, t))
        case let (.path(a), .path(b)):
            if let p = AnimatableValue.mixPath(a, b, t) { return .path(p) }
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { mix($0, $1) })
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { AnimatableValue.mixColor($0, $1, t) })
        default: break
        }
        return t < 0.5 ? self : other
    }

    /// `self + other`, for `byValue`, additive and cumulative animations; `nil` when the kinds differ.
    func adding(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(Point(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                              width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case let (.color(a), .color(b)):
            return .color(Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        case let (.transform(a), .transform(b)): return .transform(a.concatenating(b))
        case let (.numbers(a), .numbers(b)) where a.count == b.count: return .numbers(zip(a, b).map { $0 + $1 })
        default: return nil
        }
    }

    /// `self − other`, for `byValue` with `toValue`; `nil` when the kinds differ.
    func subtracting(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a - b)
        case let (.point(a), .point(b)): return .point(Point(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): return .size(Size(width: a.width - b.width, height: a.height - b.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DInvert(b).concatenating(a))
        case let (.numbers(a), .numbers(b)) where a.count == b.count: return .numbers(zip(a, b).map { $0 - $1 })
        default: return nil
        }
    }

    /// A distance between two values, for paced keyframes; 0 when it has no meaning.
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case let (.number(a), .number(b)): return Swift.abs(b - a)
        case let (.point(a), .point(b)): return (b - a).length
        case let (.size(a), .size(b)): return Point(x: b.width - a.width, y: b.height - a.height).length
        default: return 0
        }
    }

    /// Colours blend component by component, unpremultiplied, as Core Animation blends them.
    private static func mixColor(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
              blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// Paths with the same elements blend point by point; `nil` when their elements differ,
    /// for which Core Animation's result is undefined.
    private static func mixPath(_ a: Raster.Path, _ b: Raster.Path, _ t: Double) -> Raster.Path? {
        guard a.elements.count == b.elements.count else { return nil }
        func m(_ p: Point, _ q: Point) -> Point { p.lerp(to: q, t) }
        var out = Raster.Path()
        for (ea, eb) in zip(a.elements, b.elements) {
            switch (ea, eb) {
            case let (.move(p), .move(q)): out.move(to: m(p, q))
            case let (.line(p), .line(q)): out.addLine(to: m(p, q))
            case let (.quad(p, c), .quad(q, d)): out.addQuadCurve(to: m(p, q), control: m(c, d))
            case let (.cubic(p, c1, c2), .cubic(q, d1, d2)): out.addCurve(to: m(p, q), control1: m(c1, d1), control2: m(c2, d2))
            case (.close, .close): out.closeSubpath()
            default: return nil
            }
        }
        return out
    }
}
