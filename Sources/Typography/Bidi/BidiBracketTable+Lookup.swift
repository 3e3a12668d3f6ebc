/// Bidi_Paired_Bracket and Bidi_Mirroring_Glyph, from the generated ``BidiBracketTable``.
extension BidiBracketTable {
    /// For a paired bracket: whether it opens, and the opening bracket of its pair, so that
    /// both ends of a pair answer the same scalar. U+2329 and U+232A are canonically
    /// equivalent to U+3008 and U+3009, and rule BD16 matches them as such.
    static func bracket(_ scalar: Unicode.Scalar) -> (opening: Bool, pair: UInt32)? {
        guard let at = UnicodeTable.record(brackets, scalar, stride: 2, keyShift: 1) else { return nil }
        let opening = brackets[at] & 1 == 1
        var opener = opening ? scalar.value : brackets[at + 1]
        if opener == 0x2329 { opener = 0x3008 }
        return (opening, opener)
    }

    /// The scalar whose glyph shows `scalar` mirrored, as rule L4 asks in right-to-left runs.
    static func mirror(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        UnicodeTable.record(mirrors, scalar, stride: 2).flatMap { Unicode.Scalar(mirrors[$0 + 1]) }
    }
}
