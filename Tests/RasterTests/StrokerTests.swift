import XCTest
import Raster

/// Caps, joins and widths: the stroke outline covers what Core Graphics would paint.
final class StrokerTests: XCTestCase {
    private let line = Path.strokeTestPolyline([.xy(10, 20), .xy(110, 20)])

    func testButtCappedLineCoversLengthTimesWidth() {
        let outline = line.stroked(StrokeStyle(width: 4))
        XCTAssertEqual(StrokeMeasure.area(outline), 400, accuracy: 1e-9)
        XCTAssertEqual(outline.bounds, Rect(x: 10, y: 18, width: 100, height: 4))
    }

    func testDiagonalButtLineCoversLengthTimesWidth() {
        let outline = Path.strokeTestPolyline([.xy(0, 0), .xy(30, 40)]).stroked(StrokeStyle(width: 3))
        XCTAssertEqual(StrokeMeasure.area(outline), 150, accuracy: 1e-9)
    }

    func testSquareCapsExtendHalfTheWidthAtEachEnd() {
        let outline = line.stroked(StrokeStyle(width: 4, cap: .square))
        XCTAssertEqual(StrokeMeasure.area(outline), 400 + 16, accuracy: 1e-9)
        XCTAssertEqual(outline.bounds, Rect(x: 8, y: 18, width: 104, height: 4))
    }

    func testRoundCapsAddAHalfDiscAtEachEnd() {
        let outline = line.stroked(StrokeStyle(width: 4, cap: .round))
        XCTAssertEqual(StrokeMeasure.area(outline), 400 + Double.pi * 4, accuracy: 0.01)
        let b = outline.bounds
        XCTAssertEqual(b.minX, 8, accuracy: 1e-9)
        XCTAssertEqual(b.maxX, 112, accuracy: 1e-9)
    }

