/// Why a document could not be read, and where.
///
/// Every error names the file, the line and the element, so the message in a test log points
/// at the place to fix:
///
/// ```
/// Main.storyboard:42: <constraint id="a1b-2c-3d4">: firstItem "x9y-8z-7w6" refers to no object in the document
/// ```
public struct IBDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file name given to the reader.
    public var file: String
    /// The 1-based line, or 0 when the problem is the document as a whole.
    public var line: Int
    /// The element's name, or `nil` when the problem is below the element level (bad XML).
    public var element: String?
    /// The element's `id`, when it has one.
    public var elementID: String?
    /// What is wrong.
    public var reason: Reason

    public enum Reason: Equatable, Sendable {
        /// The text is not well-formed XML; the parser's own message.
        case malformedXML(String)
        /// The document is not UTF-8, the only encoding Interface Builder writes.
        case notUTF8
        /// A `<!DOCTYPE>` was found. IB never writes one, and a DTD is where entity
        /// declarations (the "billion laughs" expansion) live, so it is refused before parsing.
        case documentTypeDeclaration
        /// A processing instruction other than the leading `<?xml …?>` declaration. IB writes
        /// none, and the platform's XML parser can crash on some, so they are refused before parsing.
        case processingInstruction
        /// The root element is not `<document>`.
        case wrongRoot(found: String)
        /// The `<document type=…>` is not a Cocoa Touch XIB or storyboard.
        case unsupportedDocumentType(String)
        /// A required attribute is absent.
        case missingAttribute(String)
        /// An attribute's value cannot be read as what it should be.
        case invalidValue(attribute: String, value: String, expected: String)
        /// A constraint multiplier is not `a:b`, `a/b` or a decimal.
        case invalidMultiplier(String)
        /// Two elements share an `id`.
        case duplicateID(String, firstLine: Int)
        /// A reference (`firstItem`, `destination`, `reference`, …) names no element.
        case danglingReference(attribute: String, id: String)
        /// A reference names an element that is not an object of the document: one written
        /// inside a value (a frame, a colour, a mask), where Interface Builder puts no object
        /// and which the model does not keep, so the reference could not be written back.
        case referenceToNonObject(attribute: String, id: String, line: Int)
        /// A `systemColor` or `name` colour has no entry in the document's `<resources>`.
        case unresolvedColor(String)
        /// A `cocoaTouchSystemColor` that UIKit does not have.
        case unknownCocoaTouchSystemColor(String)
        /// A user-defined runtime attribute of a type Interface Builder does not have.
        case unknownRuntimeAttributeType(String)
    }

    public init(file: String, line: Int, element: String?, elementID: String? = nil, reason: Reason) {
        self.file = file
        self.line = line
        self.element = element
        self.elementID = elementID
        self.reason = reason
    }

    public var description: String {
        var place = "\(file):\(line):"
        if let element {
            place += elementID.map { " <\(element) id=\"\($0)\">:" } ?? " <\(element)>:"
        }
        return "\(place) \(message)"
    }

    private var message: String { Self.describe(reason) }

    /// The reason in words, without the place.
    static func describe(_ reason: Reason) -> String {
        switch reason {
        case .malformedXML(let detail): return "not well-formed XML: \(detail)"
        case .notUTF8: return "the document is not UTF-8, which is all Interface Builder writes"
        case .documentTypeDeclaration:
            return "a <!DOCTYPE> is not allowed: Interface Builder never writes one, and entity declarations are never expanded"
        case .processingInstruction:
            return "a processing instruction other than the <?xml …?> declaration is not allowed: Interface Builder never writes one"
        case .wrongRoot(let found): return "the root element is <\(found)>, but an Interface Builder document's is <document>"
        case .unsupportedDocumentType(let type):
            return "document type \"\(type)\" is not a Cocoa Touch XIB or storyboard"
        case .missingAttribute(let name): return "the required attribute \"\(name)\" is missing"
        case .invalidValue(let attribute, let value, let expected):
            return "\(attribute)=\"\(value)\" is not \(expected)"
        case .invalidMultiplier(let value):
            return "multiplier \"\(value)\" is not a ratio a:b, a fraction a/b or a decimal"
        case .duplicateID(let id, let firstLine): return "id \"\(id)\" is already used on line \(firstLine)"
        case .danglingReference(let attribute, let id):
            return "\(attribute) \"\(id)\" refers to no object in the document"
        case .referenceToNonObject(let attribute, let id, let line):
            return "\(attribute) \"\(id)\" refers to the element on line \(line), which sits inside a value where no object can be, so it is not an object of the document"
        case .unresolvedColor(let name):
            return "colour \"\(name)\" has no entry in the document's <resources>"
        case .unknownCocoaTouchSystemColor(let name): return "\"\(name)\" is not a UIKit system colour"
        case .unknownRuntimeAttributeType(let type):
            return "runtime attribute type \"\(type)\" is not one of \(IBRuntimeValue.typeNames.joined(separator: ", "))"
        }
    }
}
