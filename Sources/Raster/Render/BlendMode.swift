/// How a source pixel combines with the destination, as `CGBlendMode`'s subset that views need.
public enum BlendMode: Sendable, Hashable {
    /// Source over destination (the default).
    case normal
    /// Source replaces destination where covered.
    case copy
    /// Covered pixels become transparent.
    case clear
}
