/// A constraint multiplier as IB writes it: a ratio `a:b`, a fraction `a/b` or a decimal.
///
/// The written form is kept so a document writes back as it was read; ``value`` is the number.
public enum IBMultiplier: Hashable, Sendable, CustomStringConvertible {
    /// `"16:9"`, IB's form for aspect ratios.
    case ratio(Double, Double)
    /// `"1/3"`.
    case fraction(Double, Double)
    /// `"0.5"`.
    case decimal(Double)

    public static let one = IBMultiplier.decimal(1)

    /// The multiplier's value: `a / b` for ratios and fractions.
    public var value: Double {
        switch self {
        case let .ratio(a, b), let .fraction(a, b): a / b
        case let .decimal(v): v
        }
    }

    /// Parses any of the three forms; `nil` for anything else, including a zero denominator
    /// and non-finite parts.
    public init?(_ text: String) {
        func part(_ s: Substring) -> Double? {
            guard let v = Double(s), v.isFinite else { return nil }
            return v
        }
        for (separator, make) in [(":", IBMultiplier.ratio), ("/", IBMultiplier.fraction)] {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count > 1 else { continue }
            guard parts.count == 2, let a = part(parts[0]), let b = part(parts[1]), b != 0 else { return nil }
            self = make(a, b)
            return
        }
        guard let v = part(Substring(text)) else { return nil }
        self = .decimal(v)
    }

    public var description: String {
        switch self {
        case let .ratio(a, b): "\(IBNumberFormat.string(a)):\(IBNumberFormat.string(b))"
        case let .fraction(a, b): "\(IBNumberFormat.string(a))/\(IBNumberFormat.string(b))"
        case let .decimal(v): IBNumberFormat.string(v)
        }
    }
}
