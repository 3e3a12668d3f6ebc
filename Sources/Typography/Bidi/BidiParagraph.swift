/// One paragraph's embedding levels, resolved by the Unicode Bidirectional Algorithm (UAX #9,
/// Unicode 15): the paragraph level (P2–P3), explicit embeddings, overrides and isolates
/// (X1–X10, to the depth of 125 the algorithm allows), weak types (W1–W7), paired brackets
/// (N0), neutrals (N1–N2) and implicit levels (I1–I2). Reordering a line (L1–L2) is ``BidiLine``'s.
///
/// The units are whatever the caller sets side by side: `TextLayout` passes one per grapheme
/// cluster, classed by its first scalar, so a base letter and its marks share a level. The
/// work is integer comparisons over the classes; nothing asks the platform.
struct BidiParagraph {
    /// How the paragraph's own direction is found.
    enum BaseDirection: Hashable {
        case leftToRight
        case rightToLeft
        /// From the first strong character outside isolates (rules P2–P3); `fallback` when there is none.
        case firstStrong(fallback: UInt8)
    }

    /// A paired bracket among the units: whether it opens, and its pair's opening bracket.
    typealias Bracket = (opening: Bool, pair: UInt32)

    /// 0 for a left-to-right paragraph, 1 for a right-to-left one.
    let level: UInt8
    /// Each unit's level. A unit rule X9 removes (an embedding control, a boundary neutral) takes
    /// the level of the unit before it, or the paragraph's: it draws nothing, but has a place.
    let levels: [UInt8]

    /// The most explicit levels nest (BD2).
    static let maxDepth: UInt8 = 125
    /// The most brackets that may wait for their pair (BD16).
    static let maxOpenBrackets = 63

    /// Resolves `classes`, with `brackets` (empty, or one entry per unit) for rule N0.
    init(classes original: [BidiClass], brackets: [Bracket?] = [], direction: BaseDirection) {
        let n = original.count
        let matchingPDI = BidiParagraph.matchingPDIs(original)
        let paragraphLevel: UInt8
        switch direction {
        case .leftToRight: paragraphLevel = 0
        case .rightToLeft: paragraphLevel = 1
        case let .firstStrong(fallback):
            paragraphLevel = BidiParagraph.firstStrong(original, from: 0, to: n, matchingPDI) ?? (fallback & 1)
        }
        level = paragraphLevel
        guard n > 0 else { levels = []; return }

        var classes = original
        var levels = [UInt8](repeating: paragraphLevel, count: n)
        BidiParagraph.resolveExplicit(original, &classes, &levels, paragraphLevel, matchingPDI)

        // The embedding levels, which sos and eos compare, before rules I1–I2 raise some.
        let explicitLevels = levels
        for sequence in BidiParagraph.isolatingRunSequences(original, explicitLevels, matchingPDI) {
            var run = IsolatingRun(indices: sequence, classes: classes, levels: explicitLevels, original: original,
                                   paragraphLevel: paragraphLevel)
            run.resolveWeak()
            if !brackets.isEmpty { run.resolveBrackets(brackets, classes) }
            run.resolveNeutrals()
            run.resolveImplicit(&levels)
        }
        // Removed units sit with the unit before them.
        var previous = paragraphLevel
        for i in 0..<n {
            if original[i].isRemovedByX9 { levels[i] = previous } else { previous = levels[i] }
        }
        self.levels = levels
    }

    /// P2–P3: 0 or 1 from the first L, R or AL in `from..<to`, skipping isolates; nil if none.
    static func firstStrong(_ classes: [BidiClass], from: Int, to: Int, _ matchingPDI: [Int]) -> UInt8? {
        var i = from
        while i < to {
            let t = classes[i]
            if t == .L { return 0 }
            if t.isRightToLeft { return 1 }
            if t == .B { return nil }
            if t.isIsolateInitiator {
                guard matchingPDI[i] >= 0 else { return nil }
                i = matchingPDI[i]
            }
            i += 1
        }
        return nil
    }

    /// BD9: for each isolate initiator, the index of its matching PDI, or -1 (also for every other unit).
    static func matchingPDIs(_ classes: [BidiClass]) -> [Int] {
        var result = [Int](repeating: -1, count: classes.count)
        var open: [Int] = []
        for (i, t) in classes.enumerated() {
            if t.isIsolateInitiator {
                open.append(i)
            } else if t == .PDI, let opener = open.popLast() {
                result[opener] = i
            } else if t == .B {
                open.removeAll()
            }
        }
        return result
    }

