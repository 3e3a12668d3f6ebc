/// A column of the simplex tableau.
///
/// Symbols are numbered in the order the solver creates them, and every
/// ordered walk over rows or cells follows that number. This makes the
/// solver deterministic and is exactly what Bland's anti-cycling rule asks
/// for: among equally good candidates, take the lowest-numbered one.
struct Symbol: Hashable, Comparable {
    enum Kind {
        /// A user ``Variable``; unrestricted in sign.
        case external
        /// The non-negative slack of an inequality (also used for the
        /// temporary artificial variable).
        case slack
        /// A non-negative error of a non-required constraint; appears in
        /// the objective weighted by the constraint's strength.
        case error
        /// A placeholder for a required equality: always zero, never
        /// allowed to enter the basis, and marks the constraint's row.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Every symbol but an external one must stay non-negative.
    var isRestricted: Bool { kind != .external }

    /// Slack and error symbols may be pivoted on freely.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
