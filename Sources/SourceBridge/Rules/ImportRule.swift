import SwiftSyntax

/// `import UIKit` (and QuartzCore, CoreGraphics, `UIKit.UIGestureRecognizerSubclass`, …) becomes
/// `import Designable`, which brings Foundation as UIKit does; `import Darwin` becomes
/// `import Foundation`, which brings the C library on Linux. Other imports stay, so a module
/// Designable does not stand in for fails at the user's own line.
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

    static func apply(to file: FileTranslation) {
        let visitor = Visitor(file: file)
        visitor.walk(file.tree)
        file.importsNetworking = file.tree.tokens(viewMode: .sourceAccurate).contains {
            if case .identifier(let name) = $0.tokenKind { return networkingTypes.contains(name) }
            return false
        }
    }

    private final class Visitor: SyntaxVisitor {
        let file: FileTranslation
        init(file: FileTranslation) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let first = node.path.first?.name.text else { return .skipChildren }
            let replacement: String
            if designableModules.contains(first) {
                replacement = "Designable"
            } else if foundationModules.contains(first) {
                replacement = "Foundation"
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
