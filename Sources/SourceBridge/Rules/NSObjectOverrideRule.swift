import SwiftSyntax

/// An `override` of a method UIKit declares on `NSObject` itself, in a class that is not a view
/// or a view controller:
/// - `awakeFromNib()` and `prepareForInterfaceBuilder()` (UIKit's nib-loading additions), in an
///   animation object or a data source placed in a storyboard as an Interface Builder object;
/// - `responds(to:)` and `forwardingTarget(for:)`, in a weak proxy that forwards a delegate's or
///   a display link's messages to its target.
///
/// Designable declares these on the responders (and `NSObjectProtocol`), and Linux's `NSObject`
/// cannot gain overridable methods. In a class whose superclasses here declare none of them,
/// the `override` is dropped, keeping every line where it was; the method stays callable by
/// name. `super.awakeFromNib()` (which would reach `NSObject`'s empty method) is removed;
/// `super.responds(to:)` stays, and reaches `NSObjectProtocol`'s.
enum NSObjectOverrideRule {
    /// Each method by name: its argument labels, and whether its `super` call goes.
    static let methods: [String: (labels: [String], removesSuperCall: Bool)] = [
        "awakeFromNib": ([], true), "prepareForInterfaceBuilder": ([], true),
        "responds": (["to"], false), "forwardingTarget": (["for"], false),
    ]

    static func apply(to file: FileTranslation, index: ModuleIndex) {
        Visitor(file: file, index: index).walk(file.tree)
    }

    /// Whether `typeName`'s overrides of `method` override nothing Designable declares.
    static func overridesNSObject(_ typeName: String, method: String, labels: [String], index: ModuleIndex) -> Bool {
        guard let type = index.type(named: typeName), type.kind == .class else { return false }
        let chain = index.classChain(of: type)
        // Only a base Designable declares without the method: a class of another module (a
        // library's view the app subclasses) may well declare it, and keeps its override.
        guard let base = chain.last, index.type(named: base) == nil,
              ModuleIndex.otherObjCClasses.contains(base), base != "UIResponder" else { return false }
        // A superclass declared here that has the method makes this a real override.
        for name in chain.dropFirst() {
            guard let declared = index.type(named: name) else { continue }
            if index.allMembers(of: declared).contains(where: { $0.kind == .function && $0.name == method && $0.labels == labels }) {
                return false
            }
        }
        return true
    }

    private final class Visitor: ModuleVisitor {
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
            guard let method = NSObjectOverrideRule.methods[name], labels == method.labels,
                  let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
                  let owner = enclosingTypeName(of: node),
                  NSObjectOverrideRule.overridesNSObject(owner, method: name, labels: labels, index: index) else { return .skipChildren }
            file.edits.append(.remove(override))
            if method.removesSuperCall, let body = node.body { SuperCallRemover(file: file, method: name).walk(body) }
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
