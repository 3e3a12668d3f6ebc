import Designable
import Foundation
import InterfaceBuilder

/// Every place a document names an image: image views and buttons, runtime attributes of type
/// image, and image references inside elements the model keeps verbatim (bar items, button
/// configurations). SF Symbols (`catalog="system"`) come with iOS and are left out.
struct ImageReferences {
    struct Reference: Equatable {
        var name: String
        var line: Int
        var objectID: String
    }

    private(set) var references: [Reference] = []

    init(_ document: IBDocument) {
        let system = Set(document.resources.images.filter { $0.value["catalog"] == "system" }.keys)
        for object in document.allObjects {
            var found: [(String, Int)] = []
            for (key, value) in object.attributes.sorted(by: { $0.key < $1.key }) where Self.namesImage(key) {
                found.append((value, object.line.number))
            }
            for state in object.states {
                for name in [state.image, state.backgroundImage].compactMap({ $0 }) { found.append((name, state.line.number)) }
            }
            for attribute in object.runtimeAttributes {
                if case .image(let name) = attribute.value { found.append((name, attribute.line.number)) }
            }
            for extra in object.extras { Self.collect(in: extra, into: &found) }
            for (name, line) in found where !name.isEmpty && !system.contains(name) {
                let reference = Reference(name: name, line: line, objectID: object.id)
                if !references.contains(reference) { references.append(reference) }
            }
        }
    }

    /// `image`, `highlightedImage`, `backgroundImage`, `selectedImage`, …
    private static func namesImage(_ attribute: String) -> Bool {
        attribute == "image" || attribute.hasSuffix("Image")
    }

    private static func collect(in element: IBElement, into found: inout [(String, Int)]) {
        if element["catalog"] != "system" {
            for (key, value) in element.attributes.sorted(by: { $0.key < $1.key }) where namesImage(key) {
                found.append((value, element.line.number))
            }
        }
        for child in element.children { collect(in: child, into: &found) }
    }
}
