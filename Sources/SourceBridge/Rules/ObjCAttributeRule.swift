import SwiftSyntax

/// Removes what Linux has no Objective-C runtime for: `@objc`, `@objc(name)`, `@objcMembers`,
/// `@nonobjc`, `@IBOutlet` (which needs an `@objc` class type), `@IBAction` and `@IBSegueAction`
/// (which make a method main-actor isolated, so the generated registration could not call it from
/// its selector table) and the `dynamic` modifier. The names they carry are kept in the module
/// index, so selectors, outlets and actions still work through the generated registration.
/// `@NSManaged` is ``ManagedPropertyRule``'s.
enum ObjCAttributeRule {
    static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBSegueAction", "GKInspectable"]

    static func apply(to file: FileTranslation) {
        Visitor(file: file).walk(file.tree)
    }

    private final class Visitor: SyntaxVisitor {
        let file: FileTranslation
        init(file: FileTranslation) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if removedAttributes.contains(node.attributeName.trimmedDescription) { file.edits.append(.remove(node)) }
            return .skipChildren
        }

        /// An `@objc` protocol is class-bound on iOS (a `weak var delegate: P?` relies on it); without
        /// `@objc` it would not be, so it inherits `AnyObject` in its place.
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.attributes.names.contains("objc") else { return .visitChildren }
            if let inheritance = node.inheritanceClause {
                let bound: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]
                if !inheritance.inheritedTypes.contains(where: { bound.contains($0.type.trimmedDescription) }) {
                    file.edits.append(.insert(", AnyObject", at: inheritance.endPositionBeforeTrailingTrivia))
                }
            } else {
                let after = node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia
                file.edits.append(.insert(": AnyObject", at: after))
            }
            return .visitChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if node.name.tokenKind == .keyword(.dynamic) { file.edits.append(.remove(node)) }
            return .skipChildren
        }
    }
}
