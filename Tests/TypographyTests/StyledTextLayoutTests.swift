import Raster
import Testing
@testable import Typography

/// Styled text: runs of different fonts, colours and decorations set as one text.
@Suite struct StyledTextLayoutTests {
    let small = Font(face: TestFonts.sans, size: 12)
    let large = Font(face: TestFonts.bold, size: 30)

    func run(_ text: String, _ font: Font, kern: Double = 0, offset: Double = 0, paragraph: ParagraphStyle = ParagraphStyle()) -> TextRun {
        TextRun(text, style: RunStyle(font: font, kern: kern, baselineOffset: offset, paragraph: paragraph))
    }

    @Test func runsOfDifferentFontsShareOneBaselineAndTheTallestLineBox() {
        let l = TextLayout(runs: [run("small ", small), run("LARGE", large), run(" small", small)], scale: 2)
        #expect(l.lines.count == 1)
        let ys = Set(l.lines[0].glyphs.map(\.position.y))
        #expect(ys.count == 1)
        #expect(l.lines[0].baselineY == (large.ascender * 2).rounded() / 2)
        #expect(l.size.height == large.lineHeight)
        #expect(Set(l.lines[0].glyphs.map(\.run)) == [0, 1, 2])
    }

    @Test func oneRunLaysOutExactlyAsPlainText() {
        let text = "The quick brown fox jumps over the lazy dog\nagain"
        let attributes = TextAttributes(font: small, alignment: .center, lineBreakMode: .truncatingTail, lineSpacing: 2)
        let plain = TextLayout(text: text, attributes: attributes, maxSize: Size(width: 90, height: 60), scale: 3)
        let styled = TextLayout(runs: [TextRun(text, style: attributes.runStyle)], maxSize: Size(width: 90, height: 60), scale: 3)
        #expect(plain.lines == styled.lines)
        #expect(plain.size == styled.size)
    }

    @Test func kernWidensEveryCharacterTheLastIncluded() {
        let plain = TextLayout(runs: [run("abc", small)]).size.width
        let tracked = TextLayout(runs: [run("abc", small, kern: 2)]).size.width
        #expect(abs(tracked - (plain + 6)) < 1e-9)
    }

    @Test func pairKerningStopsAtAChangeOfFont() {
        let same = TextLayout(runs: [run("A", small), run("V", small)]).size.width
        let mixed = TextLayout(runs: [run("A", small), run("V", Font(face: TestFonts.sans, size: 12.0001))]).size.width
        #expect(same == TextLayout(runs: [run("AV", small)]).size.width)
        #expect(mixed > same)  // the AV pair kerns only within one font
    }

    @Test func baselineOffsetRaisesTheRunAndGrowsTheLine() {
        let l = TextLayout(runs: [run("x", small), run("2", small, offset: 5)])
        let g = l.lines[0].glyphs
        #expect(g[1].position.y == g[0].position.y - 5)
        #expect(l.size.height == small.lineHeight + 5)
    }

    @Test func wrappingAndTruncationWorkAcrossRuns() {
        let runs = [run("one two ", small), run("THREE FOUR", large), run(" five six seven", small)]
        let all = TextLayout(runs: runs, maxSize: Size(width: 110, height: .infinity))
        #expect(all.lines.count > 2)
        #expect(all.lines.map(\.text).joined(separator: " ") == "one two THREE FOUR five six seven")
        var tail = runs
        for i in tail.indices { tail[i].style.paragraph.lineBreakMode = .truncatingTail }
        let two = TextLayout(runs: tail, maxSize: Size(width: 110, height: .infinity), numberOfLines: 2)
        #expect(two.lines.count == 2 && two.isTruncated)
        #expect(two.lines[1].text.hasSuffix("…"))
        #expect(two.lines.allSatisfy { $0.width <= 110 })
        // The ellipsis takes the style of the character before it.
        let last = two.lines[1].glyphs
        #expect(last.last?.run == last.dropLast().last?.run)
    }

    @Test func paragraphsTakeTheStyleOfTheirFirstCharacter() {
        let centred = ParagraphStyle(alignment: .center)
        let l = TextLayout(runs: [run("left\n", small), run("centre", small, paragraph: centred)], maxSize: Size(width: 200, height: .infinity))
        #expect(l.lines[0].originX == 0)
        #expect(l.lines[1].originX > 50)
    }

