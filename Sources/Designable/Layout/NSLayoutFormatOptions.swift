import Foundation

extension NSLayoutConstraint {
    /// Options for ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``,
    /// with UIKit's raw values: which attribute to align all the views on (each bit is
    /// `1 << attribute.rawValue`), and the direction of a horizontal format.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Leading to trailing, which is left to right here (there is no right-to-left layout).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Accepted for source compatibility; spacing is always edge to edge.
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes the alignment bits name, in raw-value order.
        var alignmentAttributes: [Attribute] {
            (1...20).compactMap { bit in
                rawValue & (1 << UInt(bit)) != 0 ? Attribute(rawValue: bit) : nil
            }
        }
    }
}
