import Foundation
import Raster
import Testing
@testable import Typography

/// Writes glyph masks for `scripts/ft_compare.py`, which compares them with FreeType's
/// unhinted rendering. Does nothing unless `TYPOGRAPHY_DUMP_MASKS` names an output file,
/// so ordinary test runs neither need Python nor write files.
@Suite struct GlyphMaskDump {
    @Test func dumpMasksForFreeTypeComparison() throws {
        guard let path = ProcessInfo.processInfo.environment["TYPOGRAPHY_DUMP_MASKS"] else { return }
        var out = ""
        let text = "AVTo éÅgxQ@&%$jy…\u{4E00}"
        for (name, face) in [("DejaVuSans.ttf", TestFonts.sans), ("DejaVuSans-Bold.ttf", TestFonts.bold)] {
            for size in [12.0, 17, 32, 51] {
                for phase in [0, 2] {
                    for scalar in text.unicodeScalars where scalar != " " {
                        let g = face.glyph(for: scalar)
                        var m = GlyphMaskCache().mask(face: face, glyph: g, pixelSize: size, phase: phase)
                        if ProcessInfo.processInfo.environment["TYPOGRAPHY_DUMP_FREETYPE_FLATTENING"] != nil {
                            let s = size / Double(face.unitsPerEm)
                            let t = Transform(a: s, b: 0, c: 0, d: -s, tx: Double(phase) / 4, ty: 0)
                            m = GlyphRasterizer.mask(Self.freeTypeFlattened(try face.outline(of: g), t))
                        }
                        let hex = m.bytes.map { String(format: "%02x", $0) }.joined()
                        out += "\(name) \(g) \(size) \(phase) \(m.originX) \(m.originY) \(m.width) \(m.height) \(hex.isEmpty ? "-" : hex)\n"
                    }
                }
            }
        }
        try out.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Flattening as FreeType's gray rasterizer does it: each conic is bisected 2^k times,
    /// k the smallest with its second difference (per axis, in pixels) at most ¼ pixel. Used
    /// to show that remaining differences come from FreeType's coarser chords, not coverage.
    static func freeTypeFlattened(_ path: Path, _ t: Transform) -> [Polyline] {
        var out: [Polyline] = []
        var points: [Point] = []
        var start = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                if points.count > 1 { out.append(Polyline(points: points, isClosed: true)) }
                start = t.apply(p); points = [start]
            case .line(let p): points.append(t.apply(p))
            case .quad(let p, let c):
                let p0 = points.last!, p1 = t.apply(c), p2 = t.apply(p)
                var d = max(abs(p0.x + p2.x - 2 * p1.x), abs(p0.y + p2.y - 2 * p1.y))
                var n = 1
                while d > 0.25 { d /= 4; n *= 2 }
                for i in 1...n {
                    let u = Double(i) / Double(n)
                    points.append(p0.lerp(to: p1, u).lerp(to: p1.lerp(to: p2, u), u))
                }
            case .cubic(let p, _, _): points.append(t.apply(p))
            case .close: out.append(Polyline(points: points, isClosed: true)); points = [start]
            }
        }
        return out.filter { $0.points.count > 1 }
    }
}
