import Foundation

/// Which bar height a background image is for, as UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable, CaseIterable {
    /// The bar's usual height.
    case `default` = 0
    /// The shorter bar of a phone in landscape.
    case compact = 1
    /// The usual height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}

/// What a navigation bar shows for one screen, as UIKit's `UINavigationItem`: a title (or a
/// view in its place) and the bar button items either side.
open class UINavigationItem: NSObject {
    /// The title, centred in the bar.
    open var title: String?
    /// A view shown in place of the title.
    open var titleView: UIView?
    /// The items at the leading edge, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items at the trailing edge, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The first of ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false
    /// How much of the back button's title shows, as UIKit's `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's title, or "Back" when it does not fit.
        case `default` = 0
        /// "Back", never the previous item's title.
        case generic
        /// The chevron alone.
        case minimal
    }
    /// How much of the back button's title shows while the next item is on top.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// Whether this item's ``leftBarButtonItems`` follow the back button rather than replace it.
    open var leftItemsSupplementBackButton = false
    /// The item whose title the back button shows while the next item is on top; only its
    /// title is read.
    open var backBarButtonItem: UIBarButtonItem?
    /// The title of the back button while the next item is on top, when there is no
    /// ``backBarButtonItem``.
    open var backButtonTitle: String?

    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// An item titled `title`.
    public init(title: String) { self.title = title }
    /// An item with no title.
    public override init() {}
}

/// The bar across the top of a navigation interface, as UIKit's `UINavigationBar`: 44 points
/// tall, the top item's title centred in semibold 17-point text, its bar button items at either
/// edge, a hairline along the bottom; under a pushed item, a back button at the leading edge:
/// a chevron and the item below's back title (its ``UINavigationItem/backBarButtonItem``'s
/// title, its ``UINavigationItem/backButtonTitle`` or its title), shortened to "Back" and then
/// to the chevron alone when it would reach the title. Tapping it pops the top item.
///
/// ``setBackgroundImage(_:for:)`` with an empty `UIImage()` and an empty ``shadowImage`` make
/// the bar transparent, the usual trick, as on iOS. Differs from UIKit on purpose: the bar is
/// opaque otherwise (``barTintColor``, else the system background), as a snapshot has nothing
/// behind it to blur; the chevron is drawn as a stroke, not from the SF Symbols font.
open class UINavigationBar: UIView {
    /// The items, the top one shown.
    open private(set) var items: [UINavigationItem]? { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// The item shown: the last of ``items``.
    open var topItem: UINavigationItem? { items?.last }
    /// The item under the top one.
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
    /// Light or black.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
    /// The bar's colour; the system background (black for the black style) when `nil`.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether iOS would blur what is behind the bar; kept for source compatibility.
    open var isTranslucent = true
    /// The title's attributes over the default semibold 17-point label colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsDisplay() } }
    /// The hairline along the bar's bottom edge: the separator colour when `nil`, nothing for an
    /// empty image. Drawn inside the bar, where iOS draws it just below.
    open var shadowImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Whether large titles are preferred; kept for source compatibility, as the bar is drawn at its compact height.
    open var prefersLargeTitles = false
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    static let height: CGFloat = 44

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    /// Sets the items; the last one shows.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    /// Shows `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
    /// Removes the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var current = items, !current.isEmpty else { return nil }
        let top = current.removeLast()
        items = current
        return top
    }

