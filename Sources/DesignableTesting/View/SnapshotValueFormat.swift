import Designable
import Foundation

/// Deterministic text for the values the view text strategies print: numbers without
/// floating-point noise, geometry in UIKit's debug style, and no object addresses, so that a
/// `.txt` reference reads the same on every machine and run.
enum SnapshotValueFormat {
    /// `12`, `0.5`, `33.3333` (six significant digits, as UIKit's `%g`); `-0` prints as `0`.
    static func number(_ value: CGFloat) -> String {
        let v = Double(value)
        guard v.isFinite else { return "\(v)" }
        return String(format: "%g", v == 0 ? 0 : v)
    }

    static func number(_ value: Double) -> String { number(CGFloat(value)) }
    static func number(_ value: Float) -> String { number(CGFloat(value)) }

    /// `(10 20; 100 44)`, as UIKit's `frame = (…)`.
    static func rect(_ r: CGRect) -> String {
        "(\(number(r.origin.x)) \(number(r.origin.y)); \(number(r.size.width)) \(number(r.size.height)))"
    }

    static func point(_ p: CGPoint) -> String { "(\(number(p.x)) \(number(p.y)))" }
    static func size(_ s: CGSize) -> String { "(\(number(s.width)) \(number(s.height)))" }

    static func insets(_ i: UIEdgeInsets) -> String {
        "(\(number(i.top)) \(number(i.left)); \(number(i.bottom)) \(number(i.right)))"
    }

    /// `'Hello\nworld'`, with line breaks and quotes escaped so that each view stays on one line.
    static func quoted(_ text: String) -> String {
        var out = "'"
        for character in text {
            switch character {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "'": out += "\\'"
            case "\\": out += "\\\\"
            default: out.append(character)
            }
        }
        return out + "'"
    }

    static func color(_ color: CGColor) -> String { UIColor(cgColor: color).description }

    /// The type's name without its module, as UIKit prints class names.
    static func typeName(_ value: Any) -> String { String(describing: type(of: value)) }

    /// A value of any type an `@IBInspectable` property can have, else its plain description.
    static func inspectable(_ value: Any) -> String {
        switch value {
        case let v as Bool: return v ? "true" : "false"
        case let v as CGFloat: return number(v)
        case let v as Double: return number(v)
        case let v as Float: return number(v)
        case let v as String: return quoted(v)
        case let v as CGPoint: return point(v)
        case let v as CGSize: return size(v)
        case let v as CGRect: return rect(v)
        case let v as UIEdgeInsets: return insets(v)
        case let v as CGColor: return color(v)
        default:
            // Optionals arrive boxed in `Any`: print `nil`, or unwrap and format the value.
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { return "nil" }
                return inspectable(wrapped)
            }
            return String(describing: value)
        }
    }
}
