import Raster

/// A small scene that touches every Raster feature: fills under both rules, strokes with
/// every join, cap and dash, gradients, an anti-aliased clip, images both ways, a
/// transparency layer and a shadow. Its pixel hash is committed, and both the debug test
/// suite and the release benchmark check it, so any nondeterminism shows up as a mismatch.
public enum MixedScene {
    /// FNV-1a of the rendered bitmap (see `Bitmap.contentHash`), recorded from a reviewed render.
    public static let expectedHash: UInt64 = 0x3edc_8310_625e_c0ad

    public static func render() -> Bitmap {
        let canvas = try! Canvas(width: 160, height: 120, scale: 2)
        canvas.setFillColor(Color(hex: "#ebedf0")!)
        canvas.fill(Rect(x: 0, y: 0, width: 160, height: 120))

        // A self-intersecting star under both fill rules.
        for (i, rule) in [FillRule.nonZero, .evenOdd].enumerated() {
            var star = Path()
            for k in 0..<5 {
                let angle = -DeterministicMath.pi / 2 + Double(k) * 4 * DeterministicMath.pi / 5
                let p = Point(x: 22 + Double(i) * 40 + 16 * DeterministicMath.cos(angle), y: 22 + 16 * DeterministicMath.sin(angle))
                if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.closeSubpath()
            canvas.setFillColor(Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.9))
            canvas.fill(star, rule: rule)
        }

        // Strokes: each join on a zigzag, each cap on a short line, and a dashed arc.
        let joins: [LineJoin] = [.miter, .round, .bevel]
        let caps: [LineCap] = [.butt, .round, .square]
        canvas.setStrokeColor(Color(red: 0.1, green: 0.2, blue: 0.6, alpha: 1))
        canvas.setLineWidth(4)
        for (i, join) in joins.enumerated() {
            canvas.setLineJoin(join)
            var zigzag = Path()
            let x = 88 + Double(i) * 24
            zigzag.move(to: Point(x: x, y: 36)); zigzag.addLine(to: Point(x: x + 8, y: 10)); zigzag.addLine(to: Point(x: x + 16, y: 36))
            canvas.stroke(zigzag)
        }
        for (i, cap) in caps.enumerated() {
            canvas.setLineCap(cap)
            var line = Path()
            line.move(to: Point(x: 10, y: 50 + Double(i) * 8)); line.addLine(to: Point(x: 50, y: 50 + Double(i) * 8))
            canvas.stroke(line)
        }
        canvas.setLineCap(.round)
        canvas.setLineDash(phase: 2, lengths: [6, 4])
        canvas.setLineWidth(2)
        var arc = Path()
        arc.addArc(center: Point(x: 80, y: 60), radius: 14, startAngle: 0, endAngle: 4.5, clockwise: true)
        canvas.stroke(arc)
        canvas.setLineDash(phase: 0, lengths: [])

        // Gradients, the radial one clipped to a rounded rectangle.
        canvas.saveGState()
        canvas.clip(to: Rect(x: 100, y: 44, width: 50, height: 30))
        canvas.drawLinearGradient(Gradient(colors: [.clear, Color(hex: "#00a0ff")!, .white], locations: [0, 0.6, 1]),
                                  start: Point(x: 100, y: 44), end: Point(x: 150, y: 74), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        canvas.restoreGState()
        canvas.saveGState()
        var rounded = Path()
        rounded.addRoundedRect(in: Rect(x: 8.5, y: 78.25, width: 44, height: 32), cornerRadius: 9)
        canvas.clip(to: rounded)
        canvas.drawRadialGradient(Gradient(colors: [.yellow, .red]), startCenter: Point(x: 24, y: 90), startRadius: 2,
                                  endCenter: Point(x: 30, y: 94), endRadius: 30, options: [.drawsAfterEndLocation])
        canvas.restoreGState()

        // A 4×4 checker image, enlarged with each sampling and rotated, then tinted.
        var checker = try! Bitmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { checker.setPixel(x: x, y: y, (x + y) % 2 == 0 ? Color(red: 0.2, green: 0.7, blue: 0.3).premultiplied : Color.white.withAlpha(0.5).premultiplied) } }
        canvas.interpolationQuality = .nearest
        canvas.draw(checker, in: Rect(x: 60, y: 80, width: 24, height: 24))
        canvas.saveGState()
        canvas.translateBy(x: 104, y: 92)
        canvas.rotate(by: 0.4)
        canvas.interpolationQuality = .bilinear
        canvas.draw(checker, in: Rect(x: -12, y: -12, width: 24, height: 24))
        canvas.restoreGState()
        canvas.draw(checker, in: Rect(x: 128, y: 82, width: 10, height: 10), tint: .purple)

        // Overlapping circles faded together as one layer, with a shadow.
        canvas.saveGState()
        canvas.setShadow(offset: Size(width: 2, height: 3), blur: 4, color: Color(white: 0, alpha: 0.5))
        canvas.setAlpha(0.6)
        canvas.beginTransparencyLayer()
        canvas.setFillColor(.blue)
        canvas.fill({ var p = Path(); p.addEllipse(in: Rect(x: 126, y: 90, width: 20, height: 20)); return p }())
        canvas.fill({ var p = Path(); p.addEllipse(in: Rect(x: 136, y: 96, width: 20, height: 20)); return p }())
        canvas.endTransparencyLayer()
        canvas.restoreGState()
        return canvas.bitmap
    }
}
