import Foundation

extension UIScrollView {
    /// How a scroll view's indicators are drawn, as UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark.
        case `default` = 0
        /// Black.
        case black = 1
        /// White.
        case white = 2
    }

    /// When dragging hides the keyboard, as UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging never hides it.
        case none = 0
        /// A drag hides it.
        case onDrag = 1
        /// It follows the finger down and away.
        case interactive = 2
        /// A drag hides it and its accessory.
        case onDragWithAccessory = 3
        /// It and its accessory follow the finger.
        case interactiveWithAccessory = 4
    }

    /// Whether a table's section index shows, as UIKit's `UIScrollView.IndexDisplayMode`.
    public enum IndexDisplayMode: Int, Sendable {
        /// As the platform decides.
        case automatic = 0
        /// Never.
        case alwaysHidden = 1
    }
}

/// Scroll and zoom state a snapshot has no finger for: kept, clamped and reported as iOS does
/// at rest.
struct ScrollViewExtras {
    var minimumZoomScale: CGFloat = 1
    var maximumZoomScale: CGFloat = 1
    var zoomScale: CGFloat = 1
    var indicatorStyle = UIScrollView.IndicatorStyle.default
    var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
    var indexDisplayMode = UIScrollView.IndexDisplayMode.automatic
    var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    var isDirectionalLockEnabled = false
    var delaysContentTouches = true
    var canCancelContentTouches = true
    var automaticallyAdjustsScrollIndicatorInsets = true
    var refreshControl: UIRefreshControl?
}

extension UIScrollView {
    /// The smallest ``zoomScale`` allowed; 1 by default.
    public var minimumZoomScale: CGFloat {
        get { extras.minimumZoomScale }
        set { extras.minimumZoomScale = newValue }
    }
    /// The largest ``zoomScale`` allowed; 1 by default, so nothing zooms until it is raised.
    public var maximumZoomScale: CGFloat {
        get { extras.maximumZoomScale }
        set { extras.maximumZoomScale = newValue }
    }

    /// How much the content is scaled, kept between ``minimumZoomScale`` and ``maximumZoomScale``;
    /// the delegate's `viewForZooming(in:)` view is scaled by it and ``contentSize`` follows, as on iOS.
    ///
    /// Differs from UIKit on purpose: only a delegate this view tells about scrolling (a table's
    /// or collection view's) is asked for the view to zoom, as a plain scroll view has no
    /// `delegate` property here (see ``UIScrollViewDelegate``).
    public var zoomScale: CGFloat {
        get { extras.zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Sets ``zoomScale`` at once; `animated` is ignored.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let clamped = Swift.min(Swift.max(scale, minimumZoomScale), Swift.max(minimumZoomScale, maximumZoomScale))
        guard clamped != extras.zoomScale else { return }
        extras.zoomScale = clamped
        if let delegate = scrollViewDelegate, let zoomed = OptionalRequirement.outside({ delegate.viewForZooming(in: self) }) ?? nil {
            let size = zoomed.bounds.size
            zoomed.transform = CGAffineTransform(scaleX: clamped, y: clamped)
            // Through the centre: a frame set under a transform would resize the bounds.
            zoomed.center = CGPoint(x: size.width * clamped / 2, y: size.height * clamped / 2)
            contentSize = CGSize(width: size.width * clamped, height: size.height * clamped)
            OptionalRequirement.outside { delegate.scrollViewDidZoom(self) }
        }
    }

    /// Zooms so `rect` (in the zoomed view's coordinates) fills the bounds, then scrolls to it.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(Swift.min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        setContentOffset(CGPoint(x: rect.minX * zoomScale, y: rect.minY * zoomScale), animated: animated)
    }

    /// Whether a pinch is zooming; always `false`, as no finger pinches a snapshot.
    public var isZooming: Bool { false }
    /// Whether the zoom is bouncing back within its limits; always `false`.
    public var isZoomBouncing: Bool { false }
    /// The pinch recognizer, present while zooming is possible (the limits differ), as on iOS.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        minimumZoomScale == maximumZoomScale ? nil : UIPinchGestureRecognizer(target: nil, action: nil)
    }
    /// tvOS's remote-press scrolling; `nil` on iOS, as here.
    public var directionalPressGestureRecognizer: UIGestureRecognizer { UIGestureRecognizer(target: nil, action: nil) }

    /// How the indicators are drawn; kept for source compatibility, as none are drawn.
    public var indicatorStyle: IndicatorStyle {
        get { extras.indicatorStyle }
        set { extras.indicatorStyle = newValue }
    }
    /// When dragging hides the keyboard; kept, as there is no keyboard here.
    public var keyboardDismissMode: KeyboardDismissMode {
        get { extras.keyboardDismissMode }
        set { extras.keyboardDismissMode = newValue }
    }
    /// Whether a table's section index shows.
    public var indexDisplayMode: IndexDisplayMode {
        get { extras.indexDisplayMode }
        set { extras.indexDisplayMode = newValue }
    }
    /// Where the vertical indicator runs, inset from the bounds.
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { extras.verticalScrollIndicatorInsets }
        set { extras.verticalScrollIndicatorInsets = newValue }
    }
    /// Where the horizontal indicator runs, inset from the bounds.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { extras.horizontalScrollIndicatorInsets }
        set { extras.horizontalScrollIndicatorInsets = newValue }
    }
    /// Both indicators' insets: reads the vertical one, sets both, as on iOS.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { extras.verticalScrollIndicatorInsets }
        set { extras.verticalScrollIndicatorInsets = newValue; extras.horizontalScrollIndicatorInsets = newValue }
    }
    /// Whether the indicators' insets follow the safe area.
    public var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { extras.automaticallyAdjustsScrollIndicatorInsets }
        set { extras.automaticallyAdjustsScrollIndicatorInsets = newValue }
    }
    /// Shows the indicators for a moment; nothing to show in a snapshot.
    public func flashScrollIndicators() {}
    /// Whether a drag that starts along one axis stays on it.
    public var isDirectionalLockEnabled: Bool {
        get { extras.isDirectionalLockEnabled }
        set { extras.isDirectionalLockEnabled = newValue }
    }
    /// Whether touches reach the content only after a pause that tells taps from drags.
    ///
    /// Differs from UIKit on purpose: simulated touches reach the content at once, as no drag
    /// can start in a snapshot.
    public var delaysContentTouches: Bool {
        get { extras.delaysContentTouches }
        set { extras.delaysContentTouches = newValue }
    }
    /// Whether a drag may take touches back from the content.
    public var canCancelContentTouches: Bool {
        get { extras.canCancelContentTouches }
        set { extras.canCancelContentTouches = newValue }
    }

    /// The pull-to-refresh control shown above the content.
    public var refreshControl: UIRefreshControl? {
        get { extras.refreshControl }
        set {
            extras.refreshControl?.removeFromSuperview()
            extras.refreshControl = newValue
            if let control = newValue { addSubview(control) }
        }
    }

}
