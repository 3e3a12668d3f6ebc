extension IBConstraint {
    private static let modelled: Set<String> = [
        "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute",
        "multiplier", "constant", "priority",
    ]

    init(xml e: IBElement, in context: IBDecodingContext) throws {
        let multiplier: IBMultiplier
        if let text = e["multiplier"] {
            guard let m = IBMultiplier(text) else { throw context.error(e, .invalidMultiplier(text)) }
            multiplier = m
        } else {
            multiplier = .one
        }
        guard let first = try context.enumeration(e, "firstAttribute", IBLayoutAttribute.self) else {
            throw context.error(e, .missingAttribute("firstAttribute"))
        }
        self.init(
            id: try context.required(e, "id"),
            firstItem: try context.reference(e, "firstItem"),
            firstAttribute: first,
            relation: try context.enumeration(e, "relation", IBLayoutRelation.self) ?? .equal,
            secondItem: try context.reference(e, "secondItem"),
            secondAttribute: try context.enumeration(e, "secondAttribute", IBLayoutAttribute.self),
            multiplier: multiplier,
            constant: try context.double(e, "constant") ?? 0,
            priority: try context.double(e, "priority") ?? 1000,
            otherAttributes: e.attributes.filter { !IBConstraint.modelled.contains($0.key) },
            line: e.line)
        for child in e.children {
            if child.name == "variation" {
                let variation = try IBVariation(xml: child, in: context)
                if let text = variation.attributes["constant"], Double(text)?.isFinite != true {
                    throw context.error(child, .invalidValue(attribute: "constant", value: text, expected: "a number"))
                }
                variations.append(variation)
            } else {
                context.warn(.unknownElement, child, "kept but not interpreted")
                extras.append(child)
            }
        }
    }

    var xml: IBElement {
        var a = otherAttributes
        a["id"] = id
        a["firstItem"] = firstItem
        a["firstAttribute"] = firstAttribute.rawValue
        if relation != .equal { a["relation"] = relation.rawValue }
        a["secondItem"] = secondItem
        a["secondAttribute"] = secondAttribute?.rawValue
        if multiplier != .one { a["multiplier"] = multiplier.description }
        if constant != 0 { a["constant"] = IBNumberFormat.string(constant) }
        if priority != 1000 { a["priority"] = IBNumberFormat.string(priority) }
        return IBElement("constraint", a, children: variations.map(\.xml) + extras)
    }
}
