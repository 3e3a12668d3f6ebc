import SwiftSyntax

/// `@objc optional` protocol requirements, which only the Objective-C runtime allows: the
/// module's own, and UIKit's (``UIKitOptionalRequirements``), whose defaults Designable has.
///
/// Each optional requirement becomes an ordinary one with a default implementation that reports
/// "not implemented" to `OptionalRequirement` and returns a placeholder value; each call through
/// optional chaining, `delegate?.menuDidOpen?(self)`, becomes
/// `OptionalRequirement.call { delegate?.menuDidOpen(self) }`, which gives `nil` when the
/// conforming type did not implement it, as on iOS. Conforming types anywhere (the module, the
/// tests) keep their ordinary protocol dispatch.
///
/// The placeholder must exist for the return type: `Void`, optionals, numbers, `Bool`, `String`,
/// collections and the `.zero` geometry types have one; any other return type is an error at
/// the requirement, asking to make it optional.
///
/// A call on a property declared `AnyObject?` (a delegate Interface Builder can connect to
/// anything, `delegate?.menuDidOpen?(self)`) is looked up by name at run time on iOS; here the
/// property is cast to the one protocol of the module that declares the requirement:
/// `OptionalRequirement.call { (delegate as? MenuDelegate)?.menuDidOpen(self) }`. An object
/// that implements the method without adopting the protocol is not called, unlike on iOS.
///
/// UIKit's optional properties (``UIKitOptionalRequirements/properties``: the app delegate's
/// `window`) read through optional chaining have one optional less here, so
/// `UIApplication.shared.delegate?.window??.safeAreaInsets` loses one `?` (and
/// `delegate!.window!!` one `!`). A binding of the double optional
/// (`if let w = delegate?.window, let window = w`) cannot be told apart by its syntax and
/// still fails, at the user's line.
enum OptionalRequirementRule {
    static func apply(to file: FileTranslation, index: ModuleIndex) {
        let optionals = index.protocolsWithOptionalRequirements.flatMap { proto in
            proto.members.filter(\.isOptionalRequirement).map { (proto, $0) }
        }
        var protocols: [Key: Set<String>] = [:]
        for (proto, member) in optionals { protocols[Key(name: member.name, arity: member.labels.count), default: []].insert(proto.name) }
        // UIKit's own delegates: a custom control asking its delegate
        // `delegate?.textFieldShouldReturn?(field)`, as iOS code does.
        for (proto, members) in UIKitOptionalRequirements.all {
            for member in members { protocols[Key(name: member.name, arity: member.arity), default: []].insert(proto) }
        }
        let visitor = Visitor(file: file, protocols: protocols, anyObjects: index.anyObjectProperties)
        visitor.walk(file.tree)
    }

    struct Key: Hashable {
        let name: String
        let arity: Int
    }

    /// A value of `type` to return from a default implementation nobody reads, or `nil` when
    /// there is none.
    static func placeholder(for type: String?) -> String? {
        guard let type = type?.trimmingCharacters(in: .whitespaces), !type.isEmpty, type != "Void", type != "()" else { return "()" }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
        if type == "Bool" { return "false" }
        if ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
            "CGFloat", "TimeInterval", "NSInteger", "NSUInteger", "CFTimeInterval"].contains(type) { return "0" }
        if type == "String" { return "\"\"" }
        if ["CGSize", "CGPoint", "CGRect", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset"].contains(type) { return ".zero" }
        if type == "CGAffineTransform" || type == "CATransform3D" { return ".identity" }
        if type.hasPrefix("["), type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
        return nil
    }

    private final class Visitor: SyntaxVisitor {
        let file: FileTranslation
        /// The protocols declaring each optional requirement.
        let protocols: [Key: Set<String>]
        /// By type name, its properties declared `AnyObject`.
        let anyObjects: [String: Set<String>]

        init(file: FileTranslation, protocols: [Key: Set<String>], anyObjects: [String: Set<String>]) {
            self.file = file
            self.protocols = protocols
            self.anyObjects = anyObjects
            super.init(viewMode: .sourceAccurate)
        }

        /// `delegate!.window!!`: the inner `!` unwrapped the optional requirement on iOS.
        override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
            if let inner = node.expression.as(ForceUnwrapExprSyntax.self), readsOptionalProperty(inner.expression) {
                file.edits.append(.remove(inner.exclamationMark))
            }
            return .visitChildren
        }

