import SwiftParser
import SwiftSyntax

/// Writes a snapshot closure into one call of a source file: the call whose callee ends (with
/// its trivia) at a line and column, which is where `#line` and `#column` point for a call's
/// default arguments.
///
/// ```swift
/// let edit = try InlineSnapshotRewriter.rewrite(source, line: 12, column: 29, text: "HELLO\n",
///                                               descriptor: InlineSnapshotSyntaxDescriptor())
/// ```
///
/// Only the snapshot closure changes; every other token keeps its trivia, so comments and the
/// file's formatting stay as they were.
enum InlineSnapshotRewriter {
    /// The rewritten source, and where lines moved: lines after `afterLine` (1-based, in the
    /// old source) moved by `delta`.
    struct Edit: Equatable {
        var source: String
        var afterLine: Int
        var delta: Int
    }

    enum Failure: Error, Equatable, CustomStringConvertible {
        case callNotFound(line: Int, column: Int)

        var description: String {
            switch self {
            case let .callNotFound(line, column):
                "found no call at line \(line), column \(column) (was the file edited since it was built?)"
            }
        }
    }

    /// `source` with the snapshot closure of the call at `line`:`column` set to `text`, or
    /// removed when `text` is `nil`.
    static func rewrite(_ source: String, line: Int, column: Int, text: String?,
                        descriptor: InlineSnapshotSyntaxDescriptor) throws -> Edit {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = CallFinder(line: line, column: column, converter: converter)
        finder.walk(tree)
        guard let call = finder.found else { throw Failure.callNotFound(line: line, column: column) }

        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let callLine = call.startLocation(converter: converter, afterLeadingTrivia: true).line
        let indent = String(lines[callLine - 1].prefix { $0 == " " || $0 == "\t" })
        let closure = text.map { closureSyntax(SnapshotClosure.source(for: $0, indent: indent, unit: indentUnit(of: lines))) }
        let replaced = place(closure, in: call, descriptor: descriptor)
        let rewritten = Replacer(target: call.id, replacement: ExprSyntax(replaced)).rewrite(tree)

        let oldEnd = call.endLocation(converter: converter).line
        let oldCount = oldEnd - callLine
        let newCount = replaced.trimmedDescription.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        return Edit(source: rewritten.description, afterLine: oldEnd, delta: newCount - oldCount)
    }

    /// The leading whitespace of the file's first indented line: its indent unit.
    static func indentUnit(of lines: [Substring]) -> String {
        for line in lines {
            let leading = line.prefix { $0 == " " || $0 == "\t" }
            if !leading.isEmpty, leading.count < line.count { return String(leading) }
        }
        return "    "
    }

    /// The closure parsed from its text.
    static func closureSyntax(_ text: String) -> ClosureExprSyntax {
        let tree = Parser.parse(source: "_ = f \(text)")
        let finder = ClosureFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found!.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
    }

