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
}
