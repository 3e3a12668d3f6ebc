import XCTest
@testable import Raster

final class GeometryTests: XCTestCase {
    func testDeterministicTrigonometryAgreesWithTheIdentities() {
        var x = -20.0
        while x < 20 {
            let s = DeterministicMath.sin(x), c = DeterministicMath.cos(x)
            XCTAssertEqual(s * s + c * c, 1, accuracy: 1e-15, "x = \(x)")
            XCTAssertEqual(DeterministicMath.atan2(s, c), remainderToPi(x), accuracy: 1e-13, "x = \(x)")
            x += 0.0137
        }
        XCTAssertEqual(DeterministicMath.sin(DeterministicMath.pi / 6), 0.5, accuracy: 1e-16)
        XCTAssertEqual(DeterministicMath.cos(DeterministicMath.pi / 3), 0.5, accuracy: 1e-15)
        XCTAssertEqual(DeterministicMath.tan(DeterministicMath.pi / 4), 1, accuracy: 1e-15)
        XCTAssertEqual(DeterministicMath.atan(1), DeterministicMath.pi / 4, accuracy: 2e-16)
        XCTAssertTrue(DeterministicMath.sin(.infinity).isNaN)
    }

    private func remainderToPi(_ x: Double) -> Double {
        var r = x.truncatingRemainder(dividingBy: 2 * DeterministicMath.pi)
        if r > DeterministicMath.pi { r -= 2 * DeterministicMath.pi }
        if r <= -DeterministicMath.pi { r += 2 * DeterministicMath.pi }
        return r
    }

    func testTransformComposesLikeCoreGraphics() {
        // translatedBy prepends: the point is translated first, then scaled.
        let t = Transform(scaleX: 2, y: 3).translatedBy(x: 10, y: 1)
        XCTAssertEqual(t.apply(Point(x: 1, y: 1)), Point(x: 22, y: 6))
        let r = Transform(rotationAngle: DeterministicMath.pi / 2)
        let p = r.apply(Point(x: 1, y: 0))
        XCTAssertEqual(p.x, 0, accuracy: 1e-15)
        XCTAssertEqual(p.y, 1, accuracy: 1e-15)
        let m = Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let inv = try! XCTUnwrap(m.inverted())
        let q = inv.apply(m.apply(Point(x: 3.5, y: -2)))
        XCTAssertEqual(q.x, 3.5, accuracy: 1e-12)
        XCTAssertEqual(q.y, -2, accuracy: 1e-12)
        XCTAssertNil(Transform(scaleX: 0, y: 1).inverted())
        XCTAssertEqual(Transform(scaleX: 3, y: 0.5).maxScale, 3, accuracy: 1e-12)
    }

    func testArcEndpointsAndDirectionMatchUIKit() {
        var p = Path()
        p.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: DeterministicMath.pi / 2, clockwise: true)
        // Clockwise on a y-down screen from 0 to π/2 ends straight below the centre, a quarter turn.
        XCTAssertEqual(p.currentPoint!.x, 10, accuracy: 1e-12)
        XCTAssertEqual(p.currentPoint!.y, 15, accuracy: 1e-12)
        XCTAssertEqual(p.bounds.maxY, 15, accuracy: 1e-9)
        XCTAssertEqual(p.bounds.minY, 10, accuracy: 1e-9)
        var q = Path()
        q.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: DeterministicMath.pi / 2, clockwise: false)
        // The other way round is three quarters: it passes above the centre.
        XCTAssertEqual(q.bounds.minY, 5, accuracy: 1e-3)
        XCTAssertEqual(q.elements.filter { if case .cubic = $0 { true } else { false } }.count, 3)
    }

    func testTangentArcRoundsACornerWithTheGivenRadius() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 4)
        XCTAssertEqual(p.currentPoint!.x, 10, accuracy: 1e-9)
        XCTAssertEqual(p.currentPoint!.y, 4, accuracy: 1e-9)
        // The straight part ends where the arc begins, 4 before the corner.
        XCTAssertEqual(p.elements[1], .line(to: Point(x: 6, y: 0)))
        let b = p.bounds
        XCTAssertEqual(b.maxX, 10, accuracy: 1e-9)
    }

    func testRoundedRectRadiiThatDoNotFitAreScaledTogether() {
        var p = Path()
        p.addRoundedRect(in: Rect(x: 0, y: 0, width: 10, height: 40), cornerRadius: 20)
        // 20 + 20 on a 10-wide side scales the radii to 5: still a capsule within its rect.
        XCTAssertEqual(p.bounds, Rect(x: 0, y: 0, width: 10, height: 40))
        let area = p.coverageMask().area
        XCTAssertEqual(area, 10 * 30 + DeterministicMath.pi * 25, accuracy: 0.3)
    }

    func testFlatteningErrorIsBoundedInDevicePixelsAtAnyScale() {
        var circle = Path()
        circle.addEllipse(in: Rect(x: -1, y: -1, width: 2, height: 2))
        for scale in [1.0, 10, 300] {
            let lines = circle.flattened(transform: Transform(scaleX: scale, y: scale))
            for line in lines {
                for i in 1..<line.points.count {
                    let mid = line.points[i - 1].lerp(to: line.points[i], 0.5)
                    // A chord's midpoint lies inside the circle by at most the tolerance (plus the Bézier's own 0.03 %).
                    XCTAssertLessThanOrEqual(scale - mid.length, Path.defaultTolerance + scale * 0.0003, "scale \(scale)")
                }
            }
        }
    }

    func testPathBoundsIncludeCurveExtremaButNotControlPoints() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10))
        XCTAssertEqual(p.bounds.maxY, 7.5, accuracy: 1e-12)
        XCTAssertEqual(p.controlPointBounds.maxY, 10)
    }
}
