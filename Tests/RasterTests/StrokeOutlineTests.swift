import XCTest
import Raster

/// Dots, orientation and overlap: the outline's nonzero fill is exactly the stroke.
final class StrokeOutlineTests: XCTestCase {
    func testZeroLengthSubpathsAreDotsForRoundAndSquareCaps() {
        let point = Path.strokeTestPolyline([.xy(5, 5), .xy(5, 5)])
        XCTAssertEqual(StrokeMeasure.area(point.stroked(StrokeStyle(width: 4, cap: .round))), Double.pi * 4, accuracy: 0.01)
        let square = point.stroked(StrokeStyle(width: 4, cap: .square))
        XCTAssertEqual(StrokeMeasure.area(square), 16, accuracy: 1e-9)
        XCTAssertEqual(square.bounds, Rect(x: 3, y: 3, width: 4, height: 4))
        XCTAssertTrue(point.stroked(StrokeStyle(width: 4)).isEmpty)

        var closedPoint = Path()
        closedPoint.move(to: .xy(5, 5))
        closedPoint.closeSubpath()
        XCTAssertEqual(StrokeMeasure.area(closedPoint.stroked(StrokeStyle(width: 4, cap: .round))), Double.pi * 4, accuracy: 0.01)
    }

    func testALoneMoveDrawsNothing() {
        var p = Path()
        p.move(to: .xy(5, 5))
        XCTAssertTrue(p.stroked(StrokeStyle(width: 4, cap: .round)).isEmpty)
    }

    func testEveryPieceOfAnOpenStrokeWindsTheSameWay() {
        var p = Path.strokeTestPolyline([.xy(0, 0), .xy(40, 0), .xy(40, 30), .xy(80, 10)])
        p.addPath(Path.strokeTestPolyline([.xy(100, 100), .xy(60, 100), .xy(70, 80)]))
        p.addPath(Path.strokeTestPolyline([.xy(200, 0), .xy(200, 0)]))
        for cap in [LineCap.butt, .round, .square] {
            for join in [LineJoin.miter, .round, .bevel] {
                let style = StrokeStyle(width: 6, cap: cap, join: join, dashes: [17, 3])
                let areas = StrokeMeasure.signedAreas(p.stroked(style))
                XCTAssertGreaterThan(areas.count, 5)
                XCTAssertTrue(areas.allSatisfy { $0 < 0 } || areas.allSatisfy { $0 > 0 }, "\(cap) \(join): \(areas)")
            }
        }
    }

    func testAClosedStrokeIsTwoOppositeLoops() {
        var p = Path()
        p.addRect(Rect(x: 0, y: 0, width: 50, height: 30))
        let areas = StrokeMeasure.signedAreas(p.stroked(StrokeStyle(width: 4)))
        XCTAssertEqual(areas.count, 2)
        XCTAssertLessThan(areas[0] * areas[1], 0)
    }

    func testSelfCrossingCurveStaysFilledWhereItOverlaps() {
        // A figure-eight: the stroke crosses itself in the middle, and its loops are tight.
        var eight = Path()
        eight.move(to: .xy(0, 0))
        eight.addCurve(to: .xy(0, 0), control1: .xy(100, 100), control2: .xy(100, -100))
        eight.addCurve(to: .xy(0, 0), control1: .xy(-100, 100), control2: .xy(-100, -100))
        eight.closeSubpath()
        for join in [LineJoin.miter, .round, .bevel] {
            let outline = eight.stroked(StrokeStyle(width: 12, join: join))
            let lines = outline.flattened(tolerance: StrokeMeasure.fine)
            let centre = eight.flattened(tolerance: 0.01)[0].points
            for q in centre { XCTAssertNotEqual(StrokeMeasure.winding(lines, at: q), 0, "\(join) \(q)") }
        }
    }

    func testSmallClosedPolygonUnderAWideStrokeHasNoHoleInTheMiddle() {
        // Side 2, half width 1: each corner's inner cut-off kite reaches past the centre.
        let h = 3.0.squareRoot()
        let triangle = Path.strokeTestPolyline([.xy(0, 0), .xy(2, 0), .xy(1, h)], closed: true)
        for join in [LineJoin.miter, .round, .bevel] {
            let outline = triangle.stroked(StrokeStyle(width: 2, join: join))
            XCTAssertNotEqual(StrokeMeasure.winding(outline, at: .xy(1, h / 3)), 0, "\(join)")
        }
    }

