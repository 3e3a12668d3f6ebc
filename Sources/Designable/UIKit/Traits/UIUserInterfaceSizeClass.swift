/// How much room a dimension has, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = 0
    /// Constrained space: a phone's width in portrait, its height in landscape.
    case compact = 1
    /// Expansive space: an iPad's width and height, and a Plus or Max phone's width in landscape.
    case regular = 2
}
