import Raster
import Testing
@testable import Typography

@Suite struct TextLayoutTests {
    let font = Font(face: TestFonts.sans, size: 17)
    var attrs: TextAttributes { TextAttributes(font: font) }
    func attrs(_ mode: LineBreakMode, _ alignment: TextAlignment = .natural) -> TextAttributes {
        TextAttributes(font: font, alignment: alignment, lineBreakMode: mode)
    }
    func width(_ s: String) -> Double { s.size(withAttributes: attrs).width }
    func texts(_ l: TextLayout) -> [String] { l.lines.map(\.text) }

    @Test func advancesIncludeKerningFromTheFont() {
        // A (1401) + AV kerning (−131) + V (1401), in units of 17/2048 pt.
        let expected: Double = (1401.0 - 131 + 1401) * 17 / 2048
        #expect(width("AV") == expected)
        let plain = TextAttributes(font: font, kerning: false)
        #expect("AV".size(withAttributes: plain).width == 2802.0 * 17 / 2048)
        #expect(width("To") < "To".size(withAttributes: plain).width)
    }

    @Test func firstBaselineIsTheAscenderBelowTheTopSnappedToPixels() {
        let l = TextLayout(text: "Hxg", attributes: attrs, scale: 2)
        #expect(l.lines[0].baselineY == (font.ascender * 2).rounded() / 2)
        #expect(l.size.height == font.lineHeight)
        #expect(l.lines[0].glyphs.map(\.id) == [43, 91, 74])
    }

    @Test func linesStackByLineHeightPlusSpacing() {
        var a = attrs
        a.lineSpacing = 3
        let l = TextLayout(text: "a\nb\nc", attributes: a)
        #expect(texts(l) == ["a", "b", "c"])
        #expect(l.size.height == 3 * font.lineHeight + 2 * 3)
        #expect(l.lines[2].rect.minY == 2 * (font.lineHeight + 3))
    }

    @Test func trailingNewlineStartsAnEmptyLineAndEmptyTextHasNoSize() {
        #expect(TextLayout(text: "a\n", attributes: attrs).lines.count == 2)
        #expect(TextLayout(text: "", attributes: attrs).size == .zero)
    }

    @Test func wordsWrapAtSpacesAndTrailingSpacesHang() {
        let w = width("Hello world")
        let l = TextLayout(text: "Hello world again", attributes: attrs, maxSize: Size(width: w, height: .infinity))
        #expect(texts(l) == ["Hello world", "again"])
        #expect(l.lines[0].width == w)
        // The width is exactly enough: measuring then laying out at that width keeps one line.
        #expect(TextLayout(text: "Hello world", attributes: attrs, maxSize: Size(width: w, height: .infinity)).lines.count == 1)
        #expect(TextLayout(text: "Hello world", attributes: attrs, maxSize: Size(width: w.nextDown, height: .infinity)).lines.count == 2)
    }

    @Test func linesMayBreakAfterAHyphen() {
        let l = TextLayout(text: "well-known", attributes: attrs, maxSize: Size(width: width("well-kn"), height: .infinity))
        #expect(texts(l) == ["well-", "known"])
    }

    @Test func wordsWiderThanTheLineWrapBetweenCharacters() {
        let max = width("Supercal")
        let l = TextLayout(text: "Supercalifragilistic", attributes: attrs, maxSize: Size(width: max, height: .infinity))
        #expect(l.lines.count > 1)
        #expect(texts(l).joined() == "Supercalifragilistic")
        #expect(l.lines.allSatisfy { $0.width <= max })
        #expect(texts(l)[0] == "Supercal")
    }

    @Test func charWrapBreaksAnywhere() {
        let l = TextLayout(text: "Hello world", attributes: attrs(.charWrap), maxSize: Size(width: width("Hello wo").nextDown, height: .infinity))
        #expect(texts(l) == ["Hello w", "orld"])
    }

