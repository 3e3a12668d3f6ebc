extension IBObject {
    /// The attributes with members of their own.
    private static let modelled: Set<String> = ["id", "key", "customClass", "customModule"]

    init(xml e: IBElement, in context: IBDecodingContext) throws {
        if !IBVocabulary.objectElements.contains(e.name) {
            context.warn(.unknownElement, e, "decoded as a plain object: not a UIKit element Designable knows")
        }
        self.init(element: e.name, id: try context.required(e, "id"), key: e["key"], customClass: e["customClass"],
                  customModule: e["customModule"],
                  attributes: e.attributes.filter { !IBObject.modelled.contains($0.key) }, line: e.line)
        for c in e.children { try read(child: c, in: context) }
    }

    private mutating func read(child c: IBElement, in context: IBDecodingContext) throws {
        switch (c.name, c["key"]) {
        case ("rect", "frame"): frame = try IBRect.read(c, in: context)
        case ("autoresizingMask", _): autoresizingMask = try IBAutoresizingMask(xml: c, in: context)
        case ("subviews", _): subviews += try c.children.map { try IBObject(xml: $0, in: context) }
        case ("constraints", _):
            constraints += try c.children.compactMap { x in try context.unlessDangling { try IBConstraint(xml: x, in: context) } }
        case ("color", let key?): colors[key] = try IBColor(xml: c, in: context)
        case ("nil", let key?): nilKeys.insert(key)
        case ("fontDescription", _): fontDescription = try IBFontDescription(xml: c, in: context)
        case ("state", _): states.append(try IBButtonState(xml: c, in: context))
        case ("string", let key?), ("mutableString", let key?): strings[key] = c.text
        case ("userDefinedRuntimeAttributes", _):
            runtimeAttributes += try c.children.map { try IBRuntimeAttribute(xml: $0, in: context) }
        case ("connections", _):
            connections += try c.children.compactMap { x in try context.unlessDangling { try IBConnection(xml: x, in: context) } }
        case ("layoutGuides", _): layoutGuides += try c.children.map { try IBLayoutGuide(xml: $0, in: context) }
        case ("viewLayoutGuide", _): layoutGuides.append(try IBLayoutGuide(xml: c, in: context))
        case ("variation", _): variations.append(try IBVariation(xml: c, in: context))
        case ("attributedString", let key?):
            // Typed for reading, and kept as written for writing back.
            attributedStrings[key] = try IBAttributedString(xml: c, in: context)
            extras.append(c)
        case ("prototypes", nil) where element == "tableView", ("cells", nil) where element == "collectionView":
            prototypes += try c.children.map { try IBObject(xml: $0, in: context) }
        case ("sections", nil) where element == "tableView":
            sections += try c.children.map { try IBObject(xml: $0, in: context) }
        case ("cells", nil) where element == "tableViewSection":
            subviews += try c.children.map { try IBObject(xml: $0, in: context) }
        case (_, .some) where c["id"] != nil: children.append(try IBObject(xml: c, in: context))
        case ("view", "contentView"?) where element == "collectionViewCell" || element == "collectionReusableView":
            // Older Xcode writes a collection view cell's content view without an id; it is an
            // object all the same, named after its cell.
            var identified = c
            identified.attributes["id"] = "\(id)-contentView"
            children.append(try IBObject(xml: identified, in: context))
        default:
            if !IBVocabulary.passiveElements.contains(c.name) {
                context.warn(.unknownElement, c, "kept but not interpreted")
            }
            extras.append(c)
        }
    }

    var xml: IBElement {
        var a = attributes
        a["id"] = id
        a["key"] = key
        a["customClass"] = customClass
        a["customModule"] = customModule
        var c: [IBElement] = []
        let controllerGuides = layoutGuides.filter(\.isViewControllerGuide)
        if !controllerGuides.isEmpty { c.append(IBElement("layoutGuides", children: controllerGuides.map(\.xml))) }
        c += children.map(\.xml)
        if let frame { c.append(IBRect.xml(frame, key: "frame")) }
        if let autoresizingMask { c.append(autoresizingMask.xml) }
        if !subviews.isEmpty { c.append(IBElement(element == "tableViewSection" ? "cells" : "subviews", children: subviews.map(\.xml))) }
        if !prototypes.isEmpty { c.append(IBElement(prototypesElement, children: prototypes.map(\.xml))) }
        if !sections.isEmpty { c.append(IBElement("sections", children: sections.map(\.xml))) }
        c += colors.keys.sorted().map { colors[$0]!.xml(key: $0) }
        c += nilKeys.sorted().map { IBElement("nil", ["key": $0]) }
        if let fontDescription { c.append(fontDescription.xml) }
        c += strings.keys.sorted().map { IBElement("string", ["key": $0], text: strings[$0]!) }
        c += states.map(\.xml)
        if !constraints.isEmpty { c.append(IBElement("constraints", children: constraints.map(\.xml))) }
        c += layoutGuides.filter { !$0.isViewControllerGuide }.map(\.xml)
        if !runtimeAttributes.isEmpty {
            c.append(IBElement("userDefinedRuntimeAttributes", children: runtimeAttributes.map(\.xml)))
        }
        if !connections.isEmpty { c.append(IBElement("connections", children: connections.map(\.xml))) }
        c += variations.map(\.xml)
        // Strings read from a document are among the extras as written; the others are written here.
        let written = Set(extras.filter { $0.name == "attributedString" }.compactMap { $0["key"] })
        c += attributedStrings.keys.sorted().filter { !written.contains($0) }.map { attributedStrings[$0]!.xml(key: $0) }
        c += extras
        return IBElement(element, a, children: c)
    }
}