    func testShortSegmentBeforeAGentleTurnLeavesNoNotch() {
        // The far corner of the next segment's rectangle reaches back past this short segment.
        let r = 10.0
        for degrees in [20.0, 45.0, 60.0, 80.0] {
            for turn in [-1.0, 1.0] {
                let a = degrees * Double.pi / 180 * turn
                let c = DeterministicMath.cos(a), s = DeterministicMath.sin(a)
                let points: [Point] = [.xy(0, 0), .xy(7, 0), .xy(7 + 60 * c, 60 * s)]
                let outline = Path.strokeTestPolyline(points).stroked(StrokeStyle(width: 2 * r, join: .bevel))
                let lines = outline.flattened(tolerance: StrokeMeasure.fine)
                let oracle = BevelStrokeOracle(points: points, closed: false, radius: r)
                for i in 0..<60 {
                    for j in 0..<60 {
                        let q = Point(x: -15 + Double(i) * 0.5, y: -15 + Double(j) * 0.5)
                        guard let inside = oracle.contains(q) else { continue }
                        XCTAssertEqual(StrokeMeasure.winding(lines, at: q) != 0, inside, "\(degrees * turn)° at \(q)")
                    }
                }
            }
        }
    }

    /// Round caps and joins make the stroke exactly the set of points within half the width
    /// of the path, which gives an oracle for any polyline, however tangled.
    func testRoundStrokeOfTangledPolylinesIsEveryPointWithinHalfTheWidth() {
        var random = StrokeTestRandom(state: 42)
        let box = Rect(x: 0, y: 0, width: 60, height: 60)
        for trial in 0..<12 {
            let points = (0..<(3 + trial % 5)).map { _ in random.point(in: box) }
            let closed = trial % 3 == 0
            let width = 2 + random.next() * 14
            let outline = Path.strokeTestPolyline(points, closed: closed)
                .stroked(StrokeStyle(width: width, cap: .round, join: .round))
            let lines = outline.flattened(tolerance: StrokeMeasure.fine)
            let centre = closed ? points + [points[0]] : points
            for _ in 0..<400 {
                let q = random.point(in: box.insetBy(dx: -10, dy: -10))
                let d = StrokeMeasure.distance(from: q, toPolyline: centre)
                guard Swift.abs(d - width / 2) > 0.01 else { continue }
                XCTAssertEqual(StrokeMeasure.winding(lines, at: q) != 0, d < width / 2, "trial \(trial) at \(q)")
            }
        }
    }

    /// With butt caps and bevel joins the stroke is the segments' rectangles plus a triangle
    /// on the outside of each corner; small polygons under wide strokes are the hard case.
    func testBevelStrokeOfTangledPolygonsIsRectanglesPlusOuterTriangles() {
        var random = StrokeTestRandom(state: 7)
        for trial in 0..<12 {
            let size = trial % 2 == 0 ? 60.0 : 8.0
            let box = Rect(x: 0, y: 0, width: size, height: size)
            let points = (0..<(3 + trial % 4)).map { _ in random.point(in: box) }
            let closed = trial % 3 != 2
            let r = 1 + random.next() * 6
            let outline = Path.strokeTestPolyline(points, closed: closed)
                .stroked(StrokeStyle(width: 2 * r, join: .bevel))
            let lines = outline.flattened(tolerance: StrokeMeasure.fine)
            let oracle = BevelStrokeOracle(points: points, closed: closed, radius: r)
            for _ in 0..<400 {
                let q = random.point(in: box.insetBy(dx: -r - 2, dy: -r - 2))
                guard let inside = oracle.contains(q) else { continue }
                XCTAssertEqual(StrokeMeasure.winding(lines, at: q) != 0, inside, "trial \(trial) at \(q)")
            }
        }
    }
}

/// Point membership in a butt-capped, bevel-joined stroke, straight from its definition.
private struct BevelStrokeOracle {
    var quads: [[Point]] = []

    init(points: [Point], closed: Bool, radius r: Double) {
        let n = points.count
        let segs = closed ? n : n - 1
        func normal(_ i: Int) -> Point {
            let v = points[(i + 1) % n] - points[i]
            let u = v * (1 / v.length)
            return Point(x: -u.y * r, y: u.x * r)
        }
        for i in 0..<segs {
            let a = points[i], b = points[(i + 1) % n], m = normal(i)
            quads.append([a + m, b + m, b - m, a - m])
        }
        for v in 0..<n where closed || (v > 0 && v < n - 1) {
            let i = (v + segs - 1) % segs, o = v % segs
            let m0 = normal(i), m1 = normal(o), p = points[v]
            // The outside of the turn is the side the incoming segment's normal points away from.
            let side: Double = m0.cross(m1) > 0 ? -1 : 1
            quads.append([p, p + m0 * side, p + m1 * side])
        }
    }

    /// Whether `q` is in the stroke, or `nil` when it is too close to an edge to say.
    func contains(_ q: Point) -> Bool? {
        var inside = false
        for poly in quads {
            var sign = 0.0, margin = Double.infinity, allIn = true
            for i in poly.indices {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                let len = (b - a).length
                guard len > 0 else { continue }
                let c = (b - a).cross(q - a) / len
                if sign == 0 { sign = c >= 0 ? 1 : -1 }
                if c * sign < 0 { allIn = false }
                margin = Swift.min(margin, Swift.abs(c))
            }
            if margin < 0.01 { return nil }
            if allIn { inside = true }
        }
        return inside
    }
}