    /// The image drawn behind the bar for `barMetrics`; an empty image leaves the bar clear.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        setNeedsDisplay()
    }

    /// The image drawn behind the bar for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    /// Called when the back button is tapped, before the bar pops its top item itself; the
    /// navigation controller that owns the bar pops its stack instead.
    var backButtonTapped: (() -> Void)?

    /// Whether the top item shows a back button: an item under it, not hidden, and no left
    /// items in its place.
    private var showsBackButton: Bool {
        guard backItem != nil, let top = topItem, !top.hidesBackButton else { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    /// The chevron's width and the space between it and the back title.
    private static let chevronWidth: CGFloat = 13, chevronGap: CGFloat = 6, backInset: CGFloat = 8

    /// The back button's frame and title (`nil` for the chevron alone), in the bar's
    /// coordinates; `nil` when there is no back button.
    func backButtonLayout() -> (frame: CGRect, title: String?)? {
        guard showsBackButton, let back = backItem else { return nil }
        let font = UIFont.systemFont(ofSize: 17)
        let titleFrame = titleFrame()
        // The back title may reach to the centred title, less a margin, on the leading side.
        let room = (titleFrame.map { $0.minX } ?? bounds.width / 2) - Self.backInset - Self.chevronWidth - Self.chevronGap - BarItemDrawing.spacing
        var title: String?
        for candidate in [back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title, "Back"] {
            guard let text = candidate, !text.isEmpty else { continue }
            if (text as NSString).size(withAttributes: [.font: font]).width <= room { title = text; break }
        }
        let titleWidth = title.map { (($0 as NSString).size(withAttributes: [.font: font]).width).rounded(.up) } ?? 0
        let width = Self.chevronWidth + (title == nil ? 0 : Self.chevronGap + titleWidth)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - Self.backInset - width : Self.backInset
        return (CGRect(x: x, y: 0, width: width, height: bounds.height), title)
    }

    /// Where the top item's title is drawn, when it has one and no title view.
    private func titleFrame() -> CGRect? {
        guard topItem?.titleView == nil, let title = topItem?.title else { return nil }
        let size = (title as NSString).size(withAttributes: titleAttributes)
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    private var titleAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold),
                                                         .foregroundColor: barStyle == .black ? UIColor.white : UIColor.label]
        for (key, value) in titleTextAttributes ?? [:] { attributes[key] = value }
        return attributes
    }

    /// The frames of the top item's left items (leading edge inwards, after the back button
    /// when they supplement it) and right items (trailing edge inwards), in the bar's coordinates.
    func itemFrames() -> (left: [CGRect], right: [CGRect]) {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let back = backButtonLayout()
        func lay(_ items: [UIBarButtonItem], fromLeading: Bool) -> [CGRect] {
            var x = BarItemDrawing.margin
            if fromLeading, let back { x = (rtl ? bounds.width - back.frame.minX : back.frame.maxX) + BarItemDrawing.spacing }
            return items.map { item in
                let w = BarItemDrawing.width(of: item, in: self)
                let fromLeft = fromLeading != rtl
                let frame = CGRect(x: fromLeft ? x : bounds.width - x - w, y: 0, width: w, height: bounds.height)
                x += w + BarItemDrawing.spacing
                return frame
            }
        }
        return (lay(topItem?.leftBarButtonItems ?? [], fromLeading: true), lay(topItem?.rightBarButtonItems ?? [], fromLeading: false))
    }

    /// The top item's bar button items with their frames, leading ones first.
    private var placedItems: [(item: UIBarButtonItem, frame: CGRect)] {
        let frames = itemFrames()
        return Array(zip(topItem?.leftBarButtonItems ?? [], frames.left)) + Array(zip(topItem?.rightBarButtonItems ?? [], frames.right))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (item, frame) in placedItems {
            if let view = item.customView { BarItemDrawing.place(view, in: frame, of: self) }
        }
        if let titleView = topItem?.titleView {
            if titleView.superview !== self { addSubview(titleView) }
            let size = titleView.frame.size == .zero ? titleView.intrinsicContentSize : titleView.frame.size
            titleView.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
        }
    }

    open override func draw(_ rect: CGRect) {
        BarItemDrawing.drawBackground(of: self, backgroundImage: backgroundImages[.default], barTint: barTintColor, style: barStyle,
                                      shadowImage: shadowImage, atTop: false)
        for (item, frame) in placedItems {
            BarItemDrawing.draw(item, in: frame, of: self)
        }
        if let title = topItem?.title, let frame = titleFrame() {
            (title as NSString).draw(at: frame.origin, withAttributes: titleAttributes)
        }
        if let back = backButtonLayout() { drawBackButton(back.frame, title: back.title) }
    }

    /// A chevron pointing to the leading edge, then the title, in the tint colour.
    private func drawBackButton(_ frame: CGRect, title: String?) {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let chevronX = rtl ? frame.maxX - Self.chevronWidth : frame.minX
        let tip = rtl ? chevronX + Self.chevronWidth - 2 : chevronX + 2
        let tail = rtl ? chevronX + 2 : chevronX + Self.chevronWidth - 2
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: tail, y: frame.midY - 10))
        chevron.addLine(to: CGPoint(x: tip, y: frame.midY))
        chevron.addLine(to: CGPoint(x: tail, y: frame.midY + 10))
        chevron.lineWidth = 3
        chevron.lineCapStyle = .round
        chevron.lineJoinStyle = .round
        tintColor.setStroke()
        chevron.stroke()
        guard let title else { return }
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: tintColor as Any]
        let size = (title as NSString).size(withAttributes: attributes)
        let x = rtl ? chevronX - Self.chevronGap - size.width : chevronX + Self.chevronWidth + Self.chevronGap
        (title as NSString).draw(at: CGPoint(x: x.rounded(), y: (frame.midY - size.height / 2).rounded()), withAttributes: attributes)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let placed = placedItems
        guard let point = touches.first?.location(in: self) else { return super.touchesEnded(touches, with: event) }
        if let back = backButtonLayout(), back.frame.contains(point) {
            if let backButtonTapped { backButtonTapped() } else { popItem(animated: true) }
            return
        }
        guard let item = BarItemDrawing.item(at: point, in: placed.map(\.item), frames: placed.map(\.frame)) else {
            return super.touchesEnded(touches, with: event)
        }
        item.sendAction()
    }
}
