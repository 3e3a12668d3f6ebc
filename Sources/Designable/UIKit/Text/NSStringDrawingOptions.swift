import Foundation

/// Options for `boundingRect(with:options:attributes:context:)` and `draw(with:options:attributes:context:)`,
/// as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit numbers them.
    public let rawValue: Int
    /// Options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out in lines within the width, from the top-left; without it the string is one line
    /// per paragraph, placed by its first baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading (its line gap), as labels' and text views' always
    /// do; without it string drawing and measuring leave the leading out. The system font's
    /// leading is 0, so only fonts with a line gap measure differently.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted for source compatibility: measurements are always typographic.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates the last line that fits with an ellipsis when the text does not fit the height.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a string drawing or measuring call reports back, as UIKit's `NSStringDrawingContext`.
///
/// Differs from UIKit on purpose: text is never shrunk to fit, so ``actualScaleFactor`` is 1.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to; no shrinking is done here.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: always 1 here.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last measured with this context.
    open private(set) var totalBounds: CGRect = .zero

    /// Notes the bounds a measurement returned.
    func record(_ bounds: CGRect) { totalBounds = bounds }
}
