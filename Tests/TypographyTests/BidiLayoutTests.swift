import Raster
import Testing
@testable import Typography

/// Right-to-left and mixed text in `TextLayout`: lines broken in logical order and shown in
/// visual order, mirrored brackets, truncation and carets.
@Suite struct BidiLayoutTests {
    let font = Font(face: TestFonts.sans, size: 17)
    var attrs: TextAttributes { TextAttributes(font: font) }

    func glyph(_ s: Unicode.Scalar) -> FontFace.GlyphID { TestFonts.sans.glyph(for: s) }
    /// The glyphs `text` would show set left to right, one per scalar.
    func glyphs(_ text: String) -> [FontFace.GlyphID] { text.unicodeScalars.map(glyph) }
    func layout(_ text: String, width: Double = .infinity, direction: WritingDirection = .natural,
                natural: WritingDirection = .leftToRight, mode: LineBreakMode = .wordWrap, lines: Int = 0) -> TextLayout {
        let style = RunStyle(font: font, paragraph: ParagraphStyle(lineBreakMode: mode, baseWritingDirection: direction))
        return TextLayout(runs: [TextRun(text, style: style)], maxSize: Size(width: width, height: .infinity), numberOfLines: lines,
                          naturalDirection: natural)
    }

    @Test func hebrewIsShownRightToLeft() {
        let l = layout("אבג")
        #expect(l.lines[0].glyphs.map(\.id) == glyphs("גבא"))
        let xs = l.lines[0].glyphs.map(\.position.x)
        #expect(xs == xs.sorted(), "glyphs are listed left to right")
    }

    @Test func mixedHebrewNumbersAndEnglishOrderAsTheAlgorithmSays() {
        // A Hebrew paragraph: "world", "123", then the Hebrew word at the right, read right to left.
        #expect(layout("שלום 123 world").lines[0].glyphs.map(\.id) == glyphs("world 123 םולש"))
        // Forced left to right, the number belongs to the Hebrew run before it.
        #expect(layout("שלום 123 world", direction: .leftToRight).lines[0].glyphs.map(\.id) == glyphs("123 םולש world"))
        // An English paragraph keeps the embedded Hebrew word reversed in place.
        #expect(layout("I said שלום today").lines[0].glyphs.map(\.id) == glyphs("I said םולש today"))
    }

    @Test func latinTextLaysOutExactlyAsBeforeWhicheverTheNaturalDirection() {
        // First strong letter Latin: left to right even in a right-to-left interface; only the alignment moves.
        let ltr = layout("Hello, world!", width: 200)
        let rtl = layout("Hello, world!", width: 200, natural: .rightToLeft)
        #expect(ltr.lines[0].glyphs.map(\.id) == rtl.lines[0].glyphs.map(\.id))
        #expect(ltr.lines[0].width == rtl.lines[0].width)
        #expect(rtl.lines[0].originX == (200 - rtl.lines[0].width).rounded())
    }

