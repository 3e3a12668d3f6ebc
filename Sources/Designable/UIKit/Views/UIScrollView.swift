import Foundation

/// A clipping container whose content can be offset, as UIKit's `UIScrollView`, rendered at rest.
///
/// ``contentOffset`` is the bounds' origin, so subviews placed in content coordinates show
/// shifted by it, as on iOS. It clips to its bounds by default.
///
/// Differs from UIKit on purpose: nothing scrolls, bounces or shows scroll indicators.
open class UIScrollView: UIView {
    /// The size of the content, in points; kept for layout code, as nothing scrolls.
    open var contentSize: CGSize = .zero
    /// Extra space around the content, in points.
    open var contentInset: UIEdgeInsets = .zero
    /// The content inset with the safe area added: the same as ``contentInset`` here.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Whether scrolling is enabled; kept for source compatibility.
    open var isScrollEnabled = true
    /// Whether the vertical indicator shows while scrolling; never drawn here.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling; never drawn here.
    open var showsHorizontalScrollIndicator = true
    /// Whether the content bounces vertically even when it fits; kept for source compatibility.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits; kept for source compatibility.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the bounds; kept for source compatibility.
    open var isPagingEnabled = false

    /// Creates a scroll view that clips to its bounds, with the specified frame rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Creates a scroll view from an Interface Builder document; it clips to its bounds unless the document
    /// says otherwise.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if coder.decodedBool(ViewCodingKey.clipsSubviews) == nil { clipsToBounds = true }
    }

    /// The content point shown at the top-left of the bounds.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets ``contentOffset`` at once; `animated` is ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}
