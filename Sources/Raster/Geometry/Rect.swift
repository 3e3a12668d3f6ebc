/// An axis-aligned rectangle, with `CGRect`'s vocabulary.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner the size is measured from: the top left when both sides are positive.
    public var origin: Point
    /// The extent from ``origin``; either side may be negative, as in `CGRect`.
    public var size: Size

    /// A rectangle of `size` from `origin`, kept as given (not standardized).
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with its origin at (`x`, `y`), kept as given (not standardized).
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, whatever the sign of the width.
    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The top edge (y grows downwards), whatever the sign of the height.
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The right edge, whatever the sign of the width.
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The bottom edge, whatever the sign of the height.
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x of the centre.
    @inlinable public var midX: Double { (minX + maxX) / 2 }
    /// The y of the centre.
    @inlinable public var midY: Double { (minY + maxY) / 2 }
    /// The width, never negative.
    @inlinable public var width: Double { Swift.abs(size.width) }
    /// The height, never negative.
    @inlinable public var height: Double { Swift.abs(size.height) }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// True when the rectangle encloses no area.
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle containing both. An empty rectangle contributes nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other.standardized }
        if other.isEmpty { return standardized }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The overlap of both rectangles, or `.zero` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the point lies inside; the maximum edges are exclusive, as in `CGRect.contains`.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// `(x, y, width, height)` as stored, for messages.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

/// A rectangle on the pixel grid: whole pixels, maximum edges exclusive.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The first column inside.
    public var minX: Int
    /// The first row inside (rows count downwards).
    public var minY: Int
    /// One past the last column inside.
    public var maxX: Int
    /// One past the last row inside.
    public var maxY: Int

    /// The pixels from (`minX`, `minY`) up to but not including (`maxX`, `maxY`); not checked, so
    /// a maximum at or below its minimum is simply empty.
    @inlinable public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Columns inside; negative when the rectangle is inverted.
    @inlinable public var width: Int { maxX - minX }
    /// Rows inside; negative when the rectangle is inverted.
    @inlinable public var height: Int { maxY - minY }
    /// True when it holds no pixel.
    @inlinable public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The overlap, which may be empty.
    @inlinable public func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(minX: Swift.max(minX, o.minX), minY: Swift.max(minY, o.minY),
                  maxX: Swift.min(maxX, o.maxX), maxY: Swift.min(maxY, o.maxY))
    }

    /// The smallest pixel rectangle that contains `rect`, clamped to ±2²⁴ so that
    /// non-finite and huge geometry cannot overflow integer arithmetic.
    public init(enclosing rect: Rect) {
        func clampFloor(_ v: Double) -> Int {
            guard v == v else { return 0 }
            return Int(Swift.max(-16_777_216, Swift.min(16_777_216, v.rounded(.down))))
        }
        func clampCeil(_ v: Double) -> Int {
            guard v == v else { return 0 }
            return Int(Swift.max(-16_777_216, Swift.min(16_777_216, v.rounded(.up))))
        }
        self.init(minX: clampFloor(rect.minX), minY: clampFloor(rect.minY), maxX: clampCeil(rect.maxX), maxY: clampCeil(rect.maxY))
    }

    /// `[minX..<maxX, minY..<maxY]`, for messages.
    public var description: String { "[\(minX)..<\(maxX), \(minY)..<\(maxY)]" }
}