        /// `delegate?.window??`: the inner `?` unwrapped the optional requirement on iOS.
        override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
            if let inner = node.expression.as(OptionalChainingExprSyntax.self), readsOptionalProperty(inner.expression) {
                file.edits.append(.remove(inner.questionMark))
            }
            return .visitChildren
        }

        /// Whether `expression` reads one of UIKit's optional properties through an unwrapped
        /// delegate (`delegate?.window`, `delegate!.window`).
        private func readsOptionalProperty(_ expression: ExprSyntax) -> Bool {
            guard let member = expression.as(MemberAccessExprSyntax.self),
                  UIKitOptionalRequirements.properties.contains(member.declName.baseName.text) else { return false }
            return member.base?.is(OptionalChainingExprSyntax.self) == true || member.base?.is(ForceUnwrapExprSyntax.self) == true
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            var defaults: [String] = []
            let isPublic = ["public", "open"].contains(Access.of(node.modifiers))
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self),
                   let optional = function.modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) {
                    file.edits.append(.remove(optional))
                    let returnType = function.signature.returnClause?.type.trimmedDescription
                    guard let value = placeholder(for: returnType) else {
                        file.report(.error, at: function.positionAfterSkippingLeadingTrivia,
                                    "optional requirement \(function.name.text) returns \(returnType ?? "Void"), which has no value to stand for \"not implemented\"; make it return \(returnType ?? "Void")?")
                        continue
                    }
                    let signature = function.with(\.attributes, []).with(\.modifiers, DeclModifierListSyntax([]))
                        .with(\.body, nil).with(\.leadingTrivia, []).trimmedDescription
                    defaults.append("    \(isPublic ? "public " : "")\(signature) { OptionalRequirement.unimplemented(\(value)) }")
                } else if let variable = member.decl.as(VariableDeclSyntax.self),
                          let optional = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) {
                    file.edits.append(.remove(optional))
                    for binding in variable.bindings {
                        let type = binding.typeAnnotation?.type.trimmedDescription
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                              let value = placeholder(for: type) else {
                            file.report(.error, at: variable.positionAfterSkippingLeadingTrivia,
                                        "optional requirement of type \(type ?? "unknown") has no value to stand for \"not implemented\"; make it optional")
                            continue
                        }
                        defaults.append("    \(isPublic ? "public " : "")var \(name): \(type ?? "Void") { OptionalRequirement.unimplemented(\(value)) }")
                    }
                }
            }
            if !defaults.isEmpty {
                file.trailer.append("extension \(node.name.text) {\n\(defaults.joined(separator: "\n"))\n}")
            }
            return .skipChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
                  let member = chained.expression.as(MemberAccessExprSyntax.self),
                  let declaring = protocols[Key(name: member.declName.baseName.text, arity: node.arguments.count)]
            else { return .visitChildren }
            // The call without the `?` after the requirement's name, inside the wrapper; three
            // small edits, so edits inside the arguments stay valid.
            file.edits.append(.insert("OptionalRequirement.call { ", at: node.positionAfterSkippingLeadingTrivia))
            if declaring.count == 1, let proto = declaring.first, let receiver = anyObjectReceiver(member.base, in: Syntax(node)) {
                // `delegate?.` keeps its `?`; `delegate.` (an `AnyObject!`) gains one for the cast.
                let chained = member.base?.is(OptionalChainingExprSyntax.self) == true
                file.edits.append(.insert("(", at: receiver.positionAfterSkippingLeadingTrivia))
                file.edits.append(.insert(" as? \(proto))\(chained ? "" : "?")", at: receiver.endPositionBeforeTrailingTrivia))
            }
            file.edits.append(.remove(chained.questionMark))
            file.edits.append(.insert(" }", at: node.endPositionBeforeTrailingTrivia))
            return .visitChildren
        }

        /// The property in `delegate?.` or `self.delegate?.` when the type the call is written
        /// in declares it `AnyObject`.
        private func anyObjectReceiver(_ base: ExprSyntax?, in node: Syntax) -> ExprSyntax? {
            guard let inner = base?.as(OptionalChainingExprSyntax.self)?.expression ?? base,
                  let anyObjects = enclosingTypeName(of: node).flatMap({ self.anyObjects[$0] }) else { return nil }
            if let name = inner.as(DeclReferenceExprSyntax.self)?.baseName.text, anyObjects.contains(name) { return inner }
            if let access = inner.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
               anyObjects.contains(access.declName.baseName.text) { return inner }
            return nil
        }

        /// The type (or the extended type) the code at `node` is written in.
        private func enclosingTypeName(of node: Syntax) -> String? {
            var current = node.parent
            while let c = current {
                if let d = c.as(ClassDeclSyntax.self) { return d.name.text }
                if let d = c.as(StructDeclSyntax.self) { return d.name.text }
                if let d = c.as(EnumDeclSyntax.self) { return d.name.text }
                if let d = c.as(ExtensionDeclSyntax.self) { return ModuleIndex.stripGenerics(d.extendedType.trimmedDescription) }
                current = c.parent
            }
            return nil
        }
    }
}
