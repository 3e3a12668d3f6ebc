import XCTest
@testable import Raster

/// Trimming a path by length, as `strokeStart` and `strokeEnd` do.
final class PathTrimmingTests: XCTestCase {
    private func points(_ p: Path) -> [Point] {
        p.elements.compactMap { e -> Point? in
            switch e {
            case .move(let q), .line(let q): q
            case .quad(let q, _), .cubic(let q, _, _): q
            case .close: nil
            }
        }
    }

    func testALineIsCutAtTheFractionsOfItsLength() {
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.addLine(to: Point(x: 100, y: 0))
        let t = line.trimmed(from: 0.25, to: 0.75)
        XCTAssertEqual(points(t.path), [Point(x: 25, y: 0), Point(x: 75, y: 0)])
        XCTAssertEqual(t.headOffset, 25)
        XCTAssertTrue(line.trimmed(from: 0.6, to: 0.6).path.isEmpty, "nothing between equal fractions")
        XCTAssertTrue(line.trimmed(from: 0.9, to: 0.1).path.isEmpty)
        XCTAssertEqual(line.trimmed(from: -1, to: 2).path, line, "fractions are clamped; the whole path stays as it was")
    }

    func testACurveIsCutExactlyWhereItsLengthLands() {
        var circle = Path()
        circle.addEllipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
        let length = circle.length(transform: Transform(scaleX: 2, y: 2))
        XCTAssertEqual(length, 100 * DeterministicMath.pi, accuracy: 0.05)
        let half = circle.trimmed(from: 0, to: 0.5, transform: Transform(scaleX: 2, y: 2))
        XCTAssertEqual(half.path.length(transform: Transform(scaleX: 2, y: 2)), length / 2, accuracy: 0.01)
        XCTAssertFalse(half.path.elements.contains(.close), "a partly kept closed subpath is open")
        XCTAssertTrue(half.path.elements.contains { if case .cubic = $0 { true } else { false } }, "curves stay curves")
    }

    func testTrimmingAcrossSubpathsKeepsWholeOnesAsTheyWere() {
        var p = Path()
        p.addRect(Rect(x: 0, y: 0, width: 10, height: 10))        // 40 long, closed
        p.move(to: Point(x: 0, y: 20))
        p.addLine(to: Point(x: 40, y: 20))                        // 40 long
        let t = p.trimmed(from: 0.25, to: 1)
        XCTAssertEqual(t.headOffset, 20)
        XCTAssertEqual(points(t.head).first, Point(x: 10, y: 10))
        XCTAssertEqual(points(t.tail), [Point(x: 0, y: 20), Point(x: 40, y: 20)])
    }
}
