import Foundation

/// The registration Interface Builder reads from the source and a hand-written test would have
/// to write: every view class with its `init(frame:)`, every `@IBInspectable` (private ones too),
/// outlet, outlet collection and action, the inspectables extensions add to UIKit's classes,
/// view controllers with their outlets, collection view layouts that can be made with `init()`,
/// and the methods selectors name.
///
/// It is generated into each file, after the file's own code, inside extensions of the file's
/// types, because only there are their private members reachable; the module's
/// `registerDesignables(in:)` calls each file's part.
enum RegistrationWriter {
    static func write(file: FileTranslation, index: ModuleIndex, selectorTargets: Set<SelectorRule.Target>) {
        var counter = 0
        func uniqueName(_ base: String) -> String {
            counter += 1
            return "__designable_\(base)_f\(file.index)_\(counter)"
        }

        for type in index.types.values.sorted(by: { $0.position.utf8Offset < $1.position.utf8Offset }) where type.file == file.index {
            guard type.kind == .class, !type.isGeneric else { continue }
            let ownSelectors = selectorMembers(type.members, typeName: type.name, file: file.index, targets: selectorTargets)
            var body: [String] = []
            if index.isView(type) {
                // Where the class is declared, so a scan's drift points at the user's line.
                let line = file.line(of: type.namePosition ?? type.position)
                body.append("registry.declare(\(FileTranslation.literal(type.simpleName)), file: \(FileTranslation.literal(file.path)), line: \(line))")
                body.append(viewRegistration(type, index: index))
            } else if index.isController(type) {
                body.append(controllerRegistration(type))
            } else if index.isCollectionViewLayout(type), hasPlainInitializer(type, index: index) {
                // A storyboard names a layout class; only the module can make one.
                body.append("registry.registerLayout(\(type.name).self, name: \(FileTranslation.literal(type.simpleName))) { \(type.name)() }")
            }
            body += ownSelectors.map { selectorRegistration($0, typeName: type.name, among: members(of: type.name, index: index)) }
            guard !body.isEmpty else { continue }
            let function = uniqueName("register")
            file.trailer.append("""
                extension \(type.name) {
                    static func \(function)(in registry: DesignableRegistry) {
                \(body.map { indent($0, by: 8) }.joined(separator: "\n"))
                    }
                }
                """)
            if isFilePrivate(type, index: index) {
                // The module's registration, in another file, cannot name a private type: a
                // function of this file's, which can, calls its registration.
                let forwarder = uniqueName("registerPrivate")
                file.trailer.append("func \(forwarder)(in registry: DesignableRegistry) { \(type.name).\(function)(in: registry) }")
                file.registrations.append("\(forwarder)(in: registry)")
            } else {
                file.registrations.append("\(type.name).\(function)(in: registry)")
            }
        }

        for ext in index.extensions where ext.file == file.index {
            let inspectables = ext.members.filter {
                $0.attributes.contains("IBInspectable") && $0.kind == .property && $0.isSettable && !$0.isStatic && !$0.attributes.contains("unavailable")
            }
            let selectors = selectorMembers(ext.members, typeName: ext.extendedType, file: file.index, targets: selectorTargets)
            var body: [String] = []
            let extendsView = index.type(named: ext.extendedType).map(index.isView) ?? ModuleIndex.uikitViewClasses.contains(ext.extendedType)
            if !inspectables.isEmpty, extendsView {
                let lines = inspectables.map { inspectableLine($0, typeName: ext.extendedType) }
                body.append("registry.extend(\(ext.extendedType).self) {\n\(lines.map { "    " + $0 }.joined(separator: "\n"))\n}")
            }
            body += selectors.map { selectorRegistration($0, typeName: ext.extendedType, among: members(of: ext.extendedType, index: index)) }
            guard !body.isEmpty else { continue }
            let function = uniqueName("registerExtension")
            file.trailer.append("""
                extension \(ext.extendedType) {
                    static func \(function)(in registry: DesignableRegistry) {
                \(body.map { indent($0, by: 8) }.joined(separator: "\n"))
                    }
                }
                """)
            file.registrations.append("\(ext.extendedType).\(function)(in: registry)")
        }
    }

    /// Every member the module declares for `typeName`, in its body and in all its extensions:
    /// the overloads a selector's call must choose among.
    private static func members(of typeName: String, index: ModuleIndex) -> [ModuleIndex.Member] {
        (index.type(named: typeName)?.members ?? []) + index.extensions.filter { $0.extendedType == typeName }.flatMap(\.members)
    }

