import SwiftSyntax

/// Removes what Linux has no Objective-C runtime for: `@objc`, `@objc(name)`, `@objcMembers`,
/// `@nonobjc`, `@IBOutlet` (which needs an `@objc` class type) and the `dynamic` modifier. The
/// names they carry are kept in the module index, so selectors, outlets and actions still work
/// through the generated registration.
enum ObjCAttributeRule {
    static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet", "NSManaged", "GKInspectable"]

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

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if node.name.tokenKind == .keyword(.dynamic) { file.edits.append(.remove(node)) }
            return .skipChildren
        }
    }
}
