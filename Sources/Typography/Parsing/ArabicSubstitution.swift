/// The Arabic script's glyph substitutions from `GSUB`: the contextual forms (features `isol`,
/// `fina`, `init`, `medi`, single substitutions, lookup type 1) and the ligatures Arabic sets
/// by default (`rlig`, then `liga`, lookup type 4), directly or through type 7 extension lookups.
///
/// Only the `arab` script's default language system is read; other lookup types (contextual
/// chaining, which fonts use for optional refinements) are skipped. The features a font lacks
/// are simply absent, and `ContextualForms` falls back to the presentation forms in `cmap`.
struct ArabicSubstitution {
    /// For each form (by ``JoiningForm/rawValue``), its lookups in order, each a glyph map.
    let forms: [[[UInt16: UInt16]]]
    /// Ligature lookups in the order they apply; each maps a first glyph to its ligatures,
    /// longest first: the glyphs that must follow, and the glyph that replaces them all.
    let ligatures: [[UInt16: [(components: [UInt16], glyph: UInt16)]]]

    var isEmpty: Bool { forms.allSatisfy(\.isEmpty) && ligatures.isEmpty }

    /// The feature tag of each form, in ``JoiningForm`` order.
    static let formTags = ["isol", "fina", "init", "medi"]

    init(_ r: FontReader) throws(FontError) {
        guard try r.u16(0) == 1 else { throw r.error("major version \(try r.u16(0)) is not 1") }
        let scriptList = try r.subview(from: Int(try r.u16(4)), "ScriptList")
        let featureList = try r.subview(from: Int(try r.u16(6)), "FeatureList")
        let lookupList = try r.subview(from: Int(try r.u16(8)), "LookupList")
        var budget = LayoutTableBudget("Arabic substitution")

        // The arab script's default language system: its feature indices.
        var featureIndices: [Int] = []
        let scriptCount = Int(try scriptList.u16(0))
        try scriptList.require(2, scriptCount * 6, "\(scriptCount) script records")
        for i in 0..<scriptCount {
            guard try scriptList.tag(2 + i * 6) == "arab" else { continue }
            let script = try scriptList.subview(from: Int(try scriptList.u16(6 + i * 6)), "Script 'arab'")
            let defaultLangSys = Int(try script.u16(0))
            guard defaultLangSys != 0 else { break }
            let langSys = try script.subview(from: defaultLangSys, "LangSys")
            let required = Int(try langSys.u16(2))
            if required != 0xFFFF { featureIndices.append(required) }
            let count = Int(try langSys.u16(4))
            try budget.spend(count, langSys)
            for j in 0..<count { featureIndices.append(Int(try langSys.u16(6 + j * 2))) }
            break
        }

        // Lookup indices by feature tag, for the tags Arabic shaping applies.
        let wanted = ArabicSubstitution.formTags + ["rlig", "liga"]
        var lookupsByTag: [String: [Int]] = [:]
        let featureCount = Int(try featureList.u16(0))
        for f in featureIndices {
            guard f < featureCount else { throw featureList.error("LangSys refers to feature \(f), but there are only \(featureCount)") }
            let tag = try featureList.tag(2 + f * 6)
            guard wanted.contains(tag) else { continue }
            let feature = try featureList.subview(from: Int(try featureList.u16(6 + f * 6)), "Feature '\(tag)'")
            let count = Int(try feature.u16(2))
            try budget.spend(count, feature)
            for j in 0..<count { lookupsByTag[tag, default: []].append(Int(try feature.u16(4 + j * 2))) }
        }

        var forms: [[[UInt16: UInt16]]] = []
        for tag in ArabicSubstitution.formTags {
            var lookups: [[UInt16: UInt16]] = []
            for index in Set(lookupsByTag[tag] ?? []).sorted() {
                var map: [UInt16: UInt16] = [:]
                // The first subtable covering a glyph wins.
                for sub in try budget.subtables(of: lookupList, index, type: 1, extensionType: 7, feature: "Arabic") {
                    for (from, to) in try ArabicSubstitution.readSingle(sub, budget: &budget) where map[from] == nil { map[from] = to }
                }
                if !map.isEmpty { lookups.append(map) }
            }
            forms.append(lookups)
        }
        var ligatures: [[UInt16: [(components: [UInt16], glyph: UInt16)]]] = []
        for tag in ["rlig", "liga"] {
            for index in Set(lookupsByTag[tag] ?? []).sorted() {
                var map: [UInt16: [(components: [UInt16], glyph: UInt16)]] = [:]
                for sub in try budget.subtables(of: lookupList, index, type: 4, extensionType: 7, feature: "Arabic") {
                    for (first, list) in try ArabicSubstitution.readLigatures(sub, budget: &budget) {
                        map[first, default: []] += list
                    }
                }
                if !map.isEmpty { ligatures.append(map) }
            }
        }
        self.forms = forms
        self.ligatures = ligatures
    }

