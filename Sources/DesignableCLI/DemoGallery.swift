import Designable
import Foundation

/// The views a `designable` executable demonstrates besides the ones it is handed: Designable's
/// own command hands over its gallery (`DemoGallery.designable`, in `DesignableDemo`); a project's
/// command built on this library has none, so it ships no demo views or resources.
///
/// `demo` renders its items; `render`, `inspect` and `check` know its classes; `scan` never
/// sees them, since it reports only what the project registered.
package struct DemoGallery: @unchecked Sendable {  // a Bundle is not mutated once made
    /// The views `demo` renders, in order.
    package var items: [GalleryItem]
    /// The bundle that stands in for the app bundle while they render: where their images are.
    package var appBundle: Bundle?
    /// Registers their classes (and their documents and images as resources) in a registry.
    package var register: @Sendable (DesignableRegistry) -> Void

    package init(items: [GalleryItem], appBundle: Bundle?, register: @escaping @Sendable (DesignableRegistry) -> Void) {
        self.items = items
        self.appBundle = appBundle
        self.register = register
    }
}