    @Test func indentsNarrowTheLinesAndMoveTheirStart() {
        let style = ParagraphStyle(firstLineHeadIndent: 20, headIndent: 10, tailIndent: -30)
        let l = TextLayout(runs: [run("one two three four five six seven eight nine ten", small, paragraph: style)],
                           maxSize: Size(width: 150, height: .infinity))
        #expect(l.lines[0].originX == 20)
        #expect(l.lines.dropFirst().allSatisfy { $0.originX == 10 })
        #expect(l.lines.enumerated().allSatisfy { i, line in line.width <= 150 - 30 - (i == 0 ? 20 : 10) })
    }

    @Test func paragraphSpacingSeparatesParagraphsOnly() {
        let style = ParagraphStyle(paragraphSpacing: 7, paragraphSpacingBefore: 3)
        let l = TextLayout(runs: [run("a\nb", small, paragraph: style)])
        #expect(l.lines[1].rect.minY == small.lineHeight + 10)
        #expect(l.size.height == 2 * small.lineHeight + 10)
    }

    @Test func lineHeightsAreMultipliedThenClampedWithTheExtraAboveTheText() {
        let tall = TextLayout(runs: [run("x", small, paragraph: ParagraphStyle(lineHeightMultiple: 2))])
        #expect(tall.size.height == small.lineHeight * 2)
        #expect(tall.lines[0].baselineY == (small.ascender + small.lineHeight).rounded())
        let minimum = TextLayout(runs: [run("x", small, paragraph: ParagraphStyle(minimumLineHeight: 40))])
        #expect(minimum.size.height == 40)
        let maximum = TextLayout(runs: [run("x", small, paragraph: ParagraphStyle(maximumLineHeight: 20, lineHeightMultiple: 3))])
        #expect(maximum.size.height == 20)
    }

    @Test func rightToLeftParagraphsAlignNaturallyToTheRight() {
        let l = TextLayout(runs: [run("Hi", small)], maxSize: Size(width: 100, height: .infinity), naturalDirection: .rightToLeft)
        #expect(abs(l.lines[0].rect.maxX - 100) < 0.5)
        let forcedLeft = TextLayout(runs: [run("Hi", small, paragraph: ParagraphStyle(alignment: .left))],
                                    maxSize: Size(width: 100, height: .infinity), naturalDirection: .rightToLeft)
        #expect(forcedLeft.lines[0].originX == 0)
        let indented = TextLayout(runs: [run("Hi", small, paragraph: ParagraphStyle(firstLineHeadIndent: 10, baseWritingDirection: .rightToLeft))],
                                  maxSize: Size(width: 100, height: .infinity))
        #expect(abs(indented.lines[0].rect.maxX - 90) < 0.5)
    }

    @Test func inlineBoxesTakeTheirWidthAndSitOnTheBaseline() {
        var box = RunStyle(font: small)
        box.attachment = InlineBox(id: 7, size: Size(width: 20, height: 30), baselineOffset: -4)
        let l = TextLayout(runs: [run("a", small), TextRun("\u{FFFC}", style: box), run("b", small)])
        #expect(l.attachments.count == 1)
        let a = l.attachments[0]
        #expect(a.id == 7 && a.rect.size == Size(width: 20, height: 30))
        #expect(a.rect.maxY == l.lines[0].baselineY + 4)
        #expect(l.size.width == TextLayout(runs: [run("ab", small)]).size.width + 20)
        // The box is taller than the font: the line grows to hold it.
        #expect(l.size.height > small.lineHeight)
    }

    @Test func styledTextWithHostileValuesDoesNotCrash() {
        let hostile = RunStyle(font: small, kern: .nan, baselineOffset: .infinity,
                               paragraph: ParagraphStyle(lineSpacing: -3, firstLineHeadIndent: .nan, headIndent: 1e308, tailIndent: -1e308,
                                                         minimumLineHeight: .infinity, lineHeightMultiple: -2))
        for width in [0.0, 10, .infinity] {
            let l = TextLayout(runs: [TextRun("hello world\n\nagain", style: hostile), run("", small)], maxSize: Size(width: width, height: 100))
            #expect(!l.lines.isEmpty)
        }
        #expect(TextLayout(runs: []).lines.isEmpty)
        #expect(TextLayout(runs: [run("", small)]).size == .zero)
    }
}
