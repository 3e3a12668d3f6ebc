/// Refuses documents with a document type declaration before any parser sees them.
///
/// Entity declarations can only live in a DTD, and a DTD can only sit in the prolog, before
/// the root element. Interface Builder never writes one. Refusing any `<!DOCTYPE>` there
/// therefore costs nothing real and rules out both entity expansion bombs ("billion laughs")
/// and external entities, whatever the XML library underneath would do with them.
enum DoctypeGuard {
    /// The 1-based line of a `<!DOCTYPE` in the prolog, or `nil` if there is none.
    static func doctypeLine(in bytes: [UInt8]) -> Int? {
        var i = 0
        var line = 1
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }

        func starts(_ s: String) -> Bool {
            let u = Array(s.utf8)
            return i + u.count <= bytes.count && Array(bytes[i..<i + u.count]) == u
        }
        // Skips past `terminator`, counting lines; false when it never comes.
        func skip(past terminator: String) -> Bool {
            let t = Array(terminator.utf8)
            while i < bytes.count {
                if bytes[i] == t[0], i + t.count <= bytes.count, Array(bytes[i..<i + t.count]) == t {
                    i += t.count
                    return true
                }
                if bytes[i] == 0x0A { line += 1 }
                i += 1
            }
            return false
        }

        while i < bytes.count {
            switch bytes[i] {
            case 0x0A: line += 1; i += 1
            case 0x20, 0x09, 0x0D: i += 1
            default:
                if starts("<?") {
                    guard skip(past: "?>") else { return nil }
                } else if starts("<!--") {
                    guard skip(past: "-->") else { return nil }
                } else if starts("<!DOCTYPE") || starts("<!doctype") {
                    return line
                } else {
                    // The root element (or text the parser will reject): the prolog is over.
                    return nil
                }
            }
        }
        return nil
    }
}