    @Test func aParagraphWithoutLettersTakesTheNaturalDirection() {
        #expect(layout("(1)", natural: .rightToLeft).lines[0].glyphs.map(\.id) == glyphs("(1)"),
                "digits read left to right inside, and the brackets around them mirror twice over")
        #expect(layout("!?", natural: .rightToLeft).lines[0].glyphs.map(\.id) == glyphs("?!"))
        #expect(layout("!?", natural: .leftToRight).lines[0].glyphs.map(\.id) == glyphs("!?"))
    }

    @Test func bracketsMirrorInRightToLeftRuns() {
        // Logical א ( ב ) « ג »: shown right to left, each bracket drawn with its mirror's glyph so it still opens towards its content.
        #expect(layout("א(ב) «ג»").lines[0].glyphs.map(\.id) == glyphs("«ג» (ב)א"))
        // In a left-to-right run nothing mirrors.
        #expect(layout("a(b) «c»").lines[0].glyphs.map(\.id) == glyphs("a(b) «c»"))
    }

    @Test func aRunsDirectionalFormattingActsAsItsControlsWithoutAddingCharacters() {
        func run(_ text: String, _ formatting: [DirectionalFormatting] = []) -> TextRun {
            var style = RunStyle(font: font)
            style.directionalFormatting = formatting
            return TextRun(text, style: style)
        }
        func lay(_ runs: [TextRun]) -> TextLayout {
            TextLayout(runs: runs, maxSize: Size(width: .infinity, height: .infinity), naturalDirection: .leftToRight)
        }
        // A right-to-left override reads Latin backwards, as "\u{202E}abc\u{202C}" would.
        let overridden = lay([run("x "), run("abc", [.override(.rightToLeft)]), run(" y")])
        #expect(overridden.lines[0].glyphs.map(\.id) == glyphs("x cba y"))
        #expect(overridden.lines[0].glyphs.map(\.id) == lay([run("x \u{202E}abc\u{202C} y")]).lines[0].glyphs.map(\.id))
        // An embedding keeps a Latin run's own order but carries the numbers and neutrals of a
        // right-to-left embedding: "1 2" inside it reads as its own left-to-right number runs.
        let embedded = lay([run("x "), run("ab 12", [.embedding(.rightToLeft)])])
        #expect(embedded.lines[0].glyphs.map(\.id) == lay([run("x \u{202B}ab 12\u{202C}")]).lines[0].glyphs.map(\.id))
        // A left-to-right override inside Hebrew keeps the letters in logical order.
        #expect(lay([run("אבג", [.override(.leftToRight)])]).lines[0].glyphs.map(\.id) == glyphs("אבג"))
        // Nothing is added to the text: carets and offsets are those of the characters alone.
        #expect(overridden.lines[0].carets.map(\.offset).sorted() == Array(0..<7))
        #expect(overridden.lines[0].text == "x abc y")
        // Formatting holds in every paragraph of its run.
        let twoParagraphs = lay([run("ab\ncd", [.override(.rightToLeft)])])
        #expect(twoParagraphs.lines.map { $0.glyphs.map(\.id) } == [glyphs("ba"), glyphs("dc")])
    }

    @Test func aSelectionAcrossADirectionChangeShowsAsTheStretchesSideBySide() {
        let l = layout("ab אבג cd")
        // Logical b, space, א: on screen "ab " then "גבא", so א sits apart from the space.
        let boxes = l.selectionBoxes(forUTF16Range: 1..<4)
        #expect(boxes.count == 2)
        #expect(boxes.map(\.rightToLeft) == [false, true])
        #expect(boxes.allSatisfy { $0.line == 0 && $0.maxX > $0.minX })
        let all = l.selectionBoxes(forUTF16Range: 0..<9)
        #expect(all.count == 1, "all of it is one stretch")
        #expect(all[0].minX == 0 && all[0].maxX == l.lines[0].width)
        // The nearer edge of the character under a point; right-to-left letters lead on the right.
        let alef = l.lines[0].carets.first { $0.offset == 3 }!
        #expect(l.utf16Offset(closestTo: alef.maxX - 0.5, inLine: 0) == 3, "just inside א's right edge: before it")
        #expect(l.utf16Offset(closestTo: alef.minX + 0.5, inLine: 0) == 4, "just inside its left edge: after it")
        #expect(l.utf16Offset(closestTo: -10, inLine: 0) == 0)
        #expect(l.utf16Offset(closestTo: 1000, inLine: 0) == 9)
        #expect(l.line(atY: 1000) == 0)
    }

    @Test func explicitOverridesAndIsolatesAreObeyedAndDrawNothing() {
        #expect(layout("a\u{202E}bc\u{202C}d").lines[0].glyphs.map(\.id) == glyphs("acbd"))
        #expect(layout("א\u{2066}b c\u{2069}ג").lines[0].glyphs.map(\.id) == glyphs("גb cא"))
    }

    @Test func measuringAgreesWithDrawingForRightToLeftText() {
        let text = "שלום 123 world, עולם"
        let l = layout(text)
        let drawnRight = l.lines[0].glyphs.map { $0.position.x + Double(TestFonts.sans.advance(of: $0.id)) * font.scale }.max()!
        #expect(abs(drawnRight - l.size.width) < 1e-9, "the last glyph ends where the measured width does")
        #expect(text.size(withAttributes: attrs) == l.size)
    }

    @Test func rightToLeftTextWrapsInLogicalOrderAndAlignsRight() {
        let text = "אחת שתיים שלוש ארבע חמש שש"
        let l = layout(text, width: 90, natural: .rightToLeft)
        #expect(l.lines.count > 1)
        #expect(l.lines[0].text.hasPrefix("אחת"), "the first line holds the first words")
        #expect(l.lines.map(\.text).joined(separator: " ") == text)
        for line in l.lines {
            #expect(line.width <= 90)
            #expect(abs(line.originX + line.width - 90) <= 0.5, "each line ends at the right edge")
            // The first letter of the line is its rightmost glyph.
            let first = line.text.unicodeScalars.first!
            #expect(line.glyphs.last?.id == glyph(first))
        }
    }

    @Test func aTruncatedRightToLeftLineShowsItsEllipsisAtTheLeft() {
        let text = "שלום עולם ומלואו, זהו משפט ארוך מאוד"
        let l = layout(text, width: 120, natural: .rightToLeft, mode: .truncatingTail, lines: 1)
        #expect(l.isTruncated)
        #expect(l.lines[0].text.hasSuffix("…"), "the ellipsis stands at the logical end")
        #expect(l.lines[0].glyphs.first?.id == glyph("…"), "and shows at the visual end, the left")
        #expect(l.lines[0].glyphs.last?.id == glyph("ש"), "the text still starts at the right")
        #expect(l.lines[0].width <= 120)
        let head = layout(text, width: 120, natural: .rightToLeft, mode: .truncatingHead, lines: 1)
        #expect(head.lines[0].glyphs.last?.id == glyph("…"), "a head ellipsis shows at the right, where the line starts")
    }

    @Test func caretsStandAtTheLeadingEdgeOfEachCharacter() throws {
        let l = layout("אב cd")
        let line = l.lines[0]
        let right = line.originX + line.width
        // Offset 0: before א, at the right edge; offset 1: between א and ב, left of א.
        #expect(try #require(l.caretPosition(forUTF16Offset: 0)).x == right)
        let alef = TestFonts.sans.advance(of: glyph("א"))
        #expect(abs(try #require(l.caretPosition(forUTF16Offset: 1)).x - (right - Double(alef) * font.scale)) < 1e-9)
        // "cd" sits at the left, reading left to right: before c is the line's left edge.
        #expect(try #require(l.caretPosition(forUTF16Offset: 3)).x == line.originX)
        // The end of the text: after d, the right edge of d.
        let end = try #require(l.caretPosition(forUTF16Offset: 5)).x
        #expect(end > line.originX && end < right)
        let ltr = layout("abc")
        #expect(try #require(ltr.caretPosition(forUTF16Offset: 3)).x == ltr.lines[0].width)
        #expect(layout("").caretPosition(forUTF16Offset: 0) == nil)
        let lines = layout("ab\n\ncd")
        #expect(try #require(lines.caretPosition(forUTF16Offset: 3)).line == 1, "an empty line holds its own caret")
        let endOfFirst = try #require(lines.caretPosition(forUTF16Offset: 2))
        #expect(endOfFirst.line == 0 && endOfFirst.x == lines.lines[0].width, "before a newline: after the text before it")
        #expect(try #require(lines.caretPosition(forUTF16Offset: 99)).line == 2)
    }

    @Test func onlyParagraphsWithRightToLeftTextControlsOrJoiningLettersTakeTheBidiAndShapingPasses() {
        // Latin; Hebrew; Arabic-Indic digits (AN); an isolate around Latin; Arabic; Mongolian, whose
        // letters are L but join; a lone PDF, an explicit control even unmatched.
        let text = "Hello, world! 12\nשלום\n١٢٣\na\u{2067}b\u{2069}\nسلام\n\u{182E}\u{1823}\na\u{202C}"
        let style = RunStyle(font: font)
        let paragraphs = Paragraph.paragraphs([TextRun(text, style: style)], naturalDirection: .leftToRight)
        #expect(paragraphs.map(\.needsBidi) == [false, true, true, true, true, false, true])
        #expect(paragraphs.map(\.needsShaping) == [false, false, false, false, true, true, false])
        #expect(paragraphs.map(\.isLeftToRightOnly) == [true, false, false, false, false, true, false])
        // A right-to-left paragraph of Latin still runs the algorithm, which raises its letters to 2.
        let rtl = RunStyle(font: font, paragraph: ParagraphStyle(baseWritingDirection: .rightToLeft))
        let latinRTL = Paragraph.paragraphs([TextRun("ab", style: rtl)], naturalDirection: .leftToRight)[0]
        #expect(!latinRTL.needsBidi && !latinRTL.isLeftToRightOnly)
        #expect(latinRTL.clusters.map(\.level) == [2, 2])
    }

    @Test func noScalarBeforeHebrewNeedsBidiOrShaping() {
        // Paragraphs ask only clusters from U+0590 on; the ones below must all answer no.
        for value in UInt32(0)..<GlyphCluster.firstComplexScalar {
            let scalar = Unicode.Scalar(value)!
            let c = GlyphCluster(glyphs: [], base: 0, advance: 0, character: Character(scalar), isWhitespace: false, isHyphen: false,
                                 scalar: scalar)
            #expect(!c.needsBidi && !c.needsShaping, "U+\(String(value, radix: 16))")
        }
        let hebrew = GlyphCluster(glyphs: [], base: 0, advance: 0, character: "\u{05BE}", isWhitespace: false, isHyphen: false,
                                  scalar: "\u{05BE}")
        #expect(hebrew.needsBidi, "U+05BE maqaf, among the first R scalars")
    }

    @Test func clustersCountTheirUTF16CodeUnits() {
        // One unit, a surrogate pair, a letter with a combining accent (two scalars), CR LF (one character).
        let clusters = GlyphCluster.clusters(of: "a\u{1F600}e\u{301}\r\nb", font: font)
        #expect(clusters.map(\.utf16Length) == [1, 2, 2, 2, 1])
        let paragraphs = Paragraph.paragraphs([TextRun("a\u{1F600}e\u{301}\r\nb", style: RunStyle(font: font))], naturalDirection: .leftToRight)
        #expect(paragraphs.map { $0.clusters.map(\.offset) } == [[0, 1, 3], [7]])
        #expect(paragraphs.map(\.end) == [5, 8])
    }
}
