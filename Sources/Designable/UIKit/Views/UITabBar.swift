import Foundation

/// Hears which tab of a ``UITabBar`` the user selects, as UIKit's `UITabBarDelegate`.
///
/// Its optional method's default tells ``OptionalRequirement`` it is not implemented, so an
/// optional-chained call compiled through the UIKitSources plugin (`delegate?.tabBar?(…)`)
/// gives `nil` for it, as on iOS.
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { OptionalRequirement.unimplemented(()) }
}

/// The bar of tabs along the bottom of a tab interface, as UIKit's `UITabBar`: 49 points tall,
/// each ``UITabBarItem`` an image over a 10-point title, the selected one in the tint colour
/// and the others in ``unselectedItemTintColor`` (the system gray), a badge at each image's
/// top trailing corner, a hairline along the top.
///
/// Images other than `.alwaysOriginal` ones are drawn as templates, as iOS draws them. A tap on
/// a tab (`UIView.simulateTap(at:)`) selects it and tells the ``delegate``.
///
/// Differs from UIKit on purpose: the bar is opaque (``barTintColor``, else the system
/// background) unless its ``backgroundImage`` is empty, as a snapshot has nothing behind it to
/// blur; items are laid out as on a phone in portrait (stacked, filling the width), whatever
/// the size class.
open class UITabBar: UIView {
    /// How items share the bar's width, as UIKit's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable, CaseIterable {
        /// ``fill`` here, as on a phone.
        case automatic = 0
        /// Each item an equal share of the width.
        case fill
        /// Items ``UITabBar/itemWidth`` wide (76 points when 0), ``UITabBar/itemSpacing`` apart, centred.
        case centered
    }

    /// The tabs, from the leading edge.
    open var items: [UITabBarItem]? {
        didSet {
            if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            setNeedsDisplay()
        }
    }
    /// The selected tab, drawn in the tint colour.
    open weak var selectedItem: UITabBarItem? { didSet { setNeedsDisplay() } }
    /// Told when the user selects a tab; a tab bar controller is the delegate of its own bar.
    open weak var delegate: (any UITabBarDelegate)?
    /// Light or black.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay() } }
    /// Whether iOS would blur what is behind the bar; kept for source compatibility.
    open var isTranslucent = true
    /// The bar's colour; the system background (black for the black style) when `nil`.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The colour of the tabs that are not selected; the system gray when `nil`.
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Drawn stretched over the bar in place of its colour; an empty image leaves the bar clear.
    open var backgroundImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The hairline along the top: the separator colour when `nil`, nothing for an empty image.
    open var shadowImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Drawn stretched behind the selected tab.
    open var selectionIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// How items share the width.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsDisplay() } }
    /// The width of each item when ``itemPositioning`` is ``ItemPositioning/centered``; 76 points when 0.
    open var itemWidth: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The space between items when ``itemPositioning`` is ``ItemPositioning/centered``.
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsDisplay() } }

    /// The height of the items' row; a bar above the home indicator is taller, its items at the top.
    static let height: CGFloat = 49

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    /// Sets the items; `animated` changes nothing, as a render shows the end state.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height + safeAreaInsets.bottom) }

    /// Each item's rectangle in the bar, in the items' order, mirrored for right-to-left.
    func itemFrames() -> [CGRect] {
        let items = items ?? []
        guard !items.isEmpty else { return [] }
        let count = CGFloat(items.count)
        var frames: [CGRect]
        if itemPositioning == .centered {
            let width = itemWidth > 0 ? itemWidth : 76
            let total = width * count + itemSpacing * (count - 1)
            let start = ((bounds.width - total) / 2).rounded()
            frames = items.indices.map { CGRect(x: start + CGFloat($0) * (width + itemSpacing), y: 0, width: width, height: Self.height) }
        } else {
            let width = bounds.width / count
            frames = items.indices.map { CGRect(x: (CGFloat($0) * width).rounded(), y: 0, width: width.rounded(), height: Self.height) }
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { CGRect(x: bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        return frames
    }

    open override func draw(_ rect: CGRect) {
        BarItemDrawing.drawBackground(of: self, backgroundImage: backgroundImage, barTint: barTintColor, style: barStyle,
                                      shadowImage: shadowImage, atTop: true)
        for (item, frame) in zip(items ?? [], itemFrames()) { drawItem(item, in: frame) }
    }

    private func drawItem(_ item: UITabBarItem, in frame: CGRect) {
        let selected = item === selectedItem
        if selected, let indicator = selectionIndicatorImage { indicator.draw(in: frame) }
        let state: UIControl.State = !item.isEnabled ? .disabled : selected ? .selected : .normal
        var attributes = item.effectiveTitleTextAttributes(for: state, in: self)
        // The bar's tints colour icons and titles; a colour among the title text attributes
        // colours the title alone, as given, as on iOS.
        var color: UIColor = selected ? tintColor : unselectedItemTintColor ?? .systemGray
        if !item.isEnabled { color = color.withAlphaComponent(0.35) }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = color }
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: 10, weight: .medium) }

        var imageRect = CGRect.zero
        if let image = (selected ? item.selectedImage : nil) ?? item.image, image.size.width > 0 {
            let insets = item.imageInsets
            let size = image.size
            imageRect = CGRect(x: (frame.midX - size.width / 2 + insets.left - insets.right).rounded(),
                               y: (18.5 - size.height / 2 + insets.top - insets.bottom).rounded(), width: size.width, height: size.height)
            if image.renderingMode == .alwaysOriginal {
                image.draw(in: imageRect)
            } else {
                image.withRenderingMode(.alwaysTemplate).draw(in: imageRect, templateTint: color)
            }
        }
        if let title = item.title, !title.isEmpty {
            let size = (title as NSString).size(withAttributes: attributes)
            let origin = CGPoint(x: (frame.midX - size.width / 2 + item.titlePositionAdjustment.horizontal).rounded(),
                                 y: (35 + item.titlePositionAdjustment.vertical).rounded())
            (title as NSString).draw(at: origin, withAttributes: attributes)
        }
        if let badge = item.badgeValue { drawBadge(badge, of: item, beside: imageRect, in: frame) }
    }

    /// A capsule at the image's top trailing corner: a dot for an empty badge.
    private func drawBadge(_ text: String, of item: UITabBarItem, beside image: CGRect, in frame: CGRect) {
        let anchor = image == .zero ? CGRect(x: frame.midX - 12.5, y: 6, width: 25, height: 25) : image
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var attributes = item.badgeTextAttributes(for: .normal) ?? [:]
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: 13) }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = UIColor.white }
        let textSize = text.isEmpty ? .zero : (text as NSString).size(withAttributes: attributes)
        let height: CGFloat = text.isEmpty ? 10 : 18
        let width = text.isEmpty ? 10 : Swift.max(18, (textSize.width + 10).rounded(.up))
        let x = rtl ? anchor.midX - 6 - width : anchor.midX + 6
        let capsule = CGRect(x: x.rounded(), y: anchor.minY - 3, width: width, height: height)
        (item.badgeColor ?? .systemRed).setFill()
        UIBezierPath(roundedRect: capsule, cornerRadius: height / 2).fill()
        guard !text.isEmpty else { return }
        (text as NSString).draw(at: CGPoint(x: (capsule.midX - textSize.width / 2).rounded(), y: (capsule.midY - textSize.height / 2).rounded()),
                                withAttributes: attributes)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self),
              let (item, _) = zip(items ?? [], itemFrames()).first(where: { $0.1.contains(point) }), item.isEnabled
        else { return super.touchesEnded(touches, with: event) }
        selectedItem = item
        OptionalRequirement.outside { delegate?.tabBar(self, didSelect: item) }
    }
}