    /// Whether `type`, or a type it is nested in, is `private` or `fileprivate`: visible in its
    /// own file only.
    private static func isFilePrivate(_ type: ModuleIndex.TypeDecl, index: ModuleIndex) -> Bool {
        var parts = type.name.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            if let t = index.type(named: parts.joined(separator: ".")), t.access == "private" || t.access == "fileprivate" { return true }
            parts.removeLast()
        }
        return false
    }

    /// `registry.register(Gauge.self, name: "Gauge", make: Gauge.init(frame:)) { … }`.
    private static func viewRegistration(_ type: ModuleIndex.TypeDecl, index: ModuleIndex) -> String {
        var lines: [String] = []
        // A member marked unavailable (kept for Interface Builder's key-value coding, as
        // `@available(*, unavailable, message: "reserved for Interface Builder")`) cannot be named.
        for member in type.members where member.kind == .property && !member.isStatic && !member.attributes.contains("unavailable") {
            let keyPath = "\\\(type.name).\(member.name)"
            if member.attributes.contains("IBInspectable"), member.isSettable {
                lines.append(inspectableLine(member, typeName: type.name))
            } else if member.attributes.contains("IBOutlet"), member.isSettable {
                lines.append(outletLine(member, keyPath: keyPath))
            }
        }
        let designable = (index.isDesignable(type) ? "" : ", designable: false")
            + (decodes(type, index: index) ? "" : ", decodable: false")
        // `init(frame:type:color:)` with every other parameter defaulted is called as `init(frame:)`,
        // but cannot be referenced as `Type.init(frame:)`: a closure calls it.
        let defaultedOnly = !type.members.contains { $0.kind == .initializer && $0.labels == ["frame"] }
            && type.members.contains(where: isDefaultedFrameInitializer)
        let make = defaultedOnly ? ", make: { \(type.name)(frame: $0) }"
            : hasFrameInitializer(type, index: index) ? ", make: \(type.name).init(frame:)" : ""
        let head = "registry.register(\(type.name).self, name: \(FileTranslation.literal(type.simpleName))\(designable)\(make))"
        return lines.isEmpty ? head : "\(head) {\n\(lines.map { "    " + $0 }.joined(separator: "\n"))\n}"
    }

    /// `$0.generatedInspectable("title", \Badge.title) { view, value in view.title = value }`.
    ///
    /// The closure sets the value as `setValue(_:forKey:)` does on iOS, through the setter
    /// alone; a key-path write would read the getter first, and a getter that recurses or
    /// force-unwraps a value only the setter provides would trap where iOS does not.
    private static func inspectableLine(_ member: ModuleIndex.Member, typeName: String) -> String {
        "$0.generatedInspectable(\(FileTranslation.literal(member.name)), \\\(typeName).\(member.name)) "
            + "{ view, value in view.\(member.name) = value }"
    }

    /// `registry.registerController(ProfileViewController.self, name: …) { $0.outlet(…) }`.
    private static func controllerRegistration(_ type: ModuleIndex.TypeDecl) -> String {
        let lines = type.members.filter { $0.kind == .property && $0.attributes.contains("IBOutlet") && $0.isSettable && !$0.isStatic }
            .map { outletLine($0, keyPath: "\\\(type.name).\($0.name)") }
        let head = "registry.registerController(\(type.name).self, name: \(FileTranslation.literal(type.simpleName)))"
        return lines.isEmpty ? head : "\(head) {\n\(lines.map { "    " + $0 }.joined(separator: "\n"))\n}"
    }

    private static func outletLine(_ member: ModuleIndex.Member, keyPath: String) -> String {
        let type = member.propertyType?.replacingOccurrences(of: " ", with: "") ?? ""
        let isCollection = type.hasPrefix("[")
        return "$0.\(isCollection ? "outletCollection" : "outlet")(\(FileTranslation.literal(member.name)), \(keyPath))"
    }

    /// Whether the class's `init?(coder:)` makes it: declared with a body that does not trap or
    /// return `nil` at once, or inherited (the class declares no designated initialiser) from a
    /// class of the module that makes it, or from UIKit.
    static func decodes(_ type: ModuleIndex.TypeDecl, index: ModuleIndex) -> Bool {
        let initializers = type.members.filter { $0.kind == .initializer }
        if let coder = initializers.first(where: { $0.labels == ["coder"] }) { return !coder.makesNothing }
        guard initializers.allSatisfy({ $0.attributes.contains("convenience") }), let superclass = index.superclassName(of: type),
              let declared = index.type(named: superclass) else { return true }
        return decodes(declared, index: index)
    }

    /// Whether `Type.init(frame:)` exists: declared, or inherited because the class declares no
    /// designated initialiser of its own.
    /// `init(frame: CGRect, style: Style = .ring, …)`: callable as `init(frame:)`.
    static func isDefaultedFrameInitializer(_ member: ModuleIndex.Member) -> Bool {
        member.kind == .initializer && member.labels.first == "frame" && member.labelsWithoutDefaults == ["frame"]
            && !member.attributes.contains("failable")
    }

    static func hasFrameInitializer(_ type: ModuleIndex.TypeDecl, index: ModuleIndex) -> Bool {
        let initializers = type.members.filter { $0.kind == .initializer }
        if initializers.contains(where: { $0.labels == ["frame"] || isDefaultedFrameInitializer($0) }) { return true }
        let designated = initializers.filter { !$0.attributes.contains("convenience") }
        guard let superclass = index.superclassName(of: type) else { return false }
        if !designated.isEmpty {
            // A class overriding every designated initialiser of a UIKit class whose
            // `init(frame:)` is a convenience one inherits it: a table view cell declaring
            // `init(style:reuseIdentifier:)` and `init?(coder:)` is built as UIKit builds it.
            guard let required = frameConvenienceClasses[superclass] else { return false }
            return required.allSatisfy { labels in designated.contains { $0.labels == labels } }
        }
        if let declared = index.type(named: superclass) { return hasFrameInitializer(declared, index: index) }
        return ModuleIndex.uikitViewClasses.contains(superclass)
    }

    /// Whether `Type()` compiles: the class declares `init()` (or one whose every parameter has a
    /// default), or declares no designated initialiser and inherits its superclass's.
    static func hasPlainInitializer(_ type: ModuleIndex.TypeDecl, index: ModuleIndex) -> Bool {
        let initializers = type.members.filter { $0.kind == .initializer }
        if initializers.contains(where: { ($0.labelsWithoutDefaults ?? $0.labels).isEmpty && !$0.attributes.contains("failable") }) {
            return true
        }
        guard initializers.allSatisfy({ $0.attributes.contains("convenience") }), let superclass = index.superclassName(of: type) else { return false }
        if let declared = index.type(named: superclass) { return hasPlainInitializer(declared, index: index) }
        return ModuleIndex.layoutClasses.contains(superclass)
    }

    /// UIKit's view classes whose `init(frame:)` is a convenience initialiser (calling the first
    /// designated one), with the labels of their designated initialisers.
    static let frameConvenienceClasses: [String: [[String]]] = [
        "UITableViewCell": [["style", "reuseIdentifier"], ["coder"]],
        "UITableViewHeaderFooterView": [["reuseIdentifier"], ["coder"]],
        "UITableView": [["frame", "style"], ["coder"]],
        "UICollectionView": [["frame", "collectionViewLayout"], ["coder"]],
    ]

    /// The methods of `members` that a selector can name: `@IBAction`, `@objc`, or named by a `#selector`.
    private static func selectorMembers(_ members: [ModuleIndex.Member], typeName: String, file: Int,
                                        targets: Set<SelectorRule.Target>) -> [ModuleIndex.Member] {
        members.filter { member in
            guard member.kind == .function, !member.isStatic, !member.isAsync, !member.isGeneric,
                  member.forwardedArguments != nil else { return false }
            return member.attributes.contains("IBAction") || member.attributes.contains("objc")
                || targets.contains { $0.memberName == member.name && $0.labels == member.labels && $0.file == file
                    && ($0.typeName == typeName || $0.typeName.split(separator: ".").last.map(String.init) == typeName) }
        }
    }

    /// `SelectorTable.register(Gauge.self, "tap:") { target, arguments in target.tap(…) }`.
    ///
    /// A method overloaded by its parameters' types alone (`register(_ cellClass: AnyClass?, …)`
    /// beside `register(_ nib: UINib?, …)`, each with its own `@objc` name) names its argument
    /// types, which the call needs to pick the overload.
    private static func selectorRegistration(_ member: ModuleIndex.Member, typeName: String, among members: [ModuleIndex.Member]) -> String {
        let isOverloaded = members.contains { $0.name == member.name && $0.labels == member.labels && $0.parameterTypes != member.parameterTypes }
        let arguments = member.labels.enumerated().map { i, label in
            let type = isOverloaded && member.parameterTypes.indices.contains(i) ? argumentType(member.parameterTypes[i]) : nil
            return (label == "_" ? "" : "\(label): ") + "SelectorArguments.argument(arguments, \(i)\(type.map { ", as: (\($0)).self" } ?? ""))"
        }
        let call = "\(member.throwsErrors ? "try? " : "")target.\(member.name)(\(arguments.joined(separator: ", ")))"
        return "SelectorTable.register(\(typeName).self, \(FileTranslation.literal(member.selector))) { target, arguments in \(call) }"
    }

    /// A parameter's type as a value's type: without `inout`, `@escaping` and the like.
    private static func argumentType(_ written: String) -> String? {
        let words = written.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "inout" && $0 != "__owned" && $0 != "borrowing" && $0 != "consuming" }
        let type = words.joined(separator: " ")
        return type.isEmpty || type.hasSuffix("...") ? nil : type
    }

    private static func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }
}
