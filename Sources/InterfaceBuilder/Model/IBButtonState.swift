/// A button's settings for one control state: `<state key="normal" title="Go">` with its colours.
public struct IBButtonState: Hashable, Sendable {
    /// `"normal"`, `"highlighted"`, `"selected"` or `"disabled"`.
    public var key: String
    public var title: String?
    /// The image's name.
    public var image: String?
    /// Where the image is looked up: `"system"` for an SF Symbol (`catalog="system"`), `nil` for the app's assets.
    public var catalog: String?
    /// The background image's name.
    public var backgroundImage: String?
    /// `titleColor`, `titleShadowColor`, by key.
    public var colors: [String: IBColor]
    /// The styled title: `<attributedString key="attributedTitle">`.
    public var attributedTitle: IBAttributedString?
    /// Children the model gives no meaning to, verbatim.
    public var extras: [IBElement]
    public var line: IBSourceLine

    public init(key: String, title: String? = nil, image: String? = nil, backgroundImage: String? = nil,
                colors: [String: IBColor] = [:], attributedTitle: IBAttributedString? = nil, extras: [IBElement] = [],
                line: IBSourceLine = .none) {
        self.key = key
        self.attributedTitle = attributedTitle
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.colors = colors
        self.extras = extras
        self.line = line
    }

    init(xml e: IBElement, in context: IBDecodingContext) throws {
        var colors: [String: IBColor] = [:]
        var extras: [IBElement] = []
        var attributedTitle: IBAttributedString?
        for c in e.children {
            if c.name == "color", let key = c["key"] {
                colors[key] = try IBColor(xml: c, in: context)
            } else if c.name == "attributedString", c["key"] == "attributedTitle" {
                attributedTitle = try IBAttributedString(xml: c, in: context)
            } else {
                extras.append(c)
            }
        }
        self.init(key: try context.required(e, "key"), title: e["title"], image: e["image"],
                  backgroundImage: e["backgroundImage"], colors: colors, attributedTitle: attributedTitle, extras: extras, line: e.line)
        catalog = e["catalog"]
    }

    var xml: IBElement {
        var a = ["key": key]
        a["title"] = title
        a["image"] = image
        a["catalog"] = catalog
        a["backgroundImage"] = backgroundImage
        let colorElements = colors.keys.sorted().map { colors[$0]!.xml(key: $0) }
        let styled = attributedTitle.map { [$0.xml(key: "attributedTitle")] } ?? []
        return IBElement("state", a, children: styled + colorElements + extras)
    }
}