    /// `call` with its snapshot closure, found as `descriptor` says, replaced.
    ///
    /// The snapshot is the `trailingClosureOffset`-th closure of the call's last run of
    /// closures: counting from the first closure literal among the final arguments, through
    /// the trailing closure, to the labelled trailing closures after it.
    static func place(_ closure: ClosureExprSyntax?, in call: FunctionCallExprSyntax,
                      descriptor: InlineSnapshotSyntaxDescriptor) -> FunctionCallExprSyntax {
        var call = call
        let arguments = Array(call.arguments)
        var firstClosure = arguments.count
        while firstClosure > 0, arguments[firstClosure - 1].expression.is(ClosureExprSyntax.self) { firstClosure -= 1 }
        // A `matches:` argument in the parentheses is the snapshot, whatever its position.
        if let labelled = arguments.firstIndex(where: { isSnapshotLabel($0.label?.text, descriptor) && $0.expression.is(ClosureExprSyntax.self) }) {
            firstClosure = min(firstClosure, labelled - descriptor.trailingClosureOffset)
        }
        let target = firstClosure + descriptor.trailingClosureOffset
        let position = target - arguments.count
        let label = descriptor.trailingClosureLabel

        if position < 0 {
            var list = arguments
            if let closure {
                list[target] = list[target].with(\.label, .identifier(label)).with(\.colon, .colonToken(trailingTrivia: .space))
                    .with(\.expression, ExprSyntax(closure))
            } else {
                list.remove(at: target)
                if let last = list.indices.last { list[last] = list[last].with(\.trailingComma, nil) }
            }
            call.arguments = LabeledExprListSyntax(list)
            return call
        }
        if position == 0 {
            if let closure {
                if let existing = call.trailingClosure {
                    call.trailingClosure = closure.with(\.leadingTrivia, existing.leadingTrivia).with(\.trailingTrivia, existing.trailingTrivia)
                } else {
                    // The space goes between `)` and `{`, and whatever followed `)` now follows `}`.
                    let after = call.rightParen?.trailingTrivia ?? call.calledExpression.trailingTrivia
                    if call.rightParen != nil {
                        call.rightParen = call.rightParen?.with(\.trailingTrivia, [])
                    } else {
                        call.calledExpression = call.calledExpression.with(\.trailingTrivia, [])
                    }
                    call.trailingClosure = closure.with(\.leadingTrivia, .space).with(\.trailingTrivia, after)
                }
            } else if let existing = call.trailingClosure {
                call.trailingClosure = nil
                if call.rightParen != nil {
                    call.rightParen = call.rightParen?.with(\.trailingTrivia, existing.trailingTrivia)
                } else {
                    call.calledExpression = call.calledExpression.with(\.trailingTrivia, existing.trailingTrivia)
                }
            }
            return dropEmptyParentheses(call)
        }
        var extra = Array(call.additionalTrailingClosures)
        let index = position - 1
        if let closure {
            if index < extra.count, isSnapshotLabel(extra[index].label.text, descriptor) {
                extra[index] = extra[index].with(\.label, .identifier(label)).with(\.closure, closure.with(\.leadingTrivia, .space))
            } else {
                let element = MultipleTrailingClosureElementSyntax(
                    leadingTrivia: .space, label: .identifier(label), colon: .colonToken(), closure: closure.with(\.leadingTrivia, .space))
                extra.insert(element, at: min(index, extra.count))
            }
        } else if index < extra.count {
            extra.remove(at: index)
        }
        call.additionalTrailingClosures = MultipleTrailingClosureElementListSyntax(extra)
        return call
    }

    private static func isSnapshotLabel(_ text: String?, _ descriptor: InlineSnapshotSyntaxDescriptor) -> Bool {
        guard let text else { return false }
        return text == descriptor.trailingClosureLabel || descriptor.deprecatedTrailingClosureLabels.contains(text)
    }

    /// `f() { … }` reads better as `f { … }`.
    private static func dropEmptyParentheses(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        guard call.arguments.isEmpty, call.trailingClosure != nil, call.leftParen != nil else { return call }
        var call = call
        call.leftParen = nil
        call.rightParen = nil
        return call
    }
}

/// Finds the call whose callee, with its trailing trivia, ends at a line and column.
private final class CallFinder: SyntaxVisitor {
    let line: Int, column: Int
    let converter: SourceLocationConverter
    var found: FunctionCallExprSyntax?

    init(line: Int, column: Int, converter: SourceLocationConverter) {
        self.line = line
        self.column = column
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let end = node.calledExpression.endLocation(converter: converter, afterTrailingTrivia: true)
        if end.line == line, end.column == column { found = node }
        return found == nil ? .visitChildren : .skipChildren
    }
}

/// Finds the first closure of a tree.
private final class ClosureFinder: SyntaxVisitor {
    var found: ClosureExprSyntax?

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil { found = node }
        return .skipChildren
    }
}

/// Puts one new node in place of another, found by its identity in the same tree.
private final class Replacer: SyntaxRewriter {
    let target: SyntaxIdentifier
    let replacement: ExprSyntax

    init(target: SyntaxIdentifier, replacement: ExprSyntax) {
        self.target = target
        self.replacement = replacement
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        node.id == target ? replacement : super.visit(node)
    }
}
