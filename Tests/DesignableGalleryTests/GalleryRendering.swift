import Designable
import DesignableCLI
import DesignableDemo
import DesignableGallery
import Foundation
import Raster

/// The init paths are Designable's; DesignableTesting declares its own name for them too.
typealias InitPath = Designable.InitPath

/// Renders gallery items as the demo does: with the gallery's bundle standing in for the app's.
enum GalleryRendering {
    static func render(_ item: GalleryItem, along path: InitPath = .code, scale: CGFloat = 2,
                       traits: UITraitCollection? = nil) throws -> Bitmap {
        Gallery.register()
        return try UIImage.withAppBundle(GalleryBundle.bundle) {
            try item.render(along: path, scale: scale, traits: traits)
        }
    }

    static func item(named name: String) -> GalleryItem {
        guard let item = Gallery.all.first(where: { $0.name == name }) else { fatalError("no gallery item \(name)") }
        return item
    }
}
