import Foundation
import SwiftSyntax

/// `Cell(frame: .zero)` where `Cell` is a generic parameter bound to a view class
/// (`class Strip<Cell: UIView>`, or a protocol that is `: UIView`).
///
/// Swift builds a class through a metatype only with a `required` initialiser, and UIKit's
/// `init(frame:)` is not one; iOS compiles the call anyway because the Objective-C runtime looks
/// the initialiser up on the class at run time. Here the call becomes
/// `__designableMakeView(Cell.self, frame: .zero)`, generated with the module's registration,
/// which builds exactly that class through the `init(frame:)` its registration holds: the same
/// lookup by class, made through the registry instead of the runtime.
///
/// A parameter whose bound declares `init(frame:)` itself (a protocol requirement) is left alone:
/// Swift calls that through the metatype already.
enum MetatypeConstructionRule {
    /// The function the rewritten calls go through, generated with `registerDesignables(in:)`.
    static let helperName = "__designableMakeView"

    static func apply(to file: FileTranslation, index: ModuleIndex) {
        Visitor(file: file, index: index).walk(file.tree)
    }

    /// Whether a generic parameter constrained to `bounds` is always a view class whose
    /// `init(frame:)` Swift cannot reach through its metatype.
    static func isViewBound(_ bounds: [String], index: ModuleIndex) -> Bool {
        var seen: Set<String> = []
        func viewBound(_ name: String) -> Bool? {
            let name = ModuleIndex.stripGenerics(name)
            guard seen.insert(name).inserted else { return nil }
            if ModuleIndex.uikitViewClasses.contains(name) { return true }
            guard let declared = index.type(named: name) else { return nil }
            switch declared.kind {
            case .class: return index.isView(declared) ? true : nil
            case .protocol:
                // A protocol that requires `init(frame:)` makes the call legal as it is.
                if declared.members.contains(where: { $0.kind == .initializer && $0.labels == ["frame"] }) { return false }
                var result: Bool?
                for inherited in declared.inherited {
                    switch viewBound(inherited) {
                    case false?: return false
                    case true?: result = true
                    case nil: break
                    }
                }
                return result
            default: return nil
            }
        }
        var result = false
        // `Cell: UIView & Reusable` is two bounds.
        for bound in bounds.flatMap({ $0.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) } }) {
            switch viewBound(bound) {
            case false?: return false
            case true?: result = true
            case nil: break
            }
        }
        return result
    }

    private final class Visitor: ModuleVisitor {
        /// The generic parameters in scope, innermost last, each with the bounds written for it.
        var scopes: [[String: [String]]] = []

        private func push(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) {
            var scope: [String: [String]] = [:]
            for parameter in clause?.parameters ?? [] {
                scope[parameter.name.text] = parameter.inheritedType.map { [$0.trimmedDescription] } ?? []
            }
            for requirement in whereClause?.requirements ?? [] {
                guard case .conformanceRequirement(let conformance) = requirement.requirement else { continue }
                let name = conformance.leftType.trimmedDescription
                if scope[name] != nil {
                    scope[name, default: []].append(conformance.rightType.trimmedDescription)
                } else if let outer = scopes.lastIndex(where: { $0[name] != nil }) {
                    // `extension Strip where Cell: Badge` narrows the type's own parameter.
                    scopes[outer][name, default: []].append(conformance.rightType.trimmedDescription)
                }
            }
            scopes.append(scope)
        }

        /// A declaration that may bring generic parameters into scope, for its children.
        private func enter(_ parameters: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> SyntaxVisitorContinueKind {
            push(parameters, whereClause)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.genericParameterClause, node.genericWhereClause) }
        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.genericParameterClause, node.genericWhereClause) }
        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.genericParameterClause, node.genericWhereClause) }
        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.genericParameterClause, node.genericWhereClause) }
        override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.genericParameterClause, node.genericWhereClause) }
        override func visitPost(_ node: InitializerDeclSyntax) { scopes.removeLast() }

        /// An extension of a generic type of the module sees that type's parameters.
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            var scope: [String: [String]] = [:]
            if let extended = index.type(named: ModuleIndex.stripGenerics(node.extendedType.trimmedDescription)),
               let parameters = extended.genericParameters {
                scope = parameters
            }
            scopes.append(scope)
            push(nil, node.genericWhereClause)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) {
            scopes.removeLast()
            scopes.removeLast()
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.arguments.count == 1, node.arguments.first?.label?.text == "frame", node.trailingClosure == nil,
                  let leftParen = node.leftParen else { return .visitChildren }
            let called = node.calledExpression
            let name: String
            if let reference = called.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                      let base = member.base?.as(DeclReferenceExprSyntax.self) {
                name = base.baseName.text
            } else {
                return .visitChildren
            }
            guard let bounds = scopes.last(where: { $0[name] != nil })?[name],
                  MetatypeConstructionRule.isViewBound(bounds, index: index) else { return .visitChildren }
            file.edits.append(.replace(called, with: MetatypeConstructionRule.helperName))
            file.edits.append(.insert("\(name).self, ", at: leftParen.endPositionBeforeTrailingTrivia))
            return .visitChildren
        }
    }
}
