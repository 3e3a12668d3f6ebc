import Testing
@testable import Typography

/// Corrupt copies of DejaVu Sans must give errors that name the file and the table, and never trap.
@Suite struct MalformedFontTests {
    static func parse(_ bytes: [UInt8]) -> FontError? {
        do {
            let face = try FontFace(bytes: bytes, fileName: "broken.ttf")
            // Outlines are decoded lazily; touch a few so their checks run too.
            for g: UInt16 in [0, 36, 171, 2825] { _ = try face.outline(of: g) }
            return nil
        } catch { return error }
    }

    static func names(_ error: FontError?, table: String? = nil) -> Bool {
        switch error {
        case let .malformed(file, t, reason)?: file == "broken.ttf" && !reason.isEmpty && (table == nil || t == table)
        case let .missingTable(file, t)?: file == "broken.ttf" && (table == nil || t == table)
        default: false
        }
    }

    @Test func everyTruncationIsAnErrorNamingFileAndTable() {
        let full = TestFonts.sansBytes
        // Dense near the start, where the headers are, then strided across every table.
        let lengths = Array(0..<400) + Array(stride(from: 400, to: full.count, by: 3_701)) + [full.count - 1]
        for n in lengths {
            let error = Self.parse(Array(full.prefix(n)))
            #expect(Self.names(error), "truncated to \(n) bytes: \(String(describing: error))")
        }
    }

    @Test func aTableOffsetPastTheEndNamesThatTable() {
        var b = TestFonts.sansBytes
        TestFonts.setU32(&b, TestFonts.record("loca", in: b) + 8, b.count - 10)
        let error = Self.parse(b)
        #expect(Self.names(error, table: "loca"), "\(String(describing: error))")
        #expect(error?.description.contains("broken.ttf") == true)
    }

    @Test func aMissingRequiredTableIsNamed() {
        var b = TestFonts.sansBytes
        // Renaming the tag hides the table from lookup.
        b[TestFonts.record("cmap", in: b)] = UInt8(ascii: "x")
        #expect(Self.parse(b) == .missingTable(file: "broken.ttf", table: "cmap"))
    }

    @Test func nonAscendingLocaOffsetsAreRejected() {
        var b = TestFonts.sansBytes
        let loca = TestFonts.tableOffset("loca", in: b)
        TestFonts.setU32(&b, loca + 10 * 4, 0x7FFF_FFF0)
        #expect(Self.names(Self.parse(b), table: "loca"))
    }

    @Test func aCompositeReferringToItselfIsAnErrorNotARecursion() throws {
        var b = TestFonts.sansBytes
        // é (171) is e (72) + acute; point its first component back at 171.
        let glyph = TestFonts.glyphOffset(171, in: b)
        #expect(TestFonts.u16(b, glyph + 12) == 72)
        TestFonts.setU16(&b, glyph + 12, 171)
        let face = try FontFace(bytes: b, fileName: "broken.ttf")
        #expect {
            try face.outline(of: 171)
        } throws: { error in
            guard case let FontError.malformed(file, table, reason) = error else { return false }
            return file == "broken.ttf" && table == "glyf" && reason.contains("cycle")
        }
        // The rest of the font is still usable.
        #expect(try !face.outline(of: 36).isEmpty)
    }

    @Test func hugeCountsAreRejectedBeforeAllocating() {
        var b = TestFonts.sansBytes
        // name record count 0xFFFF: 786 KB of records the table cannot hold.
        TestFonts.setU16(&b, TestFonts.tableOffset("name", in: b) + 2, 0xFFFF)
        #expect(Self.names(Self.parse(b), table: "name"))
    }

    @Test func badGPOSClassIndicesAreErrorsNamingGPOS() {
        var b = TestFonts.sansBytes
        let gpos = TestFonts.tableOffset("GPOS", in: b)
        let lookupList = gpos + TestFonts.u16(b, gpos + 8)
        // Lookup 14 is DejaVu's Latin pair adjustment (format 2); claim it has a single first class.
        let lookup = lookupList + TestFonts.u16(b, lookupList + 2 + 14 * 2)
        let sub = lookup + TestFonts.u16(b, lookup + 6)
        #expect(TestFonts.u16(b, sub) == 2)
        TestFonts.setU16(&b, sub + 12, 1)
        #expect(Self.names(Self.parse(b), table: "GPOS"))
    }

    @Test func randomByteCorruptionNeverTraps() {
        // A fixed linear congruential sequence, so failures reproduce.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        let full = TestFonts.sansBytes
        // The headers and the directory are where corruption matters most.
        let hot = [0, TestFonts.tableOffset("head", in: full), TestFonts.tableOffset("cmap", in: full),
                   TestFonts.tableOffset("hhea", in: full), TestFonts.tableOffset("maxp", in: full)]
        for i in 0..<60 {
            var b = full
            let base = hot[i % hot.count]
            for _ in 0..<4 { b[base + next() % 64] = UInt8(truncatingIfNeeded: next()) }
            _ = Self.parse(b)
        }
    }

    @Test func errorMessagesSayWhichFileAndTable() {
        let e = FontError.malformed(file: "x.ttf", table: "loca", reason: "offset of glyph 3 is past the end")
        #expect(e.description == "font file x.ttf: malformed 'loca' table: offset of glyph 3 is past the end")
    }
}
