import Foundation

/// A clipping container whose content can be offset, as UIKit's `UIScrollView`, rendered at rest.
///
/// ``contentOffset`` is the bounds' origin, so subviews placed in content coordinates show
/// shifted by it, as on iOS. It clips to its bounds by default.
///
/// Differs from UIKit on purpose: nothing scrolls, bounces or shows scroll indicators.
open class UIScrollView: UIView {
    /// The size of the content, in points; kept for layout code, as nothing scrolls.
    open var contentSize: CGSize {
        get { storedContentSize }
        set { KeyValueObservers.shared.observing(self, "contentSize") { storedContentSize = newValue } }
    }
    private var storedContentSize: CGSize = .zero
    /// Extra space around the content, in points.
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set { KeyValueObservers.shared.observing(self, "contentInset") { storedContentInset = newValue } }
    }
    private var storedContentInset: UIEdgeInsets = .zero
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
    /// Whether the content bounces past its edges; kept for source compatibility.
    open var bounces = true
    /// Whether zooming bounces past its limits; kept for source compatibility.
    open var bouncesZoom = true
    /// Whether a tap on the status bar scrolls to the top; kept for source compatibility.
    open var scrollsToTop = true
    /// How quickly scrolling slows after a flick; kept for source compatibility.
    open var decelerationRate: DecelerationRate = .normal

    /// How quickly scrolling slows, as UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

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
        set { KeyValueObservers.shared.observing(self, "contentOffset") { bounds.origin = newValue } }
    }

    /// Sets ``contentOffset`` at once; `animated` is ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
}

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`; every method is
/// optional there, so each has an empty default here.
///
/// Differs from UIKit on purpose: `UIScrollView` has no `delegate` property, as `UITextView`'s
/// own (a `UITextViewDelegate`) could not override it in Swift, and nothing scrolls here to tell
/// one; views that conform, and call these methods themselves, compile.
///
/// Its optional methods' defaults also tell ``OptionalRequirement`` they are not implemented,
/// so an optional-chained call compiled through the UIKitSources plugin
/// (`delegate?.method?(…)`) gives `nil` for them, as on iOS.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to start.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content stopped moving.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// A scrolling animation ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; none by default.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { OptionalRequirement.unimplemented(()) }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { OptionalRequirement.unimplemented(nil) }
}
