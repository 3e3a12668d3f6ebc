import Raster
import Testing
@testable import Typography

/// Hostile fonts from the fuzzing work (`scripts/fuzz.sh font` and the review done while it
/// ran), reduced to the table that matters, so each fixed problem stays fixed. Most were not
/// traps but inputs a few kilobytes long that cost minutes or gigabytes: each test states the
/// observable difference the fix makes, so it fails rather than only slows down if undone.
@Suite struct FontFuzzRegressionTests {
    static func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func u32(_ v: Int) -> [UInt8] { u16(v >> 16 & 0xFFFF) + u16(v & 0xFFFF) }

    static func reader(_ bytes: [UInt8], table: String) -> FontReader {
        FontReader(wholeFile: bytes, file: "fuzz.ttf", table: table)
    }

    // MARK: cmap

    /// A cmap whose only subtable is a (3, 1) format 4 one with these segments, plus the
    /// required final 0xFFFF segment.
    static func format4(_ segments: [(start: Int, end: Int, delta: Int)]) -> [UInt8] {
        let all = segments + [(start: 0xFFFF, end: 0xFFFF, delta: 1)]
        var sub: [UInt8] = []
        for field in [4, 0, 0, all.count * 2, 0, 0, 0] { sub += u16(field) }
        for s in all { sub += u16(s.end) }
        sub += u16(0)
        for s in all { sub += u16(s.start) }
        for s in all { sub += u16(s.delta & 0xFFFF) }
        for _ in all { sub += u16(0) }
        return u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + sub
    }

    /// A segment overlapping an earlier one maps only the scalars past it, as a binary search
    /// over end codes would find; it used to overwrite them.
    @Test func format4SegmentsOverlappingEarlierOnesMapOnlyPastThem() throws {
        let cmap = try CharacterMap(Self.reader(Self.format4([(0x41, 0x46, 36 - 0x41), (0x30, 0x5A, 100 - 0x30)]), table: "cmap"),
                                    numGlyphs: 1000)
        #expect(cmap.glyph(for: 0x41) == 36)
        #expect(cmap.glyph(for: 0x46) == 41)
        #expect(cmap.glyph(for: 0x47) == 100 + 0x17)
        #expect(cmap.glyph(for: 0x5A) == 100 + 0x2A)
        // Below the first segment's end: the binary search lands on it and finds no mapping.
        #expect(cmap.glyph(for: 0x30) == 0)
    }

    /// A thousand segments each spanning the BMP: 65 million writes before, 65 536 now, and
    /// the first segment's mapping stands.
    @Test func format4SegmentsRepeatingTheWholeBMPExpandItOnce() throws {
        let segments = (0..<1000).map { (start: 0, end: 0xFFFE, delta: $0 + 1) }
        let cmap = try CharacterMap(Self.reader(Self.format4(segments), table: "cmap"), numGlyphs: 0xFFFF)
        #expect(cmap.glyph(for: 0x41) == 0x42)
        #expect(cmap.glyph(for: 0x1000) == 0x1001)
    }

    /// Format 12 groups, sorted at load, fill the BMP table first come first served too.
    @Test func format12GroupsOverlappingEarlierOnesFillOnlyPastThem() throws {
        let groups = [(0x41, 0x5A, 36), (0x50, 0x60, 200), (0x1_0000, 0x1_0010, 300)]
        let body = groups.flatMap { [$0.0, $0.1, $0.2].flatMap(Self.u32) }
        let sub = Self.u16(12) + Self.u16(0) + [16 + body.count, 0, groups.count].flatMap(Self.u32) + body
        let bytes = [0, 1, 3, 10].flatMap(Self.u16) + Self.u32(12) + sub
        let cmap = try CharacterMap(Self.reader(bytes, table: "cmap"), numGlyphs: 1000)
        #expect(cmap.glyph(for: 0x50) == 36 + 15)
        #expect(cmap.glyph(for: 0x5B) == 200 + 11)
        #expect(cmap.glyph(for: 0x40) == 0)
        #expect(cmap.glyph(for: 0x1_0005) == 305)
    }

