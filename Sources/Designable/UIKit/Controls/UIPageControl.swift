import Foundation

/// A row of dots, one per page, with the current page's highlighted, drawn as iOS 14 and
/// later draw it, as UIKit's `UIPageControl`.
///
/// ```swift
/// let dots = UIPageControl()
/// dots.numberOfPages = 5
/// dots.currentPage = 2
/// dots.addTarget(self, action: #selector(pageChanged(_:)), for: .valueChanged)
/// ```
///
/// Dots 7 points across, 16 points apart, centred in the bounds: the current one opaque white
/// (``currentPageIndicatorTintColor``), the others translucent white
/// (``pageIndicatorTintColor``), the defaults Apple documents, made for a page control over
/// content; with ``backgroundStyle`` `.prominent` they sit on a dark translucent capsule 26
/// points tall. A tap before or after the current dot moves one page back or forward and
/// sends `.valueChanged`.
///
/// Differences from iOS, on purpose: a snapshot shows the control at rest, so `.automatic`
/// draws no capsule (iOS shows it only while a finger is on the control), scrubbing is not
/// simulated (``interactionState`` stays `.none`), and dots that do not fit are clipped
/// rather than shrunk.
open class UIPageControl: UIControl {
    /// How the control is being used, as `UIPageControl.InteractionState`.
    public enum InteractionState: Int, Sendable, CaseIterable {
        /// No interaction.
        case none = 0
        /// A tap, which moves one page.
        case discrete = 1
        /// A scrub along the control, which moves through the pages.
        case continuous = 2
    }

