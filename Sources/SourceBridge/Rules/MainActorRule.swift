import SwiftSyntax

/// `@MainActor` in an app's view code is dropped, and `MainActor.assumeIsolated { … }` runs its
/// closure where it is.
///
/// On iOS, `UIView` and `UIViewController` are `@MainActor`, so a view's methods are on the main
/// actor without saying so, and code written for Swift 6 calls its own `@MainActor` helpers from
/// them freely. Designable's UIKit is not isolated to any actor: a snapshot renders on whatever
/// thread the test runs, XCTest's or Swift Testing's, synchronously. Kept, the attribute would
/// make every such call an error ("call to main actor-isolated … in a synchronous nonisolated
/// context"); dropped, the app's helpers are as unisolated as the views that call them, which is
/// what a single-threaded render needs. `assumeIsolated` would trap off the main thread, where
/// Swift Testing runs tests, so it becomes `DesignableMainActor.assumeIsolated`, which does not check.
enum MainActorRule {
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
            if node.attributeName.trimmedDescription == "MainActor" { file.edits.append(.remove(node)) }
            return .skipChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.declName.baseName.text == "assumeIsolated", let base = node.base?.as(DeclReferenceExprSyntax.self),
               base.baseName.text == "MainActor" {
                file.edits.append(.replace(base, with: "DesignableMainActor"))
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
