#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import Foundation

/// The gallery's views, as the demo shows them and the tests snapshot them.
///
/// ```swift
/// for item in Gallery.all {
///     let bitmap = try ViewRenderer.render(item.makeView(), scale: 2)
/// }
/// ```
public enum Gallery {
    /// The correct views: each looks the same however it comes to life.
    public static let views: [GalleryItem] = [
        GalleryItem(name: "StarView", size: CGSize(width: 64, height: 64),
                    summary: "A five-pointed star filling its bounds, in starColor") { frame in
            let star = StarView(frame: frame)
            star.starColor = .systemOrange
            return star
        },
        GalleryItem(name: "EllipseView", size: CGSize(width: 96, height: 56),
                    summary: "An ellipse inscribed in its bounds, in fillColor") { frame in
            let ellipse = EllipseView(frame: frame)
            ellipse.fillColor = .systemPink
            return ellipse
        },
        GalleryItem(name: "StarEllipseView", size: CGSize(width: 80, height: 80),
                    summary: "An EllipseView with a centred StarView 5 pt smaller") { frame in
            let view = StarEllipseView(frame: frame)
            view.fillColor = .systemBlue
            view.starColor = .systemYellow
            return view
        },
        GalleryItem(name: "InspectableView", size: CGSize(width: 180, height: 96),
                    summary: "One inspectable of every IB type; cornerRadius's didSet rounds the layer") { frame in
            let view = InspectableView(frame: frame)
            view.isHighlighted = true
            view.icon = GalleryBundle.starBadge(compatibleWith: UITraitCollection(displayScale: 3))
            view.barFrame = CGRect(x: 12, y: 40, width: 156, height: 8)
            return view
        },
        GalleryItem(name: "UIView+Inspectables", size: CGSize(width: 200, height: 44),
                    summary: "A UILabel bordered through the borderWidth/borderColor/testingId extension") { frame in
            let label = UILabel(frame: frame)
            label.text = "Bordered by extension"
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            label.borderWidth = 2
            label.borderColor = .systemRed
            label.testingId = "bordered-label"
            return label
        },
        GalleryItem(name: "SelectorTextField", size: CGSize(width: 240, height: 44),
                    summary: "The seed's drop-down: centred text, arrow from its own bundle, tracked divider") { frame in
            SelectorTextField(frame: frame)
        },
        GalleryItem(name: "SelectorTextField-open", size: CGSize(width: 240, height: 44 + 3 * SelectorOptionsTable.rowHeight),
                    summary: "Open: three options; the option count sets intrinsicContentSize") { frame in
            let field = SelectorTextField(frame: frame)
            field.isOpen = true
            field.dividerColor = .systemBlue
            field.dividerSize = 2
            return field
        },
        GalleryItem(name: "PlaceholderTextView", size: CGSize(width: 200, height: 72),
                    summary: "A text view drawing its placeholder while empty, at the text inset") { frame in
            let view = PlaceholderTextView(frame: frame)
            view.placeholder = "Come on, write something!"
            view.font = .systemFont(ofSize: 14)
            view.borderWidth = 1
            view.borderColor = .systemGray3
            view.layer.cornerRadius = 8
            return view
        },
        GalleryItem(name: "CenteredGroupView", size: CGSize(width: 240, height: 80),
                    summary: "An image and a label in a bordered group, centred as the text grows") { frame in
            let view = CenteredGroupView(frame: frame)
            view.title = "Centred group"
            return view
        },
    ]

    /// The deliberately broken twins, one per class of drift between the init paths.
    public static let brokenTwins: [GalleryItem] = [
        GalleryItem(name: "BrokenCornerRadiusView", size: CGSize(width: 96, height: 56),
                    summary: "Twin 1: cornerRadius set in init, where didSet never runs",
                    drift: .init(bug: "The initial cornerRadius is assigned in the initialiser, where Swift runs no didSet, so code keeps square corners.",
                                 wrongOn: ["code", "coder"], fixedIn: "InspectableView")) { frame in
            BrokenCornerRadiusView(frame: frame)
        },
        GalleryItem(name: "BrokenCoderInitView", size: CGSize(width: 96, height: 40),
                    summary: "Twin 2: init(coder:) forgets commonInit()",
                    drift: .init(bug: "init(coder:) skips the common setup, so a view decoded from a document is empty.",
                                 wrongOn: ["coder"], fixedIn: "StarView")) { frame in
            BrokenCoderInitView(frame: frame)
        },
        GalleryItem(name: "BrokenSeedSelectorTextField", size: CGSize(width: 240, height: 44),
                    summary: "Twin 3: the seed's selector, centring fixed only in prepareForInterfaceBuilder",
                    drift: .init(bug: "The text-centring compensation lives in prepareForInterfaceBuilder, so only design time is centred; the app is not.",
                                 wrongOn: ["code", "coder"], fixedIn: "SelectorTextField")) { frame in
            BrokenSeedSelectorTextField(frame: frame)
        },
        GalleryItem(name: "BrokenAppBundleSelectorTextField", size: CGSize(width: 240, height: 44),
                    summary: "Twin 4: the arrow looked up in the app bundle",
                    drift: .init(bug: "UIImage(named:) searches the app bundle, which design time does not have, so the arrow disappears.",
                                 wrongOn: ["design time"], fixedIn: "SelectorTextField")) { frame in
            BrokenAppBundleSelectorTextField(frame: frame)
        },
        GalleryItem(name: "BrokenAwakeFromNibView", size: CGSize(width: 80, height: 80),
                    summary: "Twin 5: setup only in awakeFromNib",
                    drift: .init(bug: "The setup runs only in awakeFromNib, which only decoding calls, so a view made in code is blank.",
                                 wrongOn: ["code", "design time"], fixedIn: "StarEllipseView")) { frame in
            BrokenAwakeFromNibView(frame: frame)
        },
    ]

    /// The views, then the broken twins.
    public static var all: [GalleryItem] { views + brokenTwins }
}
