import Designable

/// The gallery's views as a module: the classic designables and their broken twins, written as
/// ordinary UIKit code in `Views/` and compiled as the UIKitSources plugin translates them, with
/// the registration it generates (committed in `Translated/`; see `scripts/translate-gallery.sh`).
/// The demo's catalog of them (sizes, summaries, the drift each twin shows) is `DesignableCLI`'s.
public enum Gallery {
    /// Declares every gallery class, its inspectables and outlets, and the `UIView+Inspectables`
    /// extension, so Interface Builder documents can name them and the init paths can build them;
    /// and the gallery's documents and images as resources. This is the generated
    /// `registerDesignables(in:)`.
    ///
    /// ```swift
    /// Gallery.register()
    /// let nib = try InterfaceBuilderLoader.load(contentsOf: GalleryBundle.documentURL)
    /// ```
    ///
    /// Registering the same registry again changes nothing.
    public static func register(in registry: DesignableRegistry = .shared) {
        // The documents and images SwiftPM copied into the module's bundle, where `Bundle(for:)`
        // lookups of the views find them, as the plugin's resource folders would be found.
        if let resources = Bundle.module.resourcePath { DesignableResources.addFolders([resources]) }
        registerDesignables(in: registry)
    }
}
