import Foundation

/// UIKit's string forms of geometry on `NSCoder`: `"{3, 4}"` for a point or a size and
/// `"{{1, 2}, {3, 4}}"` for a rectangle, as code written for iOS stores and reads them.
extension NSCoder {
    /// The point in `string` (`"{x, y}"`); `.zero` when it is not one, as UIKit's.
    public static func cgPoint(for string: String) -> CGPoint {
        let n = GeometryString.numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }

    /// The size in `string` (`"{width, height}"`); `.zero` when it is not one.
    public static func cgSize(for string: String) -> CGSize {
        let n = GeometryString.numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }

    /// The rectangle in `string` (`"{{x, y}, {width, height}}"`); `.zero` when it is not one.
    public static func cgRect(for string: String) -> CGRect {
        let n = GeometryString.numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `"{x, y}"`.
    public static func string(for point: CGPoint) -> String { "{\(GeometryString.format(point.x)), \(GeometryString.format(point.y))}" }

    /// `"{width, height}"`.
    public static func string(for size: CGSize) -> String { "{\(GeometryString.format(size.width)), \(GeometryString.format(size.height))}" }

    /// `"{{x, y}, {width, height}}"`.
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
}

enum GeometryString {
    /// Exactly `count` numbers from the string's braces and commas, else zeros.
    static func numbers(in string: String, count: Int) -> [CGFloat] {
        let parts = string.split(whereSeparator: { "{}, \t\n".contains($0) })
        let values = parts.compactMap { Double($0) }
        guard values.count == count, parts.count == count else { return Array(repeating: 0, count: count) }
        return values.map { CGFloat($0) }
    }

    /// A number as UIKit writes it: no fraction when whole.
    static func format(_ value: CGFloat) -> String {
        let d = Double(value)
        return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
    }
}
