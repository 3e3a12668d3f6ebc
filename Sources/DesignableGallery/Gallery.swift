import Designable

/// The gallery's views as a module: the classic designables and their broken twins, written as
/// ordinary UIKit code in `Views/` and compiled unchanged by the UIKitSources plugin, which
/// generates their registration. The demo's catalog of them (sizes, summaries, the drift each
/// twin shows) is `DesignableCLI`'s.
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
        registerDesignables(in: registry)
    }
}
