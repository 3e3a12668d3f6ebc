import XCTest
import Raster

/// Dash patterns: which stretches of the path are painted, following Core Graphics.
final class StrokeDashTests: XCTestCase {
    private let line = Path.strokeTestPolyline([.xy(0, 0), .xy(100, 0)])

    /// The start and end x of each dash cut from the horizontal test line.
    private func spans(_ p: Path) -> [ClosedRange<Double>] {
        p.flattened().map { l in l.points.map(\.x).min()!...l.points.map(\.x).max()! }
    }

    func testDashesRepeatOnAndOffLengths() {
        let style = StrokeStyle(width: 2, dashes: [10, 5])
        let outline = line.stroked(style)
        XCTAssertEqual(StrokeMeasure.subpathCount(outline), 7)
        XCTAssertEqual(StrokeMeasure.area(outline) / 2, 70, accuracy: 1e-9, "seven dashes of 10")
        XCTAssertEqual(spans(line.dashed([10, 5], phase: 0)), [0...10, 15...25, 30...40, 45...55, 60...70, 75...85, 90...100])
    }

    func testPhaseShiftsThePatternBackwardsAlongThePath() {
        XCTAssertEqual(spans(line.dashed([10, 5], phase: 5)), [0...5, 10...20, 25...35, 40...50, 55...65, 70...80, 85...95])
        XCTAssertEqual(spans(line.dashed([10, 5], phase: 12)), [3...13, 18...28, 33...43, 48...58, 63...73, 78...88, 93...100])
        XCTAssertEqual(line.dashed([10, 5], phase: 20), line.dashed([10, 5], phase: 5), "a whole pattern length is no shift")
        XCTAssertEqual(line.dashed([10, 5], phase: -10), line.dashed([10, 5], phase: 5), "a negative phase counts back")
    }

    func testAnOddPatternIsUsedTwiceOver() {
        XCTAssertEqual(spans(line.dashed([20], phase: 0)), [0...20, 40...60, 80...100])
    }

    func testUnusablePatternsStrokeSolid() {
        let solid = line.stroked(StrokeStyle(width: 2))
        for pattern in [[], [0, 0], [10, -5], [Double.nan, 4]] {
            XCTAssertEqual(line.stroked(StrokeStyle(width: 2, dashes: pattern)), solid, "\(pattern)")
        }
    }

    func testZeroLengthDashesAreDotsWithRoundCaps() {
        let outline = line.stroked(StrokeStyle(width: 4, cap: .round, dashes: [0, 10]))
        XCTAssertEqual(StrokeMeasure.subpathCount(outline), 11, "a dot at 0, 10, … 100")
        XCTAssertEqual(StrokeMeasure.area(outline), 11 * Double.pi * 4, accuracy: 0.05)
        XCTAssertTrue(line.stroked(StrokeStyle(width: 4, dashes: [0, 10])).isEmpty, "butt caps on nothing draw nothing")
    }

    func testZeroLengthDashesWithSquareCapsFaceAlongThePath() {
        let diagonal = Path.strokeTestPolyline([.xy(0, 0), .xy(30, 30)])
        let outline = diagonal.stroked(StrokeStyle(width: 2, cap: .square, dashes: [0, 100]))
        XCTAssertEqual(StrokeMeasure.area(outline), 4, accuracy: 1e-9)
        // A 2×2 square turned 45° reaches √2 from its centre along the axes.
        XCTAssertEqual(outline.bounds.maxX, 2.0.squareRoot(), accuracy: 1e-9)
    }

    func testDashesCarryOnRoundCornersAndRestartPerSubpath() {
        var p = Path.strokeTestPolyline([.xy(0, 0), .xy(10, 0), .xy(10, 10)])
        p.addPath(Path.strokeTestPolyline([.xy(0, 50), .xy(20, 50)]))
        let dashed = p.dashed([15, 100], phase: 0).flattened()
        XCTAssertEqual(dashed.count, 2)
        XCTAssertEqual(dashed[0].points, [.xy(0, 0), .xy(10, 0), .xy(10, 5)])
        XCTAssertEqual(dashed[1].points, [.xy(0, 50), .xy(15, 50)])
    }

    func testADashAcrossTheStartOfAClosedSubpathIsOnePiece() {
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 100, height: 100))
        // On-stretches start every 35 along a perimeter of 400; the one from 385 runs on
        // through the start, where the first dash carries it to 25.
        let dashed = square.dashed([25, 10], phase: 0)
        XCTAssertEqual(StrokeMeasure.subpathCount(dashed), 11)
        let last = dashed.flattened().last!
        XCTAssertEqual(last.points.first, .xy(0, 15))
        XCTAssertEqual(last.points.last, .xy(25, 0))
        XCTAssertEqual(last.points.count, 3, "joined at the corner, not capped there")
    }

    func testAClosedSubpathThatIsNeverInterruptedStaysClosed() {
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        let dashed = square.dashed([100, 10], phase: 0)
        XCTAssertEqual(dashed, square)
        XCTAssertTrue(square.dashed([5, 100], phase: 10).isEmpty)
    }

    func testDashedCurvesMeasureAlongTheCurve() {
        var circle = Path()
        circle.addEllipse(in: Rect(x: -50, y: -50, width: 100, height: 100))
        let outline = circle.stroked(StrokeStyle(width: 1, dashes: [10, 10]))
        // Of a circumference of 100π ≈ 314, 0…300 is half painted and 300…310 painted.
        XCTAssertEqual(StrokeMeasure.area(outline), 160, accuracy: 0.5)
    }
}