    /// Whether the indicators sit on a capsule, as `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable, CaseIterable {
        /// A capsule only while the control is touched.
        case automatic = 0
        /// Always a capsule.
        case prominent = 1
        /// Never a capsule.
        case minimal = 2
    }

    /// The order and axis of the indicators, as `UIPageControl.Direction`.
    public enum Direction: Int, Sendable, CaseIterable {
        /// Leading to trailing in the layout direction.
        case natural = 0
        /// Left to right.
        case leftToRight = 1
        /// Right to left.
        case rightToLeft = 2
        /// Top to bottom, in a column.
        case topToBottom = 3
        /// Bottom to top, in a column.
        case bottomToTop = 4
    }

    /// The diameter of the default dot.
    static let dotDiameter: CGFloat = 7
    /// The distance between the centres of two default dots.
    static let dotPitch: CGFloat = 16
    /// The control's thickness across its axis: the capsule's height.
    static let thickness: CGFloat = 26
    /// The margin before the first and after the last cell, so that the end dots sit at the
    /// centres of the capsule's round ends (13 − 16 / 2).
    static let endMargin: CGFloat = 5

    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]

    /// The number of pages, so of dots; 0 by default, and never negative.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = storedCurrentPage
            invalidateIntrinsicContentSize()
        }
    }

    private var storedCurrentPage = 0
    /// The current page, from 0; pinned to 0 … ``numberOfPages`` − 1, as on iOS.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = Swift.max(0, Swift.min(newValue, numberOfPages - 1)) }
    }

    /// Whether the control shows nothing when there is only one page; `false` by default.
    open var hidesForSinglePage = false
    /// The colour of the dots of the other pages; translucent white when `nil`.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot; opaque white when `nil`.
    open var currentPageIndicatorTintColor: UIColor?
    /// Whether the indicators sit on a capsule; `.automatic` by default.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// The order and axis of the indicators; `.natural` by default.
    open var direction: Direction = .natural { didSet { invalidateIntrinsicContentSize() } }
    /// How the control is being used; always `.none`, as a snapshot shows the control at rest.
    open private(set) var interactionState: InteractionState = .none
    /// Whether scrubbing along the control moves through the pages; `true` by default. It
    /// changes nothing here, as scrubbing is not simulated.
    open var allowsContinuousInteraction = true
    /// The image every indicator shows instead of a dot, unless its page has its own; `nil` by
    /// default. A template image takes the indicator's colour.
    open var preferredIndicatorImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// The image the current page's indicator shows, unless its page has its own; `nil` by
    /// default (the indicator image is used).
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }

    /// Creates a page control with the specified frame rectangle.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a page control from an Interface Builder document: `numberOfPages`,
    /// `currentPage`, `hidesForSinglePage`, `backgroundStyle`, `allowsContinuousInteraction`,
    /// the indicator images and the two indicator colours. A number that is not one is an
    /// error naming the document, the line and the key.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let n = coder.decodedWholeNumber(ViewCodingKey.numberOfPages) { numberOfPages = n }
        if let p = coder.decodedWholeNumber(ViewCodingKey.currentPage) { currentPage = p }
        if let h = coder.decodedBool(ViewCodingKey.hidesForSinglePage) { hidesForSinglePage = h }
        if let s = coder.decodedEnum(ViewCodingKey.backgroundStyle, as: BackgroundStyle.self) { backgroundStyle = s }
        if let d = coder.decodedEnum(ViewCodingKey.direction, as: Direction.self) { direction = d }
        if let c = coder.decodedBool(ViewCodingKey.allowsContinuousInteraction) { allowsContinuousInteraction = c }
        preferredIndicatorImage = coder.decoded(ViewCodingKey.preferredIndicatorImage, as: UIImage.self)
        preferredCurrentPageIndicatorImage = coder.decoded(ViewCodingKey.preferredCurrentPageIndicatorImage, as: UIImage.self)
        pageIndicatorTintColor = coder.decoded(ViewCodingKey.pageIndicatorTintColor, as: UIColor.self)
        currentPageIndicatorTintColor = coder.decoded(ViewCodingKey.currentPageIndicatorTintColor, as: UIColor.self)
    }

    // MARK: Indicator images

    /// The image set for `page` alone, or `nil`.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
    /// Sets the image `page`'s indicator shows instead of ``preferredIndicatorImage``; `nil`
    /// removes it.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        invalidateIntrinsicContentSize()
    }

    /// The image set for `page`'s indicator when it is the current page, or `nil`.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }
    /// Sets the image `page`'s indicator shows when it is the current page; `nil` removes it.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
        invalidateIntrinsicContentSize()
    }

    /// The image `page`'s indicator shows, or `nil` for a dot.
    private func image(forPage page: Int) -> UIImage? {
        if page == currentPage, let image = currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage { return image }
        return indicatorImages[page] ?? preferredIndicatorImage
    }

    // MARK: Size and layout

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// The length of `page`'s cell along the axis: a dot's pitch, or an image's length plus
    /// the same 9-point gap.
    private func cellLength(forPage page: Int) -> CGFloat {
        guard let image = image(forPage: page) else { return UIPageControl.dotPitch }
        let length = isVertical ? image.size.height : image.size.width
        return Swift.max(UIPageControl.dotPitch, length + UIPageControl.dotPitch - UIPageControl.dotDiameter)
    }

    /// The size that shows `pageCount` indicators: their cells and a 5-point margin at each
    /// end along the axis, 26 points across it (swapped for a vertical ``direction``); nothing
    /// along the axis for no pages.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = Swift.max(0, pageCount)
        let length = n == 0 ? 0 : (0..<n).reduce(2 * UIPageControl.endMargin) { $0 + cellLength(forPage: $1) }
        let across = Swift.max(UIPageControl.thickness, (0..<n).compactMap { image(forPage: $0).map { isVertical ? $0.size.width : $0.size.height } }.max() ?? 0)
        return isVertical ? CGSize(width: across, height: length) : CGSize(width: length, height: across)
    }

    /// The size that shows every page.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    /// The size that shows every page, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// Whether page 0 is at the right (or the bottom) end.
    private var isReversed: Bool {
        switch direction {
        case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .rightToLeft, .bottomToTop: true
        case .leftToRight, .topToBottom: false
        }
    }

    /// The centre of each page's indicator along the axis, in the bounds' coordinates, with the
    /// content centred in the bounds.
    private func indicatorCentres() -> [CGFloat] {
        let content = size(forNumberOfPages: numberOfPages)
        let length = isVertical ? content.height : content.width
        let start = (isVertical ? bounds.midY : bounds.midX) - length / 2
        var position = start + UIPageControl.endMargin
        var centres: [CGFloat] = []
        for page in 0..<numberOfPages {
            let cell = cellLength(forPage: page)
            centres.append(position + cell / 2)
            position += cell
        }
        guard isReversed else { return centres }
        // Mirrored about the content's middle, so page 0 is at the far end.
        return centres.map { 2 * start + length - $0 }
    }

    private var showsIndicators: Bool { numberOfPages > 0 && !(hidesForSinglePage && numberOfPages == 1) }

    // MARK: Tapping

    /// A tap before the current indicator goes back a page, after it forward, as on iOS; a
    /// change sends `.valueChanged`.
    override func touchUpInsideEvents(_ touch: UITouch) -> Event {
        guard showsIndicators else { return [] }
        let point = touch.location(in: self)
        let along = isVertical ? point.y : point.x
        let centre = indicatorCentres()[currentPage]
        let towardsEnd = along > centre
        let forward = isReversed ? !towardsEnd : towardsEnd
        let old = currentPage
        currentPage += forward ? 1 : -1
        return currentPage == old ? [] : .valueChanged
    }

    // MARK: Drawing

    /// Draws the capsule (for `.prominent`) and each page's dot or image.
    open override func draw(_ rect: CGRect) {
        guard showsIndicators else { return }
        let content = size(forNumberOfPages: numberOfPages)
        let box = CGRect(x: bounds.midX - content.width / 2, y: bounds.midY - content.height / 2,
                         width: content.width, height: content.height)
        if backgroundStyle == .prominent {
            UIColor(white: 0, alpha: 0.2).setFill()
            UIBezierPath(roundedRect: box, cornerRadius: Swift.min(box.width, box.height) / 2).fill()
        }
        for (page, centreAlong) in indicatorCentres().enumerated() {
            let centre = isVertical ? CGPoint(x: bounds.midX, y: centreAlong) : CGPoint(x: centreAlong, y: bounds.midY)
            let color = page == currentPage ? (currentPageIndicatorTintColor ?? .white) : (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3))
            if let image = image(forPage: page) {
                let s = image.size
                image.draw(in: CGRect(x: centre.x - s.width / 2, y: centre.y - s.height / 2, width: s.width, height: s.height),
                           templateTint: color)
            } else {
                let d = UIPageControl.dotDiameter
                color.setFill()
                UIBezierPath(ovalIn: CGRect(x: centre.x - d / 2, y: centre.y - d / 2, width: d, height: d)).fill()
            }
        }
    }
}