    /// X1–X8: explicit levels and overrides, with the directional status stack.
    private static func resolveExplicit(_ original: [BidiClass], _ classes: inout [BidiClass], _ levels: inout [UInt8],
                                        _ paragraphLevel: UInt8, _ matchingPDI: [Int]) {
        struct Status {
            var level: UInt8
            var override: BidiClass?
            var isolate: Bool
        }
        let initial = Status(level: paragraphLevel, override: nil, isolate: false)
        var stack = [initial]
        stack.reserveCapacity(Int(maxDepth) + 2)
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        func next(_ rightToLeft: Bool, _ level: UInt8) -> UInt8 { rightToLeft ? (level + 1) | 1 : (level + 2) & ~1 }

        for i in original.indices {
            let t = original[i]
            let top = stack[stack.count - 1]
            switch t {
            case .RLE, .LRE, .RLO, .LRO:
                levels[i] = top.level
                let level = next(t == .RLE || t == .RLO, top.level)
                if level <= maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    stack.append(Status(level: level, override: t == .RLO ? .R : t == .LRO ? .L : nil, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .RLI, .LRI, .FSI:
                levels[i] = top.level
                if let o = top.override { classes[i] = o }
                var rightToLeft = t == .RLI
                if t == .FSI {
                    let end = matchingPDI[i] >= 0 ? matchingPDI[i] : original.count
                    rightToLeft = firstStrong(original, from: i + 1, to: end, matchingPDI) == 1
                }
                let level = next(rightToLeft, top.level)
                if level <= maxDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Status(level: level, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .PDI:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let current = stack[stack.count - 1]
                levels[i] = current.level
                if let o = current.override { classes[i] = o }
            case .PDF:
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !top.isolate, stack.count >= 2 {
                    stack.removeLast()
                }
                levels[i] = stack[stack.count - 1].level
            case .B:
                // A paragraph separator inside the units ends every embedding (X8).
                levels[i] = paragraphLevel
                stack = [initial]
                overflowIsolates = 0; overflowEmbeddings = 0; validIsolates = 0
            case .BN:
                levels[i] = top.level
            default:
                levels[i] = top.level
                if let o = top.override { classes[i] = o }
            }
        }
    }

    /// X10: the level runs, ignoring units X9 removes, chained across isolates into sequences
    /// of indices: a run ending in an isolate initiator continues with the run its matching PDI starts.
    static func isolatingRunSequences(_ original: [BidiClass], _ levels: [UInt8], _ matchingPDI: [Int]) -> [[Int]] {
        var runs: [[Int]] = []
        var runOf = [Int](repeating: -1, count: original.count)
        var lastLevel: UInt8?
        for i in original.indices where !original[i].isRemovedByX9 {
            if levels[i] != lastLevel { runs.append([]) }
            runs[runs.count - 1].append(i)
            runOf[i] = runs.count - 1
            lastLevel = levels[i]
        }
        var isMatchedPDI = [Bool](repeating: false, count: original.count)
        for m in matchingPDI where m >= 0 { isMatchedPDI[m] = true }
        var sequences: [[Int]] = []
        for run in runs where !isMatchedPDI[run[0]] {
            var sequence = run
            while let last = sequence.last, original[last].isIsolateInitiator, matchingPDI[last] >= 0, runOf[matchingPDI[last]] >= 0 {
                sequence += runs[runOf[matchingPDI[last]]]
            }
            sequences.append(sequence)
        }
        return sequences
    }
}

/// One isolating run sequence's classes as rules W1–I2 rewrite them.
private struct IsolatingRun {
    let indices: [Int]
    var types: [BidiClass]
    /// The classes after X1–X8, for the marks that follow a bracket (N0).
    let explicitClasses: [BidiClass]
    let level: UInt8
    /// The direction before and after the sequence: L or R.
    let sos: BidiClass
    let eos: BidiClass

    init(indices: [Int], classes: [BidiClass], levels: [UInt8], original: [BidiClass], paragraphLevel: UInt8) {
        self.indices = indices
        types = indices.map { classes[$0] }
        explicitClasses = types
        let level = levels[indices[0]]
        self.level = level
        var before = indices[0] - 1
        while before >= 0, original[before].isRemovedByX9 { before -= 1 }
        let levelBefore = before >= 0 ? levels[before] : paragraphLevel
        let last = indices[indices.count - 1]
        var levelAfter = paragraphLevel
        if !original[last].isIsolateInitiator {
            var after = last + 1
            while after < original.count, original[after].isRemovedByX9 { after += 1 }
            if after < original.count { levelAfter = levels[after] }
        }
        sos = Swift.max(level, levelBefore) & 1 == 1 ? .R : .L
        eos = Swift.max(levels[last], levelAfter) & 1 == 1 ? .R : .L
    }

    /// The direction a resolved class counts as for N0–N2: numbers count as R.
    private static func strong(_ t: BidiClass) -> BidiClass? {
        switch t {
        case .L: .L
        case .R, .AL, .EN, .AN: .R
        default: nil
        }
    }

    private var embedding: BidiClass { level & 1 == 1 ? .R : .L }

    /// W1–W7.
    mutating func resolveWeak() {
        let m = types.count
        // W1: a mark takes the class before it (ON after an isolate's edge).
        for k in 0..<m where types[k] == .NSM {
            if k == 0 { types[k] = sos } else {
                let p = types[k - 1]
                types[k] = p.isIsolateInitiator || p == .PDI ? .ON : p
            }
        }
        // W2, W3: European numbers after Arabic letters are Arabic numbers; AL becomes R.
        var lastStrong = sos
        for k in 0..<m {
            let t = types[k]
            if t.isStrong { lastStrong = t }
            if t == .EN, lastStrong == .AL { types[k] = .AN }
        }
        for k in 0..<m where types[k] == .AL { types[k] = .R }
        // W4: one separator between two numbers of a kind joins them.
        if m >= 3 {
            for k in 1..<(m - 1) {
                let before = types[k - 1], after = types[k + 1]
                if types[k] == .ES, before == .EN, after == .EN { types[k] = .EN }
                if types[k] == .CS, before == after, before == .EN || before == .AN { types[k] = before }
            }
        }
        // W5: terminators next to a European number join it.
        var k = 0
        while k < m {
            guard types[k] == .ET else { k += 1; continue }
            var end = k
            while end < m, types[end] == .ET { end += 1 }
            if (k > 0 && types[k - 1] == .EN) || (end < m && types[end] == .EN) {
                for j in k..<end { types[j] = .EN }
            }
            k = end
        }
        // W6: the separators and terminators left are neutral.
        for k in 0..<m where types[k] == .ES || types[k] == .ET || types[k] == .CS { types[k] = .ON }
        // W7: European numbers in left-to-right context are L.
        lastStrong = sos
        for k in 0..<m {
            let t = types[k]
            if t == .L || t == .R { lastStrong = t }
            if t == .EN, lastStrong == .L { types[k] = .L }
        }
    }

    /// N0: each pair of brackets takes the direction it encloses, or its context's.
    mutating func resolveBrackets(_ brackets: [BidiParagraph.Bracket?], _ explicit: [BidiClass]) {
        var openers: [(pair: UInt32, position: Int)] = []
        var pairs: [(open: Int, close: Int)] = []
        for k in types.indices where types[k] == .ON {
            guard let b = brackets[indices[k]] else { continue }
            if b.opening {
                guard openers.count < BidiParagraph.maxOpenBrackets else { break }
                openers.append((b.pair, k))
            } else if let j = openers.lastIndex(where: { $0.pair == b.pair }) {
                pairs.append((openers[j].position, k))
                openers.removeSubrange(j...)
            }
        }
        guard !pairs.isEmpty else { return }
        pairs.sort { $0.open < $1.open }
        let e = embedding
        for (open, close) in pairs {
            var foundEmbedding = false, foundOpposite = false
            for k in (open + 1)..<close {
                guard let s = IsolatingRun.strong(types[k]) else { continue }
                if s == e { foundEmbedding = true; break }
                foundOpposite = true
            }
            var resolved: BidiClass?
            if foundEmbedding {
                resolved = e
            } else if foundOpposite {
                var context = sos
                var k = open - 1
                while k >= 0 {
                    if let s = IsolatingRun.strong(types[k]) { context = s; break }
                    k -= 1
                }
                resolved = context != e ? context : e
            }
            guard let resolved else { continue }
            for bracket in [open, close] {
                types[bracket] = resolved
                var k = bracket + 1
                while k < types.count, explicitClasses[k] == .NSM {
                    types[k] = resolved
                    k += 1
                }
            }
        }
    }

    /// N1–N2: neutrals between two of one direction take it; others take the embedding's.
    mutating func resolveNeutrals() {
        let m = types.count
        var k = 0
        while k < m {
            guard types[k].isNeutralOrIsolate else { k += 1; continue }
            var end = k
            while end < m, types[end].isNeutralOrIsolate { end += 1 }
            let before = k == 0 ? sos : IsolatingRun.strong(types[k - 1]) ?? embedding
            let after = end == m ? eos : IsolatingRun.strong(types[end]) ?? embedding
            let resolved = before == after ? before : embedding
            for j in k..<end { types[j] = resolved }
            k = end
        }
    }

    /// I1–I2: levels rise for the classes against the embedding's direction.
    func resolveImplicit(_ levels: inout [UInt8]) {
        for (k, i) in indices.enumerated() {
            let t = types[k]
            if levels[i] & 1 == 0 {
                if t == .R { levels[i] += 1 } else if t == .AN || t == .EN { levels[i] += 2 }
            } else if t == .L || t == .EN || t == .AN {
                levels[i] += 1
            }
        }
    }
}
