import SwiftSyntax

/// An `@objc` or `@IBInspectable` member an app declares in an extension of a UIKit class (iOS
/// overrides no other from an extension), and overrides for a UIKit subclass in another
/// extension, or in a class of its own:
///
/// ```swift
/// extension UIView {
///     @IBInspectable var cornerRadius: CGFloat { get { layer.cornerRadius } set { layer.cornerRadius = newValue } }
/// }
/// extension UIButton {
///     override var cornerRadius: CGFloat { get { … } set { … } }
/// }
/// ```
///
/// On iOS the Objective-C runtime dispatches it: a button's `cornerRadius` is the button's.
/// Swift on Linux cannot override a member of an extension, nor add one to UIKit's classes, so the
/// dispatch is written out. The base member keeps its body under another name
/// (`__designable_base_cornerRadius`), each override keeps its own under a name of its class
/// (`__designable_ext_UIButton_cornerRadius`, without `override`), and the base's own name is
/// generated after the base's file: it asks which of the overriding classes `self` is, the most
/// derived first, and calls that one's, else the base's. A `super.cornerRadius` in an override
/// calls the next implementation up. Every line stays where it was.
enum UIKitExtensionOverrideRule {
    static let basePrefix = "__designable_base_"

    static func overridePrefix(_ className: String) -> String {
        "__designable_ext_\(className.replacingOccurrences(of: ".", with: "_"))_"
    }

    /// UIKit's classes a member's extension may name, each with its superclass.
    static let uikitSuperclass: [String: String] = [
        "UIControl": "UIView", "UIButton": "UIControl", "UILabel": "UIView", "UITextField": "UIControl",
        "UITextView": "UIScrollView", "UIImageView": "UIView", "UIScrollView": "UIView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UITableViewCell": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UICollectionReusableView": "UIView", "UITableViewHeaderFooterView": "UIView", "UIStackView": "UIView",
        "UISwitch": "UIControl", "UISlider": "UIControl", "UISegmentedControl": "UIControl",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIPageControl": "UIControl",
        "UIStepper": "UIControl", "UIVisualEffectView": "UIView", "UINavigationBar": "UIView", "UITabBar": "UIView",
        "UIToolbar": "UIView", "UISearchBar": "UIView", "UIDatePicker": "UIControl", "UIPickerView": "UIView",
        "UIWindow": "UIView", "UIView": "UIResponder", "UIViewController": "UIResponder",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
    ]

    private struct Implementation {
        var className: String
        var chain: [String]
        var member: ModuleIndex.Member
    }

    /// Writes the dispatch; returns the positions of the overrides it took, which
    /// `ExtensionOverrideRule` leaves alone.
    static func apply(files: [FileTranslation], index: ModuleIndex) -> Set<String> {
        // Members declared, not overridden, in extensions of UIKit's classes.
        var bases: [(typeName: String, member: ModuleIndex.Member)] = []
        for ext in index.extensions where isUIKitClass(ext.extendedType, index: index) {
            // Whatever its attributes: one iOS lets be overridden from an extension is @objc,
            // if only implicitly (a requirement of an @objc protocol, as stylable-uikit's is).
            for member in ext.members where !member.isOverride && !member.isStatic
                && (member.kind == .function || member.kind == .property) {
                bases.append((ext.extendedType, member))
            }
        }
        guard !bases.isEmpty else { return [] }

        // Their overrides: in extensions of UIKit subclasses, and in the app's own classes.
        var candidates: [Implementation] = []
        for ext in index.extensions where isUIKitClass(ext.extendedType, index: index) {
            for member in ext.members where member.isOverride {
                candidates.append(Implementation(className: ext.extendedType, chain: chain(of: ext.extendedType, index: index), member: member))
            }
        }
        for type in index.types.values where type.kind == .class {
            let members = type.members + index.extensions.filter { $0.extendedType == type.name }.flatMap(\.members)
            for member in members where member.isOverride {
                candidates.append(Implementation(className: type.name, chain: chain(of: type.name, index: index), member: member))
            }
        }

        var handled: Set<String> = []
        for base in bases {
            let overrides = candidates.filter {
                $0.member.name == base.member.name && $0.member.labels == base.member.labels && $0.member.kind == base.member.kind
                    && $0.chain.dropFirst().contains(base.typeName)
            }.sorted { $0.chain.count != $1.chain.count ? $0.chain.count > $1.chain.count : $0.className < $1.className }
            guard !overrides.isEmpty, let dispatcher = dispatcher(for: base.member, typeName: base.typeName, overrides: overrides) else { continue }
            let baseFile = files[base.member.file]
            baseFile.edits.append(SourceEdit(range: base.member.nameRange, replacement: basePrefix + base.member.name))
            baseFile.trailer.append(dispatcher)
            for implementation in overrides {
                let member = implementation.member
                let file = files[member.file]
                file.edits.append(SourceEdit(range: member.nameRange, replacement: overridePrefix(implementation.className) + member.name))
                if let range = member.overrideRange { file.edits.append(SourceEdit(range: range, replacement: "")) }
                // `super.name` is the next implementation up: an override of a superclass's, else the base's.
                let next = overrides.first { $0.className != implementation.className && implementation.chain.dropFirst().contains($0.className) }
                let superName = next.map { overridePrefix($0.className) + member.name } ?? basePrefix + member.name
                SuperCallRewriter(file: file, member: member, replacement: superName).rewrite()
                handled.insert("\(member.file):\(member.position.utf8Offset)")
            }
        }
        return handled
    }

