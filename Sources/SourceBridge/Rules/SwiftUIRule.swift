import SwiftParser
import SwiftSyntax

/// In a file that imports SwiftUI, the declarations that use it are left out, each with a
/// warning at its line, and the rest of the file compiles.
///
/// UIKit libraries often keep a SwiftUI wrapper beside the view: `show<V: View>(rootView:)`
/// hosting a `UIHostingController`, an `extension Color` of the palette, a `UIViewRepresentable`,
/// a `#Preview`. Designable draws UIKit, not SwiftUI, and a whole file failing on `import SwiftUI`
/// would take the UIKit view with it. So before the file is translated, every declaration
/// (a type, an extension, a member, a preview) that names a SwiftUI type is blanked out, its
/// characters replaced by spaces and its line breaks kept, so that every other line keeps its
/// number and column. A type or extension whose own header does not name SwiftUI keeps its other
/// members. Names the module declares itself (its own `Button`, say) are not SwiftUI's.
///
/// `#Preview { … }` is left out of every file, as iOS 17 lets a UIKit file declare one with
/// `import UIKit` alone: previews are Xcode's canvas, and snapshots are what Designable renders.
enum SwiftUIRule {
    /// SwiftUI's types, the ones UIKit code that wraps or is wrapped by SwiftUI names.
    static let swiftUINames: Set<String> = [
        "View", "UIHostingController", "UIViewRepresentable", "UIViewControllerRepresentable", "PreviewProvider",
        "ViewBuilder", "ViewModifier", "Color", "Binding", "State", "StateObject", "ObservedObject", "EnvironmentObject",
        "Environment", "EnvironmentValues", "Text", "Image", "Font", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "Spacer", "GeometryReader", "ProgressViewStyle", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle",
        "Shape", "InsettableShape", "Path", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "UnitPoint",
        "Angle", "ForEach", "ProgressView", "AnyView", "EmptyView", "Canvas", "ScrollView", "NavigationView", "Button",
    ]

    /// Whether any of the files imports SwiftUI, so that the rule has work to do.
    static func isNeeded(_ inputs: [SourceInput]) -> Bool {
        inputs.contains { $0.text.contains("import SwiftUI") || $0.text.contains("#Preview") }
    }

    /// The simple names of the types the module declares, which shadow SwiftUI's.
    static func declaredTypeNames(_ inputs: [SourceInput]) -> Set<String> {
        let collector = TypeNameCollector(viewMode: .sourceAccurate)
        for input in inputs { collector.walk(Parser.parse(source: input.text)) }
        return collector.names
    }

    /// `input`'s text with its SwiftUI declarations and imports blanked out, and a warning for each declaration.
    static func strip(_ input: SourceInput, declared: Set<String>) -> (text: String, diagnostics: [SourceDiagnostic]) {
        let importsSwiftUI = input.text.contains("import SwiftUI")
        guard importsSwiftUI || input.text.contains("#Preview") else { return (input.text, []) }
        let tree = Parser.parse(source: input.text)
        let converter = SourceLocationConverter(fileName: input.path, tree: tree)
        let finder = Finder(names: importsSwiftUI ? swiftUINames.subtracting(declared) : [], converter: converter, path: input.path)
        finder.walk(tree)
        var bytes = [UInt8](input.text.utf8)
        for range in finder.blanked {
            for i in range where bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { bytes[i] = UInt8(ascii: " ") }
        }
        return (String(decoding: bytes, as: UTF8.self), finder.diagnostics)
    }

    private final class TypeNameCollector: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    }

    private final class Finder: SyntaxVisitor {
        let names: Set<String>
        let converter: SourceLocationConverter
        let path: String
        var blanked: [Range<Int>] = []
        var diagnostics: [SourceDiagnostic] = []

        init(names: Set<String>, converter: SourceLocationConverter, path: String) {
            self.names = names
            self.converter = converter
            self.path = path
            super.init(viewMode: .sourceAccurate)
        }

        /// The first SwiftUI name among `node`'s identifiers, not counting members (`x.View`).
        private func swiftUIName(in node: some SyntaxProtocol) -> String? {
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, names.contains(name) else { continue }
                if let previous = token.previousToken(viewMode: .sourceAccurate), previous.tokenKind == .period { continue }
                return name
            }
            return nil
        }

        private func blank(_ node: some SyntaxProtocol, what: String, because name: String?) {
            blanked.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            let message = name.map { "\(what) is left out: it uses SwiftUI's `\($0)`, and Designable draws UIKit only; the rest of the file compiles" }
                ?? "\(what) is left out: previews are Xcode's canvas, and snapshot tests are what Designable renders"
            diagnostics.append(SourceDiagnostic(severity: .warning, file: path, line: location.line, column: location.column, message: message))
        }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.path.first?.name.text == "SwiftUI" {
                blanked.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            return .skipChildren
        }

        /// A type or extension: all of it when its header names SwiftUI, else each member on its own.
        private func visitContainer(_ node: some DeclSyntaxProtocol, header: [Syntax?], what: String) -> SyntaxVisitorContinueKind {
            for case let part? in header {
                if let name = swiftUIName(in: part) {
                    blank(node, what: what, because: name)
                    return .skipChildren
                }
            }
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            visitContainer(node, header: [Syntax(node.attributes), Syntax(node.extendedType), node.inheritanceClause.map(Syntax.init),
                                          node.genericWhereClause.map(Syntax.init)],
                           what: "`extension \(node.extendedType.trimmedDescription)`")
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            visitContainer(node, header: [Syntax(node.attributes), node.inheritanceClause.map(Syntax.init),
                                          node.genericParameterClause.map(Syntax.init), node.genericWhereClause.map(Syntax.init)],
                           what: "`\(node.name.text)`")
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            visitContainer(node, header: [Syntax(node.attributes), node.inheritanceClause.map(Syntax.init),
                                          node.genericParameterClause.map(Syntax.init), node.genericWhereClause.map(Syntax.init)],
                           what: "`\(node.name.text)`")
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            visitContainer(node, header: [Syntax(node.attributes), node.inheritanceClause.map(Syntax.init),
                                          node.genericParameterClause.map(Syntax.init), node.genericWhereClause.map(Syntax.init)],
                           what: "`\(node.name.text)`")
        }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            visitContainer(node, header: [Syntax(node.attributes), node.inheritanceClause.map(Syntax.init),
                                          node.genericWhereClause.map(Syntax.init)], what: "`\(node.name.text)`")
        }

        /// A member or a top-level declaration: all of it when any of it names SwiftUI.
        private func visitLeaf(_ node: some DeclSyntaxProtocol, what: String) -> SyntaxVisitorContinueKind {
            if let name = swiftUIName(in: node) { blank(node, what: what, because: name) }
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { visitLeaf(node, what: "`\(node.name.text)(…)`") }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { visitLeaf(node, what: "an `init`") }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { visitLeaf(node, what: "a subscript") }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { visitLeaf(node, what: "`\(node.name.text)`") }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            visitLeaf(node, what: "`\(node.bindings.first?.pattern.trimmedDescription ?? "a property")`")
        }
        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" {
                blank(node, what: "`#Preview`", because: nil)
                return .skipChildren
            }
            return visitLeaf(node, what: "`#\(node.macroName.text)`")
        }
        /// `#Preview { … }` at the top level, which parses as an expression.
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" {
                blank(node, what: "`#Preview`", because: nil)
                return .skipChildren
            }
            return .visitChildren
        }
        // Statements at the top level (a script's) are not declarations to leave out.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
