import DesignableCLI
import DesignableGallery

extension DemoGallery {
    /// Designable's own gallery, the demo of `swift run designable demo`: the classic designables
    /// and their broken twins, with the gallery's bundle standing in for the app bundle.
    ///
    /// Only the `designable` executable hands it over, so a project's own command built on
    /// `DesignableCLI` ships none of the gallery's views or resources.
    package static let designable = DemoGallery(items: Gallery.all, appBundle: GalleryBundle.bundle) { Gallery.register(in: $0) }
}
