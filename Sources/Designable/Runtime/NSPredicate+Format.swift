import Foundation

extension NSPredicate {
    /// A predicate from a format string, as Foundation on iOS parses it, for the comparisons
    /// of a string with itself that view code writes to validate input:
    /// `NSPredicate(format: "SELF MATCHES %@", emailPattern).evaluate(with: text)`.
    ///
    /// Differs from Foundation on iOS on purpose: Linux's Foundation parses no format strings
    /// (they rest on key-value coding), so Designable reads one comparison of `SELF` with an
    /// argument (`%@`) or a quoted string, with the operators `MATCHES` (an ICU regular
    /// expression over the whole string), `LIKE` (`*` and `?` wildcards), `BEGINSWITH`,
    /// `ENDSWITH`, `CONTAINS`, `==`, `=`, `!=` and `<>`, each optionally `[c]`, `[d]` or `[cd]`
    /// (case and diacritic insensitive). A format outside that stops the program with a message
    /// naming it, as a malformed format stops it on iOS. Objects that are not strings never match.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        let comparison: PredicateFormat
        do {
            comparison = try PredicateFormat(predicateFormat, arguments: args)
        } catch {
            preconditionFailure("NSPredicate(format: \"\(predicateFormat)\"): \(error)")
        }
        self.init { object, _ in comparison.evaluate(object) }
    }
}

/// One comparison of `SELF` with a string, parsed from a predicate format.
struct PredicateFormat {
    enum Operator: String, CaseIterable {
        case matches = "MATCHES", like = "LIKE", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS"
        case equal = "==", equalSingle = "=", notEqual = "!=", notEqualAngle = "<>"
    }

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    let op: Operator
    let options: String.CompareOptions
    let value: String
    private let regex: NSRegularExpression?

    init(_ format: String, arguments: [CVarArg]) throws {
        var rest = Substring(format.trimmingCharacters(in: .whitespaces))
        guard rest.uppercased().hasPrefix("SELF") else {
            throw FormatError(description: "Designable reads comparisons of SELF with a string (SELF MATCHES %@, SELF CONTAINS[c] 'x'…); this format compares something else")
        }
        rest = rest.dropFirst(4).drop { $0 == " " }
        guard let found = Operator.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count })
            .first(where: { rest.uppercased().hasPrefix($0.rawValue) }) else {
            throw FormatError(description: "expected one of \(Operator.allCases.map(\.rawValue).joined(separator: ", ")) after SELF")
        }
        op = found
        rest = rest.dropFirst(found.rawValue.count)
        var options: String.CompareOptions = []
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { throw FormatError(description: "an option list ([c], [d], [cd]) is not closed") }
            for flag in rest[rest.index(after: rest.startIndex)..<close].lowercased() {
                switch flag {
                case "c": options.insert(.caseInsensitive)
                case "d": options.insert(.diacriticInsensitive)
                default: throw FormatError(description: "unknown option '\(flag)': expected c or d")
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        self.options = options
        let operand = rest.trimmingCharacters(in: .whitespaces)
        if operand == "%@" {
            guard let first = arguments.first else { throw FormatError(description: "%@ has no argument") }
            guard let string = first as? String ?? (first as? NSString).map({ String($0) }) else {
                throw FormatError(description: "the argument for %@ is \(type(of: first)); Designable compares with strings")
            }
            value = string
        } else if operand.count >= 2, let quote = operand.first, quote == "'" || quote == "\"", operand.last == quote {
            value = String(operand.dropFirst().dropLast())
        } else {
            throw FormatError(description: "expected %@ or a quoted string after \(found.rawValue), found \"\(operand)\"")
        }
        // Regular expressions see diacritic-insensitive text folded on both sides.
        let folded = options.contains(.diacriticInsensitive) ? value.folding(options: .diacriticInsensitive, locale: nil) : value
        let caseOption: NSRegularExpression.Options = options.contains(.caseInsensitive) ? [.caseInsensitive] : []
        switch op {
        case .matches:
            regex = try NSRegularExpression(pattern: "^(?:\(folded))$", options: caseOption)
        case .like:
            let pattern = folded.map { c -> String in c == "*" ? ".*" : c == "?" ? "." : NSRegularExpression.escapedPattern(for: String(c)) }.joined()
            regex = try NSRegularExpression(pattern: "^\(pattern)$", options: caseOption.union(.dotMatchesLineSeparators))
        default:
            regex = nil
        }
    }

    func evaluate(_ object: Any?) -> Bool {
        guard let string = object as? String ?? (object as? NSString).map({ String($0) }) else { return false }
        switch op {
        case .matches, .like:
            let subject = options.contains(.diacriticInsensitive) ? string.folding(options: .diacriticInsensitive, locale: nil) : string
            return regex?.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
        case .beginsWith: return string.range(of: value, options: options.union(.anchored)) != nil
        case .endsWith: return string.range(of: value, options: options.union([.anchored, .backwards])) != nil
        case .contains: return value.isEmpty ? false : string.range(of: value, options: options) != nil
        case .equal, .equalSingle: return string.compare(value, options: options) == .orderedSame
        case .notEqual, .notEqualAngle: return string.compare(value, options: options) != .orderedSame
        }
    }
}
