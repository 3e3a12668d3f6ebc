import Designable
import Foundation
import Raster

extension Snapshotting where Value == UIView, Format == Bitmap {
    /// The view with each accessibility element outlined in a colour, and beside it, in the
    /// same colours and in reading order, what VoiceOver says for each: its label, value and
    /// traits, and its hint below, in the style of AccessibilitySnapshot.
    ///
    /// ```swift
    /// assertSnapshot(of: settingsRow, as: .accessibilityImage)
    /// assertSnapshot(of: card, as: .accessibilityImage(width: 320))
    /// ```
    ///
    /// See ``Snapshotting/accessibilityText`` for which views are elements and their order.
    public static var accessibilityImage: Snapshotting { .accessibilityImage() }

    /// The accessibility image of the view sized as the image strategy sizes it.
    ///
    /// - Parameters:
    ///   - config: a screen whose size the view takes, unless `size` or `width` is given.
    ///   - size: the view's size in points.
    ///   - width: a fixed width; the height is the one the view asks for.
    ///   - scale: pixels per point; 2 unless the traits say otherwise.
    ///   - traits: the traits to lay out and render with; right to left reverses the order.
    public static func accessibilityImage(on config: ViewImageConfig? = nil, size: CGSize? = nil, width: CGFloat? = nil,
                                          scale: CGFloat? = nil, traits: UITraitCollection? = nil) -> Snapshotting {
        let render = ViewImageRender(sizing: ViewSizing(size: size, width: width, config: config), scale: scale, traits: traits,
                                     configTraits: config?.traits, paths: [.code])
        return Snapshotting<Bitmap, Bitmap>.image.pullback { view in
            let bitmap = try render.controllerBitmap(of: view)
            let rightToLeft = render.resolvedTraits.layoutDirection == .rightToLeft
            let elements = AccessibilityHierarchy.elements(of: view, rightToLeft: rightToLeft)
            return try AccessibilityLegend.image(of: view, rendered: bitmap, elements: elements, scale: render.resolvedScale)
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's accessibility elements as text, in the order VoiceOver reads them: what it
    /// says for each, its hint, and where it is.
    ///
    /// ```swift
    /// assertSnapshot(of: settingsRow, as: .accessibilityText)
    /// ```
    /// ```text
    /// 1. Notifications. Static Text.
    /// 2. Notifications: 1. Button.
    ///    Hint: Turns alerts on and off.
    ///    Frame: (258 8; 51 31)
    /// ```
    ///
    /// A view is an element when its `isAccessibilityElement` says so or, left unset, when
    /// UIKit makes its class one (labels with text, buttons, switches, text fields, segmented
    /// controls), with UIKit's default label, value and traits; an element's subviews are
    /// not read. The order is a container's `accessibilityElements` when set, else its
    /// subviews top to bottom, then leading to trailing.
    public static var accessibilityText: Snapshotting { .accessibilityText() }

    /// The accessibility elements as text, the view sized and laid out with `traits` first.
    public static func accessibilityText(on config: ViewImageConfig? = nil, size: CGSize? = nil, width: CGFloat? = nil,
                                         traits: UITraitCollection? = nil) -> Snapshotting {
        let render = ViewImageRender(sizing: ViewSizing(size: size, width: width, config: config), scale: nil, traits: traits,
                                     configTraits: config?.traits, paths: [.code])
        return Snapshotting<String, String>.lines.pullback { view in
            _ = try render.controllerBitmap(of: view)   // lays the view out as it would be drawn
            let elements = AccessibilityHierarchy.elements(of: view, rightToLeft: render.resolvedTraits.layoutDirection == .rightToLeft)
            return AccessibilityLegend.text(elements)
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == Bitmap {
    /// The view controller's view as ``Snapshotting/accessibilityImage`` draws a view.
    public static func accessibilityImage(on config: ViewImageConfig? = nil, size: CGSize? = nil,
                                          traits: UITraitCollection? = nil) -> Snapshotting {
        let strategy = Snapshotting<UIView, Bitmap>.accessibilityImage(on: config, size: size, traits: traits)
        return Snapshotting<Bitmap, Bitmap>.image.pullback { controller in
            try ViewControllerAppearance.whileAppearing(controller) { view in try strategy.snapshot(view) }
        }
    }
}

/// The legend of the accessibility strategies, as text and as a picture.
enum AccessibilityLegend {
    static func text(_ elements: [AccessibilityElement]) -> String {
        guard !elements.isEmpty else { return "No accessibility elements.\n" }
        return elements.enumerated().map { index, element in
            var lines = ["\(index + 1). \(element.spoken)"]
            if let hint = element.hint, !hint.isEmpty { lines.append("   Hint: \(hint)") }
            lines.append("   Frame: \(SnapshotValueFormat.rect(element.frame))")
            return lines.joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }

    /// Distinct colours, one per element, repeating after eight.
    static let palette: [UIColor] = [
        UIColor(red: 0.90, green: 0.30, blue: 0.24, alpha: 1), UIColor(red: 0.20, green: 0.60, blue: 0.86, alpha: 1),
        UIColor(red: 0.18, green: 0.70, blue: 0.36, alpha: 1), UIColor(red: 0.61, green: 0.35, blue: 0.71, alpha: 1),
        UIColor(red: 0.95, green: 0.61, blue: 0.07, alpha: 1), UIColor(red: 0.10, green: 0.64, blue: 0.61, alpha: 1),
        UIColor(red: 0.91, green: 0.30, blue: 0.58, alpha: 1), UIColor(red: 0.45, green: 0.45, blue: 0.45, alpha: 1),
    ]

    static let legendWidth: CGFloat = 300

    /// The rendered view with an outline per element, and the legend to its right.
    static func image(of view: UIView, rendered: Bitmap, elements: [AccessibilityElement], scale: CGFloat) throws -> Bitmap {
        let size = view.bounds.size
        let board = UIView()
        board.backgroundColor = .white
        let picture = UIImageView(image: UIImage(bitmap: rendered, scale: scale))
        picture.frame = CGRect(origin: .zero, size: size)
        board.addSubview(picture)
        for (index, element) in elements.enumerated() {
            let color = palette[index % palette.count]
            let outline = UIView(frame: element.frame)
            outline.backgroundColor = color.withAlphaComponent(0.3)
            outline.layer.borderColor = color.cgColor
            outline.layer.borderWidth = 1
            board.addSubview(outline)
        }
        let left = size.width + 16
        var y: CGFloat = 8
        let textWidth = legendWidth - 30
        func addLabel(_ text: String, color: UIColor, size fontSize: CGFloat) {
            let label = UILabel()
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: fontSize)
            label.textColor = color
            label.text = text
            let height = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
            label.frame = CGRect(x: left + 22, y: y, width: textWidth, height: height)
            board.addSubview(label)
            y += height
        }
        if elements.isEmpty { addLabel("No accessibility elements.", color: .darkGray, size: 13) }
        for (index, element) in elements.enumerated() {
            let swatch = UIView(frame: CGRect(x: left, y: y + 2, width: 14, height: 14))
            swatch.backgroundColor = palette[index % palette.count]
            swatch.layer.cornerRadius = 3
            board.addSubview(swatch)
            addLabel("\(index + 1). \(element.spoken)", color: .black, size: 13)
            if let hint = element.hint, !hint.isEmpty { addLabel(hint, color: .darkGray, size: 12) }
            y += 8
        }
        board.frame = CGRect(x: 0, y: 0, width: left + legendWidth, height: max(size.height, y))
        return try ViewRenderer.render(board, scale: scale)
    }
}
