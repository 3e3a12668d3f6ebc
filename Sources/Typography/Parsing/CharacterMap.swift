/// The `cmap` table, reduced to one Unicode mapping: scalar → glyph index.
///
/// The subtable is chosen as platform 3 encoding 10 (full Unicode), then 3/1 (BMP), then any
/// platform 0 Unicode subtable, preferring format 12 over format 4. Format 4 is expanded into a
/// flat 64 Ki table at load so that lookups during layout are a single array read.
struct CharacterMap {
    /// Glyph for each BMP scalar (0 = unmapped), from format 4 or filled from format 12.
    private let bmp: [UInt16]
    /// Format 12 groups beyond the BMP, sorted: first scalar, last scalar, glyph of the first.
    private let groups: [(first: UInt32, last: UInt32, glyph: UInt32)]
    private let numGlyphs: Int

    func glyph(for scalar: UInt32) -> UInt16 {
        if scalar < 0x1_0000 { return bmp[Int(scalar)] }
        var lo = 0, hi = groups.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let g = groups[mid]
            if scalar < g.first { hi = mid - 1 } else if scalar > g.last { lo = mid + 1 } else {
                let id = UInt64(g.glyph) + UInt64(scalar - g.first)
                return id < UInt64(numGlyphs) ? UInt16(id) : 0
            }
        }
        return 0
    }

    init(_ r: FontReader, numGlyphs: Int) throws(FontError) {
        self.numGlyphs = numGlyphs
        let count = Int(try r.u16(2))
        try r.require(4, count * 8, "\(count) encoding records")
        var candidates: [(rank: Int, offset: Int)] = []
        for i in 0..<count {
            let platform = try r.u16(4 + i * 8), encoding = try r.u16(6 + i * 8)
            let offset = Int(try r.u32(8 + i * 8))
            let format = try r.u16(offset)
            guard format == 4 || format == 12 else { continue }
            let base: Int
            switch (platform, encoding) {
            case (3, 10): base = 0
            case (3, 1): base = 10
            case (0, _): base = 20
            default: continue
            }
            candidates.append((base + (format == 12 ? 0 : 1), offset))
        }
        guard let chosen = candidates.min(by: { $0.rank < $1.rank }) else {
            throw r.error("no Unicode subtable in format 4 or 12 (looked for platform 3 encodings 10 and 1, and platform 0)")
        }
        let sub = try r.subview(from: chosen.offset, "cmap subtable")
        var bmp = [UInt16](repeating: 0, count: 0x1_0000)
        var groups: [(first: UInt32, last: UInt32, glyph: UInt32)] = []
        if try sub.u16(0) == 4 {
            try CharacterMap.readFormat4(sub, numGlyphs: numGlyphs, into: &bmp)
        } else {
            groups = try CharacterMap.readFormat12(sub)
            // Groups are sorted here; one that overlaps those before it fills only the scalars
            // past them, so the fill is at most 64 Ki writes however many groups repeat the BMP
            // (300 copies of 0…FFFF in a 4 KB table took half a second; a large table, many minutes).
            var nextFree: UInt32 = 0
            for g in groups where g.first < 0x1_0000 {
                let first = Swift.max(g.first, nextFree), last = Swift.min(g.last, 0xFFFF)
                guard first <= last else { continue }
                nextFree = last + 1
                for s in first...last {
                    let id = UInt64(g.glyph) + UInt64(s - g.first)
                    if id < UInt64(numGlyphs) { bmp[Int(s)] = UInt16(id) }
                }
            }
        }
        self.bmp = bmp
        self.groups = groups.filter { $0.last >= 0x1_0000 }
    }

    /// Format 4: segments of BMP scalars, each mapped by a delta or through the glyph ID array.
    private static func readFormat4(_ r: FontReader, numGlyphs: Int, into bmp: inout [UInt16]) throws(FontError) {
        let segX2 = Int(try r.u16(6))
        guard segX2 % 2 == 0 else { throw r.error("format 4 segCountX2 \(segX2) is odd") }
        let ends = 14, starts = 16 + segX2, deltas = 16 + 2 * segX2, rangeOffsets = 16 + 3 * segX2
        try r.require(0, 16 + 4 * segX2, "\(segX2 / 2) format 4 segments")
        // Segments are sorted by end code and disjoint. One that overlaps those before it maps
        // only the scalars past them, as a lookup by binary search over end codes (what other
        // renderers do) would find. Without this, a 4 KB table of 500 segments each spanning
        // 0…FFFF took over a second to expand, and the largest table possible, minutes.
        var nextFree = 0
        for s in 0..<(segX2 / 2) {
            let end = Int(try r.u16(ends + 2 * s)), declaredStart = Int(try r.u16(starts + 2 * s))
            let delta = Int(try r.u16(deltas + 2 * s))
            let rangeOffset = Int(try r.u16(rangeOffsets + 2 * s))
            let start = Swift.max(declaredStart, nextFree)
            guard start <= end else { continue }
            nextFree = end + 1
            for c in start...end {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (c + delta) & 0xFFFF
                } else {
                    // The offset is relative to the idRangeOffset entry itself, a classic format 4 quirk.
                    let at = rangeOffsets + 2 * s + rangeOffset + 2 * (c - declaredStart)
                    glyph = Int(try r.u16(at))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph < numGlyphs { bmp[c] = UInt16(glyph) }
            }
        }
    }

    /// Format 12: sequential groups over all of Unicode.
    private static func readFormat12(_ r: FontReader) throws(FontError) -> [(first: UInt32, last: UInt32, glyph: UInt32)] {
        let count = Int(try r.u32(12))
        try r.require(16, count * 12, "\(count) format 12 groups")
        var groups: [(first: UInt32, last: UInt32, glyph: UInt32)] = []
        groups.reserveCapacity(count)
        for i in 0..<count {
            let first = try r.u32(16 + i * 12), last = try r.u32(20 + i * 12), glyph = try r.u32(24 + i * 12)
            guard first <= last, last <= 0x10_FFFF else {
                throw r.error("format 12 group \(i) spans \(first)…\(last), which is not a valid range of Unicode scalars")
            }
            groups.append((first, last, glyph))
        }
        groups.sort { $0.first < $1.first }
        return groups
    }
}
