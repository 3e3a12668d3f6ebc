import Foundation
import InterfaceBuilder

/// A cell a storyboard or xib holds as a template of its table or collection view (its
/// `<prototypes>` or `<cells>`), registered under its reuse identifier: each dequeue of a new
/// cell loads it as a document of its own, so its class, subviews, constraints, runtime
/// attributes, outlets and `awakeFromNib()` come as a nib's top-level cell's do.
struct PrototypeCell {
    let document: IBDocument
    let file: String
    let registry: DesignableRegistry
    let imageNamed: (String) -> UIImage?

    /// The templates among `objects` with a reuse identifier, from the document `session` loads.
    static func prototypes(_ objects: [IBObject], in session: NibDecoder) -> [(identifier: String, cell: PrototypeCell)] {
        objects.compactMap { prototype in
            guard let identifier = prototype.attributes[ViewCodingKey.reuseIdentifier], !identifier.isEmpty else { return nil }
            let document = IBDocument(kind: .xib, attributes: session.document.attributes, objects: [prototype],
                                      resources: session.document.resources)
            return (identifier, PrototypeCell(document: document, file: session.file, registry: session.registry,
                                              imageNamed: session.imageNamed))
        }
    }

    /// A new cell from the template; `nil`, with the reason logged, if it cannot be loaded.
    func instantiate() -> UIView? {
        do {
            let nib = try InterfaceBuilderLoader.load(IBDocument.Loaded(document: document, report: IBLoadReport(file: file)),
                                                      owner: nil, strict: false, registry: registry, imageNamed: imageNamed)
            return nib.topLevelObjects.lazy.compactMap { $0 as? UIView }.first
        } catch {
            NibLog.write("Could not instantiate a prototype cell of \(file): \(error)")
            return nil
        }
    }
}
