import Raster
import Testing
@testable import Typography

/// Expected values were read independently with fontTools 4.68 (`TTFont(...)['head'].unitsPerEm`
/// and so on), not with this parser.
@Suite struct FontFaceParsingTests {
    let sans = TestFonts.sans
    let bold = TestFonts.bold

    @Test func headHheaAndMaxpGiveTheDesignGridAndLineMetrics() {
        #expect(sans.unitsPerEm == 2048)
        #expect(sans.glyphCount == 6253)
        #expect(sans.ascender == 1901)
        #expect(sans.descender == -483)
        #expect(sans.lineGap == 0)
        #expect(bold.glyphCount == 6196)
    }

    @Test func oldOS2TablesFallBackToMeasuredCapAndXHeights() {
        // DejaVu's OS/2 is version 1, without sCapHeight/sxHeight; "H" and "x" tops are 1493 and 1120.
        #expect(sans.capHeight == 1493)
        #expect(sans.xHeight == 1120)
        #expect(sans.weightClass == 400)
        #expect(bold.weightClass == 700)
        #expect(!sans.isBold)
        #expect(bold.isBold)
    }

    @Test func nameTableGivesFamilyStyleAndPostScriptNames() {
        #expect(sans.familyName == "DejaVu Sans")
        #expect(sans.styleName == "Book")
        #expect(sans.postScriptName == "DejaVuSans")
        #expect(sans.fullName == "DejaVu Sans")
        #expect(bold.familyName == "DejaVu Sans")
        #expect(bold.styleName == "Bold")
        #expect(bold.postScriptName == "DejaVuSans-Bold")
        #expect(bold.fullName == "DejaVu Sans Bold")
    }

    @Test(arguments: [
        (UInt32(0x41), UInt16(36)), (0x61, 68), (0x20, 3), (0xE9, 171), (0xC5, 135), (0x2026, 2825), (0x301, 690),
        (0x10300, 5373), (0x10304, 5377),
    ])
    func cmapMapsScalarsInAndBeyondTheBMP(scalar: UInt32, glyph: UInt16) {
        #expect(sans.glyph(for: Unicode.Scalar(scalar)!) == glyph)
    }

    @Test func unmappedScalarsGiveNotdef() {
        #expect(sans.glyph(for: "\u{4E00}") == 0)
        #expect(sans.glyph(for: "\u{10FFFF}") == 0)
        #expect(!sans.hasGlyph(for: "\u{4E00}"))
    }

    @Test func hmtxGivesAdvances() {
        #expect(sans.advance(of: 36) == 1401)  // A
        #expect(sans.advance(of: 3) == 651)    // space
        #expect(sans.advance(of: 2825) == 2048) // …
        #expect(sans.advance(of: 690) == 0)    // combining acute
        #expect(bold.advance(of: 36) == 1585)
        #expect(sans.advance(of: 60000) == 0)
    }

    @Test func kerningPullsAVAndToTogetherFromBothGPOSAndKern() {
        let A: UInt16 = 36, V: UInt16 = 57, T: UInt16 = 55, o: UInt16 = 82
        #expect(sans.pairPositioningKerning(A, V) == -131)
        #expect(sans.pairPositioningKerning(T, o) == -348)
        #expect(sans.legacyKerning(A, V) == -131)
        #expect(sans.legacyKerning(T, o) == -348)
        #expect(sans.kerning(A, V) == -131)
        #expect(sans.kerning(V, A) == -131)
        #expect(bold.kerning(T, o) == -272)
        #expect(sans.kerning(o, o) == 0)
    }

    @Test func aGPOSWithoutKerningLookupsLeavesKerningToTheKernTable() throws {
        // Rename DejaVu's GPOS 'kern' features, so the table keeps no kerning lookup.
        var b = TestFonts.sansBytes
        let gpos = TestFonts.tableOffset("GPOS", in: b)
        let features = gpos + TestFonts.u16(b, gpos + 6)
        var renamed = 0
        for i in 0..<TestFonts.u16(b, features) where Array(b[(features + 2 + i * 6)..<(features + 6 + i * 6)]) == Array("kern".utf8) {
            b[features + 2 + i * 6] = UInt8(ascii: "x")
            renamed += 1
        }
        try #require(renamed > 0)
        let face = try FontFace(bytes: b, fileName: "no-gpos-kerning.ttf")
        let A: UInt16 = 36, V: UInt16 = 57
        #expect(face.pairPositioningKerning(A, V) == 0)
        #expect(face.kerning(A, V) == -131, "from the kern table")
    }

    @Test func compositeEAcuteIsBuiltFromEAndAcute() throws {
        #expect(try sans.isComposite(171))
        #expect(!(try sans.isComposite(72)))
        // e has two contours and acute one; the composite keeps all three.
        #expect(try sans.contourCount(of: 171) == 3)
        let eAcute = try sans.outline(of: 171).bounds
        let e = try sans.outline(of: 72).bounds
        #expect(eAcute.minX == e.minX && eAcute.minY == e.minY)
        #expect(eAcute.maxY > e.maxY)
    }

    @Test func aRingOutlineHasOuterCounterAndRing() throws {
        #expect(try sans.contourCount(of: 135) == 3)
        let b = try sans.outline(of: 135).bounds
        // fontTools: xMin 16, yMin 0, xMax 1384, yMax 1901.
        #expect(b == Rect(x: 16, y: 0, width: 1368, height: 1901))
    }

    @Test func notdefIsTheBoxThatMissingCharactersRender() throws {
        let path = try sans.outline(of: 0)
        #expect(try sans.contourCount(of: 0) == 2)
        #expect(path.bounds == Rect(x: 102, y: -362, width: 1024, height: 1806))
    }

    @Test func emptyGlyphsHaveEmptyOutlines() throws {
        #expect(try sans.outline(of: 3).isEmpty)
    }

    @Test func facesInAPlainFileIsOneFace() throws {
        let faces = try FontFace.faces(in: TestFonts.sansBytes, fileName: "DejaVuSans.ttf")
        #expect(faces.count == 1)
        #expect(faces[0].postScriptName == "DejaVuSans")
        #expect(faces[0].id != sans.id)
    }
}
