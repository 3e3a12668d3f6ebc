import InterfaceBuilder

/// What loading a document into views tolerated: the reader's warnings about the XML, and the
/// loader's about classes, keys, outlets, images and fonts.
public struct NibLoadReport: Sendable {
    /// What reading the XML kept or skipped.
    public var document: IBLoadReport
    /// What building the views tolerated, in the order loading found it: instantiation first,
    /// then runtime attributes, then outlets.
    public var warnings: [NibIssue]

    /// A report of the reader's `document` findings and the loader's `warnings`.
    public init(document: IBLoadReport, warnings: [NibIssue] = []) {
        self.document = document
        self.warnings = warnings
    }

    /// How many of the loader's warnings there are of each kind.
    public var countsByKind: [NibIssue.Kind: Int] {
        warnings.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
    }
}
