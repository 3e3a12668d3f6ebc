import Foundation

/// How toolbars and navigation bars measure and draw their ``UIBarButtonItem``s: titles in the
/// system font at 17 points (semibold for `.done`), images as templates, both in the item's
/// tint or the bar's, dimmed when disabled; a font or colour among the item's title text
/// attributes (its own, else its appearance proxies') replaces the title's default, and leaves
/// images in the tint, as on iOS.
enum BarItemDrawing {
    /// Margin at each end of a bar and space between its items, as iOS lays out a compact-width bar.
    static let margin: CGFloat = 16, spacing: CGFloat = 8

    static func font(for item: UIBarButtonItem, in bar: UIView) -> UIFont {
        item.effectiveTitleTextAttributes(for: item.isEnabled ? .normal : .disabled, in: bar)[.font] as? UIFont
            ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    }

    /// The natural width of an item in `bar`; flexible spaces have none, symbol items 22 points.
    static func width(of item: UIBarButtonItem, in bar: UIView) -> CGFloat {
        if let view = item.customView { return item.width > 0 ? item.width : view.frame.width }
        if item.systemItem == .flexibleSpace { return 0 }
        if item.width > 0 || item.systemItem == .fixedSpace { return item.width }
        if let title = item.title { return (title as NSString).size(withAttributes: [.font: font(for: item, in: bar)]).width.rounded(.up) }
        if let image = item.image { return image.size.width }
        return 22
    }

    /// Draws `item` (not a space or custom view) in `frame` of `bar`, centred vertically.
    static func draw(_ item: UIBarButtonItem, in frame: CGRect, of bar: UIView) {
        guard item.customView == nil, !item.isSpace else { return }
        let attributes = item.effectiveTitleTextAttributes(for: item.isEnabled ? .normal : .disabled, in: bar)
        var tint: UIColor = item.tintColor ?? bar.tintColor
        if !item.isEnabled { tint = tint.withAlphaComponent(0.35) }
        if let title = item.title {
            let f = font(for: item, in: bar)
            let size = (title as NSString).size(withAttributes: [.font: f])
            (title as NSString).draw(at: CGPoint(x: frame.minX, y: (frame.midY - size.height / 2).rounded()),
                                     withAttributes: [.font: f, .foregroundColor: attributes[.foregroundColor] as? UIColor ?? tint])
        } else if let image = item.image {
            let origin = CGPoint(x: frame.minX, y: (frame.midY - image.size.height / 2).rounded())
            // A bar draws its items' images as templates unless they ask for their own colours.
            let drawn = image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
            drawn.draw(in: CGRect(origin: origin, size: image.size), templateTint: tint)
        }
    }

    /// Places a custom view in its item's frame, centred vertically.
    static func place(_ view: UIView, in frame: CGRect, of bar: UIView) {
        if view.superview !== bar { bar.addSubview(view) }
        let height = view.frame.height > 0 ? Swift.min(view.frame.height, frame.height) : frame.height
        view.frame = CGRect(x: frame.minX, y: (frame.midY - height / 2).rounded(), width: frame.width, height: height)
    }

    /// The item under `point` that takes taps, if any.
    static func item(at point: CGPoint, in items: [UIBarButtonItem], frames: [CGRect]) -> UIBarButtonItem? {
        zip(items, frames).first { item, frame in item.customView == nil && !item.isSpace && frame.contains(point) }?.0
    }

    /// Draws a bar's background and its hairline: `backgroundImage` stretched over `bar` (an
    /// empty image leaves it clear), else `barTint` or the style's colour; `shadowImage` along
    /// the edge the bar meets the content (`atTop` for tab bars and toolbars), else the
    /// separator colour one pixel thick, nothing for an empty image.
    static func drawBackground(of bar: UIView, backgroundImage: UIImage?, barTint: UIColor?, style: UIBarStyle,
                               shadowImage: UIImage?, atTop: Bool) {
        let bounds = bar.bounds
        if let backgroundImage {
            if backgroundImage.size.width > 0, backgroundImage.size.height > 0 { backgroundImage.draw(in: bounds) }
        } else {
            (barTint ?? (style == .black ? .black : .systemBackground)).setFill()
            UIRectFill(bounds)
        }
        if let shadowImage {
            let h = shadowImage.size.height
            if h > 0 { shadowImage.draw(in: CGRect(x: 0, y: atTop ? 0 : bounds.height - h, width: bounds.width, height: h)) }
        } else {
            let h = 1 / Swift.max(1, bar.traitCollection.displayScale)
            UIColor.separator.setFill()
            UIRectFill(CGRect(x: 0, y: atTop ? 0 : bounds.height - h, width: bounds.width, height: h))
        }
    }
}
