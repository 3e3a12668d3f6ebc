import Foundation
import SwiftSyntax

/// A layer class of the app's own, which Core Animation reaches through the Objective-C runtime
/// on iOS: it makes a view's `layerClass` with `init()`, makes presentation copies with
/// `init(layer:)`, and reads and writes `@objc` properties by key (animations set them on the
/// copies).
///
/// Swift calls an initializer through a metatype only when it is `required`, which Core
/// Animation's are not, and has no key-value coding of its own. So each such class gains, on the
/// line of its closing brace, the overrides Designable calls instead of the runtime:
///
/// ```swift
/// override class func __designableInit() -> CALayer? { RingLayer() }
/// override class func __designableInit(layer: Any) -> CALayer? { RingLayer(layer: layer) }
/// override func __designableKeyValue(forKey key: String) -> Any?? { switch key { case "progress": return .some(self.progress) … } }
/// override func __designableSetKeyValue(_ value: Any?, forKey key: String) -> Bool { … }
/// ```
///
/// each only when the class has what it calls: an `init()` or `init(layer:)` declared or
/// inherited (a class declaring other designated initializers inherits none, and Core Animation
/// would stop an iOS app that needed one), and properties Objective-C sees (`@objc`,
/// `@objc dynamic`, `@IBInspectable`, members of an `@objcMembers` class; `@NSManaged` ones are
/// already kept by key, see ``ManagedPropertyRule``). A member inside an `#if` of its own is
/// left out, as the generated code would name it where it may not exist.
enum LayerClassRule {
    static func apply(files: [FileTranslation], index: ModuleIndex) {
        for type in index.types.values.sorted(by: { $0.position.utf8Offset < $1.position.utf8Offset }) where index.isLayer(type) {
            let members = generatedMembers(type, index: index)
            guard !members.isEmpty else { continue }
            files[type.file].edits.append(.insert("; " + members.joined(separator: "; ") + " ", at: type.closingBrace))
        }
    }

    static func generatedMembers(_ type: ModuleIndex.TypeDecl, index: ModuleIndex) -> [String] {
        // An override must be as visible as its class where the class is public.
        let access = type.access == "open" || type.access == "public" ? type.access + " " : ""
        let name = type.simpleName
        var members: [String] = []
        if hasInitializer([], type, index: index) {
            members.append("\(access)override class func __designableInit() -> CALayer? { \(name)() }")
        }
        if hasInitializer(["layer"], type, index: index) {
            members.append("\(access)override class func __designableInit(layer: Any) -> CALayer? { \(name)(layer: layer) }")
        }
        let properties = keyValueProperties(type)
        if !properties.isEmpty {
            let reads = properties.map { "case \(FileTranslation.literal($0.objcName ?? $0.name)): return .some(self.\($0.name))" }
            members.append("\(access)override func __designableKeyValue(forKey key: String) -> Any?? { switch key { \(reads.joined(separator: "; ")); default: return super.__designableKeyValue(forKey: key) } }")
            let writes = properties.filter(\.isSettable).map {
                "case \(FileTranslation.literal($0.objcName ?? $0.name)): return __designableAssign(value, to: &self.\($0.name))"
            }
            if !writes.isEmpty {
                members.append("\(access)override func __designableSetKeyValue(_ value: Any?, forKey key: String) -> Bool { switch key { \(writes.joined(separator: "; ")); default: return super.__designableSetKeyValue(value, forKey: key) } }")
            }
        }
        return members
    }

    /// Whether `Type(labels…)` compiles: an initializer taking exactly those labels (the others
    /// defaulted) is declared, or all of the superclass's are inherited because the class
    /// declares no designated initializer.
    static func hasInitializer(_ labels: [String], _ type: ModuleIndex.TypeDecl, index: ModuleIndex) -> Bool {
        let initializers = index.allMembers(of: type).filter { $0.kind == .initializer && $0.conditions == type.conditions }
        if let match = initializers.first(where: { $0.labels == labels })
            ?? initializers.first(where: { $0.labelsWithoutDefaults == labels && $0.labels.starts(with: labels) }) {
            return !match.attributes.contains("unavailable") && !match.throwsErrors
        }
        if type.members.contains(where: { $0.kind == .initializer && !$0.attributes.contains("convenience") }) { return false }
        guard let superclass = index.superclassName(of: type) else { return false }
        if let declared = index.type(named: superclass) { return hasInitializer(labels, declared, index: index) }
        return ModuleIndex.layerClasses.contains(superclass)
    }

    /// The class's own instance properties that Objective-C sees, and so key-value coding reaches.
    static func keyValueProperties(_ type: ModuleIndex.TypeDecl) -> [ModuleIndex.Member] {
        type.members.filter { member in
            guard member.kind == .property, !member.isStatic, !member.isOverride, member.conditions == type.conditions,
                  !member.attributes.contains("unavailable"), !member.attributes.contains("NSManaged") else { return false }
            let exposed: Set<String> = ["objc", "IBInspectable", "IBOutlet"]
            return !member.attributes.isDisjoint(with: exposed) || (type.isObjCMembers && !member.attributes.contains("nonobjc"))
        }
    }
}
