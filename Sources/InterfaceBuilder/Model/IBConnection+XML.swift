extension IBConnection {
    init(xml e: IBElement, in context: IBDecodingContext) throws {
        switch e.name {
        case "outlet", "outletCollection":
            let outlet = IBOutlet(
                id: try context.required(e, "id"), property: try context.required(e, "property"),
                destination: try context.requiredReference(e, "destination"),
                otherAttributes: e.attributes.filter { !["id", "property", "destination"].contains($0.key) },
                line: e.line)
            self = e.name == "outlet" ? .outlet(outlet) : .outletCollection(outlet)
        case "action":
            self = .action(IBAction(
                id: try context.required(e, "id"), selector: try context.required(e, "selector"),
                destination: try context.requiredReference(e, "destination"), eventType: e["eventType"],
                line: e.line))
        default:
            context.warn(.unknownElement, e, "connection kept but not interpreted")
            self = .other(e)
        }
    }

    var xml: IBElement {
        switch self {
        case .outlet(let o), .outletCollection(let o):
            var a = o.otherAttributes
            a["id"] = o.id
            a["property"] = o.property
            a["destination"] = o.destination
            if case .outlet = self { return IBElement("outlet", a) }
            return IBElement("outletCollection", a)
        case .action(let action):
            var a = ["id": action.id, "selector": action.selector, "destination": action.destination]
            a["eventType"] = action.eventType
            return IBElement("action", a)
        case .other(let e):
            return e
        }
    }
}
