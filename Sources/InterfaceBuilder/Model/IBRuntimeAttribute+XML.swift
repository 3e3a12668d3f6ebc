import Raster

extension IBRuntimeAttribute {
    init(xml e: IBElement, in context: IBDecodingContext) throws {
        let keyPath = try context.required(e, "keyPath")
        let type = try context.required(e, "type")
        // The value sits in an attribute or in a child keyed "value".
        func child(_ name: String) throws -> IBElement {
            guard let c = e.child(name, key: "value") else { throw context.error(e, .missingAttribute("value")) }
            return c
        }
        func text() throws -> String {
            if let v = e["value"] { return v }
            // IB writes long text as `<mutableString key="value">` as often as `<string …>`.
            if let c = e.child("mutableString", key: "value") { return c.text }
            return try child("string").text
        }
        let value: IBRuntimeValue
        switch type {
        case "boolean":
            guard let b = try context.bool(e, "value") else { throw context.error(e, .missingAttribute("value")) }
            value = .boolean(b)
        case "number":
            if let c = e.child("integer", key: "value") {
                guard let i = try context.int(c, "value") else { throw context.error(c, .missingAttribute("value")) }
                value = .integer(i)
            } else if let c = e.child("real", key: "value") {
                value = .real(try context.requiredDouble(c, "value"))
            } else if e["value"] != nil {
                value = .real(try context.requiredDouble(e, "value"))
            } else {
                throw context.error(e, .missingAttribute("value"))
            }
        case "string": value = .string(try text())
        case "localizedString": value = .localizedString(try text())
        case "image": value = .image(try context.required(e, "value"))
        case "color": value = .color(try IBColor(xml: try child("color"), in: context))
        case "point":
            let c = try child("point")
            value = .point(Point(x: try context.requiredDouble(c, "x"), y: try context.requiredDouble(c, "y")))
        case "size":
            let c = try child("size")
            value = .size(Size(width: try context.requiredDouble(c, "width"),
                               height: try context.requiredDouble(c, "height")))
        case "rect": value = .rect(try IBRect.read(try child("rect"), in: context))
        case "range":
            let c = try child("range")
            guard let location = try context.int(c, "location") else { throw context.error(c, .missingAttribute("location")) }
            guard let length = try context.int(c, "length") else { throw context.error(c, .missingAttribute("length")) }
            value = .range(location: location, length: length)
        case "nil": value = .nil
        default: throw context.error(e, .unknownRuntimeAttributeType(type))
        }
        self.init(keyPath: keyPath, value: value, line: e.line)
    }

    var xml: IBElement {
        var e = IBElement("userDefinedRuntimeAttribute", ["type": value.typeName, "keyPath": keyPath])
        func valueChild(_ name: String, _ a: [String: String]) {
            e.children.append(IBElement(name, a.merging(["key": "value"]) { x, _ in x }))
        }
        switch value {
        case .boolean(let b): e.attributes["value"] = IBNumberFormat.yesNo(b)
        case .integer(let i): valueChild("integer", ["value": String(i)])
        case .real(let d): valueChild("real", ["value": IBNumberFormat.string(d)])
        case .string(let s), .localizedString(let s):
            // Text with line breaks is written as a child, as IB does, so it survives intact.
            if s.contains(where: \.isNewline) {
                e.children.append(IBElement("string", ["key": "value"], text: s))
            } else {
                e.attributes["value"] = s
            }
        case .image(let name): e.attributes["value"] = name
        case .color(let c): e.children.append(c.xml(key: "value"))
        case .point(let p): valueChild("point", ["x": IBNumberFormat.string(p.x), "y": IBNumberFormat.string(p.y)])
        case .size(let s):
            valueChild("size", ["width": IBNumberFormat.string(s.width), "height": IBNumberFormat.string(s.height)])
        case .rect(let r): e.children.append(IBRect.xml(r, key: "value"))
        case let .range(location, length): valueChild("range", ["location": String(location), "length": String(length)])
        case .nil: break
        }
        return e
    }
}
