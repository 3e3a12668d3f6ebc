/// Tokens of PDF syntax (ISO 32000-1 §7.2), over the bytes of a file or a content stream.
struct PDFLexer {
    enum Token: Equatable {
        case number(Double)
        /// An integer written without a decimal point, which may start `n g R` or `n g obj`.
        case integer(Int)
        case name(String)
        case string([UInt8])
        case keyword(String)
        case arrayStart, arrayEnd, dictionaryStart, dictionaryEnd
    }

    let bytes: [UInt8]
    var position: Int

    init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    static func isWhitespace(_ b: UInt8) -> Bool { b == 0 || b == 9 || b == 10 || b == 12 || b == 13 || b == 32 }
    static func isDelimiter(_ b: UInt8) -> Bool {
        b == 0x28 || b == 0x29 || b == 0x3C || b == 0x3E || b == 0x5B || b == 0x5D || b == 0x7B || b == 0x7D || b == 0x2F || b == 0x25
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            let b = bytes[position]
            if Self.isWhitespace(b) { position += 1; continue }
            if b == 0x25 {  // % comment to end of line
                while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
                continue
            }
            break
        }
    }

    /// The next token, or `nil` at the end.
    mutating func next() throws(PDFError) -> Token? {
        skipWhitespace()
        guard position < bytes.count else { return nil }
        let b = bytes[position]
        switch b {
        case 0x5B: position += 1; return .arrayStart
        case 0x5D: position += 1; return .arrayEnd
        case 0x7B, 0x7D: position += 1; return .keyword(b == 0x7B ? "{" : "}")
        case 0x3C:
            if position + 1 < bytes.count, bytes[position + 1] == 0x3C { position += 2; return .dictionaryStart }
            return .string(try hexString())
        case 0x3E:
            if position + 1 < bytes.count, bytes[position + 1] == 0x3E { position += 2; return .dictionaryEnd }
            throw PDFError("unexpected '>' at byte \(position)")
        case 0x28: return .string(try literalString())
        case 0x2F:
            position += 1
            var name: [UInt8] = []
            while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) {
                if bytes[position] == 0x23, position + 2 < bytes.count, let v = UInt8(String(decoding: bytes[(position + 1)...(position + 2)], as: UTF8.self), radix: 16) {
                    name.append(v)
                    position += 3
                } else {
                    name.append(bytes[position])
                    position += 1
                }
            }
            return .name(String(decoding: name, as: UTF8.self))
        default:
            let start = position
            while position < bytes.count, !Self.isWhitespace(bytes[position]), !Self.isDelimiter(bytes[position]) { position += 1 }
            if position == start { position += 1; throw PDFError("unexpected byte \(b) at \(start)") }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            if let first = text.first, first.isNumber || first == "-" || first == "+" || first == "." {
                if !text.contains("."), let i = Int(text) { return .integer(i) }
                if let d = Double(text) { return .number(d) }
                // PDF allows "-.5" and "5." which Double accepts; anything else is a keyword.
            }
            return .keyword(text)
        }
    }

    private mutating func hexString() throws(PDFError) -> [UInt8] {
        position += 1
        var digits: [UInt8] = []
        while position < bytes.count, bytes[position] != 0x3E {
            let b = bytes[position]
            position += 1
            if Self.isWhitespace(b) { continue }
            guard let v = UInt8(String(UnicodeScalar(b)), radix: 16) else { throw PDFError("bad hex digit in a string at byte \(position - 1)") }
            digits.append(v)
        }
        position += 1
        if digits.count % 2 == 1 { digits.append(0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    private mutating func literalString() throws(PDFError) -> [UInt8] {
        position += 1
        var depth = 1
        var out: [UInt8] = []
        while position < bytes.count {
            let b = bytes[position]
            position += 1
            switch b {
            case 0x28: depth += 1; out.append(b)
            case 0x29:
                depth -= 1
                if depth == 0 { return out }
                out.append(b)
            case 0x5C:
                guard position < bytes.count else { break }
                let e = bytes[position]
                position += 1
                switch e {
                case 0x6E: out.append(10)
                case 0x72: out.append(13)
                case 0x74: out.append(9)
                case 0x62: out.append(8)
                case 0x66: out.append(12)
                case 0x30...0x37:
                    var v = Int(e - 0x30)
                    for _ in 0..<2 where position < bytes.count && (0x30...0x37).contains(bytes[position]) {
                        v = v * 8 + Int(bytes[position] - 0x30)
                        position += 1
                    }
                    out.append(UInt8(v & 0xFF))
                case 10, 13: if e == 13, position < bytes.count, bytes[position] == 10 { position += 1 }
                default: out.append(e)
                }
            default: out.append(b)
            }
        }
        throw PDFError("a string runs to the end of the data")
    }
}

/// Objects from tokens: arrays, dictionaries and `n g R` references.
struct PDFParser {
    var lexer: PDFLexer
    private var pending: [PDFLexer.Token] = []

    init(_ bytes: [UInt8], at position: Int = 0) { lexer = PDFLexer(bytes, at: position) }

    /// Where the next unread token starts (before any token put back).
    var position: Int { lexer.position }

    mutating func token() throws(PDFError) -> PDFLexer.Token? {
        if !pending.isEmpty { return pending.removeLast() }
        return try lexer.next()
    }

    mutating func putBack(_ t: PDFLexer.Token) { pending.append(t) }

    /// The object starting with `first`.
    mutating func object(startingWith first: PDFLexer.Token) throws(PDFError) -> PDFObject {
        switch first {
        case .number(let n): return .number(n)
        case .integer(let i):
            // `i g R`?
            guard let second = try token() else { return .number(Double(i)) }
            if case .integer(let g) = second {
                if let third = try token() {
                    if third == .keyword("R") { return .reference(i, g) }
                    putBack(third)
                }
            }
            putBack(second)
            return .number(Double(i))
        case .name(let n): return .name(n)
        case .string(let s): return .string(s)
        case .arrayStart:
            var items: [PDFObject] = []
            while let t = try token() {
                if t == .arrayEnd { return .array(items) }
                items.append(try object(startingWith: t))
            }
            throw PDFError("an array runs to the end of the data")
        case .dictionaryStart:
            var dict: [String: PDFObject] = [:]
            while let t = try token() {
                if t == .dictionaryEnd { return .dictionary(dict) }
                guard case .name(let key) = t else { throw PDFError("a dictionary key is not a name (found \(t)) before byte \(lexer.position)") }
                guard let valueToken = try token() else { break }
                dict[key] = try object(startingWith: valueToken)
            }
            throw PDFError("a dictionary runs to the end of the data")
        case .keyword("true"): return .bool(true)
        case .keyword("false"): return .bool(false)
        case .keyword("null"): return .null
        case let other: throw PDFError("expected an object, found \(other) before byte \(lexer.position)")
        }
    }
}
