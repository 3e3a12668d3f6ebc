import Designable
import Foundation
import InterfaceBuilder
import Raster

/// `designable inspect`'s core: what Interface Builder's attributes inspector shows for the
/// custom objects of a document, or the inspectables a registered class declares.
package enum Inspection {
    /// Why nothing could be inspected.
    package enum Failure: Error, CustomStringConvertible {
        case noSuchObject(String)
        case unknownClass(String)

        package var description: String {
            switch self {
            case let .noSuchObject(id): "No object with id \"\(id)\" in the document."
            case let .unknownClass(name):
                "\"\(name)\" is neither a file nor a registered class. Give a .xib or .storyboard, or a class the tool knows."
            }
        }
    }

    /// The inspector for each object with a custom class in the document at `url` (or just the
    /// object `objectID`): a section titled after its class, a line per runtime attribute with
    /// its Title Case label, value and type, then the declared inspectables the document leaves
    /// at their defaults, with a fresh instance's value.
    package static func document(_ url: URL, objectID: String? = nil, registry: DesignableRegistry = .shared) throws -> String {
        DesignableCommand.registerDemo(in: registry)
        let loaded = try IBDocument.load(contentsOf: url)
        var objects = loaded.document.allObjects.filter { $0.customClass != nil && !$0.isFilesOwner && $0.element != "placeholder" }
        if let objectID {
            guard let object = loaded.document.object(withID: objectID) else { throw Failure.noSuchObject(objectID) }
            objects = [object]
        }
        if objects.isEmpty { return "\(url.lastPathComponent) has no objects with a custom class." }
        return objects.map { section(for: $0, file: url.lastPathComponent, registry: registry) }.joined(separator: "\n\n")
    }

    /// The inspectables a registered class declares, as the inspector would list them.
    package static func registeredClass(_ name: String, registry: DesignableRegistry = .shared) throws -> String {
        DesignableCommand.registerDemo(in: registry)
        guard let registration = registry.designableClass(named: name) else { throw Failure.unknownClass(name) }
        var lines = [titleCase(registration.name), "  class \(registration.name), registered"]
        if registration.inspectableNames.isEmpty { lines.append("  (no inspectables of its own)") }
        let defaults = registration.inspectableValues(of: registration.freshInstance(frame: defaultFrame))
        lines += table(registration.inspectableTypes.map { key, type in
            (titleCase(key), defaults[key].map(format) ?? "–", "\(type), \(key)")
        })
        if !registration.outletNames.isEmpty { lines.append("  outlets: " + registration.outletNames.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    private static func section(for object: IBObject, file: String, registry: DesignableRegistry) -> String {
        let className = object.customClass ?? object.element
        let registration = registry.designableClass(named: className, module: object.customModule)
        let status = registration != nil ? "registered"
            : object.element == "viewController" ? "not registered" : "not registered: renders as its \(object.element) base class"
        var lines = [titleCase(className), "  \(className) id \(object.id), \(file):\(object.line.number), \(status)"]
        let declared = registration.map { Self.declared($0, registry: registry) } ?? []
        var shown: Set<String> = []
        var rows: [(label: String, value: String, type: String)] = []
        // Declared keys show their Swift type; others (undeclared, or an unregistered class) the
        // type the document gives the attribute.
        for attribute in object.runtimeAttributes {
            shown.insert(attribute.keyPath)
            let type = declared.first { $0.name == attribute.keyPath }?.type ?? attribute.value.typeName
            rows.append((titleCase(attribute.keyPath), format(attribute.value), type))
        }
        if let registration {
            // What the inspector shows for a key the document leaves alone: a fresh instance's value.
            let fresh = registration.freshInstance(frame: defaultFrame)
            var defaults: [String: IBRuntimeValue] = [:]
            var read: Set<String> = []
            for entry in declared where read.insert(entry.owner.name).inserted {
                defaults.merge(entry.owner.inspectableValues(of: fresh)) { general, _ in general }
            }
            for (_, key, type) in declared where !shown.contains(key) {
                rows.append((titleCase(key), defaults[key].map(format) ?? "–", "\(type), default"))
            }
        }
        lines += table(rows)
        if lines.count == 2 { lines.append("  (no runtime attributes)") }
        return lines.joined(separator: "\n")
    }

    /// The inspectables a class declares and those its registered superclasses declare, most
    /// general first, each with the registration that declares it and its Swift type.
    private static func declared(_ registration: DesignableClass, registry: DesignableRegistry)
        -> [(owner: DesignableClass, name: String, type: String)] {
        var chain: [DesignableClass] = []
        var type: AnyClass? = registration.type
        while let current = type as? UIView.Type {
            if let found = registry.designableClass(for: current) { chain.insert(found, at: 0) }
            type = _getSuperclass(current)
        }
        var result: [(owner: DesignableClass, name: String, type: String)] = []
        for entry in chain {
            for (name, type) in entry.inspectableTypes where !result.contains(where: { $0.name == name }) {
                result.append((entry, name, type))
            }
        }
        return result
    }

    /// The frame fresh instances are made with, as Interface Builder's library drops a view.
    private static let defaultFrame = CGRect(x: 0, y: 0, width: 240, height: 128)

    /// `starColor` → "Star Color", `layer.cornerRadius` → "Layer Corner Radius", as IB labels inspectables.
    static func titleCase(_ key: String) -> String {
        var words: [String] = []
        var current = ""
        for c in key {
            if c == "." || c == "_" || c == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if c.isUppercase, let last = current.last, !last.isUppercase {
                words.append(current)
                current = String(c)
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    static func format(_ value: IBRuntimeValue) -> String {
        switch value {
        case let .boolean(b): b ? "On" : "Off"
        case let .integer(i): String(i)
        case let .real(d): number(d)
        case let .string(s), let .localizedString(s): "\"\(s)\""
        case let .point(p): "{\(number(p.x)), \(number(p.y))}"
        case let .size(s): "{\(number(s.width)), \(number(s.height))}"
        case let .rect(r): "{\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height))}"
        case let .range(location, length): "{\(location), \(length)}"
        case let .color(c): hex(c.sRGB)
        case let .image(name): name
        case .nil: "nil"
        }
    }

    private static func hex(_ c: IBColor.Components) -> String {
        func byte(_ v: Double) -> String { String(format: "%02X", Int((min(max(v, 0), 1) * 255).rounded())) }
        return "#\(byte(c.red))\(byte(c.green))\(byte(c.blue))" + (c.alpha < 1 ? " alpha \(number(c.alpha))" : "")
    }

    private static func number(_ d: Double) -> String {
        d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(format: "%.3g", d)
    }

    /// Rows in three aligned columns, indented under their section's title.
    private static func table(_ rows: [(label: String, value: String, type: String)]) -> [String] {
        let labelWidth = (rows.map(\.label.count).max() ?? 0) + 2, valueWidth = max(12, (rows.map(\.value.count).max() ?? 0) + 2)
        return rows.map { "  \(pad($0.label, labelWidth))\(pad($0.value, valueWidth))\($0.type)" }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