    @Test func numberOfLinesLimitsTheLines() {
        let text = "one two three four five six seven"
        let narrow = Size(width: width("three four"), height: .infinity)
        let all = TextLayout(text: text, attributes: attrs, maxSize: narrow)
        let two = TextLayout(text: text, attributes: attrs, maxSize: narrow, numberOfLines: 2)
        #expect(all.lines.count > 2 && !all.isTruncated)
        #expect(texts(two) == Array(texts(all).prefix(2)))
        #expect(two.isTruncated)
        #expect(two.size.height == 2 * font.lineHeight)
    }

    @Test func heightLimitsTheLinesLikeNumberOfLines() {
        let l = TextLayout(text: "a\nb\nc\nd", attributes: attrs, maxSize: Size(width: 100, height: font.lineHeight * 2.5))
        #expect(texts(l) == ["a", "b"])
    }

    @Test func truncatingTailKeepsTheStart() {
        let max = width("Hello wor")
        let l = TextLayout(text: "Hello world, again", attributes: attrs(.truncatingTail), maxSize: Size(width: max, height: .infinity), numberOfLines: 1)
        #expect(texts(l) == ["Hello w…"])
        #expect(l.lines[0].isTruncated && l.lines[0].width <= max)
        #expect(l.lines[0].glyphs.last?.id == 2825)
    }

    @Test func truncatingTailOnTheLastOfSeveralLines() {
        let max = width("one two three")
        let l = TextLayout(text: "one two three four five six seven eight", attributes: attrs(.truncatingTail),
                           maxSize: Size(width: max, height: .infinity), numberOfLines: 2)
        #expect(l.lines.count == 2)
        #expect(l.lines[0].text == "one two three")
        #expect(l.lines[1].text.hasPrefix("four five") && l.lines[1].text.hasSuffix("…"))
        #expect(l.lines[1].width <= max)
    }

    @Test func truncatingHeadKeepsTheEnd() {
        let max = width("Hello wor")
        let l = TextLayout(text: "Hello world, again", attributes: attrs(.truncatingHead), maxSize: Size(width: max, height: .infinity), numberOfLines: 1)
        #expect(texts(l) == ["…, again"])  // "…" alone is a full em, 17 pt
        #expect(l.lines[0].width <= max)
    }

    @Test func truncatingMiddleKeepsBothEnds() {
        let max = width("Hello wor")
        let l = TextLayout(text: "Hello world, again", attributes: attrs(.truncatingMiddle), maxSize: Size(width: max, height: .infinity), numberOfLines: 1)
        let t = l.lines[0].text
        #expect(t.hasPrefix("Hell") && t.hasSuffix("ain") && t.contains("…"))
        #expect(l.lines[0].width <= max)
    }

    @Test func clippingKeepsTheWholeLineAndStopsTheRectAtTheEdge() {
        let max = width("Hello")
        let l = TextLayout(text: "Hello world again", attributes: attrs(.clipping), maxSize: Size(width: max, height: .infinity), numberOfLines: 1)
        #expect(texts(l) == ["Hello world again"])
        #expect(l.clipsToWidth)
        #expect(l.size.width == max)
    }

    @Test func textThatFitsIsNeverTruncated() {
        for mode in LineBreakMode.allCases {
            let l = TextLayout(text: "Hi there", attributes: attrs(mode), maxSize: Size(width: 200, height: .infinity), numberOfLines: 1)
            #expect(texts(l) == ["Hi there"] && !l.isTruncated, "\(mode)")
        }
    }

    @Test func alignmentOffsetsLinesWithinTheWidthOnThePixelGrid() {
        let box = Size(width: 200, height: .infinity)
        let w = width("Hi")
        func origin(_ a: TextAlignment, scale: Double = 2) -> Double {
            TextLayout(text: "Hi", attributes: attrs(.wordWrap, a), maxSize: box, scale: scale).lines[0].originX
        }
        #expect(origin(.left) == 0)
        #expect(origin(.natural) == 0)
        #expect(origin(.center) == ((200 - w) / 2 * 2).rounded() / 2)
        #expect(origin(.right) == ((200 - w) * 2).rounded() / 2)
        #expect(origin(.right, scale: 3) == ((200 - w) * 3).rounded() / 3)
        #expect(origin(.justified) == 0)
    }

