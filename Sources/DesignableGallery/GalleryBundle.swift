import Designable

/// The gallery's resources as SwiftPM copies them: its images and documents.
///
/// The views find their images through `Bundle(for:)`, as iOS code does (see
/// `DesignableResources`); this bundle is for the tests and the demo, which stand it in for the
/// app bundle. Looking images up in the view's own bundle, rather than with `UIImage(named:)`
/// (which searches the app bundle), is what makes them appear in Interface Builder too: at
/// design time the app bundle is not the host's. ``BrokenAppBundleSelectorTextField`` shows the
/// other way.
public enum GalleryBundle {
    /// The bundle holding the gallery's images.
    public static var bundle: Bundle { Bundle.module }

    /// The name of the drop-down arrow image (`dropdown-arrow.png`, `@2x`, `@3x`): a 12×8 pt
    /// chevron meant to be drawn as a template in the arrow colour.
    public static let dropdownArrowName = "dropdown-arrow"

    /// The name of the 20×20 pt orange star image (`star-badge.png`, `@2x`, `@3x`).
    public static let starBadgeName = "star-badge"

    /// The drop-down arrow from the gallery's bundle, as a template image.
    public static func dropdownArrow(compatibleWith traits: UITraitCollection? = nil) -> UIImage? {
        UIImage(named: dropdownArrowName, in: bundle, compatibleWith: traits)?.withRenderingMode(.alwaysTemplate)
    }

    /// The orange star from the gallery's bundle.
    public static func starBadge(compatibleWith traits: UITraitCollection? = nil) -> UIImage? {
        UIImage(named: starBadgeName, in: bundle, compatibleWith: traits)
    }

    /// `Gallery.xib`: every gallery view in one document, with runtime attributes of every
    /// inspectable type, as a designer would lay them out in Interface Builder.
    ///
    /// ```swift
    /// Gallery.register()
    /// let nib = try InterfaceBuilderLoader.load(contentsOf: GalleryBundle.documentURL)
    /// ```
    public static var documentURL: URL {
        guard let url = bundle.url(forResource: "Gallery", withExtension: "xib") else {
            fatalError("Gallery.xib is missing from the DesignableGallery bundle")
        }
        return url
    }

    /// `Gallery.storyboard`: a "Showcase" scene (`gal-sc-001`) whose root view holds a StarView,
    /// an EllipseView, a StarEllipseView and a CenteredGroupView set up by runtime attributes, and
    /// the navigation controller scene (`gal-sc-002`) that shows it.
    ///
    /// ```swift
    /// Gallery.register()
    /// let storyboard = try InterfaceBuilderLoader.load(contentsOf: GalleryBundle.storyboardURL)
    /// assertSnapshot(of: storyboard, as: .image(scene: "gal-sc-001"))
    /// ```
    public static var storyboardURL: URL {
        guard let url = bundle.url(forResource: "Gallery", withExtension: "storyboard") else {
            fatalError("Gallery.storyboard is missing from the DesignableGallery bundle")
        }
        return url
    }
}
