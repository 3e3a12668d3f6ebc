import Foundation

/// Everything a `UIImage` carries besides its pixels, scale, rendering mode and tint.
struct ImageAttributes {
    var capInsets = UIEdgeInsets.zero
    var resizingMode = UIImage.ResizingMode.tile
    var alignmentRectInsets = UIEdgeInsets.zero
    var baselineOffsetFromBottom: CGFloat?
    var orientation = UIImage.Orientation.up
    /// The frames of an animated image, the first of which is the image itself.
    var images: [UIImage]?
    var duration: TimeInterval = 0
    var configuration: UIImage.Configuration?
    /// For a system symbol: its name and how it was drawn.
    var symbol: SymbolImage?
    var traitCollection: UITraitCollection?
    /// For an image from an asset catalogue: its set, whose variant for the traits it is drawn
    /// with is drawn in its place, and which entry of the set these pixels are.
    var catalog: CatalogImageAsset?
    var catalogVariant: CatalogImageAsset.Variant?
}
