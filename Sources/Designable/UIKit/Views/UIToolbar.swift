import Foundation

/// The look of a bar, as UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable, CaseIterable {
    /// A light bar with dark content (dark in dark mode).
    case `default` = 0
    /// A black bar with light content.
    case black = 1
}

/// A bar of ``UIBarButtonItem``s, as UIKit's `UIToolbar`: 44 points tall, items laid out from
/// the leading edge with flexible spaces sharing what is left, a hairline along the top.
///
/// Items are drawn by the toolbar: titles in the system font at 17 points (semibold for the
/// `.done` style), images as templates, both in the item's or the bar's tint colour, dimmed
/// when disabled; custom views are placed as subviews. A tap on an item (see
/// `UIView.simulateTap(at:)`) sends its action. Differs from UIKit on purpose: the bar is
/// opaque (``barTintColor``, else the system background), as a snapshot has nothing behind
/// it to blur.
open class UIToolbar: UIView {
    /// The items, from the leading edge.
    open var items: [UIBarButtonItem]? {
        didSet { layoutItems(); setNeedsDisplay() }
    }
    /// Light or black.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
    /// The bar's colour; the system background (black for the black style) when `nil`.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether iOS would blur what is behind the bar; kept for source compatibility.
    open var isTranslucent = true

    /// Margin at each end and space between items, as iOS lays out a compact-width toolbar.
    static let margin: CGFloat = 16, spacing: CGFloat = 8
    static let height: CGFloat = 44

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    /// Sets the items; `animated` changes nothing, as a render shows the end state.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    private func font(for item: UIBarButtonItem) -> UIFont {
        .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    }

    /// The natural width of an item; flexible spaces have none.
    private func width(of item: UIBarButtonItem) -> CGFloat {
        if let view = item.customView { return item.width > 0 ? item.width : view.frame.width }
        if item.systemItem == .flexibleSpace { return 0 }
        if item.width > 0 || item.systemItem == .fixedSpace { return item.width }
        if let title = item.title { return (title as NSString).size(withAttributes: [.font: font(for: item)]).width.rounded(.up) }
        if let image = item.image { return image.size.width }
        return 22
    }

    /// Each item's rectangle, in the toolbar's coordinates, from the leading edge.
    func itemFrames() -> [CGRect] {
        let items = items ?? []
        guard !items.isEmpty else { return [] }
        let widths = items.map(width(of:))
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + Self.spacing * CGFloat(items.count - 1) + 2 * Self.margin
        let share = flexible > 0 ? Swift.max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x = Self.margin
        var frames: [CGRect] = []
        for (item, w) in zip(items, widths) {
            let width = item.systemItem == .flexibleSpace ? share : w
            frames.append(CGRect(x: x, y: 0, width: width, height: bounds.height))
            x += width + Self.spacing
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { CGRect(x: bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        return frames
    }

    private func layoutItems() {
        for (item, frame) in zip(items ?? [], itemFrames()) {
            guard let view = item.customView else { continue }
            if view.superview !== self { addSubview(view) }
            let height = view.frame.height > 0 ? Swift.min(view.frame.height, frame.height) : frame.height
            view.frame = CGRect(x: frame.minX, y: ((frame.height - height) / 2).rounded(), width: frame.width, height: height)
        }
    }

    open override func draw(_ rect: CGRect) {
        let background = barTintColor ?? (barStyle == .black ? .black : .systemBackground)
        background.setFill()
        UIRectFill(bounds)
        let scale = Swift.max(1, traitCollection.displayScale)
        UIColor.separator.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: 1 / scale))
        for (item, frame) in zip(items ?? [], itemFrames()) where item.customView == nil && !item.isSpace {
            var color: UIColor = item.tintColor ?? tintColor
            if !item.isEnabled { color = color.withAlphaComponent(0.35) }
            if let title = item.title {
                let f = font(for: item)
                let size = (title as NSString).size(withAttributes: [.font: f])
                (title as NSString).draw(at: CGPoint(x: frame.minX, y: ((frame.height - size.height) / 2).rounded()),
                                         withAttributes: [.font: f, .foregroundColor: color])
            } else if let image = item.image {
                let origin = CGPoint(x: frame.minX, y: ((frame.height - image.size.height) / 2).rounded())
                image.draw(in: CGRect(origin: origin, size: image.size), templateTint: color)
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return super.touchesEnded(touches, with: event) }
        for (item, frame) in zip(items ?? [], itemFrames()) where item.customView == nil && !item.isSpace && frame.contains(point) {
            item.sendAction()
            return
        }
        super.touchesEnded(touches, with: event)
    }
}
