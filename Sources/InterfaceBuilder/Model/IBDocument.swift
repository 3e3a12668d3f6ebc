import Foundation

/// An Interface Builder document, `.xib` or `.storyboard`, as a typed model.
///
/// ```swift
/// let loaded = try IBDocument.load(contentsOf: url)
/// for warning in loaded.report.warnings { print(warning) }
/// let root = loaded.document.objects.first { $0.element == "view" }
/// let xml = loaded.document.xmlString()      // reads back to an equal document
/// ```
///
/// Two documents are equal when their models are, whatever lines their elements were on.
public struct IBDocument: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case xib = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        case storyboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    }

    public var kind: Kind
    /// The `<document>` attributes other than `type`: `version`, `toolsVersion`,
    /// `initialViewController`, `useAutolayout`, …
    public var attributes: [String: String]
    /// A XIB's top-level objects: placeholders first, then the views.
    public var objects: [IBObject]
    /// A storyboard's scenes.
    public var scenes: [IBScene]
    public var resources: IBResources
    /// Document-level children the model gives no meaning to (`device`, `dependencies`), verbatim.
    public var extras: [IBElement]

    public init(kind: Kind, attributes: [String: String] = [:], objects: [IBObject] = [], scenes: [IBScene] = [],
                resources: IBResources = IBResources(), extras: [IBElement] = []) {
        self.kind = kind
        self.attributes = attributes
        self.objects = objects
        self.scenes = scenes
        self.resources = resources
        self.extras = extras
    }

    /// A document read from XML, with what reading tolerated.
    public struct Loaded: Sendable {
        public var document: IBDocument
        public var report: IBLoadReport

        /// A document already read (or made), with what reading it reported.
        public init(document: IBDocument, report: IBLoadReport) {
            self.document = document
            self.report = report
        }
    }

    /// Reads a document from its XML.
    ///
    /// - Parameter file: The name used in errors and in the report.
    /// - Throws: ``IBDocumentError``, naming the file, line and element.
    public static func load(data: Data, file: String) throws -> Loaded {
        try load(data: data, file: file, skippingDanglingReferences: false)
    }

    /// Reads a document from its XML; with `skippingDanglingReferences`, an outlet, action or
    /// constraint that names no element is left out with a ``IBWarning/Kind/danglingReference``
    /// warning instead of failing the read, so a checker can report it with everything else.
    /// Such a model is not the whole document: do not write it back.
    public static func load(data: Data, file: String, skippingDanglingReferences: Bool) throws -> Loaded {
        let root = try XMLTreeReader.read(data, file: file)
        var context = IBDecodingContext(file: file, skipsDanglingReferences: skippingDanglingReferences)
        var document = try IBDocument(xml: root, in: context)
        // Ids are gathered from the whole XML before reading, so that references can point
        // forwards, but an element inside a value (a frame, a colour, a mask) is no object and
        // the model drops it. A reference to one would load, and the document written back
        // would not; so when a reference names such an element, read again refusing it.
        let kept = document.writtenReferableIDs
        let dropped = context.ids.filter { kept[$0.key] == nil }
        if !dropped.isEmpty && !context.referencedIDs.isDisjoint(with: dropped.keys) {
            context = IBDecodingContext(file: file, skipsDanglingReferences: skippingDanglingReferences, nonObjectIDs: dropped)
            document = try IBDocument(xml: root, in: context)
        }
        return Loaded(document: document, report: IBLoadReport(file: file, warnings: context.warnings))
    }

    /// Reads a document from a file; errors name the file by its last path component.
    public static func load(contentsOf url: URL) throws -> Loaded {
        try load(data: try Data(contentsOf: url), file: url.lastPathComponent)
    }

    /// The document as Interface Builder XML.
    public func xmlString() -> String { XMLTreeWriter.write(xml) }

    /// The document as UTF-8 Interface Builder XML.
    public func xmlData() -> Data { Data(xmlString().utf8) }

    /// Every object: top-level objects and scene objects, with everything below them.
    public var allObjects: [IBObject] {
        (objects + scenes.flatMap(\.objects)).flatMap(\.allObjects)
    }

    /// The object with the given id, wherever it is.
    public func object(withID id: String) -> IBObject? { allObjects.first { $0.id == id } }

    /// The File's Owner placeholder of a XIB.
    public var filesOwner: IBObject? { objects.first(where: \.isFilesOwner) }
}
