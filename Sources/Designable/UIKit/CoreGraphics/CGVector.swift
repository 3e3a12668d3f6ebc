import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector`, which Foundation on Linux lacks.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector with the components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()

    /// The components, for test output.
    public var description: String { "(\(dx), \(dy))" }
}
