/// What reading a document tolerated: the things it kept or skipped without failing.
///
/// The view decoder appends its own warnings (unknown classes, undeclared keys) to the same
/// report, so one list tells the user everything Designable did not understand.
public struct IBLoadReport: Sendable, Equatable {
    /// The file name given to the reader.
    public var file: String
    /// The warnings, in the order reading finished each element (a scene after its contents).
    public var warnings: [IBWarning]

    public init(file: String, warnings: [IBWarning] = []) {
        self.file = file
        self.warnings = warnings
    }

    /// How many warnings there are of each kind.
    public var countsByKind: [IBWarning.Kind: Int] {
        warnings.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
    }
}

/// One thing a document contains that was kept or skipped rather than understood.
public struct IBWarning: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An element the model has no type for, kept verbatim (`segue`, `customObject`, …).
        case unknownElement
        /// A storyboard scene with no root view, such as a navigation controller's; nothing to render.
        case sceneWithoutRootView
        /// A font text style UIKit does not document; read at the body size.
        case unknownTextStyle
        /// A connection or constraint naming no element of the document, skipped; only when
        /// reading with `skippingDanglingReferences`, otherwise it is an ``IBDocumentError``.
        case danglingReference
    }

    public var kind: Kind
    public var line: Int
    /// The element the warning is about.
    public var element: String
    public var message: String

    public init(kind: Kind, line: Int, element: String, message: String) {
        self.kind = kind
        self.line = line
        self.element = element
        self.message = message
    }

    public var description: String { "line \(line): <\(element)>: \(message)" }
}
