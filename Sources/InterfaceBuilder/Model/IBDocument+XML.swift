extension IBDocument {
    init(xml e: IBElement, in context: IBDecodingContext) throws {
        guard e.name == "document" else { throw context.error(e, .wrongRoot(found: e.name)) }
        let type = try context.required(e, "type")
        guard let kind = Kind(rawValue: type) else { throw context.error(e, .unsupportedDocumentType(type)) }
        self.init(kind: kind, attributes: e.attributes.filter { $0.key != "type" })

        // Ids first, so references can point forwards; resources next, so colours resolve.
        for c in e.children where IBDocument.holdsReferableIDs(c) { try context.registerIDs(in: c) }
        if let r = e.child("resources") { resources = try IBResources(xml: r, in: context) }

        for c in e.children {
            switch c.name {
            case "objects": objects += try c.children.map { try IBObject(xml: $0, in: context) }
            case "scenes": scenes += try c.children.map { try IBScene(xml: $0, in: context) }
            case "resources": break
            default:
                if !IBVocabulary.passiveElements.contains(c.name) {
                    context.warn(.unknownElement, c, "kept but not interpreted")
                }
                extras.append(c)
            }
        }
    }

    /// Whether references may name the ids in `child` of `<document>`: its objects and scenes.
    static func holdsReferableIDs(_ child: IBElement) -> Bool { child.name == "objects" || child.name == "scenes" }

    /// The ids references may name in the document as written, with their lines.
    var writtenReferableIDs: [String: Int] {
        xml.children.filter(IBDocument.holdsReferableIDs).reduce(into: [:]) { ids, c in ids.merge(c.ids) { a, _ in a } }
    }

    var xml: IBElement {
        var c = extras
        if !objects.isEmpty || kind == .xib { c.append(IBElement("objects", children: objects.map(\.xml))) }
        if !scenes.isEmpty { c.append(IBElement("scenes", children: scenes.map(\.xml))) }
        if !resources.isEmpty { c.append(resources.xml) }
        return IBElement("document", attributes.merging(["type": kind.rawValue]) { _, new in new }, children: c)
    }
}
