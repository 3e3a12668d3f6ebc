import Raster

/// One point of a TrueType contour, in font units (y up).
struct OutlinePoint {
    var x: Double
    var y: Double
    var onCurve: Bool
}

/// `loca` + `glyf`: each glyph's outline, decoded on demand.
///
/// `loca` is read and validated once at load (offsets ascending and inside `glyf`), so a
/// glyph's byte range is always trustworthy; the outline bytes themselves are checked as
/// they are decoded, because most glyphs of a large font are never drawn.
struct GlyphTable {
    /// Composite glyphs may nest; beyond this depth the font is treated as malformed. Real
    /// fonts nest two or three deep; the bound keeps hostile fonts from exhausting the stack.
    static let maxCompositeDepth = 8
    /// Components expanded for one glyph, counting nested ones. Depth alone does not bound the
    /// work: eight levels that each repeat a component a thousand times would never finish.
    static let maxComponentExpansions = 4096
    /// Points in one resolved outline.
    static let maxPoints = 200_000

    /// The composites being expanded (for cycle detection and the depth bound) and the work done so far.
    private struct Expansion {
        var stack: [Int] = []
        var components = 0
    }

    private let glyf: FontReader
    /// `numGlyphs + 1` byte offsets into `glyf`; glyph i spans `offsets[i] ..< offsets[i + 1]`.
    private let offsets: [Int]

    init(loca: FontReader, glyf: FontReader, numGlyphs: Int, longOffsets: Bool) throws(FontError) {
        var offsets: [Int] = []
        offsets.reserveCapacity(numGlyphs + 1)
        try loca.require(0, (numGlyphs + 1) * (longOffsets ? 4 : 2), "\(numGlyphs + 1) \(longOffsets ? "long" : "short") offsets")
        for i in 0...numGlyphs {
            let offset = longOffsets ? Int(try loca.u32(i * 4)) : Int(try loca.u16(i * 2)) * 2
            if let previous = offsets.last, offset < previous {
                throw loca.error("offset of glyph \(i) (\(offset)) is before that of glyph \(i - 1) (\(previous))")
            }
            guard offset <= glyf.length else {
                throw loca.error("offset of glyph \(i) (\(offset)) is past the end of the \(glyf.length)-byte glyf table")
            }
            offsets.append(offset)
        }
        self.glyf = glyf
        self.offsets = offsets
    }

    var glyphCount: Int { offsets.count - 1 }

    /// The glyph's contours, composites resolved, in font units.
    func contours(of glyph: Int) throws(FontError) -> [[OutlinePoint]] {
        var expansion = Expansion()
        return try contours(of: glyph, expansion: &expansion)
    }

    /// The bounding box stored in the glyph header (xMin, yMin, xMax, yMax), or `nil` for an empty glyph.
    func storedBounds(of glyph: Int) throws(FontError) -> (xMin: Int, yMin: Int, xMax: Int, yMax: Int)? {
        guard let g = try data(of: glyph) else { return nil }
        try g.require(0, 10, "glyph \(glyph) header")
        return (Int(try g.i16(2)), Int(try g.i16(4)), Int(try g.i16(6)), Int(try g.i16(8)))
    }

    fileprivate func data(of glyph: Int) throws(FontError) -> FontReader? {
        guard glyph >= 0, glyph < glyphCount else { throw glyf.error("glyph index \(glyph) is out of range 0..<\(glyphCount)") }
        let start = offsets[glyph], end = offsets[glyph + 1]
        return start == end ? nil : try glyf.subview(at: start, length: end - start, "glyph \(glyph)")
    }

    private func contours(of glyph: Int, expansion: inout Expansion) throws(FontError) -> [[OutlinePoint]] {
        let stack = expansion.stack
        if stack.contains(glyph) {
            throw glyf.error("composite glyph \(stack.last!) refers back to glyph \(glyph), forming a cycle (\((stack + [glyph]).map(String.init).joined(separator: " → ")))")
        }
        guard stack.count <= GlyphTable.maxCompositeDepth else {
            throw glyf.error("composite glyphs nest deeper than \(GlyphTable.maxCompositeDepth) levels at glyph \(glyph)")
        }
        guard let g = try data(of: glyph) else { return [] }
        let contourCount = Int(try g.i16(0))
        if contourCount >= 0 { return try simpleContours(g, count: contourCount, glyph: glyph) }
        expansion.stack.append(glyph)
        defer { expansion.stack.removeLast() }
        return try compositeContours(g, glyph: glyph, expansion: &expansion)
    }

