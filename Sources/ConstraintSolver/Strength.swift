/// How much the solver cares about satisfying a constraint.
///
/// A strength is a plain number. ``required`` constraints must hold exactly;
/// every weaker constraint contributes `strength × violation` to the
/// quantity the solver minimises, so a strength is a *weight*, not a rank.
///
/// The named levels follow kiwi: ``create(_:_:_:weight:)`` packs three
/// tiers into one number, each tier worth 1000 of the one below it:
///
/// | level       | value                      |
/// |-------------|----------------------------|
/// | ``required``| `create(1000, 1000, 1000)` = 1 001 001 000 |
/// | ``strong``  | `create(1, 0, 0)` = 1 000 000 |
/// | ``medium``  | `create(0, 1, 0)` = 1 000 |
/// | ``weak``    | `create(0, 0, 1)` = 1 |
///
/// Because the tiers are weights, one unit of error in a strong constraint
/// costs as much as a thousand units in a medium one. In practice this makes
/// a stronger tier win unless a weaker tier piles up a thousand times the
/// error, which is the trade-off kiwi and Cassowary accept.
///
/// ```swift
/// try solver.addConstraint((width >= 100) | .strong)
/// try solver.addConstraint((width == 80) | .weak)
/// try solver.addConstraint((height == 40) | Strength.create(0, 5, 0)) // 5× medium
/// ```
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The weight itself.
    public var value: Double

    /// Wraps a raw weight; values outside `0...required` are clamped when
    /// the strength is attached to a ``Constraint``.
    public init(_ value: Double) {
        self.value = value
    }

    public init(floatLiteral value: Double) {
        self.init(value)
    }

    public init(integerLiteral value: Int) {
        self.init(Double(value))
    }

    /// Combines a strong, a medium and a weak component into one weight.
    ///
    /// Each component is multiplied by `weight` and clamped to `0...1000`
    /// before being placed in its tier, so no tier can overflow into the
    /// next one.
    ///
    /// ```swift
    /// Strength.create(1, 0, 0).value          // 1_000_000 (strong)
    /// Strength.create(0, 0, 2).value          // 2 (twice weak)
    /// Strength.create(0, 2000, 0).value       // 1_000_000 (medium capped at 1000)
    /// ```
    public static func create(
        _ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1
    ) -> Strength {
        func tier(_ component: Double) -> Double {
            max(0, min(1000, component * weight))
        }
        return Strength(tier(strong) * 1_000_000 + tier(medium) * 1_000 + tier(weak))
    }

    /// Constraints that must be satisfied exactly.
    public static let required = create(1000, 1000, 1000)
    /// The highest non-required tier.
    public static let strong = create(1, 0, 0)
    /// The middle tier.
    public static let medium = create(0, 1, 0)
    /// The lowest tier.
    public static let weak = create(0, 0, 1)

    /// Converts an Auto Layout style priority (`1...1000`) into a strength.
    ///
    /// Priority `1000` (or more) is ``required``. Any lower priority `p`
    /// becomes `create(p, 0, 0)`, i.e. `p` strong units: priority 1 equals
    /// ``strong``, priority 750 is 750 000 000, priority 999 is 999 000 000,
    /// still below ``required``. Priorities below 0 clamp to 0. Kiwi's
    /// ``medium`` and ``weak`` tiers therefore sit below every priority ≥ 1.
    ///
    /// The mapping is linear, which keeps it monotonic (a higher priority
    /// always costs more per unit of violation) but **not lexicographic**:
    /// a priority-751 constraint beats one priority-750 constraint, yet two
    /// priority-750 constraints pulling the other way outweigh it
    /// (2 × 750 > 751). A strictly lexicographic order over 999 levels
    /// would need weights spanning far more than a `Double`'s 16 significant
    /// digits, so this solver, like kiwi, treats priorities as weights.
    ///
    /// ```swift
    /// Strength(priority: 1000) == .required   // true
    /// Strength(priority: 750).value           // 750_000_000
    /// ```
    public init(priority: Double) {
        if priority >= 1000 {
            self = .required
        } else {
            self = Strength.create(priority, 0, 0)
        }
    }

    /// Whether the strength demands exact satisfaction.
    public var isRequired: Bool {
        value >= Strength.required.value
    }

    /// The strength limited to `0...required`.
    public func clamped() -> Strength {
        Strength(max(0, min(Strength.required.value, value)))
    }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.value < rhs.value
    }

    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default: return "strength " + formatNumber(value)
        }
    }
}
