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

    private var titles: [String?] = []
    private var segmentImages: [UIImage?] = []
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
            titles.append(item as? String)
            segmentImages.append(item as? UIImage)
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a segmented control from an Interface Builder document, decoding its segment titles and
    /// selected index.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        for t in coder.decoded(ViewCodingKey.segmentTitles, as: [String].self) ?? [] {
            titles.append(t)
            segmentImages.append(nil)
        }
        if let i = coder.decodedInteger(ViewCodingKey.selectedSegmentIndex) { selectedSegmentIndex = i }
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// A tap selects the segment under it, which sends `.valueChanged` when the selection changes.
    override func touchUpInsideEvents(_ touch: UITouch) -> Event {
        guard numberOfSegments > 0, bounds.width > 0 else { return [] }
        let x = touch.location(in: self).x - bounds.minX
        let index = Swift.min(numberOfSegments - 1, Swift.max(0, Int(x / (bounds.width / CGFloat(numberOfSegments)))))
        guard index != selectedSegmentIndex else { return [] }
        selectedSegmentIndex = index
        return .valueChanged
    }

    /// Inserts a segment titled `title` at index `segment`, clamped to the valid range; `animated` is
    /// ignored.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let i = Swift.max(0, Swift.min(segment, titles.count))
        titles.insert(title, at: i)
        segmentImages.insert(nil, at: i)
    }

    /// Sets the title of the segment at `segment`; an index out of range is ignored.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }

    /// The title of the segment at `segment`, or `nil` when it has none or does not exist.
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// Removes every segment and clears the selection.
    open func removeAllSegments() {
        titles = []
        segmentImages = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    private var titleFont: UIFont { .systemFont(ofSize: 13) }
    private var selectedTitleFont: UIFont { .systemFont(ofSize: 13, weight: .semibold) }

    /// Every segment as wide as the widest title plus padding; 32 points tall.
    open override var intrinsicContentSize: CGSize {
        let widest = titles.map { ($0 ?? "").size(withAttributes: [.font: selectedTitleFont]).width }.max() ?? 0
        return CGSize(width: ((widest + 24) * CGFloat(Swift.max(1, titles.count))).rounded(.up), height: 32)
    }

    /// The control's intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Draws the track, the selected segment's card, the separators and the titles.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), !titles.isEmpty else { return }
        let track = bounds
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: track, cornerRadius: 9).fill()
        let width = track.width / CGFloat(titles.count)
        func segmentRect(_ i: Int) -> CGRect { CGRect(x: track.minX + CGFloat(i) * width, y: track.minY, width: width, height: track.height) }

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
            let r = segmentRect(i)
            if let image = segmentImages[i] {
                image.draw(in: UIView.ContentMode.center.rect(for: image.size, in: r), templateTint: tintColor)
                continue
            }
            guard let title else { continue }
            let font = i == selectedSegmentIndex ? selectedTitleFont : titleFont
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            style.lineBreakMode = .byTruncatingTail
            let attrs: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: isEnabled ? UIColor.label : .tertiaryLabel, .paragraphStyle: style]
            let lineRect = CGRect(x: r.minX + 6, y: r.midY - font.lineHeight / 2, width: r.width - 12, height: font.lineHeight)
            title.draw(in: lineRect, withAttributes: attrs)
        }
    }
}
