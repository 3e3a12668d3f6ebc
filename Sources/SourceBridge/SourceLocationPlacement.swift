import SwiftSyntax

/// Where a translated file's `#sourceLocation` goes so that it takes no line of its own: at the
/// end of the user's first line after which a directive may stand, so every line of the user's
/// file keeps its number in the translated copy. The compiler names the file and line of an error
/// after the directive, but numbers the source snippet under it by the copy's own lines; a
/// directive on a line of its own would put every snippet one line off.
///
/// The lines up to the directive's are attributed to the copy, under their own numbers: blank or
/// comment lines at the top of most files (`//  Gauge.swift`), else the first statement's line
/// (`import UIKit`). A line comment there gives way to the directive, which may not share a line
/// with one.
struct SourceLocationPlacement: Equatable {
    /// The bytes the directive replaces: a line comment, or none at the end of a line.
    var range: Range<AbsolutePosition>
    /// What separates it from the code before it on its line: `"; "` after a statement, `" "`
    /// after a brace, a semicolon or a block comment, nothing at the start of a line.
    var separator: String
    /// The user's line after the directive's, which the directive names.
    var nextLine: Int

    /// The earliest place in `tree` that no edit overlaps; `nil` when the file has no line break
    /// after which a directive may stand.
    static func find(in tree: SourceFileSyntax, converter: SourceLocationConverter, avoiding edits: [SourceEdit]) -> SourceLocationPlacement? {
        var previous: TokenSyntax?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            if let previous, !allowsDirective(after: previous) { continue }
            guard let placement = atFirstLineBreak(before: token, after: previous, converter: converter),
                  !edits.contains(where: { $0.range.overlaps(placement.range) || $0.range.strictlyContains(placement.range.lowerBound) })
            else { continue }
            return placement
        }
        return nil
    }

    /// The end of the first line that `token`'s leading trivia ends, after `previous` (none at
    /// the start of the file), with the line comment on that line as the range to replace.
    private static func atFirstLineBreak(before token: TokenSyntax, after previous: TokenSyntax?,
                                         converter: SourceLocationConverter) -> SourceLocationPlacement? {
        var comment: AbsolutePosition?
        var lineHasText = previous != nil
        // The previous token's trailing trivia is the rest of its line.
        var offset = previous?.endPositionBeforeTrailingTrivia ?? token.position
        let pieces = Array(previous?.trailingTrivia ?? []) + Array(token.leadingTrivia)
        for piece in pieces {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds:
                let range = (comment ?? offset)..<offset
                return SourceLocationPlacement(range: range, separator: separator(after: previous, lineHasText: lineHasText),
                                               nextLine: converter.location(for: offset).line + 1)
            case .lineComment, .docLineComment:
                if comment == nil { comment = offset }
            case .blockComment(let text), .docBlockComment(let text):
                // A comment across lines leaves no line end to stand at before it closes.
                if text.contains("\n") || text.contains("\r") { comment = nil; lineHasText = true }
                else if comment == nil { lineHasText = true }
            case .spaces, .tabs, .formfeeds, .verticalTabs:
                break
            default:
                return nil
            }
            offset = offset.advanced(by: piece.sourceLength.utf8Length)
        }
        return nil
    }

    private static func separator(after previous: TokenSyntax?, lineHasText: Bool) -> String {
        guard let previous else { return lineHasText ? " " : "" }
        switch previous.tokenKind {
        case .leftBrace, .semicolon: return " "
        default: return "; "
        }
    }

    /// Whether a directive may follow `token` on its line: after a declaration or statement, or
    /// after the brace that opens a type's or a function's body, outside `#if` (whose inactive
    /// branches the compiler does not read).
    private static func allowsDirective(after token: TokenSyntax) -> Bool {
        var node: Syntax? = Syntax(token)
        var endsItem = false
        if token.tokenKind == .leftBrace {
            guard token.parent?.is(MemberBlockSyntax.self) == true || token.parent?.is(CodeBlockSyntax.self) == true else { return false }
            endsItem = true
        }
        while let current = node {
            if let item = current.as(CodeBlockItemSyntax.self), !endsItem {
                guard item.lastToken(viewMode: .sourceAccurate) == token, !item.item.is(IfConfigDeclSyntax.self),
                      let list = item.parent?.parent,
                      list.is(SourceFileSyntax.self) || list.is(CodeBlockSyntax.self) || list.is(ClosureExprSyntax.self)
                else { return false }
                endsItem = true
            } else if let item = current.as(MemberBlockItemSyntax.self), !endsItem {
                guard item.lastToken(viewMode: .sourceAccurate) == token, !item.decl.is(IfConfigDeclSyntax.self) else { return false }
                endsItem = true
            }
            if current.is(IfConfigClauseSyntax.self) { return false }
            node = current.parent
        }
        return endsItem
    }
}

private extension Range where Bound == AbsolutePosition {
    func strictlyContains(_ position: AbsolutePosition) -> Bool { lowerBound < position && position < upperBound }
}
