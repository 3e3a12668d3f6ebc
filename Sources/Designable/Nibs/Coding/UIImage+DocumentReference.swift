import Foundation

/// How documents name images: an asset by its name, an SF Symbol by its name with
/// `catalog="system"`, as Xcode writes `image="star.fill" catalog="system"`.
extension UIImage {
    /// The catalog attribute Xcode writes for a system symbol.
    static let systemCatalog = "system"

    /// The name a document stores for this image and whether it is a system symbol; `nil` for
    /// an image made in code, which has no name.
    var documentReference: (name: String, isSystemSymbol: Bool)? {
        if let symbol = attributes.symbol?.name { return (symbol, true) }
        return assetName.map { ($0, false) }
    }

    /// The image a document names: a system symbol when `catalog` is `"system"` (and the name
    /// is one), otherwise what `resolve` finds for the name.
    static func documentImage(named name: String, catalog: String?, resolve: (String) -> UIImage?) -> UIImage? {
        if catalog == systemCatalog, let symbol = UIImage(systemName: name) { return symbol }
        return resolve(name)
    }
}
