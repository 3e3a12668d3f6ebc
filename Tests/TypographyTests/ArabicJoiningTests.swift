import Raster
import Testing
@testable import Typography

/// Arabic letters in their contextual forms and lam-alef ligatures, from the font's `GSUB` or,
/// without it, from the presentation forms its `cmap` maps.
@Suite struct ArabicJoiningTests {
    /// The glyphs of `text` set in `face`, in logical order (the line shows them right to left).
    static func logicalGlyphs(_ text: String, face: FontFace = TestFonts.sans) -> [FontFace.GlyphID] {
        let l = TextLayout(text: text, attributes: TextAttributes(font: Font(face: face, size: 20)))
        return l.lines[0].glyphs.reversed().map(\.id)
    }

    /// The glyph DejaVu Sans maps to a presentation form: the form the word should take.
    static func forms(_ scalars: [UInt32], face: FontFace = TestFonts.sans) -> [FontFace.GlyphID] {
        scalars.map { face.glyph(for: Unicode.Scalar($0)!) }
    }

    @Test func joiningTypesComeFromTheUnicodeTable() {
        #expect(JoiningType("\u{0628}") == .D, "beh joins both ways")
        #expect(JoiningType("\u{0627}") == .R, "alef joins only to the letter before it")
        #expect(JoiningType("\u{0621}") == .U, "hamza never joins")
        #expect(JoiningType("\u{0640}") == .C, "tatweel causes joining")
        #expect(JoiningType("\u{200D}") == .C, "so does the zero width joiner")
        #expect(JoiningType("\u{064E}") == .T, "fatha is transparent")
        #expect(JoiningType("a") == .U)
    }

    @Test func formsFollowTheNeighboursJoiningTypes() {
        let f = ArabicJoining.forms([.D, .D, .D, .U, .R, .D, .R, .D])
        #expect(f == [.initial, .medial, .final, nil, .isolated, .initial, .final, .isolated])
        // Transparent marks are passed over; a right-joining letter ends the group.
        #expect(ArabicJoining.forms([.D, .T, .R, .T, .D]) == [.initial, nil, .final, nil, .isolated])
    }

    @Test func aWordTakesInitialMedialAndFinalForms() {
        // بيت (beh, yeh, teh): ﺑ ﻴ ﺖ
        #expect(Self.logicalGlyphs("بيت") == Self.forms([0xFE91, 0xFEF4, 0xFE96]))
    }

    @Test func lamAlefJoinsIntoOneGlyph() {
        // لا alone is the isolated ligature ﻻ; inside سلام it is the final one ﻼ after a medial-joining seen.
        #expect(Self.logicalGlyphs("لا") == Self.forms([0xFEFB]))
        #expect(Self.logicalGlyphs("سلام") == Self.forms([0xFEB3, 0xFEFC, 0x0645]))
        // With hamza above the alef, the font's liga ligature.
        #expect(Self.logicalGlyphs("لأ") == Self.forms([0xFEF7]))
    }

    @Test func harakatDoNotBreakAJoin() {
        // بَت: beh, fatha, teh. Beh is still initial and teh final; the fatha stays a mark.
        let fatha = TestFonts.sans.glyph(for: "\u{064E}")
        let glyphs = Self.logicalGlyphs("ب\u{064E}ت")
        #expect(glyphs.filter { $0 != fatha } == Self.forms([0xFE91, 0xFE96]))
        #expect(glyphs.contains(fatha))
    }

    @Test func joinersAndSpacesDecideTheEnds() {
        // A zero width joiner after beh makes it initial; a space ends the word.
        #expect(Self.logicalGlyphs("ب\u{200D}") == Self.forms([0xFE91]))
        #expect(Self.logicalGlyphs("ب ب") == Self.forms([0x0628, 0x0020, 0x0628]))
        // Latin and digits never join.
        #expect(Self.logicalGlyphs("ب1ب").first == Self.forms([0x0628])[0])
    }

    @Test func aLigatureStaysWholeWhenTheLineBreaksOrTruncates() {
        let font = Font(face: TestFonts.sans, size: 20)
        let lamAlef = Self.forms([0xFEFB])[0]
        // One character per line: the ligature still takes one line, never lam then alef.
        let wrapped = TextLayout(text: "لالا", attributes: TextAttributes(font: font, lineBreakMode: .charWrap), maxSize: Size(width: 1, height: .infinity))
        #expect(wrapped.lines.count == 2)
        #expect(wrapped.lines.allSatisfy { $0.glyphs.map(\.id) == [lamAlef] })
        for mode in [LineBreakMode.truncatingTail, .truncatingHead, .truncatingMiddle] {
            let t = TextLayout(text: "لالالالالا", attributes: TextAttributes(font: font, lineBreakMode: mode), maxSize: Size(width: 50, height: .infinity),
                               numberOfLines: 1)
            let text = t.lines[0].text.filter { $0 != "…" }
            #expect(text.count % 2 == 0, "\(mode): \(t.lines[0].text) keeps lam and alef together")
        }
    }

    @Test func withoutGSUBThePresentationFormsInCmapAreUsed() throws {
        // DejaVu Sans with its GSUB renamed away: the forms must come from U+FE70–U+FEFF instead.
        var bytes = TestFonts.sansBytes
        let record = TestFonts.record("GSUB", in: bytes)
        bytes[record + 3] = UInt8(ascii: "X")
        let face = try FontFace(bytes: bytes, fileName: "no-gsub.ttf")
        #expect(face.arabicSubstitution == nil)
        #expect(Self.logicalGlyphs("بيت", face: face) == Self.forms([0xFE91, 0xFEF4, 0xFE96], face: face))
        #expect(Self.logicalGlyphs("سلام", face: face) == Self.forms([0xFEB3, 0xFEFC, 0x0645], face: face))
    }

    @Test func aBrokenGSUBLosesOnlyTheSubstitutionsNotTheFont() throws {
        var bytes = TestFonts.sansBytes
        let gsub = TestFonts.tableOffset("GSUB", in: bytes)
        TestFonts.setU16(&bytes, gsub + 8, 0xFFF0)  // the LookupList past the table's end
        let face = try FontFace(bytes: bytes, fileName: "broken-gsub.ttf")
        #expect(face.arabicSubstitution == nil)
        #expect(Self.logicalGlyphs("بيت", face: face) == Self.forms([0xFE91, 0xFEF4, 0xFE96], face: face), "presentation forms still join")
    }

    @Test func theFontsGSUBIsRead() throws {
        let gsub = try #require(TestFonts.sans.arabicSubstitution)
        let beh = TestFonts.sans.glyph(for: "\u{0628}")
        #expect(gsub.substitute(beh, .initial) == TestFonts.sans.glyph(for: "\u{FE91}"))
        #expect(gsub.substitute(beh, .medial) == TestFonts.sans.glyph(for: "\u{FE92}"))
        #expect(gsub.substitute(beh, .final) == TestFonts.sans.glyph(for: "\u{FE90}"))
        #expect(gsub.substitute(beh, .isolated) == nil, "DejaVu has no isol feature: the nominal glyph is isolated")
        #expect(!gsub.ligatures.isEmpty)
    }
}
