import Foundation
import InterfaceBuilder

extension NibDecoder {
    /// Sets an object's user-defined runtime attributes through the declared setters, in
    /// document order, as UIKit does by key-value coding once `init?(coder:)` has returned.
    ///
    /// - A key a registered class does not declare is an error, in UIKit's words, with the
    ///   closest declared key as a hint.
    /// - A key nothing declares on a standard or unregistered view is a warning: UIKit might
    ///   accept it, Designable cannot tell, so it is left unset.
    /// - A value the property's type cannot hold is an error.
    func applyRuntimeAttributes(of object: IBObject) {
        guard !object.runtimeAttributes.isEmpty, let instance = objects[object.id] else { return }
        let name = className(of: object, instance)
        guard let view = instance as? UIView else {
            for attribute in object.runtimeAttributes {
                report(.undeclaredKey, line: attribute.line, object: object,
                       "'\(attribute.keyPath)' on \(name) is not applied: Designable sets runtime attributes on views only")
            }
            return
        }
        let properties = registry.inspectables(for: view)
        for attribute in object.runtimeAttributes {
            apply(attribute, to: view, named: name, properties: properties, object: object)
        }
    }

    private func apply(_ attribute: IBRuntimeAttribute, to view: UIView, named name: String,
                       properties: [String: InspectableProperty], object: IBObject) {
        let key = attribute.keyPath
        guard let property = properties[key] else {
            let hint = DidYouMean.suggestion(for: key, among: properties.keys).map { " Did you mean '\($0)'?" } ?? ""
            if isRegistered(object) {
                report(.unknownKey, line: attribute.line, object: object,
                       "\(name) is not key value coding-compliant for the key '\(key)'.\(hint)")
            } else {
                report(.undeclaredKey, line: attribute.line, object: object,
                       "'\(key)' is not a key Designable knows on \(name), so it is not applied.\(hint) "
                       + "Register the class, or declare the key with DesignableRegistry.extend.")
            }
            return
        }
        if let reason = property.noEffect {
            report(.noEffect, line: attribute.line, object: object, "\(name): \(reason)")
            return
        }
        let value: RuntimeValue
        if case .image(let imageName) = attribute.value {
            value = .image(name: imageName, image(named: imageName, for: object))
            // A missing image was reported; a non-optional property simply keeps its value.
            if case .image(_, nil) = value, !property.typeName.hasSuffix("?") { return }
        } else {
            value = .value(attribute.value)
        }
        if !property.set(view, value) {
            report(.valueTypeMismatch, line: attribute.line, object: object,
                   "\(name).\(key) is \(property.typeName), but the document sets a \(attribute.value.typeName) value (\(describe(attribute.value)))")
        }
    }

    private func describe(_ value: IBRuntimeValue) -> String {
        switch value {
        case .boolean(let b): b ? "YES" : "NO"
        case .integer(let i): String(i)
        case .real(let d): IBNumberText.string(d)
        case .string(let s), .localizedString(let s): "\"\(s)\""
        case .point(let p): "(\(IBNumberText.string(p.x)), \(IBNumberText.string(p.y)))"
        case .size(let s): "\(IBNumberText.string(s.width)) × \(IBNumberText.string(s.height))"
        case .rect(let r): "\(r)"
        case .range(let location, let length): "{\(location), \(length)}"
        case .color(let c): String(format: "sRGB %.3f %.3f %.3f %.3f", c.sRGB.red, c.sRGB.green, c.sRGB.blue, c.sRGB.alpha)
        case .image(let name): "image \"\(name)\""
        case .nil: "nil"
        }
    }
}
