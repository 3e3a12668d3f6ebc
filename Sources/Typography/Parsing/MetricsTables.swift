/// The fixed-size header tables: `head`, `hhea`, `maxp` and `OS/2`.
///
/// Only the fields that layout and rendering use are kept; the rest of each table is
/// skipped but still bounds-checked by the reads that reach past it.
struct HeadTable {
    let unitsPerEm: Int
    /// 0: `loca` holds 16-bit offsets divided by two; 1: 32-bit offsets.
    let indexToLocFormat: Int

    init(_ r: FontReader) throws(FontError) {
        try r.require(0, 54, "the 54-byte head table")
        guard try r.u32(12) == 0x5F0F_3CF5 else { throw r.error("magic number is not 0x5F0F3CF5") }
        unitsPerEm = Int(try r.u16(18))
        // The spec allows 16…16384; anything else would make every metric meaningless.
        guard (16...16384).contains(unitsPerEm) else { throw r.error("unitsPerEm \(unitsPerEm) is outside 16…16384") }
        indexToLocFormat = Int(try r.i16(50))
        guard indexToLocFormat == 0 || indexToLocFormat == 1 else {
            throw r.error("indexToLocFormat \(indexToLocFormat) is neither 0 (short) nor 1 (long)")
        }
    }
}

struct HheaTable {
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let numberOfHMetrics: Int

    init(_ r: FontReader) throws(FontError) {
        try r.require(0, 36, "the 36-byte hhea table")
        ascender = Int(try r.i16(4))
        descender = Int(try r.i16(6))
        lineGap = Int(try r.i16(8))
        numberOfHMetrics = Int(try r.u16(34))
        guard numberOfHMetrics > 0 else { throw r.error("numberOfHMetrics is 0; every font needs at least one advance") }
    }
}

struct MaxpTable {
    let numGlyphs: Int

    init(_ r: FontReader) throws(FontError) {
        numGlyphs = Int(try r.u16(4))
        guard numGlyphs > 0 else { throw r.error("numGlyphs is 0; every font needs at least .notdef") }
    }
}

struct OS2Table {
    let weightClass: Int
    let fsSelection: UInt16
    let typoAscender: Int
    let typoDescender: Int
    let typoLineGap: Int
    /// Present from version 2 on; `nil` in older tables, so callers measure glyphs instead.
    let capHeight: Int?
    let xHeight: Int?
    /// The strikeout stroke's thickness and its top above the baseline, in font units.
    let strikeoutSize: Int
    let strikeoutPosition: Int

    /// fsSelection bit 7: the typo metrics, not hhea or win metrics, give the line spacing.
    var useTypoMetrics: Bool { fsSelection & 0x80 != 0 }

    init(_ r: FontReader) throws(FontError) {
        let version = try r.u16(0)
        weightClass = Int(try r.u16(4))
        strikeoutSize = Int(try r.i16(26))
        strikeoutPosition = Int(try r.i16(28))
        fsSelection = try r.u16(62)
        typoAscender = Int(try r.i16(68))
        typoDescender = Int(try r.i16(70))
        typoLineGap = Int(try r.i16(72))
        if version >= 2 {
            xHeight = Int(try r.i16(86))
            capHeight = Int(try r.i16(88))
        } else {
            xHeight = nil
            capHeight = nil
        }
    }
}

/// Advance widths from `hmtx`, one per glyph. Glyphs past `numberOfHMetrics` repeat the
/// last advance, as the format specifies (monospaced tails are stored once).
struct HorizontalMetrics {
    let advances: [UInt16]

    init(_ r: FontReader, numberOfHMetrics: Int, numGlyphs: Int) throws(FontError) {
        let stored = Swift.min(numberOfHMetrics, numGlyphs)
        try r.require(0, stored * 4, "\(stored) long horizontal metrics")
        var advances: [UInt16] = []
        advances.reserveCapacity(numGlyphs)
        for i in 0..<stored { advances.append(try r.u16(i * 4)) }
        let last = advances.last ?? 0
        while advances.count < numGlyphs { advances.append(last) }
        self.advances = advances
    }
}

/// The underline position and thickness from `post`, the only fields of it layout uses.
struct PostTable {
    /// The underline's top relative to the baseline, negative below it, in font units.
    let underlinePosition: Int
    let underlineThickness: Int

    init(_ r: FontReader) throws(FontError) {
        underlinePosition = Int(try r.i16(8))
        underlineThickness = Int(try r.i16(10))
    }
}
