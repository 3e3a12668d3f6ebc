import SwiftSyntax

/// `override func awakeFromNib()` (and `prepareForInterfaceBuilder()`) in a class that is not a
/// view or a view controller: an animation object or a data source placed in a storyboard as
/// an Interface Builder object.
///
/// UIKit declares both on `NSObject` itself (its nib-loading additions), so any class may
/// override them; Designable declares them on views and view controllers, the objects its loader
/// builds, and Linux's `NSObject` cannot gain overridable methods. In a class whose
/// superclasses here declare neither, the `override` is dropped and `super.awakeFromNib()` (which
/// would reach `NSObject`'s empty method) removed, keeping every line where it was; the method
/// stays callable by name.
enum NibLoadingOverrideRule {
    static let methods: Set<String> = ["awakeFromNib", "prepareForInterfaceBuilder"]

    static func apply(to file: FileTranslation, index: ModuleIndex) {
        Visitor(file: file, index: index).walk(file.tree)
    }

    /// Whether `typeName`'s overrides of `method` override nothing Designable declares.
    static func overridesNSObject(_ typeName: String, method: String, index: ModuleIndex) -> Bool {
        guard let type = index.type(named: typeName), type.kind == .class else { return false }
        let chain = index.classChain(of: type)
        // Only a base Designable declares without the method: a class of another module (a
        // library's view the app subclasses) may well declare it, and keeps its override.
        guard let base = chain.last, index.type(named: base) == nil,
              ModuleIndex.otherObjCClasses.contains(base), base != "UIResponder" else { return false }
        // A superclass declared here that has the method makes this a real override.
        for name in chain.dropFirst() {
            guard let declared = index.type(named: name) else { continue }
            if index.allMembers(of: declared).contains(where: { $0.kind == .function && $0.name == method && $0.labels.isEmpty }) {
                return false
            }
        }
        return true
    }

    private final class Visitor: ModuleVisitor {
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            guard NibLoadingOverrideRule.methods.contains(name), node.signature.parameterClause.parameters.isEmpty,
                  let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
                  let owner = enclosingTypeName(of: node),
                  NibLoadingOverrideRule.overridesNSObject(owner, method: name, index: index) else { return .skipChildren }
            file.edits.append(.remove(override))
            if let body = node.body { SuperCallRemover(file: file, method: name).walk(body) }
            return .skipChildren
        }

        private func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
            var parent = node.parent
            while let p = parent {
                if let c = p.as(ClassDeclSyntax.self) { return c.name.text }
                if let e = p.as(ExtensionDeclSyntax.self) { return ModuleIndex.stripGenerics(e.extendedType.trimmedDescription) }
                if p.is(StructDeclSyntax.self) || p.is(EnumDeclSyntax.self) || p.is(ProtocolDeclSyntax.self) { return nil }
                parent = p.parent
            }
            return nil
        }
    }

    /// Removes `super.method()` calls.
    private final class SuperCallRemover: SyntaxVisitor {
        let file: FileTranslation
        let method: String

        init(file: FileTranslation, method: String) {
            self.file = file
            self.method = method
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == method,
               member.base?.is(SuperExprSyntax.self) == true, node.arguments.isEmpty {
                // The whole statement goes, with its `;`, so `{ super.awakeFromNib(); setup() }` stays valid.
                if let item = node.parent?.as(CodeBlockItemSyntax.self) { file.edits.append(.remove(item)) } else { file.edits.append(.remove(node)) }
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
