import Designable
import DesignableCLI
import DesignableGallery
import Foundation

/// The gallery's views, as the demo shows them and the tests snapshot them.
///
/// ```swift
/// Gallery.register()
/// for item in Gallery.all {
///     let code = try item.render(along: .code)
///     let canvas = try item.render(along: .designTime)
/// }
/// ```
extension Gallery {
    /// The correct views: each looks the same however it comes to life.
    package static let views: [GalleryItem] = [
        GalleryItem(StarView.self, make: StarView.init(frame:), size: CGSize(width: 64, height: 64),
                    summary: "A five-pointed star filling its bounds, in starColor") {
            $0.starColor = .systemOrange
        },
        GalleryItem(EllipseView.self, make: EllipseView.init(frame:), size: CGSize(width: 96, height: 56),
                    summary: "An ellipse inscribed in its bounds, in fillColor") {
            $0.fillColor = .systemPink
        },
        GalleryItem(StarEllipseView.self, make: StarEllipseView.init(frame:), size: CGSize(width: 80, height: 80),
                    summary: "An EllipseView with a StarView centred by constraints, 5 pt smaller") {
            $0.fillColor = .systemBlue
            $0.starColor = .systemYellow
        },
        GalleryItem(InspectableView.self, make: InspectableView.init(frame:), size: CGSize(width: 180, height: 96),
                    summary: "One inspectable of every IB type; cornerRadius's didSet rounds the layer") {
            $0.backgroundColor = .secondarySystemBackground
            $0.isHighlighted = true
            $0.dotCount = 4
            $0.barFrame = CGRect(x: 12, y: 40, width: 156, height: 8)
        },
        GalleryItem(DesignableLabel.self, make: DesignableLabel.init(frame:), size: CGSize(width: 200, height: 44),
                    summary: "A label bordered through the UIView+Inspectables extension (borderWidth, borderColor, testingId)") {
            $0.text = "Bordered by extension"
            $0.textAlignment = .center
            $0.font = .systemFont(ofSize: 15)
            $0.borderWidth = 2
            $0.borderColor = .systemRed
            $0.testingId = "bordered-label"
        },
        GalleryItem(SelectorTextField.self, make: SelectorTextField.init(frame:), size: CGSize(width: 240, height: 44),
                    summary: "The seed's drop-down: centred text, arrow from its own bundle, tracked divider"),
        GalleryItem(PlaceholderTextView.self, make: PlaceholderTextView.init(frame:), size: CGSize(width: 200, height: 72),
                    summary: "A text view drawing its placeholder while empty, at the text inset") {
            $0.placeholder = "Come on, write something!"
            $0.borderWidth = 1
            $0.borderColor = .systemGray3
        },
        GalleryItem(CenteredGroupView.self, make: CenteredGroupView.init(frame:), size: CGSize(width: 240, height: 80),
                    summary: "An image and a label in a bordered group, centred by constraints as the text grows") {
            $0.title = "Centred group"
        },
        GalleryItem(XibBackedView.self, make: XibBackedView.init(frame:), size: CGSize(width: 240, height: 76),
                    summary: "Seed 003: a label and a text field loaded from its own .xib by a common initialiser") {
            $0.title = "Email"
            $0.placeholder = "you@example.com"
        },
    ]

    /// The deliberately broken twins, one per class of drift between the init paths.
    package static let brokenTwins: [GalleryItem] = [
        GalleryItem(BrokenAccentStripeView.self, make: BrokenAccentStripeView.init(frame:), size: CGSize(width: 96, height: 56),
                    summary: "Twin 1: accentColor assigned in init, where didSet never runs",
                    drift: .init(bug: "The initialiser assigns accentColor, which runs no didSet, so the stripe stays clear. Code that sets it again gets the stripe; "
                                     + "a document stores no value equal to a fresh instance's, so decoded and canvas views have none.",
                                 wrongOn: [.coder, .designTime], fixedIn: "InspectableView")) {
            $0.accentColor = .systemPink
        },
        GalleryItem(BrokenCoderInitView.self, make: BrokenCoderInitView.init(frame:), size: CGSize(width: 240, height: 76),
                    summary: "Twin 2: init(coder:) forgets commonInit(), which loads the view's .xib",
                    drift: .init(bug: "init(coder:) skips the common setup that loads the .xib, so a view decoded from a document is empty.",
                                 wrongOn: [.coder], fixedIn: "XibBackedView")),
        GalleryItem(BrokenSeedSelectorTextField.self, make: BrokenSeedSelectorTextField.init(frame:), size: CGSize(width: 240, height: 44),
                    summary: "Twin 3: the seed's selector, centring fixed only in prepareForInterfaceBuilder",
                    drift: .init(bug: "The text-centring compensation lives in prepareForInterfaceBuilder, so only the canvas is centred; the app is not.",
                                 wrongOn: [.code, .coder], fixedIn: "SelectorTextField")),
        GalleryItem(BrokenAppBundleSelectorTextField.self, make: BrokenAppBundleSelectorTextField.init(frame:), size: CGSize(width: 240, height: 44),
                    summary: "Twin 4: the arrow looked up in the app bundle",
                    drift: .init(bug: "UIImage(named:) searches the app bundle, which Interface Builder's agent does not have, so the arrow disappears at design time.",
                                 wrongOn: [.designTime], fixedIn: "SelectorTextField")),
        GalleryItem(BrokenAwakeFromNibView.self, make: BrokenAwakeFromNibView.init(frame:), size: CGSize(width: 80, height: 80),
                    summary: "Twin 5: setup only in awakeFromNib",
                    drift: .init(bug: "The setup runs only in awakeFromNib, which only nib loading calls, so views made in code and in the canvas are blank.",
                                 wrongOn: [.code, .designTime], fixedIn: "StarEllipseView")),
    ]

    /// The views, then the broken twins.
    package static var all: [GalleryItem] { views + brokenTwins }
}
