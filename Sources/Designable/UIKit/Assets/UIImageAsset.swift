import Foundation

/// An image's variants for different traits, as UIKit's `UIImageAsset`: register images for
/// traits, then ask for the one that fits.
open class UIImageAsset: NSObject {
    private var variants: [(traits: UITraitCollection, image: UIImage)] = []

    /// An empty asset.
    public override init() { super.init() }

    /// Adds `image` as the variant for `traitCollection`, replacing one registered for the same traits.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        variants.removeAll { $0.traits == traitCollection }
        variants.append((traitCollection, image))
        image.asset = self
    }

    /// Removes the variant registered for `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        variants.removeAll { $0.traits == traitCollection }
    }

    /// The variant whose traits `traitCollection` contains, the one naming the most traits
    /// winning, as UIKit picks; the first registered when none matches.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let matching = variants.filter { traitCollection.containsTraits(in: $0.traits) }
        let best = matching.max { Self.specified($0.traits) < Self.specified($1.traits) }
        return best?.image ?? variants.first?.image ?? UIImage()
    }

    /// How many of the traits that pick an image variant `traits` sets.
    private static func specified(_ traits: UITraitCollection) -> Int {
        [traits.displayScale != 0, traits.userInterfaceStyle != .unspecified, traits.horizontalSizeClass != .unspecified,
         traits.verticalSizeClass != .unspecified, traits.userInterfaceIdiom != .unspecified,
         traits.layoutDirection != .unspecified, traits.displayGamut != .unspecified,
         traits.accessibilityContrast != .unspecified, traits.preferredContentSizeCategory != .unspecified].filter { $0 }.count
    }
}
