/// Prints whole numbers without a trailing `.0`, so messages read
/// `x == 10` rather than `x == 10.0`; everything else uses Swift's shortest
/// round-tripping form. Kept free of Foundation on purpose.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