    func testClosedSquareWithMiterJoinsIsARing() {
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 100, height: 100))
        let outline = square.stroked(StrokeStyle(width: 10))
        XCTAssertEqual(StrokeMeasure.subpathCount(outline), 2, "a closed subpath has no caps, just two sides")
        XCTAssertEqual(StrokeMeasure.area(outline), 110 * 110 - 90 * 90, accuracy: 1e-9)
        XCTAssertEqual(outline.bounds, Rect(x: -5, y: -5, width: 110, height: 110))
        XCTAssertEqual(StrokeMeasure.winding(outline, at: .xy(50, 50)), 0, "the inside of the ring is not painted")
        XCTAssertNotEqual(StrokeMeasure.winding(outline, at: .xy(-4, -4)), 0, "the miter fills the corner")
    }

    func testBevelJoinsCutEachOuterCornerInHalf() {
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 100, height: 100))
        let outline = square.stroked(StrokeStyle(width: 10, join: .bevel))
        XCTAssertEqual(StrokeMeasure.area(outline), 4000 - 4 * 12.5, accuracy: 1e-9)
        XCTAssertEqual(StrokeMeasure.winding(outline, at: .xy(-4, -4)), 0)
    }

    func testRoundJoinsRoundEachOuterCorner() {
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 100, height: 100))
        let outline = square.stroked(StrokeStyle(width: 10, join: .round))
        XCTAssertEqual(StrokeMeasure.area(outline), 4000 - 4 * (25 - Double.pi * 25 / 4), accuracy: 0.1)
        let b = outline.bounds
        XCTAssertEqual(b.minX, -5, accuracy: 1e-9)
        XCTAssertEqual(b.maxY, 105, accuracy: 1e-9)
        // The corner of the round join is cut back to the circle of radius 5 round the vertex.
        XCTAssertEqual(StrokeMeasure.winding(outline, at: .xy(-3.6, -3.6)), 0)
        XCTAssertNotEqual(StrokeMeasure.winding(outline, at: .xy(-3.4, -3.4)), 0)
    }

    func testRightAngleMiterIsWithinALimitOfOnePointFive() {
        // A right angle's miter is √2 ≈ 1.414 widths long.
        let ell = Path.strokeTestPolyline([.xy(0, 0), .xy(100, 0), .xy(100, 100)])
        let mitred = ell.stroked(StrokeStyle(width: 10, miterLimit: 1.5))
        let bevelled = ell.stroked(StrokeStyle(width: 10, miterLimit: 1.4))
        XCTAssertEqual(StrokeMeasure.area(mitred), 2000, accuracy: 1e-9)
        XCTAssertEqual(StrokeMeasure.area(bevelled), 1987.5, accuracy: 1e-9)
    }

    func testSharpMiterBeyondTheLimitBecomesABevel() {
        // The segments meet at about 5.7°: a miter would be about 20 widths long.
        let spike = Path.strokeTestPolyline([.xy(0, 0), .xy(100, 0), .xy(0, 10)])
        let limited = spike.stroked(StrokeStyle(width: 2))
        XCTAssertLessThan(limited.bounds.maxX, 101.1)
        let unlimited = spike.stroked(StrokeStyle(width: 2, miterLimit: 25))
        XCTAssertGreaterThan(unlimited.bounds.maxX, 115)
    }

    func testRoundJoinBoundsStayWithinHalfTheWidthOfTheVertex() {
        let spike = Path.strokeTestPolyline([.xy(0, 0), .xy(100, 0), .xy(0, 10)])
        let b = spike.stroked(StrokeStyle(width: 2, join: .round)).bounds
        XCTAssertEqual(b.maxX, 101, accuracy: 1e-3)
        XCTAssertEqual(b.minY, -1, accuracy: 1e-9)
    }

    func testCurvesAreJoinedSmoothlyWithoutSpikes() {
        // A circle under a miter join with a huge limit: no spike may poke out anywhere.
        var circle = Path()
        circle.addEllipse(in: Rect(x: -50, y: -50, width: 100, height: 100))
        let outline = circle.stroked(StrokeStyle(width: 10, miterLimit: 1000))
        let b = outline.bounds
        for (edge, expected) in [(b.minX, -55.0), (b.minY, -55.0), (b.maxX, 55.0), (b.maxY, 55.0)] {
            XCTAssertEqual(edge, expected, accuracy: 0.05)
        }
        XCTAssertEqual(StrokeMeasure.area(outline), Double.pi * (55 * 55 - 45 * 45), accuracy: 3)
    }

    func testStrokeWiderThanACurveIsTightStaysSolid() {
        // Radius 5, half width 10: the inner side folds over itself; nonzero must still fill the disc.
        var circle = Path()
        circle.addEllipse(in: Rect(x: -5, y: -5, width: 10, height: 10))
        let outline = circle.stroked(StrokeStyle(width: 20))
        XCTAssertNotEqual(StrokeMeasure.winding(outline, at: .xy(0, 0)), 0)
        XCTAssertNotEqual(StrokeMeasure.winding(outline, at: .xy(2, 1)), 0)
        XCTAssertEqual(StrokeMeasure.coveredArea(outline, step: 0.25), Double.pi * 225, accuracy: 3)
    }

    func testAccuracyFollowsTheDeviceScale() {
        var circle = Path()
        circle.addEllipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        let coarse = circle.stroked(StrokeStyle(width: 2))
        let fine = circle.stroked(StrokeStyle(width: 2), transform: Transform(scaleX: 20, y: 20))
        XCTAssertGreaterThan(fine.elements.count, 2 * coarse.elements.count)
    }

    func testZeroWidthIsOneDevicePixel() {
        let outline = line.stroked(StrokeStyle(width: 0), transform: Transform(scaleX: 4, y: 4))
        XCTAssertEqual(StrokeMeasure.area(outline), 100 * 0.25, accuracy: 1e-9)
        XCTAssertEqual(StrokeMeasure.area(line.stroked(StrokeStyle(width: -3))), 100, accuracy: 1e-9)
    }

    func testUnusableInputsGiveNothing() {
        XCTAssertTrue(line.stroked(StrokeStyle(width: .nan)).isEmpty)
        XCTAssertTrue(line.stroked(StrokeStyle(width: 2), transform: Transform(scaleX: 0, y: 0)).isEmpty)
        XCTAssertTrue(Path().stroked(StrokeStyle(width: 2)).isEmpty)
    }

    func testZeroLengthSegmentsAreSkipped() {
        let repeated = Path.strokeTestPolyline([.xy(0, 0), .xy(50, 0), .xy(50, 0), .xy(100, 0)])
        XCTAssertEqual(StrokeMeasure.area(repeated.stroked(StrokeStyle(width: 2))), 200, accuracy: 1e-9)
    }

    func testStrokingIsDeterministic() {
        var p = Path()
        p.addEllipse(in: Rect(x: 3, y: 7, width: 41, height: 23))
        p.move(to: .xy(0, 0))
        p.addCurve(to: .xy(90, 10), control1: .xy(120, 80), control2: .xy(-30, 80))
        let style = StrokeStyle(width: 7, cap: .round, join: .round, dashes: [9, 4, 0, 4], dashPhase: 3)
        XCTAssertEqual(p.stroked(style), p.stroked(style))
    }
}
