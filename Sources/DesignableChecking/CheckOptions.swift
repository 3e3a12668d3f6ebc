import Designable
import Foundation

/// How ``DocumentChecker`` judges a document.
public struct CheckOptions {
    /// How far, in points, a solved frame may be from the stored one before the view counts
    /// as misplaced.
    public var tolerance: Double
    /// Whether warnings are errors, and frames that follow text metrics count like any other.
    public var strict: Bool
    /// Folders holding the app's images (asset catalogues, loose PNGs), searched recursively.
    /// Images are checked only when at least one is given.
    public var resourceFolders: [URL]
    /// Where custom classes and their declarations are looked up.
    public var registry: DesignableRegistry

    /// Creates options; by default 0.5 pt of tolerance, not strict, no image check, the shared registry.
    public init(tolerance: Double = 0.5, strict: Bool = false, resourceFolders: [URL] = [],
                registry: DesignableRegistry = .shared) {
        self.tolerance = tolerance
        self.strict = strict
        self.resourceFolders = resourceFolders
        self.registry = registry
    }
}
