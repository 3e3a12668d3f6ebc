import Raster

extension TextLayout {
    /// Underlines and strikethroughs of the runs `include` accepts, after the glyphs, as UIKit
    /// draws them: one rectangle per stretch of a run (or per word, ``TextDecoration/byWord``),
    /// at the font's underline and strikeout positions, snapped to whole pixels so a one-pixel
    /// line stays one crisp pixel.
    func drawDecorations(in canvas: Canvas, at origin: Point, include: (RunStyle) -> Bool) {
        guard runs.contains(where: { ($0.style.underline != nil || $0.style.strikethrough != nil) && include($0.style) }) else { return }
        for line in lines {
            for kind in [DecorationKind.underline, .strikethrough] {
                for segment in segments(of: line, kind, include: include) {
                    let style = runs[segment.run].style
                    guard let decoration = kind == .underline ? style.underline : style.strikethrough else { continue }
                    let font = style.font
                    let baseline = line.baselineY - style.baselineOffset
                    // Font units give the top of the stroke above the baseline and its thickness.
                    let thickness = Swift.max(font.underlineThickness, 1 / scale)
                    let top = kind == .underline ? baseline - font.underlinePosition : baseline - font.strikeoutPosition
                    drawLine(decoration, color: decoration.color ?? style.color, from: origin.x + segment.minX, to: origin.x + segment.maxX,
                             top: origin.y + top, thickness: kind == .underline ? thickness : Swift.max(font.strikeoutThickness, 1 / scale),
                             in: canvas)
                }
            }
        }
    }

    private enum DecorationKind { case underline, strikethrough }

    /// Stretches of `line` under one decoration: a run's spans joined, whitespace included
    /// unless the decoration is by word.
    private func segments(of line: Line, _ kind: DecorationKind, include: (RunStyle) -> Bool) -> [Span] {
        var result: [Span] = []
        for span in line.spans {
            let style = runs[span.run].style
            guard include(style), let d = kind == .underline ? style.underline : style.strikethrough else { continue }
            if d.byWord, span.isWhitespace { continue }
            if let last = result.last, last.run == span.run, last.maxX == span.minX, !(d.byWord && last.isWhitespace != span.isWhitespace) {
                result[result.count - 1].maxX = span.maxX
            } else {
                result.append(span)
            }
        }
        return result
    }

    /// One decoration from `minX` to `maxX` whose first stroke's top is at `top`.
    private func drawLine(_ d: TextDecoration, color: Color, from minX: Double, to maxX: Double, top: Double, thickness: Double,
                          in canvas: Canvas) {
        guard maxX > minX, color.alpha > 0 else { return }
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let weight = d.weight == .thick ? 2 * thickness : thickness
        let height = Swift.max(1, (weight * scale).rounded()) / scale
        var tops = [snap(top)]
        if d.weight == .double { tops.append(snap(top + 2 * thickness)) }
        canvas.setFillColor(color)
        // Dash lengths in units of twice the stroke, so dots are visible at any size.
        let unit = 2 * height
        let pattern: [Double]
        switch d.pattern {
        case .solid: pattern = []
        case .dot: pattern = [1, 1]
        case .dash: pattern = [4, 2]
        case .dashDot: pattern = [4, 2, 1, 2]
        case .dashDotDot: pattern = [4, 2, 1, 2, 1, 2]
        }
        for y in tops {
            guard !pattern.isEmpty else {
                canvas.fill(Rect(x: minX, y: y, width: maxX - minX, height: height))
                continue
            }
            var x = minX, i = 0
            while x < maxX {
                let length = pattern[i % pattern.count] * unit
                if i % 2 == 0 { canvas.fill(Rect(x: x, y: y, width: Swift.min(length, maxX - x), height: height)) }
                x += length
                i += 1
            }
        }
    }
}
