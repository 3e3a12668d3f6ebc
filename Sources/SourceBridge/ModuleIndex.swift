import Foundation
import SwiftSyntax

/// What every file of the module declares, collected before any file is translated: rules that
/// need the whole module (which classes are views, which method a `#selector` names, which
/// protocol requirements are optional, which class an extension's override belongs to) look here.
final class ModuleIndex {
    /// A class, struct, enum, protocol or actor declared in the module.
    final class TypeDecl {
        enum Kind { case `class`, `struct`, `enum`, `protocol`, actor }
        let kind: Kind
        /// Qualified by enclosing types: `Outer.Inner`.
        let name: String
        /// The types after the colon, as written.
        let inherited: [String]
        let file: Int
        let isGeneric: Bool
        /// `private`, `fileprivate`, `internal`, `public` or `open`; `internal` when unwritten.
        let access: String
        /// Where its members end: generated members go just before this brace, on its line.
        let closingBrace: AbsolutePosition
        let position: AbsolutePosition
        /// Where its name is: the line `designable scan --sarif` points at.
        var namePosition: AbsolutePosition?
        var members: [Member] = []
        /// Whether the protocol was `@objc` on iOS.
        let isObjC: Bool
        /// Whether the class is marked `@IBDesignable`.
        let isDesignable: Bool
        /// Whether the class is marked `@objcMembers`, which makes its members `@objc`.
        var isObjCMembers = false
        /// The `#if` clauses it sits inside, outermost first (see ``ModuleIndex/conditions(of:)``).
        var conditions: [String] = []
        /// Its generic parameters with the bounds written beside them (`<Cell: UIView>`), if generic.
        var genericParameters: [String: [String]]?

        init(kind: Kind, name: String, inherited: [String], file: Int, isGeneric: Bool, access: String,
             closingBrace: AbsolutePosition, position: AbsolutePosition, isObjC: Bool, isDesignable: Bool) {
            self.kind = kind
            self.name = name
            self.inherited = inherited
            self.file = file
            self.isGeneric = isGeneric
            self.access = access
            self.closingBrace = closingBrace
            self.position = position
            self.isObjC = isObjC
            self.isDesignable = isDesignable
        }

        var simpleName: String { String(name.split(separator: ".").last ?? "") }
    }

    /// An extension declared in the module.
    struct ExtensionDecl {
        let extendedType: String
        let file: Int
        let position: AbsolutePosition
        var members: [Member]
        /// The `#if` clauses it sits inside, outermost first (see ``ModuleIndex/conditions(of:)``).
        let conditions: [String]
    }

