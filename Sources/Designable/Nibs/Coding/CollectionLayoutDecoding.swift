import Foundation
import InterfaceBuilder

/// A collection view's layout from its document (`<collectionViewFlowLayout
/// key="collectionViewLayout">`, or `<collectionViewLayout>` for another class): the layout of
/// the custom class the document names when that class is registered
/// (``DesignableRegistry/registerLayout(_:name:module:make:)``, which the UIKitSources plugin
/// generates), else a flow layout; a flow layout, or a subclass of one, takes the metrics the
/// document stores. Decoding and the code path of the init-path matrix both build it here.
enum CollectionLayoutDecoding {
    /// The layout of the collection view `object`; `unknown` hears of a custom class nobody
    /// registered, which is read as a flow layout.
    static func layout(of object: IBObject, registry: DesignableRegistry,
                       unknown: (IBObject, String) -> Void) -> UICollectionViewLayout {
        guard let ib = object.child(forKey: "collectionViewLayout") else { return UICollectionViewFlowLayout() }
        var layout: UICollectionViewLayout = UICollectionViewFlowLayout()
        if let custom = ib.customClass {
            if let make = registry.layoutFactory(named: custom, module: ib.customModule) {
                layout = make()
            } else {
                unknown(ib, "Unknown class \(custom) in Interface Builder file. (Decoded as UICollectionViewFlowLayout; "
                        + "register \(custom) with DesignableRegistry.registerLayout, as the UIKitSources plugin does for the layouts it compiles.)")
            }
        }
        if let flow = layout as? UICollectionViewFlowLayout, ib.element == "collectionViewFlowLayout" { applyMetrics(of: ib, to: flow) }
        return layout
    }

    /// Sets the scroll direction, spacings, sizes and insets `<collectionViewFlowLayout>` stores.
    static func applyMetrics(of ib: IBObject, to layout: UICollectionViewFlowLayout) {
        func number(_ name: String) -> CGFloat? { ib.attributes[name].flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil } }
        if ib.attributes["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = number("minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        if ib.attributes["sectionHeadersPinToVisibleBounds"] == "YES" { layout.sectionHeadersPinToVisibleBounds = true }
        if ib.attributes["sectionFootersPinToVisibleBounds"] == "YES" { layout.sectionFootersPinToVisibleBounds = true }
        for e in ib.extras {
            switch (e.name, e["key"]) {
            case ("size", let key?):
                guard let w = e["width"].flatMap(Double.init), let h = e["height"].flatMap(Double.init), w.isFinite, h.isFinite else { continue }
                let size = CGSize(width: w, height: h)
                switch key {
                case "itemSize": layout.itemSize = size
                case "estimatedItemSize": layout.estimatedItemSize = size
                case "headerReferenceSize": layout.headerReferenceSize = size
                case "footerReferenceSize": layout.footerReferenceSize = size
                default: break
                }
            case ("inset", "sectionInset"?):
                if let insets = IBObjectValues.edgeInsets(e) { layout.sectionInset = insets }
            default: break
            }
        }
    }
}
