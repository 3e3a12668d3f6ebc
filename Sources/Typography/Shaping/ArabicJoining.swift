/// A character's Joining_Type (Unicode's ArabicShaping.txt): how it connects to its neighbours
/// in a cursive script. Values come from the generated ``runs`` table.
enum JoiningType: UInt8, Sendable {
    /// Non-joining: spaces, digits, Latin, and the Arabic letters that never connect.
    case U
    /// Right-joining: connects to the letter before it only (alef, dal, reh, waw).
    case R
    /// Left-joining: connects to the letter after it only.
    case L
    /// Dual-joining: connects on both sides (beh, seen, lam, meem…).
    case D
    /// Join-causing: makes its neighbours connect to it (tatweel, zero width joiner).
    case C
    /// Transparent: skipped when deciding joins (harakat and other marks).
    case T

    init(_ scalar: Unicode.Scalar) {
        self = JoiningType(rawValue: UInt8(UnicodeTable.run(JoiningType.runs, scalar, shift: 3))) ?? .U
    }

    /// Whether it is a letter that takes a contextual form: right-, left- or dual-joining.
    var isJoining: Bool { self == .R || self == .L || self == .D }
    /// Whether it can connect to the character before it in logical order.
    var joinsPreceding: Bool { self == .R || self == .D || self == .C }
    /// Whether it can connect to the character after it in logical order.
    var joinsFollowing: Bool { self == .L || self == .D || self == .C }
}

/// The shape a joining letter takes from its neighbours; the raw values index the
/// presentation-form table and ``ArabicSubstitution/formTags``.
enum JoiningForm: Int, Sendable, CaseIterable {
    /// Joined to neither neighbour (feature `isol`).
    case isolated
    /// Joined to the letter before only: the end of a connected group (`fina`).
    case final
    /// Joined to the letter after only: the start of a group (`init`).
    case initial
    /// Joined on both sides (`medi`).
    case medial
}

enum ArabicJoining {
    /// The form of each character given the Joining_Type of each, in logical order: nil for
    /// those that take no form (non-joining, join-causing and transparent ones). Transparent
    /// characters are passed over, so harakat never break a join.
    static func forms(_ types: [JoiningType]) -> [JoiningForm?] {
        var result = [JoiningForm?](repeating: nil, count: types.count)
        var previous: Int?
        for i in types.indices where types[i] != .T {
            var next = i + 1
            while next < types.count, types[next] == .T { next += 1 }
            let t = types[i]
            defer { previous = i }
            guard t == .R || t == .L || t == .D else { continue }
            let before = t.joinsPreceding && (previous.map { types[$0].joinsFollowing } ?? false)
            let after = next < types.count && types[next].joinsPreceding && t.joinsFollowing
            result[i] = before ? (after ? .medial : .final) : (after ? .initial : .isolated)
        }
        return result
    }
}