    /// The `#if` clauses around `node`, outermost first, each as `#if canImport(UIKit)`,
    /// `#elseif …` or `#else` after the clause before it, so two declarations under the same
    /// clauses in different files compare equal.
    static func conditions(of node: some SyntaxProtocol) -> [String] {
        var clauses: [String] = []
        var parent = node.parent
        while let p = parent {
            if let clause = p.as(IfConfigClauseSyntax.self) {
                var text = clause.poundKeyword.text + " " + (clause.condition?.trimmedDescription ?? "")
                if clause.condition == nil, let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
                    text += "after " + list.map { $0.condition?.trimmedDescription ?? "" }.joined(separator: ", ")
                }
                clauses.insert(text.trimmingCharacters(in: .whitespaces), at: 0)
            }
            parent = p.parent
        }
        return clauses
    }

    /// A function, property, initialiser or subscript.
    struct Member {
        enum Kind { case function, property, initializer, subscriptDecl }
        let kind: Kind
        let name: String
        /// One per parameter: `_` for an unlabelled one.
        let labels: [String]
        /// The labels of the parameters without a default value, when that is known (initializers).
        var labelsWithoutDefaults: [String]? = nil
        /// Each parameter's type, as written.
        let parameterTypes: [String]
        /// What a call forwarding the parameters passes: `sender`, `for: event`, `&value`; `nil`
        /// when a parameter cannot be forwarded (a variadic one).
        let forwardedArguments: [String]?
        let returnType: String?
        /// A property's type, as written or inferred from a literal initialiser.
        let propertyType: String?
        let isStatic: Bool
        let isOverride: Bool
        /// Attribute names without `@`: `objc`, `IBAction`, `IBOutlet`, `IBInspectable`.
        let attributes: Set<String>
        /// The name in `@objc(name)`, if any.
        let objcName: String?
        /// A stored property, or one with a setter.
        let isSettable: Bool
        let isStored: Bool
        let isOptionalRequirement: Bool
        let isAsync: Bool
        let throwsErrors: Bool
        let isGeneric: Bool
        let access: String
        let file: Int
        let position: AbsolutePosition
        /// The name token's range, for renaming.
        let nameRange: Range<AbsolutePosition>
        /// The `override` modifier's range, if any.
        let overrideRange: Range<AbsolutePosition>?
        /// The declaration's text from its first modifier or keyword to before its body.
        let signature: String
        /// The modifiers as written: `override public`.
        var modifiers: String = ""
        /// The `#if` clauses it sits inside, its type's among them, outermost first.
        var conditions: [String] = []
        /// An initialiser whose body makes nothing: its first statement traps (`fatalError`,
        /// `preconditionFailure`) or returns `nil`, as Xcode's `init(coder:)` stub does.
        var makesNothing = false

        /// The Objective-C selector iOS would give it.
        var selector: String {
            if let objcName { return objcName }
            switch kind {
            case .function: return ObjCSelectorName.method(name, labels: labels)
            case .property: return ObjCSelectorName.getter(name)
            case .initializer: return ObjCSelectorName.method("init", labels: labels)
            case .subscriptDecl: return "objectAtIndexedSubscript:"
            }
        }
    }

    private(set) var types: [String: TypeDecl] = [:]
    private(set) var extensions: [ExtensionDecl] = []

    /// UIKit's view classes that Designable mirrors: a class deriving from one is a view.
    static let uikitViewClasses: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UITextField", "UITextView", "UIImageView", "UIScrollView",
        "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView",
        "UIStackView", "UISwitch", "UISlider", "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView",
        "UIPageControl", "UIStepper", "UIVisualEffectView", "UINavigationBar", "UITabBar", "UIToolbar",
        "UISearchBar", "UIDatePicker", "UIPickerView", "UIWindow",
    ]

    /// UIKit's view controller classes.
    static let uikitControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController",
    ]

    /// Other Objective-C classes user classes derive from.
    static let otherObjCClasses: Set<String> = layerClasses.union([
        "NSObject", "UIResponder", "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
        "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "UIPinchGestureRecognizer",
        "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UITabBarItem", "UIBarButtonItem",
        "UIBarItem", "NSLayoutConstraint", "UIFont", "UIColor", "UIImage", "UIBezierPath", "CAAnimation",
        "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CATransition",
        "UIViewPropertyAnimator", "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewLayoutAttributes",
        "UICollectionViewLayoutInvalidationContext", "UINib",
    ])

    func add(_ tree: SourceFileSyntax, file: Int) {
        let collector = DeclarationCollector(file: file, viewMode: .sourceAccurate)
        collector.walk(tree)
        for type in collector.types { types[type.name] = type }
        extensions += collector.extensions
    }

    /// The type called `name`: qualified, else the only one with that simple name.
    func type(named name: String) -> TypeDecl? {
        if let exact = types[name] { return exact }
        let matches = types.values.filter { $0.simpleName == name }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The superclass of a class declared here, as written; `nil` for a root class.
    func superclassName(of type: TypeDecl) -> String? {
        guard type.kind == .class, let first = type.inherited.first else { return nil }
        let base = Self.stripGenerics(first)
        if let declared = self.type(named: base) { return declared.kind == .class ? base : nil }
        if Self.uikitViewClasses.contains(base) || Self.uikitControllerClasses.contains(base)
            || Self.otherObjCClasses.contains(base) { return base }
        // An unknown type first in the list of a class is a superclass only if it reads like one.
        return base.hasPrefix("UI") || base.hasPrefix("NS") || base.hasPrefix("CA") ? base : nil
    }

    /// The chain of superclass names from `type` up, the type first.
    func classChain(of type: TypeDecl) -> [String] {
        var chain = [type.name]
        var current: TypeDecl? = type
        var seen: Set<String> = [type.name]
        while let c = current, let superclass = superclassName(of: c), !seen.contains(superclass) {
            chain.append(superclass)
            seen.insert(superclass)
            current = self.type(named: superclass)
        }
        return chain
    }

    /// Whether a class declared here derives from one of UIKit's view classes.
    func isView(_ type: TypeDecl) -> Bool {
        type.kind == .class && classChain(of: type).contains { Self.uikitViewClasses.contains($0) }
    }

    /// Whether Interface Builder would run the class's code: it, or a superclass declared here,
    /// is `@IBDesignable`.
    func isDesignable(_ type: TypeDecl) -> Bool {
        classChain(of: type).contains { self.type(named: $0)?.isDesignable == true }
    }

    /// Core Animation's layer classes that Designable mirrors: a class deriving from one is a layer.
    static let layerClasses: Set<String> = ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer"]

    /// Whether a class declared here derives from one of Core Animation's layer classes.
    func isLayer(_ type: TypeDecl) -> Bool {
        type.kind == .class && classChain(of: type).contains { Self.layerClasses.contains($0) }
    }

    /// Whether a class declared here derives from one of UIKit's view controller classes.
    func isController(_ type: TypeDecl) -> Bool {
        type.kind == .class && classChain(of: type).contains { Self.uikitControllerClasses.contains($0) }
    }

    /// UIKit's collection view layout classes a storyboard can name a subclass of.
    static let layoutClasses: Set<String> = ["UICollectionViewLayout", "UICollectionViewFlowLayout"]

    /// Whether a class declared here derives from one of UIKit's collection view layout classes.
    func isCollectionViewLayout(_ type: TypeDecl) -> Bool {
        type.kind == .class && classChain(of: type).contains { Self.layoutClasses.contains($0) }
    }

    /// Whether `name` is a class: declared here as one, or a known UIKit or Foundation class.
    func isClass(_ name: String) -> Bool {
        if let t = type(named: name) { return t.kind == .class }
        return Self.uikitViewClasses.contains(name) || Self.uikitControllerClasses.contains(name) || Self.otherObjCClasses.contains(name)
    }

    /// The members of `type` and of the module's extensions of it.
    func allMembers(of type: TypeDecl) -> [Member] {
        type.members + extensions.filter { $0.extendedType == type.name || $0.extendedType == type.simpleName }.flatMap(\.members)
    }

    /// The protocols declared here with optional requirements, by name.
    var protocolsWithOptionalRequirements: [TypeDecl] {
        types.values.filter { $0.kind == .protocol && $0.members.contains(where: \.isOptionalRequirement) }
    }

    /// For each type of the module, the names of its properties declared as `AnyObject`
    /// (optional or not): delegates Interface Builder can connect to anything, called through
    /// optional requirements by name, as the Objective-C runtime allows.
    var anyObjectProperties: [String: Set<String>] {
        let spellings: Set<String> = ["AnyObject", "AnyObject?", "AnyObject!", "Optional<AnyObject>"]
        var result: [String: Set<String>] = [:]
        for type in types.values {
            let names = type.members.filter { $0.kind == .property && spellings.contains($0.propertyType ?? "") }.map(\.name)
            if !names.isEmpty { result[type.name] = Set(names) }
        }
        return result
    }

    static func stripGenerics(_ name: String) -> String {
        String(name.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
    }
}

/// Walks one file, recording its types, their members and its extensions.
private final class DeclarationCollector: SyntaxVisitor {
    let file: Int
    var types: [ModuleIndex.TypeDecl] = []
    var extensions: [ModuleIndex.ExtensionDecl] = []
    /// The types (and extensions) being walked, innermost last.
    private var scopes: [Scope] = []

    private enum Scope {
        case type(ModuleIndex.TypeDecl)
        case `extension`(Int)
    }

    init(file: Int, viewMode: SyntaxTreeViewMode) {
        self.file = file
        super.init(viewMode: viewMode)
    }

    /// The access written on extensions (by index into `extensions`), the default of their members.
    private var extensionAccess: [Int: String] = [:]

    private var enclosingTypeName: String? {
        for scope in scopes.reversed() {
            switch scope {
            case .type(let t): return t.name
            case .extension(let i): return extensions[i].extendedType
            }
        }
        return nil
    }

    private func qualified(_ name: String) -> String {
        enclosingTypeName.map { "\($0).\(name)" } ?? name
    }

    private func beginType(_ kind: ModuleIndex.TypeDecl.Kind, name: TokenSyntax, inheritance: InheritanceClauseSyntax?,
                           generics: GenericParameterClauseSyntax?, modifiers: DeclModifierListSyntax,
                           attributes: AttributeListSyntax, memberBlock: MemberBlockSyntax, node: some SyntaxProtocol) {
        // A type without an access modifier in a `private extension` is fileprivate, as every member there is.
        var access = Access.of(modifiers)
        if !Access.isWritten(in: modifiers), case .extension(let i)? = scopes.last, let written = extensionAccess[i],
           written == "private" || written == "fileprivate" {
            access = "fileprivate"
        }
        let type = ModuleIndex.TypeDecl(
            kind: kind, name: qualified(name.text), inherited: inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            file: file, isGeneric: generics != nil, access: access,
            closingBrace: memberBlock.rightBrace.positionAfterSkippingLeadingTrivia, position: node.positionAfterSkippingLeadingTrivia,
            isObjC: attributes.names.contains("objc"), isDesignable: attributes.names.contains("IBDesignable"))
        type.conditions = ModuleIndex.conditions(of: node)
        type.namePosition = name.positionAfterSkippingLeadingTrivia
        type.isObjCMembers = attributes.names.contains("objcMembers")
        type.genericParameters = generics.map { clause in
            Dictionary(clause.parameters.map { ($0.name.text, $0.inheritedType.map { [$0.trimmedDescription] } ?? []) },
                       uniquingKeysWith: { first, _ in first })
        }
        types.append(type)
        scopes.append(.type(type))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(.class, name: node.name, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
                  modifiers: node.modifiers, attributes: node.attributes, memberBlock: node.memberBlock, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(.struct, name: node.name, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
                  modifiers: node.modifiers, attributes: node.attributes, memberBlock: node.memberBlock, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(.enum, name: node.name, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
                  modifiers: node.modifiers, attributes: node.attributes, memberBlock: node.memberBlock, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(.actor, name: node.name, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
                  modifiers: node.modifiers, attributes: node.attributes, memberBlock: node.memberBlock, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(.protocol, name: node.name, inheritance: node.inheritanceClause, generics: nil,
                  modifiers: node.modifiers, attributes: node.attributes, memberBlock: node.memberBlock, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(ModuleIndex.ExtensionDecl(extendedType: ModuleIndex.stripGenerics(node.extendedType.trimmedDescription),
                                                    file: file, position: node.positionAfterSkippingLeadingTrivia,
                                                    members: [], conditions: ModuleIndex.conditions(of: node)))
        if Access.isWritten(in: node.modifiers) { extensionAccess[extensions.count - 1] = Access.of(node.modifiers) }
        scopes.append(.extension(extensions.count - 1))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    // Members of local types and closures are not the enclosing type's.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func record(_ member: ModuleIndex.Member, at node: some SyntaxProtocol) {
        var member = member
        member.conditions = ModuleIndex.conditions(of: node)
        switch scopes.last {
        case .type(let t)?: t.members.append(member)
        case .extension(let i)?: extensions[i].members.append(member)
        case nil: break
        }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        record(ModuleIndex.Member(
            kind: .function, name: node.name.text,
            labels: parameters.map { $0.firstName.text },
            parameterTypes: parameters.map { $0.type.trimmedDescription },
            forwardedArguments: Forwarding.arguments(parameters),
            returnType: node.signature.returnClause?.type.trimmedDescription, propertyType: nil,
            isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) },
            isOverride: node.modifiers.contains { $0.name.text == "override" },
            attributes: node.attributes.names, objcName: node.attributes.objcName,
            isSettable: false, isStored: false,
            isOptionalRequirement: node.modifiers.contains { $0.name.text == "optional" },
            isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
            throwsErrors: node.signature.effectSpecifiers?.throwsClause != nil,
            isGeneric: node.genericParameterClause != nil,
            access: Access.of(node.modifiers), file: file, position: node.positionAfterSkippingLeadingTrivia,
            nameRange: node.name.positionAfterSkippingLeadingTrivia..<node.name.endPositionBeforeTrailingTrivia,
            overrideRange: node.modifiers.first { $0.name.text == "override" }.map { $0.positionAfterSkippingLeadingTrivia..<$0.endPositionBeforeTrailingTrivia },
            signature: Signature.text(of: node), modifiers: Signature.modifiers(node.modifiers)), at: node)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        var member = ModuleIndex.Member(
            kind: .initializer, name: "init", labels: parameters.map { $0.firstName.text },
            parameterTypes: parameters.map { $0.type.trimmedDescription }, forwardedArguments: Forwarding.arguments(parameters),
            returnType: nil, propertyType: nil,
            isStatic: false, isOverride: node.modifiers.contains { $0.name.text == "override" },
            attributes: node.attributes.names.union(node.modifiers.contains { $0.name.text == "convenience" } ? ["convenience"] : [])
                .union(node.modifiers.contains { $0.name.text == "required" } ? ["required"] : [])
                .union(node.optionalMark != nil ? ["failable"] : []),
            objcName: node.attributes.objcName, isSettable: false, isStored: false, isOptionalRequirement: false,
            isAsync: false, throwsErrors: node.signature.effectSpecifiers?.throwsClause != nil, isGeneric: node.genericParameterClause != nil,
            access: Access.of(node.modifiers), file: file, position: node.positionAfterSkippingLeadingTrivia,
            nameRange: node.initKeyword.positionAfterSkippingLeadingTrivia..<node.initKeyword.endPositionBeforeTrailingTrivia,
            overrideRange: node.modifiers.first { $0.name.text == "override" }.map { $0.positionAfterSkippingLeadingTrivia..<$0.endPositionBeforeTrailingTrivia },
            signature: Signature.text(of: node), modifiers: Signature.modifiers(node.modifiers))
        member.labelsWithoutDefaults = parameters.filter { $0.defaultValue == nil }.map { $0.firstName.text }
        member.makesNothing = node.body?.statements.first.map { Self.makesNothing($0.item) } ?? false
        record(member, at: node)
        return .skipChildren
    }

    /// `fatalError(…)`, `preconditionFailure(…)` (also as `Swift.fatalError`) or `return nil`.
    private static func makesNothing(_ item: CodeBlockItemSyntax.Item) -> Bool {
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression?.is(NilLiteralExprSyntax.self) == true }
        guard let call = item.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return callee == "fatalError" || callee == "preconditionFailure"
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let accessors = binding.accessorBlock
            let isComputed: Bool
            let hasSetter: Bool
            switch accessors?.accessors {
            case .getter?: isComputed = true; hasSetter = false
            case .accessors(let list)?:
                let kinds = list.map { $0.accessorSpecifier.text }
                isComputed = kinds.contains("get") || kinds.contains("_read")
                hasSetter = kinds.contains("set") || !isComputed
            case nil: isComputed = false; hasSetter = true
            }
            let declaredType = binding.typeAnnotation?.type.trimmedDescription
                ?? node.bindings.last(where: { $0.typeAnnotation != nil })?.typeAnnotation?.type.trimmedDescription
            record(ModuleIndex.Member(
                kind: .property, name: pattern.identifier.text, labels: [], parameterTypes: [], forwardedArguments: [], returnType: nil,
                propertyType: declaredType ?? binding.initializer.flatMap { LiteralType.infer($0.value) },
                isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) },
                isOverride: node.modifiers.contains { $0.name.text == "override" },
                attributes: node.attributes.names, objcName: node.attributes.objcName,
                isSettable: !isLet && hasSetter, isStored: !isComputed,
                isOptionalRequirement: node.modifiers.contains { $0.name.text == "optional" },
                isAsync: false, throwsErrors: false, isGeneric: false,
                access: Access.of(node.modifiers), file: file, position: node.positionAfterSkippingLeadingTrivia,
                nameRange: pattern.identifier.positionAfterSkippingLeadingTrivia..<pattern.identifier.endPositionBeforeTrailingTrivia,
                overrideRange: node.modifiers.first { $0.name.text == "override" }.map { $0.positionAfterSkippingLeadingTrivia..<$0.endPositionBeforeTrailingTrivia },
                signature: Signature.text(of: node), modifiers: Signature.modifiers(node.modifiers)), at: node)
        }
        return .skipChildren
    }
}

