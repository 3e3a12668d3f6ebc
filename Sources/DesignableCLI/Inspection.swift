import Designable
import DesignableGallery
import Foundation
import InterfaceBuilder
import Raster

/// `designable inspect`'s core: what Interface Builder's attributes inspector shows for the
/// custom objects of a document, or the inspectables a registered class declares.
public enum Inspection {
    /// Why nothing could be inspected.
    public enum Failure: Error, CustomStringConvertible {
        case noSuchObject(String)
        case unknownClass(String)

        public var description: String {
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
    /// at their defaults.
    public static func document(_ url: URL, objectID: String? = nil, registry: DesignableRegistry = .shared) throws -> String {
        Gallery.register(in: registry)
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
    public static func registeredClass(_ name: String, registry: DesignableRegistry = .shared) throws -> String {
        Gallery.register(in: registry)
        guard let registration = registry.designableClass(named: name) else { throw Failure.unknownClass(name) }
        var lines = [titleCase(registration.name), "  class \(registration.name), registered"]
        if registration.inspectableNames.isEmpty { lines.append("  (no inspectables of its own)") }
        for key in registration.inspectableNames { lines.append("  \(pad(titleCase(key), 24)) \(key)") }
        if !registration.outletNames.isEmpty { lines.append("  outlets: " + registration.outletNames.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    private static func section(for object: IBObject, file: String, registry: DesignableRegistry) -> String {
        let className = object.customClass ?? object.element
        let registration = registry.designableClass(named: className, module: object.customModule)
        let status = registration != nil ? "registered"
            : object.element == "viewController" ? "not registered" : "not registered: renders as its \(object.element) base class"
        var lines = [titleCase(className), "  \(className) id \(object.id), \(file):\(object.line.number), \(status)"]
        var shown: Set<String> = []
        for attribute in object.runtimeAttributes {
            shown.insert(attribute.keyPath)
            lines.append("  \(pad(titleCase(attribute.keyPath), 24)) \(pad(format(attribute.value), 30)) \(attribute.value.typeName)")
        }
        for key in registration.map({ declaredNames($0, registry: registry) }) ?? [] where !shown.contains(key) {
            lines.append("  \(pad(titleCase(key), 24)) default")
        }
        if lines.count == 2 { lines.append("  (no runtime attributes)") }
        return lines.joined(separator: "\n")
    }

    /// The inspectables a class declares and those its registered superclasses declare, most general first.
    private static func declaredNames(_ registration: DesignableClass, registry: DesignableRegistry) -> [String] {
        var chain: [DesignableClass] = []
        var type: AnyClass? = registration.type
        while let current = type as? UIView.Type {
            if let found = registry.designableClass(for: current) { chain.insert(found, at: 0) }
            type = _getSuperclass(current)
        }
        var names: [String] = []
        for entry in chain { for name in entry.inspectableNames where !names.contains(name) { names.append(name) } }
        return names
    }

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

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
