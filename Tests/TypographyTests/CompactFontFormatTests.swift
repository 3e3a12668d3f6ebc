import Foundation
import Raster
import Testing
@testable import Typography

/// PostScript outlines (`CFF ` tables, Type 2 charstrings) on hand-built tables, for each
/// operator family, and on the OpenType fonts Designable uses when they are installed.
@Suite struct CompactFontFormatTests {
    /// A charstring or DICT operand in the two-byte form (28), which holds any value used here.
    static func n(_ v: Int) -> [UInt8] { [28, UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    /// A DICT operand as a five-byte integer (29), so offsets can be laid out before they are known.
    static func long(_ v: Int) -> [UInt8] { [29] + be32(v) }
    static func be32(_ v: Int) -> [UInt8] { [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// An INDEX with four-byte offsets.
    static func index(_ entries: [[UInt8]]) -> [UInt8] {
        guard !entries.isEmpty else { return [0, 0] }
        var out: [UInt8] = [UInt8(entries.count >> 8), UInt8(entries.count & 0xFF), 4] + be32(1)
        var offset = 1
        for e in entries { offset += e.count; out += be32(offset) }
        return out + entries.flatMap { $0 }
    }

    /// A name-keyed CFF table holding `glyphs` as charstrings, `subrs` as local subroutines and
    /// `globals` as global ones, with the reader its outlines are decoded from.
    static func table(_ glyphs: [[UInt8]], subrs: [[UInt8]] = [], globals: [[UInt8]] = []) throws -> (CompactFontFormat, FontReader) {
        let header: [UInt8] = [1, 0, 4, 4]
        let names = index([Array("T".utf8)])
        let topLength = 5 + 1 + 5 + 5 + 1 // CharStrings offset, then Private size and offset
        let before = header.count + names.count + index([[UInt8](repeating: 0, count: topLength)]).count + 2 + index(globals).count
        let charStrings = index(glyphs)
        let privateAt = before + charStrings.count
        let privateDict = long(6) + [19] // the local Subrs INDEX follows the 6-byte Private DICT
        let top = long(before) + [17] + long(privateDict.count) + long(privateAt) + [18]
        let bytes = header + names + index([top]) + [0, 0] + index(globals) + charStrings + privateDict + index(subrs)
        let reader = FontReader(bytes: bytes, file: "t.otf", table: "CFF ", base: 0, length: bytes.count)
        return (try CompactFontFormat(reader), reader)
    }

    static func elements(_ glyphs: [[UInt8]], subrs: [[UInt8]] = [], globals: [[UInt8]] = []) throws -> [Path.Element] {
        let (cff, reader) = try table(glyphs, subrs: subrs, globals: globals)
        return try cff.path(of: 0, reader: reader).elements
    }

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func linesCurvesAndALocalSubroutineMakeTheOutline() throws {
        // width 500; rmoveto 10 20; hlineto 100 50 (a horizontal then a vertical line);
        // callsubr 0 (bias 107, so the operand is -107), which curves and returns; endchar.
        let glyph = Self.n(500) + Self.n(10) + Self.n(20) + [21] + Self.n(100) + Self.n(50) + [6] + Self.n(-107) + [10] + [14]
        let subr = Self.n(10) + Self.n(0) + Self.n(20) + Self.n(10) + Self.n(0) + Self.n(20) + [8] + [11]
        #expect(try Self.elements([glyph], subrs: [subr]) == [
            .move(to: Self.p(10, 20)), .line(to: Self.p(110, 20)), .line(to: Self.p(110, 70)),
            .cubic(to: Self.p(140, 100), control1: Self.p(120, 70), control2: Self.p(140, 80)), .close,
        ])
    }

    @Test func hintsAreSkippedWithTheirMaskBytes() throws {
        // hstemhm with two stems, then a hintmask whose one mask byte (0xFF) looks like an
        // operand and must be skipped; vmoveto 30; vlineto 40; endchar.
        let glyph = Self.n(0) + Self.n(10) + Self.n(100) + Self.n(10) + [18] + [19, 0xFF] + Self.n(30) + [4] + Self.n(40) + [7] + [14]
        #expect(try Self.elements([glyph]) == [.move(to: Self.p(0, 30)), .line(to: Self.p(0, 70)), .close])
    }

    @Test func alternatingCurveOperatorsStartHorizontallyOrVertically() throws {
        // hvcurveto with 8 operands: a curve leaving horizontally, then one leaving vertically.
        let glyph = Self.n(0) + [22] + Self.n(10) + Self.n(5) + Self.n(5) + Self.n(10) + Self.n(10) + Self.n(5) + Self.n(-5) + Self.n(-10) + [31] + [14]
        #expect(try Self.elements([glyph]) == [
            .move(to: Self.p(0, 0)),
            .cubic(to: Self.p(15, 15), control1: Self.p(10, 0), control2: Self.p(15, 5)),
            .cubic(to: Self.p(10, 20), control1: Self.p(15, 25), control2: Self.p(20, 20)), .close,
        ])
    }

    @Test func aGlobalSubroutineAndArithmeticAreEvaluated() throws {
        // 3 4 add (= 7) hmoveto via a global subroutine; rlineto 1 1; endchar.
        let glyph = Self.n(3) + Self.n(4) + [12, 10] + [22] + Self.n(-107) + [29] + [14]
        let global = Self.n(1) + Self.n(1) + [5] + [11]
        #expect(try Self.elements([glyph], globals: [global]) == [.move(to: Self.p(7, 0)), .line(to: Self.p(8, 1)), .close])
    }

    @Test func aSubroutineOutOfRangeIsAnErrorNamingTheTableAndGlyph() throws {
        let glyph = Self.n(0) + [22] + Self.n(5) + [10] + [14]
        #expect {
            _ = try Self.elements([glyph])
        } throws: { error in
            "\(error)".contains("'CFF '") && "\(error)".contains("glyph 0") && "\(error)".contains("subroutine")
        }
    }

    @Test func theNonDeterministicRandomOperatorIsRefused() throws {
        let glyph: [UInt8] = [12, 23, 14]
        #expect(throws: FontError.self) { _ = try Self.elements([glyph]) }
    }

    @Test func aCharstringThatNeverEndsStopsAtTheBound() throws {
        // A subroutine that calls itself: the depth limit ends it with an error, not a hang.
        let subr = Self.n(-107) + [10]
        #expect(throws: FontError.self) { _ = try Self.elements([Self.n(-107) + [10] + [14]], subrs: [subr]) }
    }

    /// Inter, the system font's stand-in: its "H" reaches exactly the cap height `OS/2` states
    /// and its "x" the x-height, which a misread charstring would not.
    @Test func interOutlinesReachTheMetricsTheFontDeclares() throws {
        let url = URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        guard FileManager.default.fileExists(atPath: url.path) else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "Inter is missing: install fonts-inter")
            return
        }
        let face = try FontFace(contentsOf: url)
        #expect(face.hasPostScriptOutlines)
        func top(_ c: Unicode.Scalar) throws -> Double {
            try face.outline(of: face.glyph(for: c)).elements.reduce(-Double.infinity) { top, e in
                switch e {
                case .move(let q), .line(let q), .quad(let q, _), .cubic(let q, _, _): Swift.max(top, q.y)
                case .close: top
                }
            }
        }
        #expect(try top("H") == Double(face.capHeight))
        #expect(try top("x") == Double(face.xHeight))
        // Every glyph of the font decodes.
        for g in 0..<face.glyphCount { _ = try face.outline(of: FontFace.GlyphID(g)) }
    }
}
