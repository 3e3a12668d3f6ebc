import SwiftSyntax

/// `import UIKit` (and QuartzCore, CoreGraphics, `UIKit.UIGestureRecognizerSubclass`, …) becomes
/// `import Designable`, which brings Foundation as UIKit does; `import Darwin` becomes
/// `import Foundation`, which brings the C library on Linux. Other imports stay, so a module
/// Designable does not stand in for fails at the user's own line.
///
/// `import Combine` becomes `import DesignableCombine`, Designable's product that re-exports
/// OpenCombine (with its Dispatch and Foundation schedulers and publishers, spelled as Combine
/// spells them on Linux). It is a product of its own, so only targets that use Combine build
/// OpenCombine; a target without it gets an error at the import saying what to add.
///
/// A name qualified by one of those modules follows its import: `UIKit.UIView` and
/// `CoreGraphics.CGFloat` become `Designable.…`, and `Darwin.round` names the C library Linux
/// has, `Glibc.round`.
///
/// A file that names URL loading types (`URLSession`, `URLRequest`, `HTTPURLResponse`…), which
/// Foundation holds on Apple platforms, also imports FoundationNetworking, where Linux keeps them.
enum ImportRule {
    /// The types Linux keeps in FoundationNetworking rather than Foundation.
    static let networkingTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionDelegate", "URLSessionDataDelegate", "URLSessionTaskDelegate",
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache",
        "CachedURLResponse", "HTTPCookie", "HTTPCookieStorage", "URLCredential", "URLProtectionSpace",
        "URLAuthenticationChallenge", "URLProtocol",
    ]

    /// Apple frameworks whose API Designable mirrors.
    static let designableModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "CoreAnimation", "ObjectiveC", "CoreText", "CoreImage", "os"]
    /// Apple modules whose Linux counterpart is Foundation (with Glibc).
    static let foundationModules: Set<String> = ["Darwin", "CoreFoundation"]
    /// Apple modules whose Linux counterpart is a product of Designable's own, which the target
    /// must depend on: the module and the product.
    static let productModules: [String: String] = ["Combine": "DesignableCombine"]

    /// The C library's module on the machine the translation is compiled on, for `Darwin.…`.
    #if canImport(Glibc)
    static let cLibrary = "Glibc"
    #elseif canImport(Musl)
    static let cLibrary = "Musl"
    #else
    static let cLibrary = "Darwin"
    #endif

    /// What a qualifying module name becomes, for the modules above; `nil` to leave it. `os` is
    /// left, as it is as likely a variable's name.
    static func qualifier(for module: String) -> String? {
        if module == "os" { return nil }
        if designableModules.contains(module) { return "Designable" }
        if module == "Darwin" { return cLibrary }
        if module == "CoreFoundation" { return "Foundation" }
        return nil
    }

    static func apply(to file: FileTranslation, dependencies: Set<String> = []) {
        let visitor = Visitor(file: file, dependencies: dependencies)
        visitor.walk(file.tree)
        file.importsNetworking = file.tree.tokens(viewMode: .sourceAccurate).contains {
            if case .identifier(let name) = $0.tokenKind { return networkingTypes.contains(name) }
            return false
        }
    }

    private final class Visitor: SyntaxVisitor {
        let file: FileTranslation
        let dependencies: Set<String>
        init(file: FileTranslation, dependencies: Set<String>) {
            self.file = file
            self.dependencies = dependencies
            super.init(viewMode: .sourceAccurate)
        }

        // `UIKit.UIView`, `Darwin.round(x)`: the qualifier follows the import.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
               let replacement = ImportRule.qualifier(for: base.baseName.text), !isInCondition(node) {
                file.edits.append(.replace(base, with: replacement))
                return .skipChildren
            }
            return .visitChildren
        }

        /// `#if canImport(UIKit.UIButton)` is `IfConfigRule`'s, `#keyPath(UIKit.UIView.isHidden)`
        /// `KeyPathRule`'s and `#selector(…)` `SelectorRule`'s: they rewrite the whole.
        private func isInCondition(_ node: some SyntaxProtocol) -> Bool {
            var current: Syntax? = Syntax(node)
            while let n = current {
                if let clause = n.parent?.as(IfConfigClauseSyntax.self), clause.condition.map(Syntax.init) == n { return true }
                if let macro = n.as(MacroExpansionExprSyntax.self), ["keyPath", "selector"].contains(macro.macroName.text) { return true }
                current = n.parent
            }
            return false
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
               let replacement = ImportRule.qualifier(for: base.name.text) {
                file.edits.append(.replace(base, with: replacement))
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let first = node.path.first?.name.text else { return .skipChildren }
            let replacement: String
            if designableModules.contains(first) {
                replacement = "Designable"
            } else if foundationModules.contains(first) {
                replacement = "Foundation"
            } else if let product = productModules[first] {
                guard dependencies.contains(product) else {
                    file.report(.error, at: node.path.positionAfterSkippingLeadingTrivia, """
                        `import \(first)` needs Designable's \(product) product on Linux (\(first) is OpenCombine there): add \
                        `.product(name: "\(product)", package: "Designable")` to this target's dependencies
                        """)
                    return .skipChildren
                }
                replacement = product
            } else {
                return .skipChildren
            }
            // `import class UIKit.UIView` names a declaration; the whole module stands in for it.
            if let kind = node.importKindSpecifier {
                file.edits.append(SourceEdit(range: kind.positionAfterSkippingLeadingTrivia..<node.path.endPositionBeforeTrailingTrivia,
                                             replacement: replacement))
            } else {
                file.edits.append(.replace(node.path, with: replacement))
            }
            return .skipChildren
        }
    }
}
