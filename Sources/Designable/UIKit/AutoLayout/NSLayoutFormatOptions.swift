import Foundation

extension NSLayoutConstraint {
    /// Options for ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``,
    /// with UIKit's raw values: which attribute to align all the views on (each bit is
    /// `1 << attribute.rawValue`), and the direction of a horizontal format.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of every view in the format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of every view in the format.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of every view in the format.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of every view in the format.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of every view in the format.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of every view in the format.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of every view in the format.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of every view in the format.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of every view in the format.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of every view in the format.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that hold the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Leading to trailing, which is left to right here (there is no right-to-left layout).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lays out a horizontal format from left to right, whatever the language.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lays out a horizontal format from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction options.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Accepted for source compatibility; spacing is always edge to edge.
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Measures vertical spacing between baselines instead of edges.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that hold the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes the alignment bits name, in raw-value order.
        var alignmentAttributes: [Attribute] {
            (1...20).compactMap { bit in
                rawValue & (1 << UInt(bit)) != 0 ? Attribute(rawValue: bit) : nil
            }
        }
    }
}
