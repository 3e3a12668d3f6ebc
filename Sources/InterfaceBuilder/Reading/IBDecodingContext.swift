/// What decoding one document shares: its name for errors, every id in it, the colours its
/// `<resources>` define, and the warnings collected so far.
final class IBDecodingContext {
    let file: String
    /// Each id in `<objects>` and `<scenes>`, with the line it is declared on.
    private(set) var ids: [String: Int] = [:]
    var systemColors: [String: IBColor.Components] = [:]
    var namedColors: [String: IBColor.Components] = [:]
    private(set) var warnings: [IBWarning] = []

    /// Every id a reference named, so that reading can tell whether one named an element the
    /// model then dropped.
    private(set) var referencedIDs: Set<String> = []
    /// Ids of elements the model does not keep (inside a value, where no object can be), with
    /// their lines: references to them are refused, since the document could not be written
    /// back with them. Found by a first read; see `IBDocument.load`.
    private let nonObjectIDs: [String: Int]

    /// Whether a reference to no element skips the element holding it, with a warning, instead
    /// of failing the whole document.
    let skipsDanglingReferences: Bool

    init(file: String, skipsDanglingReferences: Bool = false, nonObjectIDs: [String: Int] = [:]) {
        self.file = file
        self.skipsDanglingReferences = skipsDanglingReferences
        self.nonObjectIDs = nonObjectIDs
    }

    /// Thrown by ``reference(_:_:)`` when dangling references are skipped; caught by
    /// ``unlessDangling(_:)`` around the element that holds the reference.
    struct SkippedElement: Error {}

    // MARK: Ids

    /// Records every id in the subtree, failing on the first one already taken.
    func registerIDs(in element: IBElement) throws {
        try element.forEachElement { e in
            guard let id = e["id"] else { return }
            if let first = ids[id] { throw error(e, .duplicateID(id, firstLine: first)) }
            ids[id] = e.line.number
        }
    }

    /// The id in `attribute`, checked to name an element of the document; `nil` when absent.
    func reference(_ e: IBElement, _ attribute: String) throws -> String? {
        guard let id = e[attribute] else { return nil }
        referencedIDs.insert(id)
        let reason: IBDocumentError.Reason
        if let line = nonObjectIDs[id] {
            reason = .referenceToNonObject(attribute: attribute, id: id, line: line)
        } else if ids[id] == nil {
            reason = .danglingReference(attribute: attribute, id: id)
        } else {
            return id
        }
        guard skipsDanglingReferences else { throw error(e, reason) }
        let name = e["id"].map { "<\(e.name) id=\"\($0)\">" } ?? "<\(e.name)>"
        warn(.danglingReference, e, "\(name): \(IBDocumentError.describe(reason)); skipped")
        throw SkippedElement()
    }

    /// The element `make` reads, or `nil` when it was skipped for a dangling reference.
    func unlessDangling<T>(_ make: () throws -> T) throws -> T? {
        do {
            return try make()
        } catch is SkippedElement {
            return nil
        }
    }

    func requiredReference(_ e: IBElement, _ attribute: String) throws -> String {
        guard let id = try reference(e, attribute) else { throw error(e, .missingAttribute(attribute)) }
        return id
    }

    // MARK: Attributes

    func required(_ e: IBElement, _ attribute: String) throws -> String {
        guard let value = e[attribute] else { throw error(e, .missingAttribute(attribute)) }
        return value
    }

    /// A decimal attribute; `nil` when absent.
    func double(_ e: IBElement, _ attribute: String) throws -> Double? {
        guard let text = e[attribute] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw error(e, .invalidValue(attribute: attribute, value: text, expected: "a finite number"))
        }
        return value
    }

    func requiredDouble(_ e: IBElement, _ attribute: String) throws -> Double {
        guard let value = try double(e, attribute) else { throw error(e, .missingAttribute(attribute)) }
        return value
    }

    func int(_ e: IBElement, _ attribute: String) throws -> Int? {
        guard let text = e[attribute] else { return nil }
        guard let value = Int(text) else {
            throw error(e, .invalidValue(attribute: attribute, value: text, expected: "an integer"))
        }
        return value
    }

    /// IB's booleans are `YES` and `NO`.
    func bool(_ e: IBElement, _ attribute: String) throws -> Bool? {
        switch e[attribute] {
        case nil: return nil
        case "YES": return true
        case "NO": return false
        case let text?: throw error(e, .invalidValue(attribute: attribute, value: text, expected: "YES or NO"))
        }
    }

    /// An attribute whose value must be one of an enumeration's raw values.
    func enumeration<T: RawRepresentable>(_ e: IBElement, _ attribute: String, _: T.Type) throws -> T?
    where T.RawValue == String {
        guard let text = e[attribute] else { return nil }
        guard let value = T(rawValue: text) else {
            throw error(e, .invalidValue(attribute: attribute, value: text, expected: "a known \(attribute)"))
        }
        return value
    }

    // MARK: Reporting

    func error(_ e: IBElement, _ reason: IBDocumentError.Reason) -> IBDocumentError {
        IBDocumentError(file: file, line: e.line.number, element: e.name, elementID: e["id"], reason: reason)
    }

    func warn(_ kind: IBWarning.Kind, _ e: IBElement, _ message: String) {
        warnings.append(IBWarning(kind: kind, line: e.line.number, element: e.name, message: message))
    }
}
