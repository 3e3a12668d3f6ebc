import Raster
import SnapshotEngine
import XCTest
@testable import Typography

/// Styled runs as drawn: each line of the image shows one feature against plain text, so a
/// reviewer can check it by eye.
///
/// 1. Three fonts on one baseline (the pink rule), the middle run tracked 4 pt.
/// 2. A single, a thick and a double underline, then a dashed one in red under words only.
/// 3. A strikethrough in the text colour and a blue one; a yellow background behind one run.
/// 4. A run raised 6 pt and one lowered 3 pt; a blurred grey shadow down and to the right.
final class StyledTextImageTests: XCTestCase {
    func style(_ size: Double, bold: Bool = false, _ change: (inout RunStyle) -> Void = { _ in }) -> RunStyle {
        var s = RunStyle(font: TextImage.font(size, bold: bold))
        change(&s)
        return s
    }

    func testRunsAndDecorations() throws {
        let red = Color(red: 0.85, green: 0.1, blue: 0.1), blue = Color(red: 0.1, green: 0.3, blue: 0.9)
        let runs: [TextRun] = [
            TextRun("Small ", style: style(12)),
            TextRun("Bold ", style: style(24, bold: true) { $0.color = blue }),
            TextRun("tracked", style: style(16) { $0.kern = 4; $0.color = red }),
            TextRun("\nsingle", style: style(16) { $0.underline = TextDecoration() }),
            TextRun(" ", style: style(16)),
            TextRun("thick", style: style(16) { $0.underline = TextDecoration(weight: .thick) }),
            TextRun(" ", style: style(16)),
            TextRun("double", style: style(16) { $0.underline = TextDecoration(weight: .double) }),
            TextRun(" dash by word", style: style(16) { $0.underline = TextDecoration(pattern: .dash, byWord: true, color: red) }),
            TextRun("\nstruck", style: style(16) { $0.strikethrough = TextDecoration() }),
            TextRun(" ", style: style(16)),
            TextRun("blue", style: style(16) { $0.strikethrough = TextDecoration(color: blue) }),
            TextRun(" marked ", style: style(16) { $0.backgroundColor = Color(hex: "#ffe14d")! }),
            TextRun("\nup", style: style(16) { $0.baselineOffset = 6 }),
            TextRun(" base ", style: style(16)),
            TextRun("down", style: style(16) { $0.baselineOffset = -3 }),
            TextRun(" shadow", style: style(20, bold: true) {
                $0.shadow = TextShadow(offset: Size(width: 2, height: 2), blurRadius: 2, color: Color(white: 0, alpha: 0.5))
            }),
        ]
        let layout = TextLayout(runs: runs, scale: 2)
        XCTAssertEqual(layout.lines.count, 4)
        let size = layout.ceiledSize
        let canvas = try Canvas(width: size.width + 8, height: size.height + 8, scale: 2)
        canvas.setFillColor(.white)
        canvas.fill(Rect(x: 0, y: 0, width: size.width + 8, height: size.height + 8))
        for line in layout.lines {
            canvas.setFillColor(TextImage.baselineRule)
            canvas.fill(Rect(x: 4, y: 4 + line.baselineY, width: size.width, height: 0.5))
        }
        layout.draw(in: canvas, at: Point(x: 4, y: 4))
        assertSnapshot(of: canvas.bitmap, as: .image, named: "styled-runs")
    }
}
