import Foundation
import SwiftSyntax

/// Overrides declared in extensions, which Swift allows only for `@objc` members:
///
/// ```swift
/// extension GaugeView {
///     override func prepareForInterfaceBuilder() { … }
/// }
/// ```
///
/// The member stays where it is, renamed `__designable_ext_prepareForInterfaceBuilder` (so its
/// body keeps its file, its line and its access to private members), and the class itself gains
/// the override, forwarding to it, on the line of its closing brace. The same happens to a
/// member declared in an extension that a subclass overrides. A class outside these sources
/// cannot gain members, so overriding one of UIKit's methods in an extension of a UIKit class is
/// an error at the user's line; overriding the app's own `@objc` member of an extension of a
/// UIKit class is `UIKitExtensionOverrideRule`'s.
enum ExtensionOverrideRule {
    static let prefix = "__designable_ext_"

    /// Every trampoline each class needs, by the file that declares the class.
    /// `skipping`: the overrides `UIKitExtensionOverrideRule` dispatches (by position and file).
    static func apply(files: [FileTranslation], index: ModuleIndex, skipping: Set<String> = []) {
        var trampolines: [String: [String]] = [:]
        for ext in index.extensions {
            let file = files[ext.file]
            for member in ext.members where needsTrampoline(member, extendedType: ext.extendedType, index: index)
                && !skipping.contains("\(member.file):\(member.position.utf8Offset)") {
                guard let type = index.type(named: ext.extendedType), type.kind == .class else {
                    file.report(.error, at: member.position,
                                "\(member.isOverride ? "overriding" : "declaring an overridable") \(member.name) in an extension of \(ext.extendedType) needs the Objective-C runtime; move it into a subclass of \(ext.extendedType) declared in these sources")
                    continue
                }
                guard compiledWithClass(ext.conditions, type.conditions) else {
                    file.report(.error, at: member.position,
                                "cannot move the override \(member.name) out of an extension inside #if that \(type.name)'s declaration is not inside; move it into \(type.name)'s declaration")
                    continue
                }
                guard let trampoline = trampoline(for: member) else {
                    file.report(.error, at: member.position,
                                "cannot forward \(member.name) from an extension (a variadic, generic or async member); move it into \(type.name)'s declaration")
                    continue
                }
                file.edits.append(SourceEdit(range: member.nameRange, replacement: prefix + member.name))
                if let override = member.overrideRange { file.edits.append(SourceEdit(range: override, replacement: "")) }
                trampolines[type.name, default: []].append(trampoline)
            }
        }
        for (typeName, members) in trampolines.sorted(by: { $0.key < $1.key }) {
            guard let type = index.type(named: typeName) else { continue }
            files[type.file].edits.append(.insert("; " + members.joined(separator: "; ") + " ", at: type.closingBrace))
        }
    }

    /// Whether an extension under `extensionConditions` is compiled whenever its class, under
    /// `classConditions`, is, so the class's forwarding member always finds the renamed one: each
    /// of the extension's `#if` clauses is one of the class's, or one that always holds once
    /// translated (UIKit can be imported, the platform is iOS).
    static func compiledWithClass(_ extensionConditions: [String], _ classConditions: [String]) -> Bool {
        extensionConditions.allSatisfy { clause in
            if classConditions.contains(clause) { return true }
            guard clause.hasPrefix("#if ") else { return false }
            return IOSCondition.holds(String(clause.dropFirst(4))) == true
        }
    }

    /// An override in an extension of a class, or an extension member a subclass overrides.
    private static func needsTrampoline(_ member: ModuleIndex.Member, extendedType: String, index: ModuleIndex) -> Bool {
        guard member.kind == .function || member.kind == .property, !member.isStatic else { return false }
        if member.isOverride { return true }
        // Overridden by a subclass declared in these sources?
        guard let base = index.type(named: extendedType), base.kind == .class else { return false }
        return index.types.values.contains { type in
            type.kind == .class && type.name != base.name && index.classChain(of: type).contains(base.name)
                && index.allMembers(of: type).contains { $0.isOverride && $0.name == member.name && $0.labels == member.labels }
        }
    }

    /// The member as the class declares it, forwarding to the renamed one.
    private static func trampoline(for member: ModuleIndex.Member) -> String? {
        guard !member.isAsync, !member.isGeneric else { return nil }
        let target = prefix + member.name
        switch member.kind {
        case .function:
            guard let arguments = member.forwardedArguments else { return nil }
            let call = "\(member.throwsErrors ? "try " : "")\(target)(\(arguments.joined(separator: ", ")))"
            return "\(member.signature) { \(call) }"
        case .property:
            guard let type = member.propertyType else { return nil }
            let head = (member.modifiers + " var \(member.name): \(type)").trimmingCharacters(in: .whitespaces)
            return member.isSettable
                ? "\(head) { get { \(target) } set { \(target) = newValue } }"
                : "\(head) { \(target) }"
        default:
            return nil
        }
    }
}
