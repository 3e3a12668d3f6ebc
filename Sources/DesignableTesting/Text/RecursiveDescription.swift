import Designable
import Foundation

extension Snapshotting where Value == UIView, Format == String {
    /// Compares the view tree as text: each view's class, frame and the properties that are not
    /// at their defaults, one view per line, subviews indented beneath their superview.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .recursiveDescription)
    /// ```
    /// ```text
    /// <Card; frame = (0 0; 320 120); backgroundColor = UIColor(#ffffffff); layer.cornerRadius = 12>
    ///    | <UILabel; frame = (16 16; 288 21); text = 'Title'; font = UIFont(DejaVuSans 17.0pt)>
    ///    | <UIButton; frame = (16 72; 120 32); title = 'Open'>
    ///    |    | <UILabel; frame = (0 6; 120 20); text = 'Open'; …>
    /// ```
    ///
    /// It is UIKit's `recursiveDescription` made stable: there are no addresses, numbers are
    /// printed to six significant digits, and only what a test can change is listed, so the
    /// reference changes only when the tree does. The view is laid out first.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view tree as text after sizing the root as the image strategy does, and laying it
    /// out with `traits` (a Dynamic Type size, a layout direction, size classes).
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .recursiveDescription(width: 320))
    /// assertSnapshot(of: screen, as: .recursiveDescription(on: .iPhone15))
    /// assertSnapshot(of: label, as: .recursiveDescription(traits: .init(preferredContentSizeCategory: .extraLarge)))
    /// ```
    public static func recursiveDescription(on config: ViewImageConfig? = nil, size: CGSize? = nil, width: CGFloat? = nil,
                                            traits: UITraitCollection? = nil) -> Snapshotting {
        let render = ViewImageRender(sizing: ViewSizing(size: size, width: width, config: config), scale: nil, traits: traits,
                                     configTraits: config?.traits, paths: [.code])
        return Snapshotting<String, String>.lines.pullback { view in
            try render.onDevice {
                try render.sizing.apply(to: view)
                if traits != nil || config != nil {
                    // Layout depends on the traits (text sizes, direction), and only a render applies them.
                    _ = try ViewRenderer.render(view, scale: render.resolvedScale, traits: render.resolvedTraits)
                } else {
                    view.layoutIfNeeded()
                }
                return ViewTreeDescription.text(of: view)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The view controller's view tree as text; see the `UIView` strategy.
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsViewController(), as: .recursiveDescription(on: .iPhone15))
    /// ```
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view controller's view tree as text, the view sized as asked and laid out with `traits`.
    public static func recursiveDescription(on config: ViewImageConfig? = nil, size: CGSize? = nil, width: CGFloat? = nil,
                                            traits: UITraitCollection? = nil) -> Snapshotting {
        let describe = Snapshotting<UIView, String>.recursiveDescription(on: config, size: size, width: width, traits: traits).snapshot
        return Snapshotting<String, String>.lines.pullback { controller in
            try ViewControllerAppearance.whileAppearing(controller) { view in try describe(view) }
        }
    }
}

/// One line per view, in UIKit's `<Class; key = value; …>` style, depth shown by `   | `.
enum ViewTreeDescription {
    static func text(of root: UIView) -> String {
        var lines: [String] = []
        append(root, depth: 0, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ view: UIView, depth: Int, to lines: inout [String]) {
        let properties = [("frame", SnapshotValueFormat.rect(view.frame))] + ViewDescriptionProperties.of(view)
        let body = properties.map { "\($0.0) = \($0.1)" }.joined(separator: "; ")
        lines.append(String(repeating: "   | ", count: depth) + "<\(SnapshotValueFormat.typeName(view)); \(body)>")
        for subview in view.subviews { append(subview, depth: depth + 1, to: &lines) }
    }
}
