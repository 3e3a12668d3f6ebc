import Foundation

/// The region a text view lays text out in, as UIKit's `NSTextContainer`: its size, the padding
/// at each end of a line, and a line limit.
open class NSTextContainer: NSObject {
    /// The container's size; a text view lays out to its own width less its insets whatever
    /// this says, as UIKit's text views track their width.
    open var size: CGSize
    /// Space at the start and end of each line; 5 points, as in UIKit.
    open var lineFragmentPadding: CGFloat = 5
    /// At most this many lines; 0 for no limit.
    open var maximumNumberOfLines = 0
    /// How the text view's lines that do not fit are wrapped or shortened; word wrapping by default.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's; always, here.
    open var widthTracksTextView = true
    /// Whether the height follows the text view's; kept for source compatibility.
    open var heightTracksTextView = false

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// An unbounded container, as UIKit's `init()`.
    public override convenience init() { self.init(size: CGSize(width: 10_000_000, height: 10_000_000)) }
}
