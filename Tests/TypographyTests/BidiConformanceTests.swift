import Testing
@testable import Typography

/// The Unicode Bidirectional Algorithm against cases written in the format of Unicode's
/// BidiCharacterTest.txt: code points; paragraph direction (0 left to right, 1 right to left,
/// 2 from the first strong character); the resolved paragraph level; each character's level
/// after rule L1 (`x` for those rule X9 removes); and the visual order, left to right, of the
/// characters not removed. Each expectation was worked out by hand from the rules named
/// beside it.
@Suite struct BidiConformanceTests {
    static let cases: [(rule: String, line: String)] = [
        // P2–P3: the first strong letter is Hebrew, so the paragraph is right to left.
        ("P2 Hebrew paragraph", "05D0 05D1 05D2;2;1;1 1 1;2 1 0"),
        // P3 and W7: no strong letter takes the default direction, where digits read as L.
        ("P3 digits only", "0031 0032;2;0;0 0;0 1"),
        // N1 and I2: the space between Hebrew and digits reads right to left; digits rise to 2.
        ("N1 Hebrew, space, digits", "05D0 05D1 0020 0031 0032;2;1;1 1 1 2 2;3 4 2 1 0"),
        // The brief's "שלום 123 world" in its own direction: world, 123, then the Hebrew.
        ("RTL paragraph, Hebrew with number and English",
         "05E9 05DC 05D5 05DD 0020 0031 0032 0033 0020 0077 006F 0072 006C 0064;2;1;1 1 1 1 1 2 2 2 1 2 2 2 2 2;9 10 11 12 13 8 5 6 7 4 3 2 1 0"),
        // The same text in a left-to-right paragraph: the number joins the Hebrew run (W7 keeps it EN).
        ("LTR paragraph, Hebrew with number and English",
         "05E9 05DC 05D5 05DD 0020 0031 0032 0033 0020 0077 006F 0072 006C 0064;0;0;1 1 1 1 1 2 2 2 0 0 0 0 0 0;5 6 7 4 3 2 1 0 8 9 10 11 12 13"),
        // W2 and W4: digits after an Arabic letter are Arabic numbers, and a comma between them joins them.
        ("W2 W4 Arabic letter then 1,5", "0628 0020 0031 002C 0035;2;1;1 1 2 2 2;2 3 4 1 0"),
        // W5: a percent sign after a number is part of it.
        ("W5 terminator after a number", "05D0 0020 0031 0030 0030 0025;0;0;1 1 2 2 2 2;2 3 4 5 1 0"),
        // W4 for Arabic-Indic digits: AN CS AN stays one left-to-right number.
        ("W4 Arabic-Indic digits with a comma", "0661 002C 0662;0;0;2 2 2;0 1 2"),
        // N0: brackets around Hebrew after Hebrew read right to left, the closing one included.
        ("N0 brackets take their content's direction", "05D0 05D1 0028 05D2 05D3 0029;0;0;1 1 1 1 1 1;5 4 3 2 1 0"),
        // N0: in a right-to-left paragraph, brackets around English after English stay with it.
        ("N0 brackets take their context's direction", "0061 0028 0062 0029;1;1;2 2 2 2;0 1 2 3"),
        // X4–X6 and X9: an override makes "bc" right to left; the controls are removed.
        ("RLO overrides letters", "0061 202E 0062 0063 202C 0064;0;0;0 x 1 1 x 0;0 3 2 5"),
        // X5a–X6a and X10: an isolate keeps "b c" apart from the Hebrew around it.
        ("LRI isolates English in Hebrew", "05D0 2066 0062 0020 0063 2069 05D2;1;1;1 1 2 2 2 1 1;6 5 2 3 4 1 0"),
        // X5c: an FSI takes the direction of its first strong letter.
        ("FSI resolves from its content", "2068 05D0 0062 2069;0;0;0 1 2 0;0 2 1 3"),
        // L1: a tab goes back to the paragraph level, and so does the space before it.
        ("L1 tab and the space before it", "0061 0020 0009 0062;1;1;2 1 1 2;3 2 1 0"),
        // W1: a combining mark takes the class of the letter it follows.
        ("W1 mark after a Hebrew letter", "05D0 05B0 0061;0;0;1 1 0;1 0 2"),
    ]

