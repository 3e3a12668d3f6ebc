import Foundation

extension NSLayoutConstraint {
    /// How a constraint's first attribute compares with the second, with UIKit's raw values.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        /// The first attribute is at most the second.
        case lessThanOrEqual = -1
        /// The first attribute equals the second.
        case equal = 0
        /// The first attribute is at least the second.
        case greaterThanOrEqual = 1

        /// The relation as an operator: `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }
}
