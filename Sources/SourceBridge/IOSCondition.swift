/// Whether an `#if` condition holds when code is compiled for iOS: `os(iOS)`, `canImport(UIKit)`
/// and the other frameworks Designable stands in for hold, other platforms and Mac Catalyst do
/// not, combined with `!`, `&&`, `||` and parentheses. `nil` when the condition names anything
/// else (a compilation flag, `swift(>=…)`, a simulator check), whose value is not known here.
///
/// ``IfConfigRule`` makes these conditions hold on Linux too, so code iOS compiles is compiled;
/// ``ExtensionOverrideRule`` asks it whether an extension inside `#if` is compiled with its class.
enum IOSCondition {
    static func holds(_ condition: String) -> Bool? {
        var parser = Parser(tokens: tokenize(condition))
        guard let value = parser.orExpression(), parser.atEnd else { return nil }
        return value
    }

    /// Modules a file written for iOS can import once translated.
    static let importable: Set<String> = ImportRule.designableModules.union(ImportRule.foundationModules)
        .union(["Foundation", "Designable", "UIKit.UIGestureRecognizerSubclass"]).union(ImportRule.productModules.keys)

    private static func atom(_ function: String, _ argument: String) -> Bool? {
        switch function {
        case "os": return argument == "iOS"
        case "canImport":
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            if importable.contains(module) { return true }
            return ["AppKit", "Cocoa", "WatchKit", "TVUIKit", "SwiftUI"].contains(module) ? false : nil
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        case "arch": return nil
        default: return nil
        }
    }

    private enum Token: Equatable { case not, and, or, open, close, call(String, String) }

    private static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "!" { tokens.append(.not); i += 1; continue }
            if c == "(" { tokens.append(.open); i += 1; continue }
            if c == ")" { tokens.append(.close); i += 1; continue }
            if c == "&", i + 1 < chars.count, chars[i + 1] == "&" { tokens.append(.and); i += 2; continue }
            if c == "|", i + 1 < chars.count, chars[i + 1] == "|" { tokens.append(.or); i += 2; continue }
            // name(argument)
            var name = ""
            while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { name.append(chars[i]); i += 1 }
            guard !name.isEmpty, i < chars.count, chars[i] == "(" else { return [] }
            i += 1
            var argument = ""
            while i < chars.count, chars[i] != ")" { if !chars[i].isWhitespace { argument.append(chars[i]) }; i += 1 }
            guard i < chars.count else { return [] }
            i += 1
            tokens.append(.call(name, argument))
        }
        return tokens
    }

    private struct Parser {
        let tokens: [Token]
        var index = 0
        var atEnd: Bool { index == tokens.count }

        init(tokens: [Token]) { self.tokens = tokens }

        mutating func orExpression() -> Bool? {
            guard var value = andExpression() else { return nil }
            while index < tokens.count, tokens[index] == .or {
                index += 1
                guard let rhs = andExpression() else { return nil }
                value = value || rhs
            }
            return value
        }

        mutating func andExpression() -> Bool? {
            guard var value = unary() else { return nil }
            while index < tokens.count, tokens[index] == .and {
                index += 1
                guard let rhs = unary() else { return nil }
                value = value && rhs
            }
            return value
        }

        mutating func unary() -> Bool? {
            guard index < tokens.count else { return nil }
            switch tokens[index] {
            case .not:
                index += 1
                return unary().map { !$0 }
            case .open:
                index += 1
                let value = orExpression()
                guard index < tokens.count, tokens[index] == .close else { return nil }
                index += 1
                return value
            case .call(let name, let argument):
                index += 1
                return IOSCondition.atom(name, argument)
            default:
                return nil
            }
        }
    }
}
