/// Pair kerning from `GPOS`: lookup type 2 (pair adjustment), formats 1 and 2, directly or
/// through type 9 extension lookups.
///
/// Only the lookups of the `kern` feature are used. Without script itemisation we pick the
/// `latn` script's default language system, then `DFLT`, then every `kern` feature in the
/// font — the choice a Latin-first UI toolkit needs. Only the first glyph's XAdvance is
/// applied; placement and device adjustments are ignored (they matter for vertical text and
/// hinting, neither of which we do).
struct PairAdjustment {
    enum Subtable {
        /// Explicit pairs, keyed by `first << 16 | second`.
        case pairs(covered: Set<UInt16>, values: [UInt32: Int16])
        /// A class × class matrix; `classes1/2` map glyph → class (0 when absent).
        case classes(covered: Set<UInt16>, classes1: [UInt16: UInt16], classes2: [UInt16: UInt16], class2Count: Int, values: [Int16])
    }

    /// Lookups in order; each is a list of subtables, the first matching one applying.
    let lookups: [[Subtable]]

    var isEmpty: Bool { lookups.allSatisfy(\.isEmpty) }

    init(_ r: FontReader) throws(FontError) {
        guard try r.u16(0) == 1 else { throw r.error("major version \(try r.u16(0)) is not 1") }
        let scriptList = try r.subview(from: Int(try r.u16(4)), "ScriptList")
        let featureList = try r.subview(from: Int(try r.u16(6)), "FeatureList")
        let lookupList = try r.subview(from: Int(try r.u16(8)), "LookupList")

        var budget = LayoutTableBudget("kerning")
        // Features tagged 'kern', by index.
        let featureCount = Int(try featureList.u16(0))
        var kernFeatures: [Int: [Int]] = [:]
        for i in 0..<featureCount {
            guard try featureList.tag(2 + i * 6) == "kern" else { continue }
            let feature = try featureList.subview(from: Int(try featureList.u16(6 + i * 6)), "Feature")
            let count = Int(try feature.u16(2))
            try budget.spend(count, feature)
            var indices: [Int] = []
            for j in 0..<count { indices.append(Int(try feature.u16(4 + j * 2))) }
            kernFeatures[i] = indices
        }

        // The kern features reachable from the preferred script's default language system.
        var chosen: [Int]?
        let scriptCount = Int(try scriptList.u16(0))
        var scripts: [String: Int] = [:]
        for i in 0..<scriptCount { scripts[try scriptList.tag(2 + i * 6)] = Int(try scriptList.u16(6 + i * 6)) }
        for tag in ["latn", "DFLT"] {
            guard chosen == nil, let offset = scripts[tag] else { continue }
            let script = try scriptList.subview(from: offset, "Script '\(tag)'")
            let defaultLangSys = Int(try script.u16(0))
            guard defaultLangSys != 0 else { continue }
            let langSys = try script.subview(from: defaultLangSys, "LangSys")
            let count = Int(try langSys.u16(4))
            var features: [Int] = []
            for j in 0..<count { features.append(Int(try langSys.u16(6 + j * 2))) }
            chosen = features.filter { kernFeatures[$0] != nil }
        }
        var lookupIndices = Set<Int>()
        for f in chosen ?? Array(kernFeatures.keys) { lookupIndices.formUnion(kernFeatures[f] ?? []) }

        var lookups: [[Subtable]] = []
        for index in lookupIndices.sorted() {
            var subtables: [Subtable] = []
            for sub in try budget.subtables(of: lookupList, index, type: 2, extensionType: 9, feature: "kern") {
                if let s = try PairAdjustment.readPairPos(sub, budget: &budget) { subtables.append(s) }
            }
            lookups.append(subtables)
        }
        self.lookups = lookups
    }

    /// The XAdvance adjustment for the pair, in font units, summed over lookups.
    func adjustment(_ first: UInt16, _ second: UInt16) -> Int {
        var total = 0
        for lookup in lookups {
            subtables: for sub in lookup {
                switch sub {
                case let .pairs(covered, values):
                    guard covered.contains(first), let v = values[UInt32(first) << 16 | UInt32(second)] else { continue }
                    total += Int(v)
                case let .classes(covered, classes1, classes2, class2Count, values):
                    guard covered.contains(first) else { continue }
                    let c1 = Int(classes1[first] ?? 0), c2 = Int(classes2[second] ?? 0)
                    total += Int(values[c1 * class2Count + c2])
                }
                break subtables
            }
        }
        return total
    }

    /// Bytes taken by a ValueRecord of this format: two per set bit.
    private static func valueSize(_ format: UInt16) -> Int { format.nonzeroBitCount * 2 }