    /// `glyph` in `form`, through each of the form's lookups in turn; nil when none covers it.
    func substitute(_ glyph: UInt16, _ form: JoiningForm) -> UInt16? {
        var result: UInt16?
        for lookup in forms[form.rawValue] {
            if let g = lookup[result ?? glyph] { result = g }
        }
        return result
    }

    /// Single substitution formats 1 (a delta) and 2 (a list), as (glyph, substitute) pairs.
    private static func readSingle(_ r: FontReader, budget: inout LayoutTableBudget) throws(FontError) -> [(UInt16, UInt16)] {
        let format = try r.u16(0)
        let covered = try budget.readCoverage(try r.subview(from: Int(try r.u16(2)), "Coverage"))
        switch format {
        case 1:
            let delta = Int(try r.i16(4))
            return covered.map { ($0, UInt16(truncatingIfNeeded: Int($0) + delta)) }
        case 2:
            let count = Int(try r.u16(4))
            try r.require(6, count * 2, "\(count) substitute glyphs")
            guard count >= covered.count else {
                throw r.error("SingleSubst format 2 has \(count) substitutes but its coverage lists \(covered.count) glyphs")
            }
            var pairs: [(UInt16, UInt16)] = []
            for (i, g) in covered.enumerated() { pairs.append((g, try r.u16(6 + i * 2))) }
            return pairs
        default:
            return []
        }
    }

    /// Ligature substitution format 1: for each covered first glyph, its ligatures.
    private static func readLigatures(_ r: FontReader, budget: inout LayoutTableBudget)
        throws(FontError) -> [(UInt16, [(components: [UInt16], glyph: UInt16)])] {
        guard try r.u16(0) == 1 else { return [] }
        let covered = try budget.readCoverage(try r.subview(from: Int(try r.u16(2)), "Coverage"))
        let setCount = Int(try r.u16(4))
        guard setCount <= covered.count else {
            throw r.error("LigatureSubst has \(setCount) ligature sets but its coverage lists \(covered.count) glyphs")
        }
        var result: [(UInt16, [(components: [UInt16], glyph: UInt16)])] = []
        for i in 0..<setCount {
            let set = try r.subview(from: Int(try r.u16(6 + i * 2)), "LigatureSet \(i)")
            let count = Int(try set.u16(0))
            try budget.spend(count, set)
            var list: [(components: [UInt16], glyph: UInt16)] = []
            for j in 0..<count {
                let ligature = try set.subview(from: Int(try set.u16(2 + j * 2)), "Ligature \(j)")
                let glyph = try ligature.u16(0)
                let componentCount = Int(try ligature.u16(2))
                guard componentCount >= 1 else { throw ligature.error("a ligature of \(componentCount) components") }
                try budget.spend(componentCount, ligature)
                var components: [UInt16] = []
                for k in 1..<componentCount { components.append(try ligature.u16(4 + (k - 1) * 2)) }
                list.append((components, glyph))
            }
            result.append((covered[i], list))
        }
        return result
    }
}
