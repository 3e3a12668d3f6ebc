/// A character's Bidi_Class, the input of the Unicode Bidirectional Algorithm (UAX #9).
///
/// Values come from the Unicode Character Database through the generated ``runs`` table
/// (`scripts/generate-unicode-tables.py`), never from the platform, so every machine sets the
/// same text in the same order.
enum BidiClass: UInt8, Sendable, CaseIterable {
    // Strong.
    case L, R, AL
    // Weak.
    case EN, ES, ET, AN, CS, NSM, BN
    // Neutral.
    case B, S, WS, ON
    // Explicit formatting.
    case LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

    /// The class of `scalar`: U+0000–U+00FF, most of the text laid out, from a direct table,
    /// the rest by a search of the ``runs``.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        self = value < 0x100 ? BidiClass.latin1[Int(value)] : BidiClass.searching(scalar)
    }

    /// The class of `scalar` from the ``runs``, by binary search.
    static func searching(_ scalar: Unicode.Scalar) -> BidiClass {
        BidiClass(rawValue: UInt8(UnicodeTable.run(runs, scalar, shift: 5))) ?? .L
    }

    /// The classes of U+0000–U+00FF, read once from the ``runs``, so the two never disagree.
    private static let latin1: [BidiClass] = (0..<0x100).map { searching(Unicode.Scalar(UInt8($0))) }

    var isStrong: Bool { self == .L || self == .R || self == .AL }
    /// R and AL: the classes that make a paragraph right to left (rule P2).
    var isRightToLeft: Bool { self == .R || self == .AL }
    var isIsolateInitiator: Bool { self == .LRI || self == .RLI || self == .FSI }
    /// Removed from the text by rule X9: embeddings, overrides, their terminator, and boundary neutrals.
    var isRemovedByX9: Bool {
        switch self {
        case .LRE, .LRO, .RLE, .RLO, .PDF, .BN: true
        default: false
        }
    }
    /// Neutral or isolate formatting character: what rules N1 and N2 resolve.
    var isNeutralOrIsolate: Bool {
        switch self {
        case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: true
        default: false
        }
    }
}
