/// Prints an ``IBElement`` tree as XML text, indented as Interface Builder indents.
enum XMLTreeWriter {
    /// Attributes IB puts first; the rest follow alphabetically, so output is stable.
    private static let leadingAttributes = [
        "key", "type", "name", "placeholderIdentifier", "id", "sceneID", "customClass", "customModule", "customModuleProvider",
        "keyPath", "property", "selector", "destination", "firstItem", "firstAttribute", "relation",
        "secondItem", "secondAttribute", "multiplier", "constant", "priority",
        "x", "y", "width", "height", "white", "red", "green", "blue", "alpha", "colorSpace", "customColorSpace",
    ]
    private static let rank: [String: Int] = Dictionary(
        uniqueKeysWithValues: leadingAttributes.enumerated().map { ($1, $0) })

    static func write(_ root: IBElement) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(root, depth: 0, into: &out)
        return out
    }

    private static func write(_ element: IBElement, depth: Int, into out: inout String) {
        let indent = String(repeating: "    ", count: depth)
        out += indent + "<" + element.name
        let names = element.attributes.keys.sorted { a, b in
            let ra = rank[a] ?? Int.max, rb = rank[b] ?? Int.max
            return ra != rb ? ra < rb : a < b
        }
        for name in names {
            out += " \(name)=\"\(escapeAttribute(element.attributes[name]!))\""
        }
        if element.children.isEmpty && element.text.isEmpty {
            out += "/>\n"
        } else if element.children.isEmpty {
            out += ">" + escapeText(element.text) + "</\(element.name)>\n"
        } else {
            out += ">\n"
            for child in element.children { write(child, depth: depth + 1, into: &out) }
            out += indent + "</\(element.name)>\n"
        }
    }

    static func escapeText(_ s: String) -> String { escape(s, inAttribute: false) }

    static func escapeAttribute(_ s: String) -> String { escape(s, inAttribute: true) }

    /// Markup characters become entities. A literal CR would be normalised to LF by the next
    /// reader, and in attribute values quotes end the value and LF and tab would be
    /// normalised to spaces, so those are written as character references too.
    private static func escape(_ s: String, inAttribute: Bool) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            case "\"" where inAttribute: out += "&quot;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t" where inAttribute: out += "&#9;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
