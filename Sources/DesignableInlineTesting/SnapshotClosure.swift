/// The text of the closure that holds an inline snapshot: a multi-line string literal,
/// indented one step beyond the call, raw when the text needs it.
///
/// ```swift
/// assertInlineSnapshot(of: user, as: .dump) {
///     """
///     ▿ User
///       - name: "Blob"
///     """
/// }
/// ```
enum SnapshotClosure {
    /// `{` … `}` for `text`, the call's line indented by `indent` and the file's unit `unit`.
    static func source(for text: String, indent: String, unit: String) -> String {
        let inner = indent + unit
        let hashes = String(repeating: "#", count: delimiterLength(for: text))
        var body = text
        if body.contains("\r") { body = body.replacingOccurrences(of: "\r", with: "\\\(hashes)r") }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : inner + $0 }
            .joined(separator: "\n")
        return "{\n\(inner)\(hashes)\"\"\"\n\(lines)\n\(inner)\"\"\"\(hashes)\n\(indent)}"
    }

    /// How many `#` the literal needs so that nothing in `text` ends it or escapes: one more
    /// than the longest run after a `"""` or a backslash.
    static func delimiterLength(for text: String) -> Int {
        var length = 0
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            var start: Int?
            if characters[index] == "\\" {
                start = index + 1
            } else if characters[index] == "\"", index + 2 < characters.count,
                      characters[index + 1] == "\"", characters[index + 2] == "\"" {
                start = index + 3
            }
            if let start {
                var end = start
                while end < characters.count, characters[end] == "#" { end += 1 }
                length = max(length, end - start + 1)
            }
            index += 1
        }
        return length
    }
}
