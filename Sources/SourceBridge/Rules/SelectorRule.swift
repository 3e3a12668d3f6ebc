import SwiftSyntax

/// `#selector(tap(_:))` becomes `Selector("tap:")`, the Objective-C name iOS gives the method,
/// and the method is registered in `SelectorTable` so target-action, timers and `perform` find
/// it. `#selector(getter: value)` and `#selector(setter: value)` name a property's accessors.
///
/// A `#selector` without argument labels (`#selector(tap)`) names the module's only method of
/// that name, looked for in the enclosing class and its superclasses first; a method the module
/// does not declare (one of UIKit's) is taken to have no arguments, unless its name alone
/// cannot tell, which is an error at the user's line.
enum SelectorRule {
    /// A method a selector names, to register for its class.
    struct Target: Hashable {
        let typeName: String
        let memberName: String
        let labels: [String]
        let file: Int
    }

    static func apply(to file: FileTranslation, index: ModuleIndex, targets: inout Set<Target>) {
        let visitor = Visitor(file: file, index: index)
        visitor.walk(file.tree)
        targets.formUnion(visitor.targets)
    }

    private final class Visitor: ModuleVisitor {
        var targets: Set<Target> = []
        private var typeStack: [String] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text); return .visitChildren }
        override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            typeStack.append(ModuleIndex.stripGenerics(node.extendedType.trimmedDescription))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

        private func push(_ name: String) {
            typeStack.append(typeStack.last.map { "\($0).\(name)" } ?? name)
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector", let argument = node.arguments.first else { return .visitChildren }
            let label = argument.label?.text
            guard let reference = Self.reference(in: argument.expression) else {
                file.report(.error, at: node.positionAfterSkippingLeadingTrivia,
                            "cannot translate #selector(\(argument.expression.trimmedDescription)): name the method as `method(_:label:)` or `Type.method(_:)`")
                return .skipChildren
            }
            let typeName = reference.base.flatMap(resolveType) ?? typeStack.last
            let name: String
            switch label {
            case "getter"?:
                name = ObjCSelectorName.getter(reference.name)
            case "setter"?:
                name = ObjCSelectorName.setter(reference.name)
            default:
                guard let resolved = resolve(reference, in: typeName, at: node) else { return .skipChildren }
                name = resolved
            }
            file.edits.append(.replace(node, with: "Selector(\(FileTranslation.literal(name)))"))
            return .skipChildren
        }

        /// A `#selector`'s method: `base.name(labels:)`.
        struct Reference {
            var base: String?
            var name: String
            var labels: [String]?
        }

        static func reference(in expression: ExprSyntax) -> Reference? {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                return reference(in: only.expression)
            }
            if let cast = expression.as(AsExprSyntax.self) { return reference(in: cast.expression) }
            if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
                return reference(in: first)
            }
            if let decl = expression.as(DeclReferenceExprSyntax.self) {
                return Reference(base: nil, name: decl.baseName.text, labels: decl.argumentNames.map { $0.arguments.map(\.name.text) })
            }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                let declName = member.declName
                return Reference(base: member.base?.trimmedDescription, name: declName.baseName.text,
                                 labels: declName.argumentNames.map { $0.arguments.map(\.name.text) })
            }
            return nil
        }

        /// The module type a `#selector`'s base names (`self` and `Self` are the enclosing type).
        private func resolveType(_ base: String) -> String? {
            if base == "self" || base == "Self" { return typeStack.last }
            let stripped = base.hasSuffix(".self") ? String(base.dropLast(5)) : base
            return index.type(named: stripped)?.name ?? stripped
        }

        /// The selector for `reference`, registering the module method it names.
        private func resolve(_ reference: Reference, in typeName: String?, at node: MacroExpansionExprSyntax) -> String? {
            let candidates = methods(named: reference.name, from: typeName)
            if let labels = reference.labels {
                if let method = candidates.first(where: { $0.member.labels == labels }) {
                    targets.insert(Target(typeName: method.type, memberName: method.member.name, labels: labels, file: method.member.file))
                    return method.member.selector
                }
                return ObjCSelectorName.method(reference.name, labels: labels)
            }
            let distinct = Set(candidates.map(\.member.labels))
            if distinct.count == 1, let method = candidates.first {
                targets.insert(Target(typeName: method.type, memberName: method.member.name, labels: method.member.labels, file: method.member.file))
                return method.member.selector
            }
            if distinct.count > 1 {
                let spelled = distinct.map { labels in "\(reference.name)(\(labels.map { $0 + ":" }.joined()))" }.sorted()
                file.report(.error, at: node.positionAfterSkippingLeadingTrivia,
                            "#selector(\(reference.name)) is ambiguous here: name one of \(spelled.joined(separator: ", "))")
                return nil
            }
            // Not declared in these sources: a UIKit method; `#selector(name)` names one without arguments.
            return reference.name
        }

        /// Module methods called `name`: the enclosing class and its superclasses first, else anywhere.
        private func methods(named name: String, from typeName: String?) -> [(type: String, member: ModuleIndex.Member)] {
            if let typeName, let type = index.type(named: typeName) {
                for className in index.classChain(of: type) {
                    guard let declared = index.type(named: className) else { break }
                    let found = index.allMembers(of: declared).filter { $0.kind == .function && $0.name == name && !$0.isStatic }
                    if !found.isEmpty { return found.map { (declared.name, $0) } }
                }
            }
            return index.types.values.sorted { $0.name < $1.name }.flatMap { type in
                index.allMembers(of: type).filter { $0.kind == .function && $0.name == name && !$0.isStatic }.map { (type.name, $0) }
            }
        }
    }
}