/// How a generated call passes a declaration's parameters on.
enum Forwarding {
    static func arguments(_ parameters: FunctionParameterListSyntax) -> [String]? {
        var result: [String] = []
        for p in parameters {
            if p.ellipsis != nil { return nil }
            let name = (p.secondName ?? p.firstName).text
            let label = p.firstName.text == "_" ? "" : p.firstName.text + ": "
            let isInout = p.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            result.append(label + (isInout ? "&" : "") + name)
        }
        return result
    }
}

/// Access levels as Swift spells them.
enum Access {
    static let levels = ["private", "fileprivate", "internal", "package", "public", "open"]

    /// The access a declaration's modifiers give it (`private(set)` does not count).
    static func of(_ modifiers: DeclModifierListSyntax) -> String {
        modifiers.first { levels.contains($0.name.text) && $0.detail == nil }?.name.text ?? "internal"
    }

    /// Whether the modifiers give an access level at all.
    static func isWritten(in modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { levels.contains($0.name.text) && $0.detail == nil }
    }
}

/// The type of a property initialised by a literal or a call to a known type, for inspectables
/// declared without an annotation: `= 4` is `Int`, `= UIColor.red` is `UIColor`.
enum LiteralType {
    static func infer(_ expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return infer(prefix.expression) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return typeName(reference.baseName.text) }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base?.as(DeclReferenceExprSyntax.self) { return typeName(base.baseName.text) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return typeName(base.baseName.text)
        }
        return nil
    }

    private static func typeName(_ name: String) -> String? {
        ["UIColor", "CGFloat", "CGPoint", "CGSize", "CGRect", "UIImage", "Double", "Float", "Int", "String", "Bool"].contains(name) ? name : nil
    }
}

