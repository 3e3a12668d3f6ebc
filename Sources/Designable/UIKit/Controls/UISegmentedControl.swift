import Foundation

/// A row of segments with one selected, drawn as iOS 13 and later draw it, as UIKit's `UISegmentedControl`.
///
/// ```swift
/// let picker = UISegmentedControl(items: ["Day", "Week", "Month"])
/// picker.selectedSegmentIndex = 1
/// picker.frame = CGRect(x: 0, y: 0, width: 240, height: 32)
/// ```
///
/// A light grey rounded track; the selected segment is a raised white card (or
/// ``selectedSegmentTintColor``) with a semibold title; thin separators between unselected segments.
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1

    /// One segment: what it shows, its own width and offset, whether it is enabled, its action.
    struct SegmentContent {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        /// 0: sized by the control.
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var isEnabled = true
    }
    private var segments: [SegmentContent] = []
    private var titles: [String?] { segments.map(\.title) }
    private var segmentImages: [UIImage?] { segments.map(\.image) }
    /// Per-state title attributes, background and divider images, and content adjustments.
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var backgroundImages: [String: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]
    private var positionAdjustments: [String: UIOffset] = [:]

    /// Whether a tap only flashes its segment and sends `.valueChanged`, leaving none selected.
    open var isMomentary = false
    /// Whether segments are as wide as their content rather than all as wide as the widest.
    open var apportionsSegmentWidthsByContent = false
    /// The index of the selected segment, or ``noSegment``.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The colour of the selected segment's card; white (dark grey in dark appearance) when `nil`.
    open var selectedSegmentTintColor: UIColor?

    /// Creates a control with no segments and the specified frame rectangle.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Segments from strings and images, in order; 32 points tall.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            segments.append(SegmentContent(title: item as? String, image: item as? UIImage))
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a segmented control from an Interface Builder document, decoding its segment titles and
    /// selected index.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        for t in coder.decoded(ViewCodingKey.segmentTitles, as: [String].self) ?? [] {
            segments.append(SegmentContent(title: t))
        }
        if let i = coder.decodedInteger(ViewCodingKey.selectedSegmentIndex) { selectedSegmentIndex = i }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// A control with a segment for each action, titled and imaged by it, as iOS 14's
    /// `UISegmentedControl(frame:actions:)`; a tap on a segment performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { segments.append(SegmentContent(title: action.title, image: action.image, action: action)) }
    }

    /// Inserts a segment for `action` at `segment`; `animated` is ignored.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: action.title, image: action.image, action: action), at: segment)
    }
    /// Sets the action of the segment at `segment`, and its title and image from it.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segments[segment].image = action.image
    }
    /// The action of the segment at `segment`.
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }
    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }
    /// Inserts a segment showing `image` at `segment`; `animated` is ignored.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) { insert(SegmentContent(image: image), at: segment) }
    /// Removes the segment at `segment`, moving the selection with it; `animated` is ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = UISegmentedControl.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        invalidateIntrinsicContentSize()
    }
    /// Shows `image` in the segment at `segment` instead of its title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        if image != nil { segments[segment].title = nil }
    }
    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// Gives the segment at `segment` a width of its own; 0 lets the control size it.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = Swift.max(0, width)
        invalidateIntrinsicContentSize()
    }
    /// The width given to the segment at `segment`; 0 when the control sizes it.
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    /// Moves the content of the segment at `segment` by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
    }
    /// The content offset of the segment at `segment`.
    open func contentOffsetForSegment(at segment: Int) -> CGSize { segments.indices.contains(segment) ? segments[segment].contentOffset : .zero }
    /// Enables or disables the segment at `segment`: a disabled one is dimmed and ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }
    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }

    private static func key(_ parts: Any...) -> String { parts.map { "\($0)" }.joined(separator: "|") }

    /// The image drawn as the control's track for `state` and `barMetrics`, stretched to the bounds.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[Self.key(state.rawValue, barMetrics.rawValue)] = backgroundImage
    }
    /// The track image for `state` and `barMetrics`.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[Self.key(state.rawValue, barMetrics.rawValue)]
    }
    /// The image between two segments in these states; kept, as the separators are drawn as iOS 13 draws them.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        dividerImages[Self.key(leftState.rawValue, rightState.rawValue, barMetrics.rawValue)] = dividerImage
    }
    /// The divider image between segments in these states.
    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages[Self.key(leftState.rawValue, rightState.rawValue, barMetrics.rawValue)]
    }
    /// The title attributes (font, colour…) for segments in `state`, laid over the normal ones.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
    }
    /// The title attributes for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }
    /// Moves the content of segments of `leftCenterRightOrAlone` kind; kept for appearance code.
    open func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) {
        positionAdjustments[Self.key(leftCenterRightOrAlone.rawValue, barMetrics.rawValue)] = adjustment
    }
    /// The content adjustment for segments of that kind.
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        positionAdjustments[Self.key(leftCenterRightOrAlone.rawValue, barMetrics.rawValue)] ?? UIOffset(horizontal: 0, vertical: 0)
    }

    /// A tap selects the segment under it, which sends `.valueChanged` when the selection changes.
    override func touchUpInsideEvents(_ touch: UITouch) -> Event {
        guard numberOfSegments > 0, bounds.width > 0 else { return [] }
        let x = touch.location(in: self).x
        let frames = segmentFrames()
        guard let index = frames.firstIndex(where: { x < $0.maxX }) ?? frames.indices.last,
              segments[index].isEnabled else { return [] }
        if let action = segments[index].action { sendAction(action) }
        if isMomentary { return .valueChanged }
        guard index != selectedSegmentIndex else { return [] }
        selectedSegmentIndex = index
        return .valueChanged
    }

    /// Each segment's frame in the bounds: explicit widths first, the rest shared equally, or
    /// by content when ``apportionsSegmentWidthsByContent``.
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let autoCount = segments.filter { $0.width <= 0 }.count
        let remaining = Swift.max(0, bounds.width - fixed)
        var contentWidths: [CGFloat] = []
        if apportionsSegmentWidthsByContent {
            contentWidths = segments.map { s in
                if let image = s.image { return image.size.width + 24 }
                return (s.title ?? "").size(withAttributes: [.font: selectedTitleFont]).width + 24
            }
        }
        let autoContent = zip(segments, contentWidths).filter { $0.0.width <= 0 }.reduce(CGFloat(0)) { $0 + $1.1 }
        var x = bounds.minX
        return segments.enumerated().map { i, s in
            let w: CGFloat
            if s.width > 0 { w = s.width }
            else if apportionsSegmentWidthsByContent, autoContent > 0 { w = remaining * contentWidths[i] / autoContent }
            else { w = autoCount > 0 ? remaining / CGFloat(autoCount) : 0 }
            defer { x += w }
            return CGRect(x: x, y: bounds.minY, width: w, height: bounds.height)
        }
    }

    /// Inserts a segment titled `title` at index `segment`, clamped to the valid range; `animated` is
    /// ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: title), at: segment)
    }

    private func insert(_ new: SegmentContent, at segment: Int) {
        let i = Swift.max(0, Swift.min(segment, segments.count))
        segments.insert(new, at: i)
        if selectedSegmentIndex >= i, selectedSegmentIndex != UISegmentedControl.noSegment { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Sets the title of the segment at `segment`; an index out of range is ignored.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    /// The title of the segment at `segment`, or `nil` when it has none or does not exist.
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// Removes every segment and clears the selection.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    private var titleFont: UIFont { .systemFont(ofSize: 13) }
    private var selectedTitleFont: UIFont { .systemFont(ofSize: 13, weight: .semibold) }

    /// Every segment as wide as the widest title plus padding; 32 points tall.
    open override var intrinsicContentSize: CGSize {
        let contents = segments.map { s -> CGFloat in
            if s.width > 0 { return s.width }
            if let image = s.image { return image.size.width + 24 }
            return (s.title ?? "").size(withAttributes: [.font: selectedTitleFont]).width + 24
        }
        if apportionsSegmentWidthsByContent || segments.contains(where: { $0.width > 0 }) {
            let widestAuto = zip(segments, contents).filter { $0.0.width <= 0 }.map(\.1).max() ?? 0
            let total = zip(segments, contents).reduce(CGFloat(0)) { sum, pair in
                sum + (pair.0.width > 0 || apportionsSegmentWidthsByContent ? pair.1 : widestAuto)
            }
            return CGSize(width: total.rounded(.up), height: 32)
        }
        let widest = contents.max() ?? 0
        return CGSize(width: (widest * CGFloat(Swift.max(1, segments.count))).rounded(.up), height: 32)
    }

    /// The control's intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the track, the selected segment's card, the separators and the titles.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), !titles.isEmpty else { return }
        let track = bounds
        if let background = backgroundImage(for: isEnabled ? .normal : .disabled, barMetrics: .default) ?? backgroundImage(for: .normal, barMetrics: .default) {
            background.draw(in: track)
        } else {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: track, cornerRadius: 9).fill()
        }
        let frames = segmentFrames()
        func segmentRect(_ i: Int) -> CGRect { frames[i] }

        for i in 1..<titles.count where i != selectedSegmentIndex && i - 1 != selectedSegmentIndex {
            let x = segmentRect(i).minX
            UIColor.separator.setFill()
            ctx.fill(CGRect(x: x - 0.5, y: track.midY - 8, width: 1, height: 16))
        }
        if titles.indices.contains(selectedSegmentIndex) {
            let card = segmentRect(selectedSegmentIndex).insetBy(dx: 2, dy: 2)
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: UIColor(white: 0, alpha: 0.12).cgColor)
            (selectedSegmentTintColor ?? UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(white: 0.39, alpha: 1) : .white })).setFill()
            UIBezierPath(roundedRect: card, cornerRadius: 7).fill()
            ctx.restoreGState()
        }
        for (i, title) in titles.enumerated() {
            let segment = segments[i]
            let r = segmentRect(i).offsetBy(dx: segment.contentOffset.width, dy: segment.contentOffset.height)
            if let image = segmentImages[i] {
                image.draw(in: UIView.ContentMode.center.rect(for: image.size, in: r), templateTint: tintColor)
                continue
            }
            guard let title else { continue }
            let font = i == selectedSegmentIndex ? selectedTitleFont : titleFont
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            style.lineBreakMode = .byTruncatingTail
            let enabled = isEnabled && segment.isEnabled
            var attrs: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: enabled ? UIColor.label : .tertiaryLabel, .paragraphStyle: style]
            let state: UIControl.State = !enabled ? .disabled : i == selectedSegmentIndex ? .selected : .normal
            for (key, value) in titleTextAttributes(for: .normal) ?? [:] { attrs[key] = value }
            if state != .normal { for (key, value) in titleTextAttributes(for: state) ?? [:] { attrs[key] = value } }
            let lineRect = CGRect(x: r.minX + 6, y: r.midY - font.lineHeight / 2, width: r.width - 12, height: font.lineHeight)
            title.draw(in: lineRect, withAttributes: attrs)
        }
    }
}
