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

    /// Each item's rectangle, in the toolbar's coordinates, from the leading edge.
    func itemFrames() -> [CGRect] {
        let items = items ?? []
        guard !items.isEmpty else { return [] }
        let widths = items.map { BarItemDrawing.width(of: $0, in: self) }
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + BarItemDrawing.spacing * CGFloat(items.count - 1) + 2 * BarItemDrawing.margin
        let share = flexible > 0 ? Swift.max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x = BarItemDrawing.margin
        var frames: [CGRect] = []
        for (item, w) in zip(items, widths) {
            let width = item.systemItem == .flexibleSpace ? share : w
            frames.append(CGRect(x: x, y: 0, width: width, height: bounds.height))
            x += width + BarItemDrawing.spacing
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { CGRect(x: bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        return frames
    }

    private func layoutItems() {
        for (item, frame) in zip(items ?? [], itemFrames()) {
            if let view = item.customView { BarItemDrawing.place(view, in: frame, of: self) }
        }
    }

    open override func draw(_ rect: CGRect) {
        BarItemDrawing.drawBackground(of: self, backgroundImage: nil, barTint: barTintColor, style: barStyle, shadowImage: nil, atTop: true)
        for (item, frame) in zip(items ?? [], itemFrames()) { BarItemDrawing.draw(item, in: frame, of: self) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self),
              let item = BarItemDrawing.item(at: point, in: items ?? [], frames: itemFrames()) else { return super.touchesEnded(touches, with: event) }
        item.sendAction()
    }
}
