/// One XML element exactly as it was read: the neutral tree between the XML text and the
/// typed model.
///
/// Reading parses text into this tree and then interprets it; writing builds this tree and
/// then prints it. Elements the model has no type for (segues, navigation items, IB's
/// editor metadata) stay in this form inside the model, so writing a document back loses
/// nothing that was read.
public struct IBElement: Hashable, Sendable {
    /// The element name, such as `"view"` or `"constraint"`.
    public var name: String
    /// The attributes, by name. XML gives their order no meaning.
    public var attributes: [String: String]
    /// The child elements, in document order.
    public var children: [IBElement]
    /// The character data of an element without children, such as a `<string>`'s text.
    public var text: String
    /// Where the element starts.
    public var line: IBSourceLine

    public init(_ name: String, _ attributes: [String: String] = [:], children: [IBElement] = [],
                text: String = "", line: IBSourceLine = .none) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    /// The value of an attribute, or `nil` when it is absent.
    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with the given name and, if given, the given `key` attribute.
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// Every element in this subtree, this one first, depth first.
    func forEachElement(_ body: (IBElement) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachElement(body) }
    }

    /// Every `id` in the subtree, with the line of its element.
    var ids: [String: Int] {
        var result: [String: Int] = [:]
        forEachElement { e in if let id = e["id"] { result[id] = e.line.number } }
        return result
    }
}