    private func simpleContours(_ g: FontReader, count: Int, glyph: Int) throws(FontError) -> [[OutlinePoint]] {
        guard count > 0 else { return [] }
        var ends: [Int] = []
        ends.reserveCapacity(count)
        for i in 0..<count {
            let end = Int(try g.u16(10 + 2 * i))
            if let last = ends.last, end <= last {
                throw g.error("glyph \(glyph): contour end points are not increasing (\(last) then \(end))")
            }
            ends.append(end)
        }
        let pointCount = ends[count - 1] + 1
        let instructionLength = Int(try g.u16(10 + 2 * count))
        var at = 12 + 2 * count + instructionLength

        // Flags, with run-length repeats; each flag needs at least one byte, so the count is checked first.
        try g.require(at, 0, "glyph \(glyph) flags")
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = try g.u8(at); at += 1
            flags.append(flag)
            if flag & 0x08 != 0 {
                let repeats = Int(try g.u8(at)); at += 1
                guard flags.count + repeats <= pointCount else {
                    throw g.error("glyph \(glyph): flag repeat runs past its \(pointCount) points")
                }
                for _ in 0..<repeats { flags.append(flag) }
            }
        }

        // Coordinates are deltas; the short/same bits select 1-byte, 2-byte or repeated values.
        func coordinates(shortBit: UInt8, sameBit: UInt8) throws(FontError) -> [Double] {
            var values: [Double] = []
            values.reserveCapacity(pointCount)
            var v = 0
            for flag in flags {
                if flag & shortBit != 0 {
                    let d = Int(try g.u8(at)); at += 1
                    v += flag & sameBit != 0 ? d : -d
                } else if flag & sameBit == 0 {
                    v += Int(try g.i16(at)); at += 2
                }
                values.append(Double(v))
            }
            return values
        }
        let xs = try coordinates(shortBit: 0x02, sameBit: 0x10)
        let ys = try coordinates(shortBit: 0x04, sameBit: 0x20)

