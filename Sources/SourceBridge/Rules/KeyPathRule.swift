import SwiftSyntax

/// `#keyPath(CAShapeLayer.strokeEnd)` becomes `"strokeEnd"`, the string the compiler makes of it
/// on iOS, since Swift on Linux has no Objective-C runtime to check it against.
///
/// As the compiler does, the leading type (and module) names go (`#keyPath(RingLayer.progress)`
/// is `"progress"`), dotted chains stay (`#keyPath(layer.cornerRadius)`), and each property takes
/// its Objective-C name: one of the module's own `@objc(name)` properties its `name`, one of the
/// SDK's that Objective-C declares with an `is` getter (`isHidden`, `isEnabled`, `isDoubleSided`)
/// the property's name (`hidden`), which is also the key Designable's key-value coding, key-value
/// observing and animations use. A property the module declares itself keeps its Swift name,
/// as the compiler gives it, unless it overrides the SDK's.
enum KeyPathRule {
    /// The SDK's Boolean properties whose Objective-C property name drops the `is` of their getter.
    static let sdkGetterNames: Set<String> = [
        // UIView, UIControl and their subclasses
        "isHidden", "isOpaque", "isUserInteractionEnabled", "isMultipleTouchEnabled", "isExclusiveTouch",
        "isEnabled", "isSelected", "isHighlighted", "isOn", "isContinuous", "isAnimating", "isEditing",
        "isTranslucent", "isScrollEnabled", "isPagingEnabled", "isDirectionalLockEnabled", "isTracking",
        "isDragging", "isDecelerating", "isZooming", "isZoomBouncing", "isPrefetchingEnabled",
        "isBaselineRelativeArrangement", "isLayoutMarginsRelativeArrangement", "isKeyWindow", "isFocused",
        // Core Animation
        "isDoubleSided", "isGeometryFlipped", "isRemovedOnCompletion", "isAdditive", "isCumulative",
        // Auto Layout
        "isActive",
    ]

    static func apply(to file: FileTranslation, index: ModuleIndex) {
        Visitor(file: file, index: index).walk(file.tree)
    }

    /// The Objective-C key path of the components of a `#keyPath`, or `nil` when there is none.
    static func keyPath(_ components: [String], index: ModuleIndex) -> String? {
        var names = components
        var owner: String?
        // Types lead (a module's name before them, sometimes): Swift names types in upper case
        // and properties in lower case. After the first, a name all in capitals is taken for a
        // property unless it is a known class, so `#keyPath(Item.URL.host)` keeps its `URL`.
        while names.count > 1, let first = names[0].first, first.isUppercase || index.isClass(names[0]) {
            let acronym = names[0].allSatisfy { $0.isUppercase || $0.isNumber }
            if owner != nil, acronym, !index.isClass(names[0]) { break }
            owner = names.removeFirst()
        }
        guard !names.isEmpty else { return nil }
        return names.enumerated().map { objcName(of: $1, in: $0 == 0 ? owner : nil, index: index) }.joined(separator: ".")
    }

    /// The Objective-C name of the property `name`, of `owner` when the key path names it: the
    /// module's own, or the SDK's.
    private static func objcName(of name: String, in owner: String?, index: ModuleIndex) -> String {
        let declared: [ModuleIndex.Member]
        if let owner, let type = index.type(named: owner) {
            declared = index.classChain(of: type).compactMap { index.type(named: $0) }.flatMap { index.allMembers(of: $0) }
        } else {
            // In the order of the types' names, so that a property two classes rename apart
            // takes the same name in every process, whatever the dictionary's hash order.
            declared = index.types.keys.sorted().flatMap { index.types[$0]?.members ?? [] } + index.extensions.flatMap(\.members)
        }
        let own = declared.filter { $0.kind == .property && $0.name == name && !$0.isOverride }
        if let renamed = own.lazy.compactMap(\.objcName).first { return renamed }
        if !own.isEmpty { return name }
        guard sdkGetterNames.contains(name) else { return name }
        let rest = name.dropFirst(2)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    private final class Visitor: ModuleVisitor {
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "keyPath" else { return .visitChildren }
            guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
                  let components = Self.components(of: argument.expression),
                  let keyPath = KeyPathRule.keyPath(components, index: index) else {
                file.report(.error, at: node.positionAfterSkippingLeadingTrivia,
                            "cannot translate #keyPath(\(node.arguments.trimmedDescription)): name a property as `property`, `Type.property` or `property.field`")
                return .skipChildren
            }
            file.edits.append(.replace(node, with: FileTranslation.literal(keyPath)))
            return .skipChildren
        }

        /// `a.b.c` as `["a", "b", "c"]`; `nil` for anything but names joined by dots.
        static func components(of expression: ExprSyntax) -> [String]? {
            if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
                return [reference.baseName.text]
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
               member.declName.argumentNames == nil, let head = components(of: base) {
                return head + [member.declName.baseName.text]
            }
            return nil
        }
    }
}
