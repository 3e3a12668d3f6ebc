import Raster

/// Where a face's outlines come from: TrueType's `loca`/`glyf` (quadratic) or an OpenType
/// font's `CFF ` table (cubic Type 2 charstrings). Both give paths in font units, y up.
enum GlyphOutlines {
    case trueType(GlyphTable)
    case compact(CompactFontFormat, FontReader)

    func path(of glyph: Int) throws(FontError) -> Path {
        switch self {
        case .trueType(let table): GlyphTable.path(from: try table.contours(of: glyph))
        case .compact(let cff, let reader): try cff.path(of: glyph, reader: reader)
        }
    }

    func contourCount(of glyph: Int) throws(FontError) -> Int {
        switch self {
        case .trueType(let table): return try table.contours(of: glyph).count
        case .compact:
            var count = 0
            for element in try path(of: glyph).elements { if case .move = element { count += 1 } }
            return count
        }
    }

    func isComposite(_ glyph: Int) throws(FontError) -> Bool {
        switch self {
        case .trueType(let table): try table.isComposite(glyph)
        case .compact: false
        }
    }

    /// The top of the glyph's outline in font units, for metrics an old `OS/2` lacks.
    func top(of glyph: Int) -> Int? {
        switch self {
        case .trueType(let table):
            return (try? table.storedBounds(of: glyph))??.yMax
        case .compact:
            guard let path = try? path(of: glyph) else { return nil }
            var top: Double?
            for element in path.elements {
                switch element {
                case .move(let p), .line(let p): top = Swift.max(top ?? p.y, p.y)
                case .quad(let p, let c): top = Swift.max(top ?? p.y, p.y, c.y)
                case .cubic(let p, let c1, let c2): top = Swift.max(top ?? p.y, p.y, c1.y, c2.y)
                case .close: break
                }
            }
            return top.map { Int($0.rounded()) }
        }
    }
}
