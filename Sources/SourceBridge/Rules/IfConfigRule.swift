import SwiftSyntax

/// `#if canImport(UIKit)` and `#if os(iOS)` choose the iOS code, as on iOS: on Linux both are
/// false, and a library that wraps every file in them would compile to nothing. So
/// `canImport(UIKit)` (and the other frameworks Designable stands in for) becomes
/// `canImport(Designable)`, and `os(iOS)` becomes `os(Linux)`. `canImport(Combine)` becomes
/// `canImport(DesignableCombine)`: true where the target depends on that product, as
/// `import Combine` then compiles.
enum IfConfigRule {
    static func apply(to file: FileTranslation) {
        Visitor(file: file).walk(file.tree)
    }

    private final class Visitor: SyntaxVisitor {
        let file: FileTranslation
        init(file: FileTranslation) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if let condition = node.condition { Rewriter(file: file).walk(condition) }
            return .visitChildren
        }
    }

    private final class Rewriter: SyntaxVisitor {
        let file: FileTranslation
        init(file: FileTranslation) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let function = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  node.arguments.count == 1, let expression = node.arguments.first?.expression else { return .visitChildren }
            // `canImport(UIKit.UIButton)`: a submodule of a framework Designable stands in for.
            if function == "canImport", let member = expression.as(MemberAccessExprSyntax.self),
               let base = member.base?.as(DeclReferenceExprSyntax.self), ImportRule.designableModules.contains(base.baseName.text) {
                file.edits.append(.replace(member, with: "Designable"))
                return .skipChildren
            }
            guard let argument = expression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
            let name = argument.baseName.text
            if function == "canImport", ImportRule.designableModules.contains(name) {
                file.edits.append(.replace(argument, with: "Designable"))
            } else if function == "canImport", let product = ImportRule.productModules[name] {
                file.edits.append(.replace(argument, with: product))
            } else if function == "os", name == "iOS" {
                file.edits.append(.replace(argument, with: "Linux"))
            }
            return .skipChildren
        }
    }
}
