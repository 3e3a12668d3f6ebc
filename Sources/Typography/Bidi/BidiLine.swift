/// One line of a resolved paragraph, put in visual order: rules L1 and L2 of UAX #9.
///
/// Lines are broken in logical order first; each line's units then take the levels their
/// paragraph resolved, except that segment separators (tabs) and the whitespace before them
/// or at the line's end go back to the paragraph level (L1), and the line is reversed level by
/// level, from the highest down to the lowest odd one (L2).
enum BidiLine {
    /// The levels of one line after L1: `classes` are the units' original classes.
    static func levels(_ levels: [UInt8], classes: [BidiClass], paragraphLevel: UInt8) -> [UInt8] {
        var result = levels
        // Walking back from the end, whitespace (and what X9 removed) is reset while it runs up
        // to the line's end or to a separator.
        var trailing = true
        for i in stride(from: levels.count - 1, through: 0, by: -1) {
            let t = classes[i]
            if t == .S || t == .B {
                result[i] = paragraphLevel
                trailing = true
            } else if t == .WS || t.isIsolateInitiator || t == .PDI || t.isRemovedByX9 {
                if trailing { result[i] = paragraphLevel }
            } else {
                trailing = false
            }
        }
        return result
    }

    /// L2: for each position on the line from left to right, the index of the unit shown there.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard var highest = levels.first else { return order }
        var lowest = highest
        for l in levels {
            highest = Swift.max(highest, l)
            lowest = Swift.min(lowest, l)
        }
        let lowestOdd = lowest | 1
        guard highest >= lowestOdd else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order
    }
}
