/// Below this magnitude a coefficient or constant is treated as zero, so
/// that rounding noise from repeated pivots neither keeps dead cells alive
/// nor makes a satisfiable system look unsatisfiable.
let nearZeroTolerance = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    abs(value) < nearZeroTolerance
}
