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
    /// The content inset with the safe area added. A table or collection view adds the safe
    /// area's top and bottom (unless ``contentInsetAdjustmentBehavior`` is `.never`), so its
    /// content starts below the status bar, as on iOS; other scroll views add nothing here.
    open var adjustedContentInset: UIEdgeInsets {
        guard insetsContentForSafeArea, contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: contentInset.top + safe.top, left: contentInset.left,
                            bottom: contentInset.bottom + safe.bottom, right: contentInset.right)
    }

    /// Whether ``adjustedContentInset`` adds the safe area: a list view's does.
    var insetsContentForSafeArea: Bool { false }

    /// The content offset that shows the top of the content when the offset was last checked.
    private var topEdgeOffset: CGFloat = 0

    /// Keeps content that showed its top edge showing it when the adjusted inset changes (the
    /// view moved under the status bar), as UIKit moves the offset at layout.
    func followTopInset() {
        let top = -adjustedContentInset.top
        if contentOffset.y == topEdgeOffset, top != topEdgeOffset { contentOffset.y = top }
        topEdgeOffset = top
    }
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
        /// How much of the speed is kept per millisecond.
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

    /// Moves the content the least needed to show `rect` (in content coordinates), at once;
    /// `animated` is ignored.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        func axis(_ offset: CGFloat, _ visible: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
            if minimum < offset { return minimum }
            if maximum > offset + visible { return Swift.min(minimum, maximum - visible) }
            return offset
        }
        let offset = CGPoint(x: axis(contentOffset.x, bounds.width, rect.minX, rect.maxX),
                             y: axis(contentOffset.y, bounds.height, rect.minY, rect.maxY))
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// How the safe area adds to ``adjustedContentInset``, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`; kept for source compatibility.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The safe area adds to the inset along the axes the content scrolls on, as UIKit decides.
        case automatic
        /// The safe area adds to the inset along scrollable axes.
        case scrollableAxes
        /// The safe area never adds to the inset.
        case never
        /// The safe area always adds to the inset.
        case always
    }

    /// How the safe area adds to the content inset; kept for source compatibility, as
    /// ``adjustedContentInset`` is ``contentInset`` here.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Whether a finger is on the content; always `false`, as nothing scrolls here.
    open var isTracking: Bool { false }
    /// Whether the user is dragging the content; always `false`.
    open var isDragging: Bool { false }
    /// Whether the content is still moving after a drag; always `false`.
    open var isDecelerating: Bool { false }

    /// The recognizer of the scrolling pan, for code that reads it or requires other
    /// recognizers to wait for it. Differs from UIKit on purpose: it is not attached to the view,
    /// as nothing scrolls here.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollingPan }
    private lazy var scrollingPan = UIPanGestureRecognizer(target: nil, action: nil)

    // MARK: Scrolling as list views hear it

    /// The view's rectangle in its own coordinates; its origin is ``contentOffset``. A change
    /// of origin tells the list views' delegates that the content scrolled.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if newValue != old { boundsWillChange(to: newValue) }
            super.bounds = newValue
            if newValue.origin != old.origin { contentDidScroll() }
        }
    }

    /// The view's rectangle in its superview; a new size changes the bounds as ``bounds`` does.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds
            if newValue.size != old.size, CATransform3DIsIdentity(layer.transform) {
                boundsWillChange(to: CGRect(origin: old.origin, size: newValue.size))
            }
            super.frame = newValue
        }
    }

    /// Called before the bounds change, with the new ones: a collection view asks its layout
    /// whether to invalidate here, where the layout can still compare with the old bounds.
    func boundsWillChange(to newBounds: CGRect) {}

    /// The delegate told about scrolling: a collection or table view's own delegate.
    var scrollViewDelegate: (any UIScrollViewDelegate)? { nil }

    /// Zoom, indicator and touch settings (see UIScrollView+Zooming.swift).
    var extras = ScrollViewExtras()
    /// The guides made on first use (see UIScrollView+LayoutGuides.swift).
    var storedContentGuide: UILayoutGuide?
    var storedFrameGuide: UILayoutGuide?

    /// Whether touches in `view` go to it; `true`, as UIKit's default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// Whether a drag takes touches back from `view`: `true` unless it is a control, as UIKit's default.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Called when ``adjustedContentInset`` changes; override it to follow.
    open func adjustedContentInsetDidChange() {}

    /// Takes the content guide's size as ``contentSize`` once layout has placed it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentGuideSize()
    }

    /// Tells the delegate the content offset changed, as any change of it does on iOS.
    private func contentDidScroll() {
        guard let delegate = scrollViewDelegate else { return }
        OptionalRequirement.outside { delegate.scrollViewDidScroll(self) }
    }
}

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`; every method is
/// optional there, so each has an empty default here.
///
/// Differs from UIKit on purpose: `UIScrollView` has no `delegate` property, as `UITextView`'s
/// own (a `UITextViewDelegate`) could not override it in Swift, and nothing scrolls here to tell
/// one; views that conform, and call these methods themselves, compile. A collection or table
/// view tells its own delegate (which is a scroll view delegate) `scrollViewDidScroll(_:)`
/// whenever its content offset changes, as iOS does.
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
    /// A drag is about to end at `velocity`; the delegate may change where the content stops
    /// through `targetContentOffset`.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The content is about to slow down after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The view to scale when zooming; none by default.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A zoom of `view` is about to start.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// A zoom of `view` ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar may scroll to the top; `true` by default.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The content scrolled to the top after a tap on the status bar.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// ``UIScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { OptionalRequirement.unimplemented(()) }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) { OptionalRequirement.unimplemented(()) }
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { OptionalRequirement.unimplemented(nil) }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { OptionalRequirement.unimplemented(()) }
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        OptionalRequirement.unimplemented(())
    }
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { OptionalRequirement.unimplemented(true) }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { OptionalRequirement.unimplemented(()) }
}