    @Test(arguments: cases)
    func resolvesLevelsAndVisualOrderAsTheAlgorithmSays(_ c: (rule: String, line: String)) throws {
        let fields = c.line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        try #require(fields.count == 5)
        let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
        let direction: BidiParagraph.BaseDirection = fields[1] == "0" ? .leftToRight : fields[1] == "1" ? .rightToLeft : .firstStrong(fallback: 0)
        let classes = scalars.map(BidiClass.init)
        let paragraph = BidiParagraph(classes: classes, brackets: scalars.map(BidiBracketTable.bracket), direction: direction)
        let levels = BidiLine.levels(paragraph.levels, classes: classes, paragraphLevel: paragraph.level)
        let shownLevels = levels.indices.map { classes[$0].isRemovedByX9 ? "x" : String(levels[$0]) }.joined(separator: " ")
        let order = BidiLine.visualOrder(levels).filter { !classes[$0].isRemovedByX9 }.map(String.init).joined(separator: " ")
        #expect(String(paragraph.level) == fields[2], "\(c.rule): paragraph level")
        #expect(shownLevels == fields[3], "\(c.rule): levels")
        #expect(order == fields[4], "\(c.rule): visual order")
    }

    @Test func classesComeFromTheUnicodeTable() {
        let expected: [(Unicode.Scalar, BidiClass)] = [
            ("a", .L), ("\u{05D0}", .R), ("\u{0627}", .AL), ("1", .EN), ("+", .ES), ("$", .ET), ("\u{0661}", .AN),
            (",", .CS), ("\u{0301}", .NSM), ("\u{200D}", .BN), ("\u{2029}", .B), ("\t", .S), (" ", .WS), ("!", .ON),
            ("\u{202A}", .LRE), ("\u{202D}", .LRO), ("\u{202B}", .RLE), ("\u{202E}", .RLO), ("\u{202C}", .PDF),
            ("\u{2066}", .LRI), ("\u{2067}", .RLI), ("\u{2068}", .FSI), ("\u{2069}", .PDI),
            // Unassigned code points in right-to-left blocks default to R and AL, as the UCD says.
            ("\u{05FF}", .R), ("\u{07BF}", .AL), ("\u{10FFFF}", .BN), ("\u{E0001}", .BN), ("\u{1F600}", .ON),
        ]
        for (scalar, c) in expected { #expect(BidiClass(scalar) == c, "U+\(String(scalar.value, radix: 16))") }
    }

    @Test func bracketsPairAndMirror() {
        #expect(BidiBracketTable.bracket("(")?.opening == true)
        #expect(BidiBracketTable.bracket(")")?.opening == false)
        #expect(BidiBracketTable.bracket(")")?.pair == 0x28)
        #expect(BidiBracketTable.bracket("\u{232A}")?.pair == 0x3008, "U+2329/U+232A pair as their canonical equivalents")
        #expect(BidiBracketTable.bracket("a") == nil)
        #expect(BidiBracketTable.mirror("(") == ")")
        #expect(BidiBracketTable.mirror("«") == "»")
        #expect(BidiBracketTable.mirror("<") == ">")
        #expect(BidiBracketTable.mirror("a") == nil)
    }

    @Test func embeddingsDeeperThanTheLimitStopAtIt() {
        // 130 RLE/LRE pairs: the stack stops at level 125, and the text past it still resolves.
        let classes = Array(repeating: [BidiClass.RLE, .LRE], count: 130).flatMap { $0 } + [.L, .R] + Array(repeating: .PDF, count: 300)
        let p = BidiParagraph(classes: classes, direction: .leftToRight)
        #expect(p.levels.max()! <= BidiParagraph.maxDepth + 1)
        #expect(p.levels[261] == 125, "R at the deepest level the stack reached")
        #expect(p.levels[260] == 126, "L one above it, by rule I2")
        let unmatched = BidiParagraph(classes: [.PDI, .PDF, .RLI, .R, .FSI, .LRI], direction: .firstStrong(fallback: 1))
        #expect(unmatched.level == 1)
        #expect(unmatched.levels.count == 6)
    }
}
