/// How numbers and booleans are spelled when writing IB XML.
enum IBNumberFormat {
    /// Integral values without a fraction (`20`, as IB writes them), others in Swift's
    /// shortest form that reads back to the same `Double`.
    static func string(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func yesNo(_ value: Bool) -> String { value ? "YES" : "NO" }
}
