/// A document's `<resources>`: the colours references resolve through, and the images used.
public struct IBResources: Hashable, Sendable {
    /// `<systemColor name="systemBackgroundColor">`: the value IB recorded for each system colour.
    public var systemColors: [String: IBColor]
    /// `<namedColor name="Brand">`: asset-catalogue colours.
    public var namedColors: [String: IBColor]
    /// `<image name="avatar" width="64" height="64"/>`: the images and their sizes, by name.
    public var images: [String: IBElement]
    /// Anything else, verbatim.
    public var extras: [IBElement]

    public init(systemColors: [String: IBColor] = [:], namedColors: [String: IBColor] = [:],
                images: [String: IBElement] = [:], extras: [IBElement] = []) {
        self.systemColors = systemColors
        self.namedColors = namedColors
        self.images = images
        self.extras = extras
    }

    public var isEmpty: Bool { self == IBResources() }

    /// Reads the resources and hands their colours to `context`, so later references resolve.
    init(xml e: IBElement, in context: IBDecodingContext) throws {
        self.init()
        for c in e.children {
            switch c.name {
            case "systemColor", "namedColor":
                let name = try context.required(c, "name")
                guard let colorElement = c.child("color") else { throw context.error(c, .missingAttribute("color")) }
                let color = try IBColor(xml: colorElement, in: context)
                if c.name == "systemColor" {
                    systemColors[name] = color
                    context.systemColors[name] = color.sRGB
                } else {
                    namedColors[name] = color
                    context.namedColors[name] = color.sRGB
                }
            case "image":
                images[try context.required(c, "name")] = c
            default:
                context.warn(.unknownElement, c, "resource kept but not interpreted")
                extras.append(c)
            }
        }
    }

    var xml: IBElement {
        let colors = { (element: String, table: [String: IBColor]) in
            table.keys.sorted().map { IBElement(element, ["name": $0], children: [table[$0]!.xml(key: nil)]) }
        }
        return IBElement("resources", children: images.keys.sorted().map { images[$0]! }
            + colors("systemColor", systemColors) + colors("namedColor", namedColors) + extras)
    }
}
