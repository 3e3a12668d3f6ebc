import Raster
import Testing
@testable import Typography

/// Outline decoding on hand-built `loca`/`glyf` bytes, for cases DejaVu does not exercise.
@Suite struct GlyphOutlineTests {
    /// A glyf table from glyph byte strings, with long loca offsets.
    static func table(_ glyphs: [[UInt8]]) throws -> GlyphTable {
        var glyf: [UInt8] = [], loca: [UInt8] = []
        for g in glyphs {
            loca += be32(glyf.count)
            glyf += g
        }
        loca += be32(glyf.count)
        let bytes = loca + glyf
        return try GlyphTable(loca: FontReader(bytes: bytes, file: "t.ttf", table: "loca", base: 0, length: loca.count),
                              glyf: FontReader(bytes: bytes, file: "t.ttf", table: "glyf", base: loca.count, length: glyf.count),
                              numGlyphs: glyphs.count, longOffsets: true)
    }

    static func be16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v & 0xFFFF) }

    /// A simple glyph with one contour; points use 2-byte coordinates.
    static func simple(_ points: [(x: Int, y: Int, on: Bool)]) -> [UInt8] {
        var g = be16(1) + be16(0) + be16(0) + be16(0) + be16(0) + be16(points.count - 1) + be16(0)
        g += points.map { $0.on ? 1 : 0 }
        var x = 0, y = 0
        for p in points { g += be16(p.x - x); x = p.x }
        for p in points { g += be16(p.y - y); y = p.y }
        return g
    }

    /// A composite of `components` (glyph, dx, dy, optional 2×2 matrix in 2.14).
    static func composite(_ components: [(glyph: Int, dx: Int, dy: Int, matrix: [Int]?)]) -> [UInt8] {
        var g = be16(-1 & 0xFFFF) + be16(0) + be16(0) + be16(0) + be16(0)
        for (i, c) in components.enumerated() {
            var flags = 0x0001 | 0x0002  // words, xy values
            if c.matrix != nil { flags |= 0x0080 }
            if i < components.count - 1 { flags |= 0x0020 }
            g += be16(flags) + be16(c.glyph) + be16(c.dx & 0xFFFF) + be16(c.dy & 0xFFFF)
            for m in c.matrix ?? [] { g += be16(m & 0xFFFF) }
        }
        return g
    }

    static let square = simple([(0, 0, true), (100, 0, true), (100, 100, true), (0, 100, true)])

    @Test func consecutiveOffCurvePointsImplyOnCurveMidpoints() throws {
        let t = try Self.table([Self.simple([(0, 0, true), (100, 0, false), (100, 100, false), (0, 100, true)])])
        let path = GlyphTable.path(from: try t.contours(of: 0))
        #expect(path.elements == [
            .move(to: Point(x: 0, y: 0)),
            .quad(to: Point(x: 100, y: 50), control: Point(x: 100, y: 0)),
            .quad(to: Point(x: 0, y: 100), control: Point(x: 100, y: 100)),
            .close,  // the closing edge back to (0, 0) is implied
        ])
    }

    @Test func aContourStartingOffCurveStartsAtItsFirstOnCurvePoint() throws {
        let t = try Self.table([Self.simple([(50, 0, false), (100, 50, true), (0, 50, true)])])
        let path = GlyphTable.path(from: try t.contours(of: 0))
        #expect(path.elements.first == .move(to: Point(x: 100, y: 50)))
        #expect(path.elements.contains(.quad(to: Point(x: 100, y: 50), control: Point(x: 50, y: 0))))
    }

    @Test func aContourWithNoOnCurvePointsStartsAtAnImpliedMidpoint() throws {
        let t = try Self.table([Self.simple([(0, 0, false), (100, 0, false), (100, 100, false), (0, 100, false)])])
        let path = GlyphTable.path(from: try t.contours(of: 0))
        #expect(path.elements.first == .move(to: Point(x: 0, y: 50)))
        #expect(path.elements.filter { if case .quad = $0 { true } else { false } }.count == 4)
        #expect(path.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func componentsAreOffsetAndTransformedByTheirTwoByTwoMatrix() throws {
        // The second component is turned a quarter: a = 0, b = 1, c = −1, d = 0.
        let t = try Self.table([
            Self.square,
            Self.composite([(0, 10, 20, nil), (0, 300, 0, [0, 16384, -16384, 0])]),
        ])
        let c = try t.contours(of: 1)
        #expect(c.count == 2)
        #expect(c[0].map { [$0.x, $0.y] } == [[10, 20], [110, 20], [110, 120], [10, 120]])
        // x' = −y, y' = x: (100, 0) → (0, 100) and (0, 100) → (−100, 0); then moved 300 right.
        #expect(c[1].map { [$0.x, $0.y] } == [[300, 0], [300, 100], [200, 100], [200, 0]])
    }

    @Test func compositeCyclesAreErrorsNamingGlyf() throws {
        let t = try Self.table([Self.composite([(1, 0, 0, nil)]), Self.composite([(0, 0, 0, nil)])])
        #expect {
            try t.contours(of: 0)
        } throws: { error in
            guard case let FontError.malformed(file, table, reason) = error else { return false }
            return file == "t.ttf" && table == "glyf" && reason.contains("cycle")
        }
    }

    @Test func deepCompositeNestingIsBounded() throws {
        // Glyph i refers to glyph i + 1; twelve levels exceed the limit of eight.
        var glyphs = (0..<12).map { Self.composite([($0 + 1, 0, 0, nil)]) }
        glyphs.append(Self.square)
        let t = try Self.table(glyphs)
        #expect(throws: FontError.self) { try t.contours(of: 0) }
        #expect(try t.contours(of: 6).count == 1)
    }

    @Test func exponentialCompositeFanOutIsBounded() throws {
        // Each level repeats the next one 40 times: 40⁶ components unless the work is bounded.
        var glyphs = (0..<6).map { level in Self.composite(Array(repeating: (level + 1, 0, 0, nil), count: 40)) }
        glyphs.append(Self.square)
        let t = try Self.table(glyphs)
        #expect(throws: FontError.self) { try t.contours(of: 0) }
    }
}