        var contours: [[OutlinePoint]] = []
        contours.reserveCapacity(count)
        var start = 0
        for end in ends {
            var c: [OutlinePoint] = []
            c.reserveCapacity(end - start + 1)
            for i in start...end { c.append(OutlinePoint(x: xs[i], y: ys[i], onCurve: flags[i] & 0x01 != 0)) }
            contours.append(c)
            start = end + 1
        }
        return contours
    }

    private func compositeContours(_ g: FontReader, glyph: Int, expansion: inout Expansion) throws(FontError) -> [[OutlinePoint]] {
        let argsAreWords: UInt16 = 0x0001, argsAreXY: UInt16 = 0x0002, haveScale: UInt16 = 0x0008
        let moreComponents: UInt16 = 0x0020, haveXYScale: UInt16 = 0x0040, haveTwoByTwo: UInt16 = 0x0080
        let scaledOffset: UInt16 = 0x0800

        var result: [[OutlinePoint]] = []
        // The points of `result` in order, kept beside it for point matching. Flattening
        // `result` afresh for each component was quadratic: a crafted 25 KB font whose "é" had
        // 4 000 components matched to a 12-point glyph took half a minute per outline.
        var points: [OutlinePoint] = []
        var at = 10
        var flags: UInt16
        var componentCount = 0
        repeat {
            flags = try g.u16(at)
            let child = Int(try g.u16(at + 2))
            at += 4
            let arg1: Int, arg2: Int
            if flags & argsAreWords != 0 {
                if flags & argsAreXY != 0 {
                    arg1 = Int(try g.i16(at)); arg2 = Int(try g.i16(at + 2))
                } else {
                    arg1 = Int(try g.u16(at)); arg2 = Int(try g.u16(at + 2))
                }
                at += 4
            } else {
                if flags & argsAreXY != 0 {
                    arg1 = Int(Int8(bitPattern: try g.u8(at))); arg2 = Int(Int8(bitPattern: try g.u8(at + 1)))
                } else {
                    arg1 = Int(try g.u8(at)); arg2 = Int(try g.u8(at + 1))
                }
                at += 2
            }
            // x' = a·x + c·y, y' = b·x + d·y, then the offset.
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            if flags & haveScale != 0 {
                a = try g.f2dot14(at); d = a; at += 2
            } else if flags & haveXYScale != 0 {
                a = try g.f2dot14(at); d = try g.f2dot14(at + 2); at += 4
            } else if flags & haveTwoByTwo != 0 {
                a = try g.f2dot14(at); b = try g.f2dot14(at + 2)
                c = try g.f2dot14(at + 4); d = try g.f2dot14(at + 6); at += 8
            }

            expansion.components += 1
            guard expansion.components <= GlyphTable.maxComponentExpansions else {
                throw g.error("glyph \(expansion.stack[0]) expands to more than \(GlyphTable.maxComponentExpansions) components")
            }
            var parts = try contours(of: child, expansion: &expansion)
            for i in parts.indices {
                for j in parts[i].indices {
                    let p = parts[i][j]
                    parts[i][j].x = a * p.x + c * p.y
                    parts[i][j].y = b * p.x + d * p.y
                }
            }
            var dx = 0.0, dy = 0.0
            if flags & argsAreXY != 0 {
                dx = Double(arg1); dy = Double(arg2)
                // Apple's convention scales the offset with the component; Microsoft's (the default) does not.
                if flags & scaledOffset != 0 { (dx, dy) = (a * dx + c * dy, b * dx + d * dy) }
            } else {
                // Point matching: move the component so its point arg2 lands on the parent's point arg1.
                let own = parts.flatMap { $0 }
                guard arg1 < points.count, arg2 < own.count else {
                    throw g.error("glyph \(glyph): component \(componentCount) matches points \(arg1) and \(arg2), which do not exist")
                }
                dx = points[arg1].x - own[arg2].x
                dy = points[arg1].y - own[arg2].y
            }
            for i in parts.indices {
                for j in parts[i].indices { parts[i][j].x += dx; parts[i][j].y += dy }
            }
            result += parts
            for part in parts { points += part }
            componentCount += 1
            guard points.count <= GlyphTable.maxPoints else {
                throw g.error("glyph \(glyph) resolves to more than \(GlyphTable.maxPoints) points")
            }
        } while flags & moreComponents != 0
        return result
    }
}

extension GlyphTable {
    /// Converts TrueType contours to a path of quadratic curves.
    ///
    /// Two consecutive off-curve points imply an on-curve point midway between them. A
    /// contour may start off-curve; it then starts at the first on-curve point, or, when it
    /// has none (a pure circle of control points), at the midpoint of its last and first points.
    static func path(from contours: [[OutlinePoint]]) -> Path {
        var path = Path()
        for c in contours where !c.isEmpty {
            let n = c.count
            // The points to visit after the start, in order: all but the start itself, or all
            // of them when the start is an implied midpoint.
            let start: Point
            let order: [Int]
            if let on = c.firstIndex(where: \.onCurve) {
                start = Point(x: c[on].x, y: c[on].y)
                order = (1..<n).map { (on + $0) % n }
            } else {
                start = Point(x: (c[n - 1].x + c[0].x) / 2, y: (c[n - 1].y + c[0].y) / 2)
                order = Array(0..<n)
            }
            path.move(to: start)
            var control: Point?
            for i in order {
                let p = c[i]
                let pt = Point(x: p.x, y: p.y)
                if p.onCurve {
                    if let ctl = control { path.addQuadCurve(to: pt, control: ctl) } else { path.addLine(to: pt) }
                    control = nil
                } else {
                    if let ctl = control {
                        path.addQuadCurve(to: Point(x: (ctl.x + pt.x) / 2, y: (ctl.y + pt.y) / 2), control: ctl)
                    }
                    control = pt
                }
            }
            if let ctl = control { path.addQuadCurve(to: start, control: ctl) }
            path.closeSubpath()
        }
        return path
    }
}

extension GlyphTable {
    /// True when the glyph's header marks it as a composite (negative contour count).
    func isComposite(_ glyph: Int) throws(FontError) -> Bool {
        guard let g = try data(of: glyph) else { return false }
        return try g.i16(0) < 0
    }
}
