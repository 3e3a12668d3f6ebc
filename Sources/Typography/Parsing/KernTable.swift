/// Pair kerning from the legacy `kern` table (OpenType version 0, subtable format 0).
///
/// Horizontal, non-minimum, non-cross-stream format 0 subtables are summed; other formats
/// are skipped rather than rejected, since kerning is a refinement a font can do without.
/// Apple's version 1 header is also skipped for the same reason.
struct KernTable {
    /// Adjustment in font units, keyed by `left << 16 | right`.
    let pairs: [UInt32: Int16]

    init(_ r: FontReader) throws(FontError) {
        var pairs: [UInt32: Int16] = [:]
        guard try r.u16(0) == 0 else { self.pairs = [:]; return }
        let count = Int(try r.u16(2))
        var at = 4
        for _ in 0..<count {
            let length = Int(try r.u16(at + 2))
            let coverage = try r.u16(at + 4)
            let format = coverage >> 8
            let usable = format == 0 && coverage & 0x1 != 0 && coverage & 0x6 == 0
            let pairCount = usable || format == 0 ? Int(try r.u16(at + 6)) : 0
            if usable {
                try r.require(at + 14, pairCount * 6, "\(pairCount) kerning pairs")
                for i in 0..<pairCount {
                    let p = at + 14 + i * 6
                    let key = UInt32(try r.u16(p)) << 16 | UInt32(try r.u16(p + 2))
                    pairs[key, default: 0] &+= try r.i16(p + 4)
                }
            }
            // The 16-bit length overflows for big format 0 subtables (DejaVu's has 2,727 pairs),
            // so for format 0 the size is computed from the pair count instead.
            at += format == 0 ? 14 + pairCount * 6 : length
            guard length >= 6 || format == 0 else { throw r.error("subtable length \(length) is shorter than its header") }
        }
        self.pairs = pairs
    }

    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        Int(pairs[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }
}
