import Foundation

/// The region a text view lays text out in, as UIKit's `NSTextContainer`: the padding at each
/// end of a line and a line limit.
open class NSTextContainer: NSObject {
    /// Space at the start and end of each line; 5 points, as in UIKit.
    open var lineFragmentPadding: CGFloat = 5
    /// At most this many lines; 0 for no limit.
    open var maximumNumberOfLines = 0
    /// How the text view's lines that do not fit are wrapped or shortened; word wrapping by default.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
}
