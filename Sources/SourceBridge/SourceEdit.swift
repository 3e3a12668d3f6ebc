import SwiftSyntax

/// One change to a file's text: the bytes of `range` replaced by `replacement`.
///
/// Rules find what to change by walking the syntax tree and change it by byte range, so the
/// user's formatting, comments and line numbers stay as they were: a replacement holds exactly as
/// many line breaks as the text it replaces, and `#sourceLocation` keeps pointing at the
/// original line.
struct SourceEdit: Equatable {
    var range: Range<AbsolutePosition>
    var replacement: String

    /// Replaces `node` without its leading and trailing trivia.
    static func replace(_ node: some SyntaxProtocol, with text: String) -> SourceEdit {
        SourceEdit(range: node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia, replacement: text)
    }

    /// Removes `node` (not its trivia), keeping its line breaks.
    static func remove(_ node: some SyntaxProtocol) -> SourceEdit {
        let text = node.trimmedDescription
        return replace(node, with: String(repeating: "\n", count: text.filter { $0 == "\n" }.count))
    }

    /// Inserts `text` at `position`.
    static func insert(_ text: String, at position: AbsolutePosition) -> SourceEdit {
        SourceEdit(range: position..<position, replacement: text)
    }
}

extension Array where Element == SourceEdit {
    /// `text` with every edit applied. Edits must not overlap; insertions at one position keep
    /// their order.
    func applied(to text: String) -> String {
        var bytes = [UInt8](text.utf8)
        let ordered = enumerated().sorted { a, b in
            a.element.range.lowerBound != b.element.range.lowerBound
                ? a.element.range.lowerBound > b.element.range.lowerBound
                : a.offset > b.offset
        }
        for (_, edit) in ordered {
            bytes.replaceSubrange(edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset, with: [UInt8](edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
