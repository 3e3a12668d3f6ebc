/// Reading an OpenType layout table (`GPOS`, `GSUB`) within a bound on what it may expand to:
/// lookup indices, subtables, covered glyphs, class assignments, pairs, ligatures.
///
/// Offsets may be shared and ranges may overlap, so a few kilobytes can name the same 64 Ki-glyph
/// range thousands of times: a crafted 3.7 KB kerning table ran for over five minutes before
/// this bound. DejaVu Sans needs under 5 000 entries for its kerning and under 1 000 for its
/// Arabic forms; the bound leaves room for fonts a thousand times richer.
struct LayoutTableBudget {
    static let maxExpandedEntries = 1 << 22

    /// What the table holds, for the error ("kerning", "Arabic substitution").
    let what: String
    var remaining = LayoutTableBudget.maxExpandedEntries

    init(_ what: String) { self.what = what }

    mutating func spend(_ count: Int, _ r: FontReader) throws(FontError) {
        remaining -= count
        guard remaining >= 0 else {
            throw r.error("\(what) expands to more than \(LayoutTableBudget.maxExpandedEntries) entries; offsets repeat or ranges overlap")
        }
    }

    /// Coverage formats 1 (glyph list) and 2 (glyph ranges), in coverage-index order.
    mutating func readCoverage(_ r: FontReader) throws(FontError) -> [UInt16] {
        var ordered: [UInt16] = []
        switch try r.u16(0) {
        case 1:
            let count = Int(try r.u16(2))
            try r.require(4, count * 2, "\(count) covered glyphs")
            try spend(count, r)
            for i in 0..<count { ordered.append(try r.u16(4 + i * 2)) }
        case 2:
            let count = Int(try r.u16(2))
            try r.require(4, count * 6, "\(count) coverage ranges")
            for i in 0..<count {
                let start = try r.u16(4 + i * 6), end = try r.u16(6 + i * 6)
                guard start <= end else { throw r.error("coverage range \(start)…\(end) is reversed") }
                try spend(Int(end - start) + 1, r)
                ordered.append(contentsOf: start...end)
            }
        case let f:
            throw r.error("unknown Coverage format \(f)")
        }
        return ordered
    }

    /// The subtables of lookup `index` that have lookup type `type`, looking through extension
    /// lookups (`extensionType`: 9 in `GPOS`, 7 in `GSUB`). `feature` names what asked, for the error.
    mutating func subtables(of lookupList: FontReader, _ index: Int, type wanted: UInt16, extensionType: UInt16,
                            feature: String) throws(FontError) -> [FontReader] {
        let lookupCount = Int(try lookupList.u16(0))
        guard index < lookupCount else { throw lookupList.error("\(feature) feature refers to lookup \(index), but there are only \(lookupCount)") }
        let lookup = try lookupList.subview(from: Int(try lookupList.u16(2 + index * 2)), "Lookup \(index)")
        let type = try lookup.u16(0)
        let count = Int(try lookup.u16(4))
        try spend(count, lookup)
        var result: [FontReader] = []
        for j in 0..<count {
            var sub = try lookup.subview(from: Int(try lookup.u16(6 + j * 2)), "lookup \(index) subtable \(j)")
            var subType = type
            if type == extensionType {
                subType = try sub.u16(2)
                sub = try sub.subview(from: Int(try sub.u32(4)), "extension subtable")
            }
            if subType == wanted { result.append(sub) }
        }
        return result
    }
}
