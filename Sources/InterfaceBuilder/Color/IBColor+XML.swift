extension IBColor {
    /// Reads a `<color>` element in any of its five encodings.
    init(xml e: IBElement, in context: IBDecodingContext) throws {
        var spec: Specification
        if let name = e["systemColor"] {
            spec = .systemColor(name)
            // Documents from Xcode 11's betas name a system colour without a <resources> entry and
            // carry its components, or an older named colour, inline: that is the colour, as Xcode reads it.
            if context.systemColors[name] == nil, let inline = try IBColor.inlineComponents(of: e, in: context) { spec = inline }
        } else if let name = e["cocoaTouchSystemColor"] {
            spec = .cocoaTouchSystemColor(name)
        } else if let name = e["name"] {
            spec = .named(name)
        } else {
            spec = try IBColor.components(of: e, in: context)
        }
        do {
            try self.init(spec) { spec in
                switch spec {
                case .systemColor(let name): context.systemColors[name]
                case .named(let name): context.namedColors[name]
                default: nil
                }
            }
        } catch {
            switch error.specification {
            case .cocoaTouchSystemColor(let name): throw context.error(e, .unknownCocoaTouchSystemColor(name))
            case .systemColor(let name), .named(let name): throw context.error(e, .unresolvedColor(name))
            case .white, .rgb: preconditionFailure("colours given by components always convert")
            }
        }
    }

    /// The colour written beside a colour's name, when there is one: an older named colour or
    /// components.
    private static func inlineComponents(of e: IBElement, in context: IBDecodingContext) throws -> Specification? {
        if let legacy = e["cocoaTouchSystemColor"] { return .cocoaTouchSystemColor(legacy) }
        guard e["red"] != nil || e["white"] != nil, e["colorSpace"] != nil else { return nil }
        return try components(of: e, in: context)
    }

    /// A colour given by its components: `white` or `red`/`green`/`blue`, `alpha` and its space.
    private static func components(of e: IBElement, in context: IBDecodingContext) throws -> Specification {
        let space = try IBColor.space(of: e, in: context)
        let alpha = try context.double(e, "alpha") ?? 1
        if e["white"] != nil { return .white(try context.requiredDouble(e, "white"), alpha: alpha, space: space) }
        return .rgb(red: try context.requiredDouble(e, "red"), green: try context.requiredDouble(e, "green"),
                    blue: try context.requiredDouble(e, "blue"), alpha: alpha, space: space)
    }

    private static func space(of e: IBElement, in context: IBDecodingContext) throws -> IBColorSpace {
        let written = try context.required(e, "colorSpace")
        let name = written == "custom" ? try context.required(e, "customColorSpace") : written
        guard let space = IBColorSpace(rawValue: name) else {
            let attribute = written == "custom" ? "customColorSpace" : "colorSpace"
            throw context.error(e, .invalidValue(attribute: attribute, value: name, expected: "a known colour space"))
        }
        return space
    }

    /// The `<color>` element, with `key` when it is one of an object's properties.
    func xml(key: String?) -> IBElement {
        var a: [String: String] = [:]
        if let key { a["key"] = key }
        func put(_ space: IBColorSpace) {
            if space.isWrittenAsCustom {
                a["colorSpace"] = "custom"
                a["customColorSpace"] = space.rawValue
            } else {
                a["colorSpace"] = space.rawValue
            }
        }
        switch specification {
        case let .white(w, alpha, space):
            a["white"] = IBNumberFormat.string(w)
            a["alpha"] = IBNumberFormat.string(alpha)
            put(space)
        case let .rgb(r, g, b, alpha, space):
            a["red"] = IBNumberFormat.string(r)
            a["green"] = IBNumberFormat.string(g)
            a["blue"] = IBNumberFormat.string(b)
            a["alpha"] = IBNumberFormat.string(alpha)
            put(space)
        case .systemColor(let name): a["systemColor"] = name
        case .cocoaTouchSystemColor(let name): a["cocoaTouchSystemColor"] = name
        case .named(let name): a["name"] = name
        }
        return IBElement("color", a)
    }
}
