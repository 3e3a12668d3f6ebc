import Designable
import Foundation
import XCTest

final class BezierPathTests: XCTestCase {
    func testClockwiseArcOnTheYDownScreenPassesThroughTheBottom() {
        // From 0 to π clockwise sweeps through π/2, which is straight down on a y-down screen.
        let down = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        XCTAssertEqual(down.bounds.maxY, 60, accuracy: 0.5)
        XCTAssertEqual(down.bounds.minY, 50, accuracy: 0.5)
        let up = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(up.bounds.minY, 40, accuracy: 0.5)
    }

    func testCGPathArcsUseCoreGraphicsOppositeSense() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        XCTAssertEqual(path.boundingBoxOfPath.minY, 40, accuracy: 0.5, "clockwise in y-up space is counter-clockwise on screen")
    }

    func testShapesHaveTheBoundsTheyWereMadeIn() {
        let rect = CGRect(x: 5, y: 6, width: 70, height: 30)
        XCTAssertEqual(UIBezierPath(rect: rect).bounds, rect)
        XCTAssertEqual(UIBezierPath(ovalIn: rect).bounds, rect)
        XCTAssertEqual(UIBezierPath(roundedRect: rect, cornerRadius: 8).bounds, rect)
    }

    func testApplyingATransformMovesThePath() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 7))
        XCTAssertEqual(path.bounds, CGRect(x: 5, y: 7, width: 10, height: 10))
    }

    func testContainsFollowsTheFillRule() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        XCTAssertTrue(ring.contains(CGPoint(x: 50, y: 50)), "non-zero: both ovals wind the same way")
        ring.usesEvenOddFillRule = true
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(ring.contains(CGPoint(x: 10, y: 50)))
    }

    func testDrawingWithoutAContextDoesNothing() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        "text".draw(at: .zero, withAttributes: nil)
    }

    func testStringMeasurementMatchesWrappedLayout() {
        let attrs: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        let one = "Select a Sport".size(withAttributes: attrs)
        XCTAssertEqual(one.height, UIFont.systemFont(ofSize: 14).lineHeight, accuracy: 1e-9)
        let wrapped = "Select a Sport".boundingRect(with: CGSize(width: one.width / 2 + 10, height: .greatestFiniteMagnitude),
                                                  options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
        XCTAssertEqual(wrapped.height, 2 * one.height, accuracy: 1e-9)
        let unwrapped = "Select a Sport".boundingRect(with: CGSize(width: 10, height: 10), options: [], attributes: attrs, context: nil)
        XCTAssertEqual(unwrapped.size.height, one.height, accuracy: 1e-9, "without usesLineFragmentOrigin the string is one line")
    }
}
