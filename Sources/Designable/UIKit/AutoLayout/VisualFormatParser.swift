import Foundation

/// A visual format string read into its parts, before names are looked up.
///
/// The grammar is Apple's:
///
/// ```text
/// format      ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation ::= 'H' | 'V'
/// superview   ::= '|'
/// view        ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection  ::= ''  |  '-'  |  '-' simple '-'  |  '-' '(' predicate (',' predicate)* ')' '-'
/// simple      ::= number | name
/// predicate   ::= ('==' | '<=' | '>=')? (number | name) ('@' (number | name))?
/// ```
///
/// Spaces between tokens are skipped.
struct VisualFormat {
    /// A bound on a size or a gap.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        /// A number, a metric's name or a view's name, as written.
        var object: Term
        var priority: Term?
        /// Where the predicate starts, for errors found when names are looked up.
        var position: Int
    }

    enum Term {
        case number(CGFloat)
        case name(String)
    }

    enum Connection {
        /// Nothing between: the edges touch.
        case flush
        /// A lone `-`: the standard spacing.
        case standard
        case predicates([Predicate])
    }

    struct View {
        var name: String
        var predicates: [Predicate]
        var position: Int
    }

    var isVertical = false
    /// The gap to the superview's leading edge, when the format starts with `|`.
    var leadingSuperview: Connection?
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingSuperview: Connection?
    /// Where the first `|` is, for the error when there is no superview.
    var superviewPosition = 0
}

/// Reads a ``VisualFormat`` from text, reporting the first syntax error with its position.
struct VisualFormatParser {
    private let characters: [Character]
    private let format: String
    private var index = 0

    init(_ format: String) {
        self.format = format
        characters = Array(format)
    }

    static func parse(_ format: String) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatParser(format)
        return try parser.parseFormat()
    }

    private func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, format: format, position: position ?? index)
    }

    private mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " { index += 1 }
    }

    private mutating func peek() -> Character? {
        skipSpaces()
        return index < characters.count ? characters[index] : nil
    }

    private mutating func consume(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ character: Character, _ message: String) throws(VisualFormatError) {
        guard consume(character) else { throw error(message) }
    }

    private mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        var result = VisualFormat()
        skipSpaces()
        if characters.count >= index + 2, characters[index + 1] == ":" {
            switch characters[index] {
            case "H": result.isVertical = false
            case "V": result.isVertical = true
            default: throw error("Expected 'H' or 'V' before ':'")
            }
            index += 2
        }
        if peek() == "|" {
            result.superviewPosition = index
            index += 1
            result.leadingSuperview = try parseConnection()
        }
        guard peek() == "[" else { throw error("Expected '[' to start a view") }
        result.views.append(try parseView())
        while peek() != nil {
            let connectionStart = index
            let connection = try parseConnection()
            switch peek() {
            case "[":
                result.connections.append(connection)
                result.views.append(try parseView())
            case "|":
                if result.leadingSuperview == nil { result.superviewPosition = index }
                index += 1
                result.trailingSuperview = connection
                guard peek() == nil else { throw error("Expected the end of the format after the closing '|'") }
            default:
                throw error(index == connectionStart ? "Expected '-', '[' or '|' after a view" : "Expected a view or '|'")
            }
        }
        return result
    }

    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard consume("-") else { return .flush }
        if peek() == "[" || peek() == "|" { return .standard }
        var predicates: [VisualFormat.Predicate] = []
        if peek() == "(" {
            predicates = try parsePredicateList()
        } else {
            let position = index
            guard let term = parseTerm() else { throw error("Expected a number or metric name after '-'") }
            predicates = [VisualFormat.Predicate(object: term, position: position)]
        }
        try expect("-", "Expected '-' after the spacing")
        return .predicates(predicates)
    }

    private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
        try expect("[", "Expected '[' to start a view")
        skipSpaces()
        let position = index
        guard let name = parseName() else { throw error("Expected a view name after '['") }
        var predicates: [VisualFormat.Predicate] = []
        if peek() == "(" { predicates = try parsePredicateList() }
        try expect("]", "Expected ']' to close the view")
        return VisualFormat.View(name: name, predicates: predicates, position: position)
    }

    private mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormat.Predicate] {
        try expect("(", "Expected '('")
        var predicates = [try parsePredicate()]
        while consume(",") { predicates.append(try parsePredicate()) }
        try expect(")", "Expected ')' or ',' after a predicate")
        return predicates
    }

    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        skipSpaces()
        let position = index
        var relation = NSLayoutConstraint.Relation.equal
        for (text, value) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where characters.count >= index + 2 && String(characters[index..<index + 2]) == text {
            relation = value
            index += 2
            break
        }
        guard let object = parseTerm() else { throw error("Expected a number, metric or view name in the predicate") }
        var priority: VisualFormat.Term?
        if consume("@") {
            guard let term = parseTerm() else { throw error("Expected a priority after '@'") }
            priority = term
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, position: position)
    }

    /// A number (with an optional sign) or a name.
    private mutating func parseTerm() -> VisualFormat.Term? {
        skipSpaces()
        if let name = parseName() { return .name(name) }
        let start = index
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard index > start, let value = Double(String(characters[start..<index])) else {
            index = start
            return nil
        }
        return .number(CGFloat(value))
    }

    /// A C identifier.
    private mutating func parseName() -> String? {
        let start = index
        while index < characters.count {
            let c = characters[index]
            let isLetter = c.isASCII && (c.isLetter || c == "_")
            guard isLetter || (index > start && c.isASCII && c.isNumber) else { break }
            index += 1
        }
        return index > start ? String(characters[start..<index]) : nil
    }
}