    static func isUIKitClass(_ name: String, index: ModuleIndex) -> Bool {
        index.type(named: name) == nil && (uikitSuperclass[name] != nil)
    }

    /// The class and its superclasses, the app's and then UIKit's.
    private static func chain(of name: String, index: ModuleIndex) -> [String] {
        var names = index.type(named: name).map { index.classChain(of: $0) } ?? [name]
        while let last = names.last, let superclass = uikitSuperclass[last], !names.contains(superclass) { names.append(superclass) }
        return names
    }

    /// The member under its own name, asking which implementation `self` has.
    private static func dispatcher(for member: ModuleIndex.Member, typeName: String, overrides: [Implementation]) -> String? {
        guard !member.isAsync, !member.isGeneric else { return nil }
        let cases = overrides.map { "if let __designable_self = self as? \($0.className) " }
        switch member.kind {
        case .function:
            guard let arguments = member.forwardedArguments?.joined(separator: ", ") else { return nil }
            let call = { (target: String) in "\(member.throwsErrors ? "try " : "")\(target)(\(arguments))" }
            let branches = zip(cases, overrides).map { "\($0){ return \(call("__designable_self." + overridePrefix($1.className) + member.name)) }" }
            return "extension \(typeName) { \(member.signature) { \(branches.joined(separator: "; ")); return \(call(basePrefix + member.name)) } }"
        case .property:
            guard let type = member.propertyType else { return nil }
            let head = (member.modifiers + " var \(member.name): \(type)").trimmingCharacters(in: .whitespaces)
            let gets = zip(cases, overrides).map { "\($0){ return __designable_self.\(overridePrefix($1.className) + member.name) }" }
            let getter = "\(gets.joined(separator: "; ")); return \(basePrefix + member.name)"
            guard member.isSettable else { return "extension \(typeName) { \(head) { \(getter) } }" }
            let sets = zip(cases, overrides).map { "\($0){ __designable_self.\(overridePrefix($1.className) + member.name) = newValue; return }" }
            let setter = "\(sets.joined(separator: "; ")); \(basePrefix + member.name) = newValue"
            return "extension \(typeName) { \(head) { get { \(getter) } set { \(setter) } } }"
        default:
            return nil
        }
    }

    /// Renames `super.name` inside one member's declaration.
    private final class SuperCallRewriter: SyntaxVisitor {
        let file: FileTranslation
        let member: ModuleIndex.Member
        let replacement: String

        init(file: FileTranslation, member: ModuleIndex.Member, replacement: String) {
            self.file = file
            self.member = member
            self.replacement = replacement
            super.init(viewMode: .sourceAccurate)
        }

        /// Walks the member's own declaration only: up from its name to the declaration.
        func rewrite() {
            guard let name = file.tree.token(at: member.nameRange.lowerBound) else { return }
            var node: Syntax? = Syntax(name)
            while let n = node, !(n.is(DeclSyntax.self) && n.positionAfterSkippingLeadingTrivia == member.position) { node = n.parent }
            if let declaration = node { walk(declaration) }
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == member.name {
                file.edits.append(.replace(node.declName.baseName, with: replacement))
            }
            return .visitChildren
        }
    }
}
