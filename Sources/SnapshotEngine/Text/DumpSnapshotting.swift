extension Snapshotting where Format == String {
    /// Compares a textual dump of any value: its type, stored properties and elements, nested.
    ///
    /// ```swift
    /// assertSnapshot(of: layout.frames, as: .dump)
    /// ```
    ///
    /// Unlike `Swift.dump`, dictionaries and sets are printed in sorted order, so the text does
    /// not change from one run to the next with hashing's random seed.
    public static var dump: Snapshotting {
        Snapshotting<String, String>.lines.pullback { ValueDump.text(of: $0) }
    }
}

/// A deterministic, indented description of a value built from its `Mirror`.
enum ValueDump {
    static func text(of value: Any) -> String {
        var out = ""
        write(value, label: nil, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: Any, label: String?, indent: Int, into out: inout String) {
        let mirror = Mirror(reflecting: value)
        let prefix = String(repeating: "  ", count: indent) + "- " + (label.map { "\($0): " } ?? "")
        var children = Array(mirror.children)
        switch mirror.displayStyle {
        case .dictionary, .set:
            // Order elements by their own dump so that the output is independent of hashing.
            children.sort { text(of: $0.value) < text(of: $1.value) }
            out += prefix + "\(children.count) element\(children.count == 1 ? "" : "s")\n"
        case .collection, .tuple:
            out += prefix + "\(children.count) element\(children.count == 1 ? "" : "s")\n"
        case .optional:
            guard let wrapped = children.first else { out += prefix + "nil\n"; return }
            write(wrapped.value, label: label, indent: indent, into: &out)
            return
        case .struct, .class, .enum:
            out += prefix + (children.isEmpty ? String(describing: value) : String(reflecting: type(of: value))) + "\n"
        default:
            out += prefix + String(describing: value) + "\n"
            return
        }
        for child in children {
            write(child.value, label: child.label, indent: indent + 1, into: &out)
        }
    }
}
