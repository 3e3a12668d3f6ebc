import Foundation

/// A bar that fills as a task progresses, drawn as iOS 17 draws it, as UIKit's
/// `UIProgressView`; a view, not a control, as in UIKit.
///
/// ```swift
/// let download = UIProgressView(progressViewStyle: .default)
/// download.frame = CGRect(x: 16, y: 100, width: 280, height: 4)
/// download.setProgress(0.4, animated: false)
/// ```
///
/// The `.default` style is a rounded track 4 points tall in ``UIColor/systemFill`` with the
/// progress in the tint colour, rounded too; `.bar`, for toolbars, is 2.5 points tall, square,
/// with a clear track. The bar fills the view's bounds, so a taller frame draws a thicker bar,
/// as on iOS since iOS 14; it fills from the leading edge, so from the right in right-to-left
/// layouts.
open class UIProgressView: UIView {
    /// The look of a progress view, as `UIProgressView.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// The standard progress bar: 4 points, rounded, on a grey track.
        case `default` = 0
        /// The toolbar's progress bar: 2.5 points, square, on a clear track.
        case bar = 1
    }

    private var storedProgress: Float = 0

    /// The view's style; `.default` unless made with ``init(progressViewStyle:)`` or decoded.
    open var progressViewStyle: Style = .default { didSet { invalidateIntrinsicContentSize() } }

    /// How far the task has got, from 0 to 1; values outside are pinned to those limits, as on
    /// iOS. While ``observedProgress`` is set, this is its `fractionCompleted`.
    open var progress: Float {
        get {
            guard let observed = observedProgress else { return storedProgress }
            return UIProgressView.pinned(Float(observed.fractionCompleted))
        }
        set { storedProgress = UIProgressView.pinned(newValue) }
    }

    /// The colour of the filled part; the tint colour when `nil`.
    open var progressTintColor: UIColor?
    /// The colour of the unfilled track; ``UIColor/systemFill`` (clear for `.bar`) when `nil`.
    open var trackTintColor: UIColor?
    /// An image stretched over the filled part instead of ``progressTintColor``.
    open var progressImage: UIImage?
    /// An image stretched over the track instead of ``trackTintColor``.
    open var trackImage: UIImage?

    /// A Foundation `Progress` whose `fractionCompleted` the view shows as ``progress``; `nil`
    /// by default. iOS updates the bar as the progress reports; here each render reads it, so
    /// a snapshot shows its fraction at that moment.
    open var observedProgress: Progress?

    /// Creates a progress view of `style`, as tall as the style's bar and of no width.
    public init(progressViewStyle style: Style) {
        super.init(frame: .zero)
        progressViewStyle = style
        frame.size = CGSize(width: 0, height: barHeight)
    }

    /// Creates a `.default` progress view with the specified frame rectangle, kept as given.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a progress view from an Interface Builder document: `progressViewStyle`,
    /// `progress`, the two colours and the two images. A progress that is not a number is an
    /// error naming the document, the line and the key.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let s = coder.decodedEnum(ViewCodingKey.progressViewStyle, as: Style.self) { progressViewStyle = s }
        if let p = coder.decodedNumber(ViewCodingKey.progress) { progress = Float(p) }
        progressTintColor = coder.decoded(ViewCodingKey.progressTintColor, as: UIColor.self)
        trackTintColor = coder.decoded(ViewCodingKey.trackTintColor, as: UIColor.self)
        progressImage = coder.decoded(ViewCodingKey.progressImage, as: UIImage.self)
        trackImage = coder.decoded(ViewCodingKey.trackImage, as: UIImage.self)
    }

    /// Sets ``progress``. Nothing is animated in a snapshot, so `animated` changes nothing:
    /// the bar shows the new progress at once, as at the end of iOS's animation.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    private static func pinned(_ value: Float) -> Float { value.isNaN ? 0 : Swift.min(1, Swift.max(0, value)) }

    /// The style's bar height: 4 points, or 2.5 for `.bar`.
    private var barHeight: CGFloat { progressViewStyle == .bar ? 2.5 : 4 }

    /// No width of its own; the style's bar height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }
    /// The offered width and the style's bar height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// Draws the track and the filled part over the bounds.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        let track = bounds
        let radius = progressViewStyle == .bar ? 0 : track.height / 2
        let shape = UIBezierPath(roundedRect: track, cornerRadius: radius)
        if let trackImage {
            trackImage.draw(in: track)
        } else {
            (trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)).setFill()
            shape.fill()
        }
        let width = track.width * CGFloat(progress)
        guard width > 0 else { return }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let filled = CGRect(x: rightToLeft ? track.maxX - width : track.minX, y: track.minY, width: width, height: track.height)
        if let progressImage {
            ctx.saveGState()
            ctx.clip(to: filled)
            progressImage.draw(in: track)
            ctx.restoreGState()
        } else {
            // Rounded at both ends, inside the track's rounded shape.
            ctx.saveGState()
            shape.addClip()
            (progressTintColor ?? tintColor).setFill()
            UIBezierPath(roundedRect: filled, cornerRadius: Swift.min(radius, width / 2)).fill()
            ctx.restoreGState()
        }
    }
}
