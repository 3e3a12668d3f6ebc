import Foundation

/// Options for `boundingRect(with:options:attributes:context:)`, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out in lines within the width, from the top-left; without it the string is one line per paragraph.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted for source compatibility: line heights always include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted for source compatibility.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Accepted for source compatibility with `boundingRect(with:options:attributes:context:)`;
/// no scaling to fit is done.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
}
