import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses XML text into an ``IBElement`` tree, with the line each element starts on.
///
/// External entities are never resolved, and documents with a DTD are refused before
/// parsing (see ``DoctypeGuard``); an entity declaration that still reached the parser would
/// abort it.
enum XMLTreeReader {
    static func read(_ data: Data, file: String) throws -> IBElement {
        let bytes = [UInt8](data)
        if let line = DoctypeGuard.doctypeLine(in: bytes) {
            throw IBDocumentError(file: file, line: line, element: nil, reason: .documentTypeDeclaration)
        }
        if let line = ProcessingInstructionGuard.offendingLine(in: bytes) {
            throw IBDocumentError(file: file, line: line, element: nil, reason: .processingInstruction)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw IBDocumentError(file: file, line: 0, element: nil, reason: .notUTF8)
        }
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder()
        parser.delegate = builder
        let finished = parser.parse()
        if let refused = builder.refusal {
            throw IBDocumentError(file: file, line: refused, element: nil, reason: .documentTypeDeclaration)
        }
        guard finished, let root = builder.root else {
            let detail = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no root element"
            throw IBDocumentError(file: file, line: parser.lineNumber, element: nil, reason: .malformedXML(detail))
        }
        return root
    }
}

/// The parser delegate: a stack of open elements.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [IBElement] = []
    var root: IBElement?
    var refusal: Int?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        stack.append(IBElement(elementName, attributes, line: IBSourceLine(parser.lineNumber)))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        var element = stack.removeLast()
        // Indentation between child elements is not content.
        if !element.children.isEmpty { element.text = "" }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    // Second line of defence behind DoctypeGuard: any entity declaration stops the parse.
    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuse(parser)
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String,
                publicID: String?, systemID: String?) {
        refuse(parser)
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        refuse(parser)
        return nil
    }

    private func refuse(_ parser: XMLParser) {
        if refusal == nil { refusal = parser.lineNumber }
        parser.abortParsing()
    }
}
