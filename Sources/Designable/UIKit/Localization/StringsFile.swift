import Foundation

/// A `.strings` file's table: `"key" = "value";` pairs, as Xcode writes them for
/// `Localization.string(_:table:bundle:value:)` and for a localized storyboard (`"abc-12-def.text" = "Hola";`).
///
/// Read by hand rather than through a property list parser, so it behaves the same on every
/// platform: `/* */` and `//` comments, quoted or bare keys and values, the escapes `\"`,
/// `\\`, `\n`, `\t`, `\r` and `\U0041`, UTF-8 or UTF-16 with a byte order mark. A malformed
/// file is an error naming the line, never a crash.
struct StringsFile: Equatable {
    let entries: [String: String]

    /// The table in `data`; `file` names it in errors.
    init(data: Data, file: String) throws(LocalizationError) {
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let t = String(data: data, encoding: .utf16) else { throw .unreadable(file: file, reason: "not valid UTF-16") }
            text = t
        } else {
            guard let t = String(data: data, encoding: .utf8) else { throw .unreadable(file: file, reason: "not valid UTF-8") }
            text = t.hasPrefix("\u{FEFF}") ? String(t.dropFirst()) : t
        }
        entries = try StringsFile.parse(Array(text.unicodeScalars), file: file)
    }

    /// The table of the file at `url`.
    init(contentsOf url: URL) throws(LocalizationError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadable(file: url.path, reason: "\(error.localizedDescription)") }
        try self.init(data: data, file: url.path)
    }

    private static func parse(_ s: [Unicode.Scalar], file: String) throws(LocalizationError) -> [String: String] {
        var i = 0, line = 1
        var result: [String: String] = [:]
        func fail(_ reason: String) -> LocalizationError { .malformed(file: file, line: line, reason: reason) }
        func skipTrivia() throws(LocalizationError) {
            while i < s.count {
                if s[i] == "\n" { line += 1; i += 1 } else if s[i].properties.isWhitespace { i += 1 } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                    i += 2
                    while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { if s[i] == "\n" { line += 1 }; i += 1 }
                    guard i + 1 < s.count else { throw fail("a /* comment is never closed") }
                    i += 2
                } else if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count, s[i] != "\n" { i += 1 }
                } else { return }
            }
        }
        func token() throws(LocalizationError) -> String {
            guard i < s.count else { throw fail("the file ends where a string was expected") }
            var out = String.UnicodeScalarView()
            if s[i] == "\"" {
                i += 1
                while i < s.count, s[i] != "\"" {
                    if s[i] == "\n" { line += 1 }
                    if s[i] == "\\", i + 1 < s.count {
                        i += 1
                        switch s[i] {
                        case "n": out.append("\n")
                        case "t": out.append("\t")
                        case "r": out.append("\r")
                        case "U", "u":
                            var hex = ""
                            while hex.count < 4, i + 1 < s.count, s[i + 1].properties.isASCIIHexDigit { i += 1; hex.unicodeScalars.append(s[i]) }
                            guard let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else { throw fail("\\U needs four hexadecimal digits") }
                            out.append(scalar)
                        default: out.append(s[i])
                        }
                    } else {
                        out.append(s[i])
                    }
                    i += 1
                }
                guard i < s.count else { throw fail("a quoted string is never closed") }
                i += 1
            } else {
                while i < s.count, s[i].properties.isAlphabetic || s[i].properties.numericType != nil || "_.-$:/".unicodeScalars.contains(s[i]) {
                    out.append(s[i]); i += 1
                }
                guard !out.isEmpty else { throw fail("expected a quoted string, found \"\(Character(s[i]))\"") }
            }
            return String(out)
        }
        while true {
            try skipTrivia()
            guard i < s.count else { return result }
            let key = try token()
            try skipTrivia()
            if i < s.count, s[i] == ";" { result[key] = key; i += 1; continue }
            guard i < s.count, s[i] == "=" else { throw fail("expected = after \"\(key)\"") }
            i += 1
            try skipTrivia()
            let value = try token()
            try skipTrivia()
            guard i < s.count, s[i] == ";" else { throw fail("expected ; after the value of \"\(key)\"") }
            i += 1
            result[key] = value
        }
    }
}

/// Why a localization table could not be read.
public enum LocalizationError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read or decoded.
    case unreadable(file: String, reason: String)
    /// The file is not a `.strings` table; `line` is where reading stopped.
    case malformed(file: String, line: Int, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file): cannot read the strings table: \(reason)"
        case .malformed(let file, let line, let reason): "\(file):\(line): not a .strings table: \(reason)"
        }
    }
}
