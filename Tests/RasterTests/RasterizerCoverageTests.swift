import XCTest
@testable import Raster

/// Coverage must equal the analytic area of the shape inside each pixel, within 1/255.
final class RasterizerCoverageTests: XCTestCase {
    private func mask(_ path: Path, _ rule: FillRule = .nonZero) -> CoverageMask {
        path.coverageMask(rule: rule)
    }

    /// The exact area of `rect` inside pixel (x, y).
    private func overlap(_ rect: Rect, _ x: Int, _ y: Int) -> Double {
        rect.intersection(Rect(x: Double(x), y: Double(y), width: 1, height: 1)).width
            * rect.intersection(Rect(x: Double(x), y: Double(y), width: 1, height: 1)).height
    }

    func testFractionalRectCoverageEqualsAnalyticArea() {
        let rects = [Rect(x: 1.25, y: 0.5, width: 3.3, height: 2.7), Rect(x: 0.1, y: 0.9, width: 0.6, height: 0.05),
                     Rect(x: 2.999, y: 3.001, width: 7.5, height: 1.5)]
        for rect in rects {
            var path = Path()
            path.addRect(rect)
            let m = mask(path)
            for y in -1...12 {
                for x in -1...12 {
                    let expected = overlap(rect, x, y) * 255
                    XCTAssertEqual(Double(m.coverage(x: x, y: y)), expected, accuracy: 1.0,
                                   "pixel (\(x), \(y)) of \(rect)")
                }
            }
            // Rounding to 8 bits moves each edge pixel by at most half a level.
            XCTAssertEqual(m.area, rect.width * rect.height, accuracy: 0.1, "\(rect)")
        }
    }

    func testHalfPixelSliverHasHalfCoverage() {
        var path = Path()
        path.addRect(Rect(x: 3.5, y: 0, width: 0.5, height: 4))
        let m = mask(path)
        for y in 0..<4 {
            XCTAssertEqual(m.coverage(x: 3, y: y), 128, "row \(y)")
            XCTAssertEqual(m.coverage(x: 4, y: y), 0)
            XCTAssertEqual(m.coverage(x: 2, y: y), 0)
        }
    }

    func testCircleCoverageSumsToItsArea() {
        for (r, cx, cy) in [(10.0, 20.0, 20.0), (3.3, 5.7, 6.2), (47.25, 60.5, 50.125)] {
            var path = Path()
            path.addEllipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
            let area = mask(path).area
            // The Bézier circle's radius is off by at most 0.027 %; 8-bit rounding adds half a level per edge pixel.
            let exact = DeterministicMath.pi * r * r
            XCTAssertEqual(area, exact, accuracy: exact * 0.0006 + 2 * DeterministicMath.pi * r * 0.5 / 255, "r = \(r)")
        }
    }

    func testDiagonalEdgeCoverageIsTriangleArea() {
        // Right triangle (0,0)-(8,0)-(0,8): pixels on the hypotenuse are half covered.
        var path = Path()
        path.move(to: Point(x: 0, y: 0)); path.addLine(to: Point(x: 8, y: 0)); path.addLine(to: Point(x: 0, y: 8)); path.closeSubpath()
        let m = mask(path)
        for i in 0..<8 {
            XCTAssertEqual(m.coverage(x: i, y: 7 - i), 128, "hypotenuse pixel \(i)")
            if i < 7 { XCTAssertEqual(m.coverage(x: i, y: 6 - i), 255) }
        }
        XCTAssertEqual(m.area, 32, accuracy: 0.05)
    }

    /// A five-pointed star drawn in one stroke overlaps itself: its centre pentagon has
    /// winding number 2, filled under nonzero and empty under even-odd.
    private func pentagram(center: Point, radius: Double) -> Path {
        var path = Path()
        for k in 0..<5 {
            let angle = -DeterministicMath.pi / 2 + Double(k * 2) * 2 * DeterministicMath.pi / 5
            let p = Point(x: center.x + radius * DeterministicMath.cos(angle), y: center.y + radius * DeterministicMath.sin(angle))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    func testSelfIntersectingStarUnderBothRules() {
        let star = pentagram(center: Point(x: 50, y: 50), radius: 40)
        let nonZero = mask(star, .nonZero), evenOdd = mask(star, .evenOdd)
        XCTAssertEqual(nonZero.coverage(x: 50, y: 50), 255, "centre is inside under nonzero")
        XCTAssertEqual(evenOdd.coverage(x: 50, y: 50), 0, "centre is a hole under even-odd")
        // A point in one of the arms is inside under both rules.
        XCTAssertEqual(nonZero.coverage(x: 50, y: 14), 255)
        XCTAssertEqual(evenOdd.coverage(x: 50, y: 14), 255)
        // The areas differ by exactly the inner pentagon: R² · (5/2) · sin(72°) · (r/R)² with r/R = 0.381966.
        let inner = 0.3819660112501051 * 40
        let pentagonArea = 2.5 * inner * inner * DeterministicMath.sin(2 * DeterministicMath.pi / 5)
        // The five pixels at the inner vertices mix winding 0 and 2, where accumulated area is
        // not exact (see Rasterizer); everywhere else the difference is the pentagon.
        XCTAssertEqual(nonZero.area - evenOdd.area, pentagonArea, accuracy: 1.0)
    }

    func testEdgesOutsideTheClipStillCountForWinding() {
        // A rect that starts left of the window and ends right of it covers every pixel in between.
        var path = Path()
        path.addRect(Rect(x: -100, y: 0.5, width: 300, height: 2))
        let rasterizer = Rasterizer()
        var bytes = [UInt8](repeating: 0, count: 10 * 4)
        bytes.withUnsafeMutableBufferPointer { buf in
            let writer = MaskWriter(buffer: buf.baseAddress!, originX: 0, originY: 0, width: 10)
            rasterizer.fill(path.flattened(), rule: .nonZero, clip: PixelRect(minX: 0, minY: 0, maxX: 10, maxY: 4), sink: writer)
        }
        XCTAssertEqual(Array(bytes[0..<10]), Array(repeating: 128, count: 10))
        XCTAssertEqual(Array(bytes[10..<20]), Array(repeating: 255, count: 10))
        XCTAssertEqual(Array(bytes[20..<30]), Array(repeating: 128, count: 10))
        XCTAssertEqual(Array(bytes[30..<40]), Array(repeating: 0, count: 10))
    }

    func testNonFiniteGeometryDrawsNothing() {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        path.addLine(to: Point(x: .nan, y: 3))
        XCTAssertEqual(mask(path), .empty)
    }

    func testCoverageIsIdenticalWhenRepeatedWithAReusedRasterizer() {
        let rasterizer = Rasterizer()
        let star = pentagram(center: Point(x: 30.3, y: 31.7), radius: 25.1)
        let first = star.coverageMask(rasterizer: rasterizer)
        var circle = Path()
        circle.addEllipse(in: Rect(x: 1, y: 2, width: 90, height: 40))
        _ = circle.coverageMask(rasterizer: rasterizer)
        XCTAssertEqual(star.coverageMask(rasterizer: rasterizer), first, "scratch cells must be left clean between fills")
    }
}
