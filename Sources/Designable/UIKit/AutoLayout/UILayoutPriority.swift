import Foundation

/// How much a constraint matters, from 1 to 1000, as UIKit's `UILayoutPriority`.
///
/// ```swift
/// let preferred = label.widthAnchor.constraint(equalToConstant: 120)
/// preferred.priority = .defaultHigh
/// label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
/// ```
///
/// ``required`` constraints must hold. Lower priorities are weighed against each other by the
/// solver as weights per point of violation (see `ConstraintSolver.Strength(priority:)`), so a
/// higher priority wins against any single lower one, as in UIKit.
///
/// Differs from UIKit: the type also accepts number literals (`priority = 999`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority as a number from 1 to 1000.
    public var rawValue: Float

    /// A priority from its number.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its number, as `UILayoutPriority(999)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a number literal, such as `priority = 999.5`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// A priority written as an integer literal, such as `priority = 999`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what ``UIView/systemLayoutSizeFitting(_:)`` pulls towards its target size with.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` matters less than `rhs`.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The priority `rhs` above `lhs`, as in `.defaultLow + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// The priority `rhs` below `lhs`, as in `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The number, without a fraction when it is whole, as UIKit prints it.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
