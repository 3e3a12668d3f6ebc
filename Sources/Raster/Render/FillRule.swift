/// Which regions of a self-overlapping path are inside.
public enum FillRule: Sendable, Hashable {
    /// Inside where the winding number is not zero (Core Graphics' default).
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}
