extension IBFontDescription {
    init(xml e: IBElement, in context: IBDecodingContext) throws {
        let font: Font
        if let style = e["style"] {
            if IBTextStyle(rawValue: style) == nil {
                context.warn(.unknownTextStyle, e, "text style \"\(style)\" is not one UIKit documents; using 17 points")
            }
            font = .textStyle(style)
        } else if let name = e["name"] {
            font = .custom(name: name, family: e["family"])
        } else {
            switch try context.required(e, "type") {
            case "system": font = .system(weight: try context.enumeration(e, "weight", IBFontWeight.self))
            case "boldSystem": font = .boldSystem
            case "italicSystem": font = .italicSystem
            case let other:
                throw context.error(e, .invalidValue(attribute: "type", value: other,
                                                     expected: "system, boldSystem or italicSystem"))
            }
        }
        self.init(font: font, pointSize: try context.double(e, "pointSize"), line: e.line)
    }

    var xml: IBElement {
        var a = ["key": "fontDescription"]
        switch font {
        case .system(let weight):
            a["type"] = "system"
            a["weight"] = weight?.rawValue
        case .boldSystem: a["type"] = "boldSystem"
        case .italicSystem: a["type"] = "italicSystem"
        case let .custom(name, family):
            a["name"] = name
            a["family"] = family
        case .textStyle(let style): a["style"] = style
        }
        a["pointSize"] = writtenPointSize.map(IBNumberFormat.string)
        return IBElement("fontDescription", a)
    }
}
