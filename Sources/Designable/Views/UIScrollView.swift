import Foundation

/// A clipping container whose content can be offset, as UIKit's `UIScrollView`, rendered at rest.
///
/// ``contentOffset`` is the bounds' origin, so subviews placed in content coordinates show
/// shifted by it, as on iOS. It clips to its bounds by default.
///
/// Differs from UIKit on purpose: nothing scrolls, bounces or shows scroll indicators.
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isPagingEnabled = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if coder.decodedBool(ViewCodingKey.clipsSubviews) == nil { clipsToBounds = true }
    }

    /// The content point shown at the top-left of the bounds.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}