    /// The XAdvance field's offset within a ValueRecord, or `nil` when the format lacks it.
    private static func xAdvanceOffset(_ format: UInt16) -> Int? {
        guard format & 0x4 != 0 else { return nil }
        return (format & 0x3).nonzeroBitCount * 2
    }

    private static func readPairPos(_ r: FontReader, budget: inout LayoutTableBudget) throws(FontError) -> Subtable? {
        let format = try r.u16(0)
        let covered = try readCoverage(try r.subview(from: Int(try r.u16(2)), "Coverage"), budget: &budget)
        let vf1 = try r.u16(4), vf2 = try r.u16(6)
        let size1 = valueSize(vf1), size2 = valueSize(vf2)
        switch format {
        case 1:
            let setCount = Int(try r.u16(8))
            guard let xa = xAdvanceOffset(vf1) else { return nil }
            // Coverage index i owns pair set i; Coverage lists glyphs in index order.
            let firstGlyphs = covered.ordered
            guard setCount <= firstGlyphs.count else {
                throw r.error("PairPos format 1 has \(setCount) pair sets but its coverage lists \(firstGlyphs.count) glyphs")
            }
            var values: [UInt32: Int16] = [:]
            for i in 0..<setCount {
                let set = try r.subview(from: Int(try r.u16(10 + i * 2)), "PairSet \(i)")
                let count = Int(try set.u16(0))
                try budget.spend(count, set)
                let recordSize = 2 + size1 + size2
                try set.require(2, count * recordSize, "\(count) pair value records")
                for j in 0..<count {
                    let rec = 2 + j * recordSize
                    let second = try set.u16(rec)
                    values[UInt32(firstGlyphs[i]) << 16 | UInt32(second)] = try set.i16(rec + 2 + xa)
                }
            }
            return .pairs(covered: covered.set, values: values)
        case 2:
            let classes1 = try readClassDef(try r.subview(from: Int(try r.u16(8)), "ClassDef1"), budget: &budget)
            let classes2 = try readClassDef(try r.subview(from: Int(try r.u16(10)), "ClassDef2"), budget: &budget)
            let class1Count = Int(try r.u16(12)), class2Count = Int(try r.u16(14))
            // Without value records the matrix takes no bytes to declare, but still memory to hold.
            try budget.spend(class1Count * class2Count, r)
            let recordSize = size1 + size2
            try r.require(16, class1Count * class2Count * recordSize, "\(class1Count)×\(class2Count) class records")
            // A class outside the matrix would index past it, so it is rejected here, once.
            if let bad = classes1.values.first(where: { Int($0) >= class1Count }) {
                throw r.error("ClassDef1 uses class \(bad), but there are only \(class1Count) first classes")
            }
            if let bad = classes2.values.first(where: { Int($0) >= class2Count }) {
                throw r.error("ClassDef2 uses class \(bad), but there are only \(class2Count) second classes")
            }
            guard class1Count > 0, class2Count > 0 else { return nil }
            var values = [Int16](repeating: 0, count: class1Count * class2Count)
            if let xa = xAdvanceOffset(vf1) {
                for i in 0..<(class1Count * class2Count) { values[i] = try r.i16(16 + i * recordSize + xa) }
            }
            return .classes(covered: covered.set, classes1: classes1, classes2: classes2, class2Count: class2Count, values: values)
        default:
            return nil
        }
    }

    private static func readCoverage(_ r: FontReader, budget: inout LayoutTableBudget) throws(FontError) -> (ordered: [UInt16], set: Set<UInt16>) {
        let ordered = try budget.readCoverage(r)
        return (ordered, Set(ordered))
    }

    /// ClassDef formats 1 (a run of classes from a start glyph) and 2 (class ranges).
    private static func readClassDef(_ r: FontReader, budget: inout LayoutTableBudget) throws(FontError) -> [UInt16: UInt16] {
        var classes: [UInt16: UInt16] = [:]
        switch try r.u16(0) {
        case 1:
            let start = Int(try r.u16(2)), count = Int(try r.u16(4))
            try r.require(6, count * 2, "\(count) glyph classes")
            try budget.spend(count, r)
            for i in 0..<count where start + i <= 0xFFFF {
                let c = try r.u16(6 + i * 2)
                if c != 0 { classes[UInt16(start + i)] = c }
            }
        case 2:
            let count = Int(try r.u16(2))
            try r.require(4, count * 6, "\(count) class ranges")
            for i in 0..<count {
                let start = try r.u16(4 + i * 6), end = try r.u16(6 + i * 6), c = try r.u16(8 + i * 6)
                guard start <= end else { throw r.error("class range \(start)…\(end) is reversed") }
                try budget.spend(Int(end - start) + 1, r)
                if c != 0 { for g in start...end { classes[g] = c } }
            }
        case let f:
            throw r.error("unknown ClassDef format \(f)")
        }
        return classes
    }
}
