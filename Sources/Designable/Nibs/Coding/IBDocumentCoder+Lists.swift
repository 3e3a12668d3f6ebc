import Foundation
import InterfaceBuilder

/// What table and collection views read from a document beyond their own properties: their
/// prototype cells, a collection view's header and footer templates and flow layout, and the
/// views a table holds by key.
extension IBDocumentCoder {
    /// The prototype cells the object holds (`<prototypes>`, `<cells>`), by reuse identifier.
    func prototypeCells() -> [(identifier: String, cell: PrototypeCell)] {
        PrototypeCell.prototypes(object.prototypes, in: session)
    }

    /// A static table's sections (`<sections>`), with the cells the document holds decoded once
    /// through their `init?(coder:)`, as UIKit decodes them with the storyboard.
    func staticSections() -> [StaticTableContent.Section] {
        IBObjectValues.staticSections(of: object) { object in
            guard let decoded = session.decodeView(object) else { return nil }
            guard let cell = decoded as? UITableViewCell else {
                session.report(.noEffect, line: object.line, object: object,
                               "<\(object.element)> in a static table section is a \(type(of: decoded)), not a UITableViewCell: left out")
                return nil
            }
            return cell
        }
    }

    /// A collection view's section header and footer templates, by kind and reuse identifier.
    func supplementaryPrototypes() -> [(kind: String, identifier: String, view: PrototypeCell)] {
        object.children.compactMap { child in
            guard let kind = child.key.flatMap({ IBObjectValues.supplementaryTemplateKinds[$0] }),
                  let prototype = PrototypeCell.prototypes([child], in: session).first else { return nil }
            return (kind, prototype.identifier, prototype.cell)
        }
    }

    /// The view decoded for the object held under `key` (a table's `tableHeaderView`).
    func decodedChild(forKey key: String) -> UIView? {
        object.child(forKey: key).flatMap { session.objects[$0.id] as? UIView }
    }

    /// Sets what `<collectionViewFlowLayout key="collectionViewLayout">` stores on `layout`. A
    /// layout of a custom class is read as a flow layout, as Designable cannot build a layout
    /// class by its name.
    func decodeFlowLayout(into layout: UICollectionViewFlowLayout) {
        guard let ib = object.child(forKey: "collectionViewLayout"), ib.element == "collectionViewFlowLayout" else { return }
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
