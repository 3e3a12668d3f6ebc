import SwiftSyntax

/// `@NSManaged var progress: CGFloat`: a property whose accessors the Objective-C runtime
/// supplies, which for a layer are Core Animation's dynamic properties (the value kept in the
/// layer's key-value storage, copied into presentation layers, animatable by key, its changes
/// running `action(forKey:)`).
///
/// Without the runtime, the attribute alone would leave a stored property with no value. It
/// becomes, on the same line, a computed property over that storage:
///
/// ```swift
/// var progress: CGFloat { get { __designableManagedValue(self, "progress") } set { __designableSetManagedValue(newValue, self, "progress") } }
/// ```
///
/// The key is the property's Objective-C name (`@objc(name)` renames it). Any other class
/// keeps the value beside the object, as the runtime would.
enum ManagedPropertyRule {
    static func apply(to file: FileTranslation) {
        Visitor(file: file).walk(file.tree)
    }

    private final class Visitor: SyntaxVisitor {
        let file: FileTranslation

        init(file: FileTranslation) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let managed = node.attributes.first(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" })
            else { return .skipChildren }
            file.edits.append(.remove(managed))
            guard node.bindings.count == 1, let binding = node.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let annotation = binding.typeAnnotation, binding.accessorBlock == nil, binding.initializer == nil,
                  node.bindingSpecifier.tokenKind == .keyword(.var) else {
                file.report(.error, at: node.positionAfterSkippingLeadingTrivia,
                            "@NSManaged needs one `var name: Type` without a value or accessors, whose accessors the runtime supplies")
                return .skipChildren
            }
            let key = FileTranslation.literal(node.attributes.objcName ?? name)
            let accessors = " { get { __designableManagedValue(self, \(key)) } set { __designableSetManagedValue(newValue, self, \(key)) } }"
            file.edits.append(.insert(accessors, at: annotation.endPositionBeforeTrailingTrivia))
            return .skipChildren
        }
    }
}
