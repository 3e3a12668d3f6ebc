/// A size-class variation: `<variation key="default"><mask key="constraints"><exclude reference="…"/>`.
///
/// IB installs every constraint a view lists, except those the `default` variation excludes;
/// other variations (`widthClass=compact`, …) include or exclude them for their size class.
public struct IBVariation: Hashable, Sendable {
    /// `"default"`, or a size-class predicate such as `"widthClass=compact"`.
    public var key: String
    /// Per mask key (`"constraints"`, `"subviews"`), the ids excluded.
    public var excluded: [String: [String]]
    /// Per mask key, the ids included.
    public var included: [String: [String]]
    /// Children the model gives no meaning to, verbatim.
    public var extras: [IBElement]
    /// The element's attributes besides `key`: a constraint's varied `constant`, Interface
    /// Builder's `misplaced`.
    public var attributes: [String: String] = [:]
    /// The font the view takes in these size classes (`<fontDescription>` inside the variation).
    public var fontDescription: IBFontDescription?
    public var line: IBSourceLine

    public init(key: String, excluded: [String: [String]] = [:], included: [String: [String]] = [:],
                extras: [IBElement] = [], line: IBSourceLine = .none) {
        self.key = key
        self.excluded = excluded
        self.included = included
        self.extras = extras
        self.line = line
    }

    init(xml e: IBElement, in context: IBDecodingContext) throws {
        self.init(key: try context.required(e, "key"), line: e.line)
        attributes = e.attributes.filter { $0.key != "key" }
        for mask in e.children {
            if mask.name == "fontDescription" {
                fontDescription = try IBFontDescription(xml: mask, in: context)
                continue
            }
            guard mask.name == "mask" else {
                extras.append(mask)
                continue
            }
            let maskKey = try context.required(mask, "key")
            for entry in mask.children {
                guard let id = try context.unlessDangling({ try context.requiredReference(entry, "reference") }) else { continue }
                switch entry.name {
                case "exclude": excluded[maskKey, default: []].append(id)
                case "include": included[maskKey, default: []].append(id)
                default:
                    throw context.error(entry, .invalidValue(attribute: "element", value: entry.name,
                                                             expected: "exclude or include"))
                }
            }
        }
    }

    var xml: IBElement {
        let keys = Set(excluded.keys).union(included.keys).sorted()
        let masks = keys.map { key in
            IBElement("mask", ["key": key], children:
                (excluded[key] ?? []).map { IBElement("exclude", ["reference": $0]) }
                + (included[key] ?? []).map { IBElement("include", ["reference": $0]) })
        }
        return IBElement("variation", attributes.merging(["key": key]) { _, key in key }, children: masks + (fontDescription.map { [$0.xml] } ?? []) + extras)
    }
}
