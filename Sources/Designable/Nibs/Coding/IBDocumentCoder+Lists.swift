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

    /// The collection view's layout as the document gives it (see ``CollectionLayoutDecoding``).
    func decodedLayout() -> UICollectionViewLayout {
        CollectionLayoutDecoding.layout(of: object, registry: session.registry) { ib, message in
            session.report(.unknownClass, line: ib.line, object: ib, message)
        }
    }
}