    // MARK: GSUB

    /// A GSUB whose `arab` script's feature `tag` has one lookup of type `type` with
    /// `subtables` entries, all at the same subtable `body` (offsets inside it relative to its start).
    static func gsub(_ tag: String = "init", type: Int, subtables: Int, body: [UInt8]) -> [UInt8] {
        var lookup = u16(type) + u16(0) + u16(subtables)
        for _ in 0..<subtables { lookup += u16(6 + 2 * subtables) }
        lookup += body
        let scriptList: [UInt8] = u16(1) + Array("arab".utf8) + u16(8) + u16(4) + u16(0) + u16(0) + u16(0xFFFF) + u16(1) + u16(0)
        let featureList: [UInt8] = u16(1) + Array(tag.utf8) + u16(8) + u16(0) + u16(1) + u16(0)
        let lookupList: [UInt8] = u16(1) + u16(4) + lookup
        let header: [UInt8] = u16(1) + u16(0) + u16(10) + u16(10 + scriptList.count) + u16(10 + scriptList.count + featureList.count)
        return header + scriptList + featureList + lookupList
    }

    /// Arabic forms read through the same budget as kerning: a single substitution whose
    /// coverage spans every glyph, named by a hundred offsets, would expand to 6.5 million
    /// entries; it is rejected, and the font keeps loading without its substitutions.
    @Test func repeatedArabicSubstitutionsAreChargedEachTime() throws {
        // SingleSubst format 1 (coverage at 6, delta 1); coverage format 2, one range 0…FFFF.
        let single = [1, 6, 1, 2, 1, 0, 0xFFFF, 0].flatMap(Self.u16)
        let one = try ArabicSubstitution(Self.reader(Self.gsub(type: 1, subtables: 1, body: single), table: "GSUB"))
        #expect(one.substitute(41, .initial) == 42)
        #expect {
            try ArabicSubstitution(Self.reader(Self.gsub(type: 1, subtables: 100, body: single), table: "GSUB"))
        } throws: { error in
            guard case let FontError.malformed(file, table, reason) = error else { return false }
            return file == "fuzz.ttf" && table == "GSUB" && reason.contains("Arabic substitution expands to more than")
        }
    }

    /// A ligature that declares no components at all is malformed, not a crash.
    @Test func ligatureWithoutComponentsIsAnError() {
        // LigatureSubst format 1: coverage at 8, one set at 14; coverage format 1 (glyph 5);
        // the set: one ligature at 4; the ligature: glyph 9, zero components.
        let ligature = [1, 8, 1, 14, 1, 1, 5, 1, 4, 9, 0].flatMap(Self.u16)
        #expect(throws: FontError.self) {
            try ArabicSubstitution(Self.reader(Self.gsub("rlig", type: 4, subtables: 1, body: ligature), table: "GSUB"))
        }
    }

    // MARK: GPOS

    /// A GPOS whose one `kern` lookup has `subtables` entries, all at the same PairPos
    /// subtable, which is `pairPos` (offsets inside it relative to its start).
    static func gpos(subtables: Int, pairPos: [UInt8]) -> [UInt8] {
        var lookup = u16(2) + u16(0) + u16(subtables)
        for _ in 0..<subtables { lookup += u16(6 + 2 * subtables) }
        lookup += pairPos
        let lookupList: [UInt8] = u16(1) + u16(4) + lookup
        let featureList: [UInt8] = u16(1) + Array("kern".utf8) + u16(8) + u16(0) + u16(1) + u16(0)
        let scriptList: [UInt8] = u16(0)
        var header: [UInt8] = u16(1) + u16(0) + u16(10)
        header += u16(10 + scriptList.count) + u16(10 + scriptList.count + featureList.count)
        return header + scriptList + featureList + lookupList
    }

    static func expectsExpansionLimit(_ bytes: [UInt8]) {
        #expect {
            try PairAdjustment(Self.reader(bytes, table: "GPOS"))
        } throws: { error in
            guard case let FontError.malformed(file, table, reason) = error else { return false }
            return file == "fuzz.ttf" && table == "GPOS" && reason.contains("expands to more than")
        }
    }

    /// One PairPos named by two subtable offsets is charged twice. The crafted input this
    /// reduces had 200 offsets to one subtable whose coverage repeated 0…FFFF 300 times: 3.7 KB
    /// that ran for over five minutes. A class matrix without value records is the cheapest way
    /// to spend half the budget here: 1 449 × 1 449 cells take no bytes to declare.
    @Test func repeatedSubtablesAreChargedEachTime() {
        // Format 2: coverage at 16, no value records, both class definitions at 22, 1 449
        // classes each way; then the coverage (glyph 36) and an empty format 1 class definition.
        let pairPos = [2, 16, 0, 0, 22, 22, 1449, 1449, 1, 1, 36, 1, 0, 0].flatMap(Self.u16)
        #expect(throws: Never.self) { try PairAdjustment(Self.reader(Self.gpos(subtables: 1, pairPos: pairPos), table: "GPOS")) }
        Self.expectsExpansionLimit(Self.gpos(subtables: 2, pairPos: pairPos))
    }

    /// Without value records a 65 535 × 65 535 class matrix takes no bytes to declare, and was
    /// allocated in full: 8.6 GB from a 30-byte subtable.
    @Test func classMatrixWithoutValueRecordsIsRejectedBeforeAllocating() {
        // Format 2: coverage at 16, no value records, both class definitions at 22, the largest
        // class counts; then the coverage (glyph 36) and an empty format 1 class definition.
        let pairPos = [2, 16, 0, 0, 22, 22, 0xFFFF, 0xFFFF, 1, 1, 36, 1, 0, 0].flatMap(Self.u16)
        Self.expectsExpansionLimit(Self.gpos(subtables: 1, pairPos: pairPos))
    }

    // MARK: name

    /// A name table whose records all point at one string.
    static func nameTable(_ records: [(platform: Int, encoding: Int, language: Int, nameID: Int, length: Int, offset: Int)],
                          storage: [UInt8]) -> [UInt8] {
        var bytes = u16(0) + u16(records.count) + u16(6 + 12 * records.count)
        for r in records {
            for field in [r.platform, r.encoding, r.language, r.nameID, r.length, r.offset] { bytes += u16(field) }
        }
        return bytes + storage
    }

    /// Records are ranked before their strings are decoded, so thousands of records repeating
    /// a 64 KB name decode it once, and a worse record no better one needs is not read at all.
    @Test func namesAreRankedBeforeDecoding() throws {
        let long = Array(repeating: [UInt8(0), UInt8(ascii: "A")], count: 32_767).flatMap { $0 }
        let repeated = Array(repeating: (platform: 3, encoding: 1, language: 0x409, nameID: 1, length: long.count, offset: 0), count: 4_000)
        let names = try NameTable(Self.reader(Self.nameTable(repeated, storage: long), table: "name"))
        #expect(names.familyName == String(repeating: "A", count: 32_767))

        // A Macintosh record reaching past the table, after a Windows one that wins anyway.
        let short = Array("DejaVu".utf16).flatMap { Self.u16(Int($0)) }
        let records = [(platform: 3, encoding: 1, language: 0x409, nameID: 1, length: short.count, offset: 0),
                       (platform: 1, encoding: 0, language: 0, nameID: 1, length: 0xFFFF, offset: 0xFFFF)]
        #expect(try NameTable(Self.reader(Self.nameTable(records, storage: short), table: "name")).familyName == "DejaVu")
    }

    // MARK: Outlines

    /// A composite of 4 000 components, each matching its point 0 to point 0 of what came
    /// before, over a 12-point glyph: point matching flattened the whole outline so far for
    /// every component, so one outline took half a minute (a crafted 25 KB font). Linear now;
    /// this takes minutes again if the quadratic flattening comes back.
    @Test func pointMatchedCompositesResolveInLinearTime() throws {
        // Glyph 0: one contour of 12 on-curve points, all at the origin (x and y "same" flags,
        // repeated 11 times after the first, so no coordinate bytes).
        let simple = [1, 0, 0, 0, 0, 11, 0].flatMap(Self.u16) + [0x39, 11]
        // Glyph 1: the first component placed by offset, the rest by point matching.
        let components = 4_000
        var composite = [0xFFFF, 0, 0, 0, 0].flatMap(Self.u16)
        for i in 0..<components {
            let more = i < components - 1 ? 0x0020 : 0
            composite += Self.u16(more | (i == 0 ? 0x0002 : 0)) + Self.u16(0) + [0, 0]
        }
        let loca = [0, simple.count, simple.count + composite.count].flatMap(Self.u32)
        let glyphs = try GlyphTable(loca: Self.reader(loca, table: "loca"), glyf: Self.reader(simple + composite, table: "glyf"),
                                    numGlyphs: 2, longOffsets: true)
        let contours = try glyphs.contours(of: 1)
        #expect(contours.count == components)
        #expect(contours.allSatisfy { $0.count == 12 && $0.allSatisfy { $0.x == 0 && $0.y == 0 } })
    }

    // MARK: Collections

    /// Each face of a collection costs 4 bytes in the file but about 170 KB parsed, and loading
    /// re-read every offset for every face: a crafted 82 KB collection of 20 000 faces took
    /// 154 s and 3.4 GB. A collection declaring more faces than are supported is now refused
    /// from its header, before any face is parsed.
    @Test func collectionsDeclaringTooManyFacesAreRefusedFromTheHeader() {
        let count = TableDirectory.maxCollectionFaces + 1
        var bytes = Array("ttcf".utf8) + Self.u32(0x1_0000) + Self.u32(count)
        for _ in 0..<count { bytes += Self.u32(0) }
        #expect {
            try FontFace.faces(in: bytes, fileName: "fuzz.ttc")
        } throws: { error in
            guard case let FontError.malformed(file, table, reason) = error else { return false }
            return file == "fuzz.ttc" && table == "ttcf" && reason.contains("declares \(count) faces")
        }
    }

    // MARK: Drawing

    /// DejaVu Sans relabelled as 64 units per em: "H" is 23 ems tall, 560 px at 24 px. Masks
    /// stop 8 ems from the origin; a forged outline spanning the whole 16-bit range at 48 units
    /// per em used to ask for a 16 000-pixel-square mask, 2.3 GB for one glyph.
    @Test func glyphMasksReachAtMostEightEmsFromTheOrigin() throws {
        var b = TestFonts.sansBytes
        TestFonts.setU16(&b, TestFonts.tableOffset("head", in: b) + 18, 64)
        let face = try FontFace(bytes: b, fileName: "fuzz.ttf")
        let mask = GlyphMaskCache(capacity: 4).mask(face: face, glyph: face.glyph(for: "H"), pixelSize: 24, phase: 0)
        #expect(mask.width > 0 && mask.width <= 2 * 8 * 24 + 1)
        #expect(mask.height > 0 && mask.height <= 2 * 8 * 24 + 1)
        #expect(mask.originY >= -8 * 24)
    }

    /// A font whose line metrics are all zero has lines of no height, so any height holds
    /// every line: the line count was infinity converted to Int, a trap (fixed in 3c87de0).
    @Test func zeroLineHeightDoesNotTrapLayout() throws {
        var b = TestFonts.sansBytes
        let hhea = TestFonts.tableOffset("hhea", in: b), os2 = TestFonts.tableOffset("OS/2", in: b)
        for field in [4, 6, 8] { TestFonts.setU16(&b, hhea + field, 0) }
        for field in [68, 70, 72] { TestFonts.setU16(&b, os2 + field, 0) }
        let face = try FontFace(bytes: b, fileName: "fuzz.ttf")
        #expect(face.ascender == 0 && face.descender == 0 && face.lineGap == 0)
        let layout = TextLayout(text: "Hxé fi Hxé fi", attributes: TextAttributes(font: Font(face: face, size: 12)),
                                maxSize: Size(width: 40, height: 40))
        #expect(layout.lines.count > 1)
    }
}