/// A declaration's text up to its body: what a generated trampoline repeats.
enum Signature {
    static func modifiers(_ list: DeclModifierListSyntax) -> String {
        list.filter { $0.name.tokenKind != .keyword(.optional) }.map(\.trimmedDescription).joined(separator: " ")
    }

    static func text(of node: some DeclSyntaxProtocol) -> String {
        var copy = Syntax(node)
        if let f = node.as(FunctionDeclSyntax.self) { copy = Syntax(f.with(\.body, nil).with(\.attributes, []).with(\.leadingTrivia, [])) }
        if let i = node.as(InitializerDeclSyntax.self) { copy = Syntax(i.with(\.body, nil).with(\.attributes, []).with(\.leadingTrivia, [])) }
        if let v = node.as(VariableDeclSyntax.self) { copy = Syntax(v.with(\.attributes, []).with(\.leadingTrivia, [])) }
        return copy.trimmedDescription
    }
}

extension AttributeListSyntax {
    /// The attributes' names without `@`, and `unavailable` for `@available(*, unavailable, …)`,
    /// which no generated code may reference.
    var names: Set<String> {
        var names = Set(compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
        for case let attribute? in map({ $0.as(AttributeSyntax.self) })
        where attribute.attributeName.trimmedDescription == "available"
            && attribute.arguments?.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.unavailable) }) == true {
            names.insert("unavailable")
        }
        return names
    }

    /// The name in `@objc(name)`.
    var objcName: String? {
        for case let attribute as AttributeSyntax in self.map({ $0.as(AttributeSyntax.self) as Any })
        where attribute.attributeName.trimmedDescription == "objc" {
            if case .objCName(let pieces)? = attribute.arguments {
                return pieces.map { ($0.name?.text ?? "") + ($0.colon != nil ? ":" : "") }.joined()
            }
        }
        return nil
    }
}
