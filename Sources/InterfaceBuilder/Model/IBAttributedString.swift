/// A styled string as Interface Builder stores it (`<attributedString key="attributedText">`):
/// fragments of text, each with the attributes `NSAttributedString` keys name.
///
/// ```xml
/// <attributedString key="attributedText">
///     <fragment content="Sale ">
///         <attributes>
///             <color key="NSColor" systemColor="systemRedColor"/>
///             <font key="NSFont" metaFont="systemBold" size="17"/>
///             <real key="NSKern" value="2"/>
///             <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping"/>
///         </attributes>
///     </fragment>
/// </attributedString>
/// ```
///
/// Reading keeps the element itself among the object's extras, so writing the document back
/// writes it as it was read; a string set in code is written by ``xml(key:)``.
public struct IBAttributedString: Hashable, Sendable {
    /// A font as attributed strings store it: a name, or a `metaFont` such as `system`,
    /// `systemBold` or `systemSemibold`, at a size in points.
    public struct Font: Hashable, Sendable {
        public var name: String?
        public var metaFont: String?
        public var size: Double

        public init(name: String? = nil, metaFont: String? = nil, size: Double) {
            self.name = name
            self.metaFont = metaFont
            self.size = size
        }
    }

    /// A run of text and its attributes.
    public struct Fragment: Hashable, Sendable {
        public var content: String
        /// Colours by attribute key (`NSColor`, `NSBackgroundColor`, `NSUnderlineColor`, …).
        public var colors: [String: IBColor]
        /// The `NSFont` attribute.
        public var font: Font?
        /// The `NSParagraphStyle`'s XML attributes as written (`alignment`, `lineSpacing`, …).
        public var paragraphStyle: [String: String]?
        /// Numbers by attribute key (`NSKern`, `NSBaselineOffset`, `NSUnderline`, …).
        public var numbers: [String: Double]

        public init(content: String, colors: [String: IBColor] = [:], font: Font? = nil,
                    paragraphStyle: [String: String]? = nil, numbers: [String: Double] = [:]) {
            self.content = content
            self.colors = colors
            self.font = font
            self.paragraphStyle = paragraphStyle
            self.numbers = numbers
        }
    }

    public var fragments: [Fragment]

    public init(fragments: [Fragment]) { self.fragments = fragments }

    /// The characters of every fragment.
    public var string: String { fragments.map(\.content).joined() }
}

extension IBAttributedString {
    /// Reads `<attributedString>`; a fragment's text is its `content` attribute, or a
    /// `<string key="content">` child when it spans lines.
    init(xml e: IBElement, in context: IBDecodingContext) throws {
        var fragments: [Fragment] = []
        for f in e.children where f.name == "fragment" {
            let content = f["content"] ?? f.children.first { ($0.name == "string" || $0.name == "mutableString") && $0["key"] == "content" }?.text ?? ""
            var fragment = Fragment(content: content)
            for a in f.child("attributes")?.children ?? [] {
                guard let key = a["key"] else { continue }
                switch a.name {
                case "color": fragment.colors[key] = try IBColor(xml: a, in: context)
                case "font":
                    fragment.font = Font(name: a["name"], metaFont: a["metaFont"], size: try context.double(a, "size") ?? 17)
                case "paragraphStyle": fragment.paragraphStyle = a.attributes.filter { $0.key != "key" }
                case "real", "integer":
                    if let value = try context.double(a, "value") { fragment.numbers[key] = value }
                default:
                    context.warn(.unknownElement, a, "attribute \(key) of an attributed string is not drawn")
                }
            }
            fragments.append(fragment)
        }
        self.init(fragments: fragments)
    }
}

extension IBAttributedString {
    /// The `<attributedString>` element under `key`, written as IB writes one: a fragment's
    /// text as its `content` attribute, or as a `<string key="content">` when it spans lines;
    /// underline and strikethrough styles as integers, other numbers as reals.
    func xml(key: String) -> IBElement {
        IBElement("attributedString", ["key": key], children: fragments.map { f in
            var attributes: [IBElement] = f.colors.keys.sorted().map { f.colors[$0]!.xml(key: $0) }
            if let font = f.font {
                var a = ["key": "NSFont", "size": IBNumberFormat.string(font.size)]
                a["name"] = font.name
                a["metaFont"] = font.metaFont
                attributes.append(IBElement("font", a))
            }
            for key in f.numbers.keys.sorted() {
                let integral = key == "NSUnderline" || key == "NSStrikethrough"
                attributes.append(IBElement(integral ? "integer" : "real", ["key": key, "value": IBNumberFormat.string(f.numbers[key]!)]))
            }
            if let style = f.paragraphStyle {
                attributes.append(IBElement("paragraphStyle", style.merging(["key": "NSParagraphStyle"]) { _, new in new }))
            }
            let multiline = f.content.contains("\n") || f.content.contains("\r")
            var children = multiline ? [IBElement("string", ["key": "content"], text: f.content)] : []
            children.append(IBElement("attributes", children: attributes))
            return IBElement("fragment", multiline ? [:] : ["content": f.content], children: children)
        })
    }
}
