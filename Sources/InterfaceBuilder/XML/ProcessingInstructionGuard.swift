/// Refuses processing instructions other than the XML declaration before any parser sees them.
///
/// Interface Builder writes exactly one, `<?xml …?>`, at the very start. Foundation's
/// `XMLParser` on Linux crashes on some others (fuzzing found `<?x?>`), and a crash is never an
/// acceptable answer to bad input, so any other `<?` is an error naming its line.
enum ProcessingInstructionGuard {
    /// The 1-based line of the first processing instruction that is not the leading XML
    /// declaration, or `nil` when there is none.
    static func offendingLine(in bytes: [UInt8]) -> Int? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let declaration = Array("<?xml".utf8)
        var line = 1
        var i = start
        while i + 1 < bytes.count {
            let b = bytes[i]
            if b == 0x0A {
                line += 1
            } else if b == 0x3C, bytes[i + 1] == 0x3F {
                let isDeclaration = i == start && bytes.count >= i + declaration.count + 1
                    && Array(bytes[i..<i + declaration.count]) == declaration
                    && [0x20, 0x09, 0x0D, 0x0A].contains(bytes[i + declaration.count])
                if !isDeclaration { return line }
            }
            i += 1
        }
        return nil
    }
}
