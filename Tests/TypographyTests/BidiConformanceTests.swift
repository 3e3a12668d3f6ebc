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
        // The direct table for U+0000–U+00FF agrees with the search, and U+0100 leaves it for the search.
        for value in UInt32(0)...0x1FF {
            let scalar = Unicode.Scalar(value)!
            #expect(BidiClass(scalar) == BidiClass.searching(scalar), "U+\(String(value, radix: 16))")
        }
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
        // Nothing here is matched (BD9). P2 skips from the unmatched RLI to the paragraph's end
        // and finds no strong letter, so the fallback makes it 1. The stray PDI pops nothing
        // (X6a) and stays at 1; the PDF closes nothing and X9 removes it (it takes the level
        // before it). RLI is at 1 and opens 3 (X5a); R is at 3. The FSI sees only the
        // unmatched LRI before the end, no strong letter, so it is an LRI (X5c): at 3, opening
        // 4; the LRI is at 4, opening 6. X10: sequences [PDI RLI] at 1 (sos R; eos R, since it
        // ends in an unmatched isolate initiator, against the paragraph's 1), [R FSI] at 3
        // (R, R) and [LRI] at 4 (L, L). N1 makes the PDI and RLI R, the FSI R, the LRI L;
        // I1–I2 change none of them. L1 then resets the trailing FSI and LRI to the paragraph level.
        let unmatchedClasses: [BidiClass] = [.PDI, .PDF, .RLI, .R, .FSI, .LRI]
        let unmatched = BidiParagraph(classes: unmatchedClasses, direction: .firstStrong(fallback: 1))
        #expect(unmatched.level == 1)
        #expect(unmatched.levels == [1, 1, 1, 3, 3, 4])
        #expect(BidiLine.levels(unmatched.levels, classes: unmatchedClasses, paragraphLevel: 1) == [1, 1, 1, 3, 1, 1])
    }

    /// The level of the k-th of a ladder of RLIs that starts at level 0 (X5a): the first sits
    /// at 0 and opens 1, each next one sits at the odd level the one before opened.
    private static func rliLadder(_ count: Int) -> [UInt8] {
        (0..<count).map { $0 == 0 ? 0 : UInt8(2 * $0 - 1) }
    }

    @Test func isolatesDeeperThanTheLimitOverflowUntilTheirPDI() {
        // 63 RLIs open 1, 3, … 125, the deepest level (BD2). The FSI after them would open 126
        // (its content is L) and overflows (X5c, X5a): it sits at 125 and counts an overflow
        // isolate. BD9 matches it with the first PDI, which only uncounts it (X6a), so the R after
        // that PDI is still at 125; the second PDI matches the 63rd RLI and pops back to 123.
        // X10: the run [FSI L PDI R] at 125 has sos R (against the 123 before it) and eos R (the
        // 123 after it); N1 gives the FSI, between sos R and L, the embedding direction R, and the
        // PDI, between L and R, R too; I2 lifts the L to 126. The 63rd RLI chains with its PDI
        // and the final L into [RLI PDI L] at 123 (sos R, eos R against the paragraph's 0): the
        // RLI and PDI, between R and L, take the embedding's R, and the L rises to 124. Each
        // earlier, unmatched RLI is a sequence of its own, odd between odd neighbours, so R.
        let classes = Array(repeating: BidiClass.RLI, count: 63) + [.FSI, .L, .PDI, .R, .PDI, .L]
        let p = BidiParagraph(classes: classes, direction: .leftToRight)
        #expect(p.level == 0)
        #expect(p.levels == Self.rliLadder(63) + [125, 126, 125, 125, 123, 124])
    }

    @Test func anFSIDeepInIsolatesTakesItsDirectionFromItsContentPastNestedIsolates() {
        // 61 RLIs open 1, 3, … 121. The FSI's content up to its PDI is [LRI L PDI R L]: P2 skips
        // the nested isolate (LRI to its PDI), so its first strong letter is the R and it is an
        // RLI: at 121, opening 123 (X5c). The nested LRI is at 123 and opens 124, still within the
        // limit; its L is at 124; its PDI pops back to 123, where the R and the L are. The FSI's
        // PDI pops back to 121, where the last L is. X10 chains [FSI PDI L] at 121 (sos R against
        // 119; eos R against the paragraph's 0): FSI and PDI, between R and L, take the
        // embedding's R; the L rises to 122. [LRI PDI R L] at 123 (sos R, eos R against the 121
        // after it): LRI and PDI between R and R are R; the L rises to 124. [L] at 124 stays.
        // Read as left to right, the FSI would open 122 and that L would stay at 122.
        let classes = Array(repeating: BidiClass.RLI, count: 61) + [.FSI, .LRI, .L, .PDI, .R, .L, .PDI, .L]
        let p = BidiParagraph(classes: classes, direction: .leftToRight)
        #expect(p.levels == Self.rliLadder(61) + [121, 123, 124, 123, 123, 124, 121, 122])
    }
}
