/// A PDF object (ISO 32000-1 §7.3), as far as drawing a vector page needs.
public indirect enum PDFObject: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// `n g R`.
    case reference(Int, Int)
    /// A dictionary and its raw (still encoded) data.
    case stream([String: PDFObject], [UInt8])

    var number: Double? { if case .number(let n) = self { n } else { nil } }
    var name: String? { if case .name(let n) = self { n } else { nil } }
    var array: [PDFObject]? { if case .array(let a) = self { a } else { nil } }
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let d): d
        case .stream(let d, _): d
        default: nil
        }
    }
}

/// Why a PDF could not be drawn; `reason` says what was expected where.
public struct PDFError: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
