import Foundation

/// A pull-to-refresh control, as UIKit's `UIRefreshControl`.
///
/// Snapshot semantics: nothing is pulled, so it sits above the content, out of sight; while
/// refreshing it shows as the activity indicator iOS draws there, at the top of the scroll view.
open class UIRefreshControl: UIControl {
    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false
    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString?
    private let spinner = UIActivityIndicatorView(style: .medium)

    /// A refresh control; its frame is set by the scroll view it is added to.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = true
        addSubview(spinner)
    }

    /// A refresh control.
    public convenience init() { self.init(frame: .zero) }

    /// A refresh control from an Interface Builder document.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        spinner.hidesWhenStopped = true
        addSubview(spinner)
    }

    /// Starts refreshing: the spinner turns.
    open func beginRefreshing() {
        isRefreshing = true
        spinner.startAnimating()
    }

    /// Ends refreshing: the spinner stops and hides.
    open func endRefreshing() {
        isRefreshing = false
        spinner.stopAnimating()
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let scrollView = superview as? UIScrollView else { return }
        frame = CGRect(x: 0, y: -60, width: scrollView.bounds.width, height: 60)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
        spinner.color = tintColor
    }
}
