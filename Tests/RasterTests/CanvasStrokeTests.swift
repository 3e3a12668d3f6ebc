import XCTest
@testable import Raster

/// Strokes through the Canvas: what reaches the pixels.
final class CanvasStrokeTests: XCTestCase {
    private func alphaColumn(_ c: Canvas, x: Int) -> [UInt8] { (0..<c.bitmap.height).map { c.bitmap.pixel(x: x, y: $0)!.a } }

    func testOnePixelLineOnAPixelCentreFillsExactlyOneRow() {
        let c = try! Canvas(width: 10, height: 10)
        var p = Path()
        p.move(to: Point(x: 0, y: 5.5)); p.addLine(to: Point(x: 10, y: 5.5))
        c.setLineWidth(1)
        c.stroke(p)
        XCTAssertEqual(alphaColumn(c, x: 5), [0, 0, 0, 0, 0, 255, 0, 0, 0, 0])
    }

    func testOnePixelLineOnAPixelEdgeSplitsAcrossTwoRows() {
        // The classic blurry hairline: centred on a pixel boundary, it half-covers two rows.
        let c = try! Canvas(width: 10, height: 10)
        var p = Path()
        p.move(to: Point(x: 0, y: 5)); p.addLine(to: Point(x: 10, y: 5))
        c.stroke(p)
        XCTAssertEqual(alphaColumn(c, x: 5), [0, 0, 0, 0, 128, 128, 0, 0, 0, 0])
    }

    func testZeroWidthIsAOneDevicePixelHairlineAtAnyScale() {
        let c = try! Canvas(width: 10, height: 10, scale: 3)
        var p = Path()
        // y = 5.5 / 3 points is the centre of device row 5.
        p.move(to: Point(x: 0, y: 5.5 / 3)); p.addLine(to: Point(x: 10, y: 5.5 / 3))
        c.setLineWidth(0)
        c.stroke(p)
        let column = alphaColumn(c, x: 12)
        XCTAssertEqual(column[5], 255)
        XCTAssertEqual(column.reduce(0) { $0 + Int($1) }, 255, "exactly one device pixel of ink")
    }

    func testStrokeCoverageMatchesTheOutlineArea() {
        let c = try! Canvas(width: 40, height: 40)
        var p = Path()
        p.addRect(Rect(x: 10, y: 10, width: 20, height: 20))
        c.setLineWidth(4)
        c.setLineJoin(.miter)
        c.stroke(p)
        let ink = Double(c.bitmap.bytes.enumerated().filter { $0.offset % 4 == 3 }.reduce(0) { $0 + Int($1.element) }) / 255
        XCTAssertEqual(ink, 24 * 24 - 16 * 16, accuracy: 0.01, "a mitred square ring")
        XCTAssertEqual(c.bitmap.pixel(x: 20, y: 20)!.a, 0, "the inside stays empty")
    }

    func testDashedLineLeavesGapsOfThePatternLength() {
        let c = try! Canvas(width: 40, height: 4)
        var p = Path()
        p.move(to: Point(x: 0, y: 2)); p.addLine(to: Point(x: 40, y: 2))
        c.setLineWidth(2)
        c.setLineDash(phase: 0, lengths: [5, 5])
        c.stroke(p)
        let row = (0..<40).map { c.bitmap.pixel(x: $0, y: 1)!.a }
        XCTAssertEqual(row, (0..<40).map { ($0 / 5) % 2 == 0 ? 255 : 0 })
    }
}