    @Test func justifiedLinesFillTheWidthExceptEachParagraphsLast() {
        let max = width("one two three")
        let l = TextLayout(text: "one two three four five", attributes: attrs(.wordWrap, .justified), maxSize: Size(width: max + 10, height: .infinity))
        #expect(l.lines.count == 2)
        #expect(l.lines[0].width == max + 10)
        #expect(l.lines[0].glyphs[0].position.x == 0)
        #expect(l.lines[1].width == width("four five"))
    }

    @Test func combiningMarksSitOnTheirBaseWithNoAdvance() {
        // "x́" has no precomposed form, so the mark is stacked on the base.
        let decomposed = TextLayout(text: "x\u{301}e", attributes: attrs)
        #expect(decomposed.lines[0].glyphs.map(\.id) == [91, 690, 72])
        #expect(decomposed.size.width == width("xe"))
        // acutecomb has zero advance and is drawn left of its origin, so it goes at x's end.
        #expect(decomposed.lines[0].glyphs[1].position.x == Double(TestFonts.sans.advance(of: 91)) * font.scale)
    }

    @Test func combiningSequencesUseTheFontsPrecomposedGlyph() {
        // Marks are drawn for lowercase heights; the font's own "É" and "Å" clear the capital.
        let decomposed = TextLayout(text: "E\u{301}A\u{30A}e\u{301}", attributes: attrs)
        let precomposed = TextLayout(text: "\u{C9}\u{C5}\u{E9}", attributes: attrs)
        #expect(decomposed.lines[0].glyphs == precomposed.lines[0].glyphs)
        #expect(decomposed.lines[0].glyphs.count == 3)
    }

    @Test func missingCharactersBecomeNotdefWithItsAdvance() {
        let l = TextLayout(text: "\u{13000}", attributes: attrs)  // a hieroglyph: no installed face has it
        #expect(l.lines[0].glyphs.map(\.id) == [0])
        #expect(l.size.width == 1229.0 * 17 / 2048)
    }

    @Test func complexScriptsAndEmojiDegradeWithoutCrashing() {
        let text = "مرحبا بالعالم नमस्ते 👍🏽 🇫🇷 👨‍👩‍👧 \u{202E}bidi\u{0000}\u{FEFF}"
        for mode in LineBreakMode.allCases {
            let l = TextLayout(text: text, attributes: attrs(mode), maxSize: Size(width: 60, height: 50), numberOfLines: 0)
            #expect(!l.lines.isEmpty)
        }
    }

    @Test func hostileSizesDoNotCrash() {
        for w in [0.0, -5, .nan, .infinity, 1e-300, 1e300] {
            let l = TextLayout(text: "Hello world", attributes: attrs, maxSize: Size(width: w, height: .nan), numberOfLines: 3)
            #expect(l.lines.count <= 3)
        }
        _ = TextLayout(text: "x", attributes: TextAttributes(font: Font(face: TestFonts.sans, size: .nan)))
        // UIKit code passes .greatestFiniteMagnitude for "no limit"; it must not trap converting to Int.
        for h in [Double.greatestFiniteMagnitude, 1e300, 1e18] {
            let l = TextLayout(text: "one two three four", attributes: attrs, maxSize: Size(width: 30, height: h), numberOfLines: 0)
            #expect(l.lines.count > 1, "height \(h) is effectively unbounded")
        }
        // A negative size gives a negative line height: the line count must not trap either.
        let negative = TextAttributes(font: Font(face: TestFonts.sans, size: -17))
        _ = TextLayout(text: "one two", attributes: negative, maxSize: Size(width: 30, height: .greatestFiniteMagnitude), numberOfLines: 0)
    }

    @Test func boundingRectIsTheLayoutSize() {
        let box = Size(width: 120, height: .infinity)
        let text = "The quick brown fox jumps over the lazy dog"
        let l = TextLayout(text: text, attributes: attrs, maxSize: box, scale: 3)
        #expect(text.boundingRect(with: box, attributes: attrs, scale: 3) == Rect(origin: .zero, size: l.size))
        #expect(l.size.width == l.lines.map(\.width).max())
        #expect(l.ceiledSize.width == (l.size.width * 3).rounded(.up) / 3)
    }
}
