/// A position in a two-dimensional, y-down coordinate space.
///
/// Raster keeps its own small geometry types so that it depends on nothing but the
/// standard library; the view toolkit converts from `CGPoint` at its boundary.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// The point at (`x`, `y`), in whatever space the caller works in: points in user space,
    /// pixels in device space.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0), the origin.
    public static let zero = Point(x: 0, y: 0)

    /// The component-wise sum, treating the points as vectors.
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// The component-wise difference: the vector from `b` to `a`.
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Both components multiplied by `s`, treating the point as a vector.
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// The dot product, treating both points as vectors.
    @inlinable public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    /// The z component of the cross product, treating both points as vectors.
    @inlinable public func cross(_ other: Point) -> Double { x * other.y - y * other.x }
    /// The Euclidean length, treating the point as a vector. `squareRoot` is correctly rounded by IEEE 754, so this is deterministic.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// Linear interpolation: `self` at `t == 0`, `other` at `t == 1`.
    @inlinable public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// `(x, y)`, for messages.
    public var description: String { "(\(x), \(y))" }
}

/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent; negative in a ``Rect`` that extends to the left of its origin.
    public var width: Double
    /// The vertical extent; negative in a ``Rect`` that extends above its origin.
    public var height: Double

    /// A size of `width` × `height`, in the units of the space it measures.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)
    /// `width×height`, for messages.
    public var description: String { "\(width)×\(height)" }
}
