@testable import Designable
import Raster
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

    /// Reversing keeps the shape and turns the traversal round: each segment is traced
    /// backwards, so trimming the reversed path keeps the other end.
    func testReversingTracesEverySegmentBackwardsAndKeepsTheShape() throws {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.addQuadCurve(to: CGPoint(x: 10, y: 20), controlPoint: CGPoint(x: 20, y: 20))
        path.close()
        path.move(to: CGPoint(x: 40, y: 40))
        path.addLine(to: CGPoint(x: 50, y: 40))
        path.lineWidth = 3
        let reversed = path.reversing()
        XCTAssertEqual(reversed.lineWidth, 3, "the line style is kept")
        XCTAssertEqual(reversed.path.elements, [
            .move(to: Point(x: 10, y: 20)),
            .quad(to: Point(x: 20, y: 10), control: Point(x: 20, y: 20)),
            .cubic(to: Point(x: 10, y: 0), control1: Point(x: 20, y: 5), control2: Point(x: 15, y: 0)),
            .line(to: Point(x: 0, y: 0)),
            .close,
            .move(to: Point(x: 50, y: 40)),
            .line(to: Point(x: 40, y: 40)),
        ])
        XCTAssertEqual(reversed.reversing().path.elements.count, path.path.elements.count)
        XCTAssertEqual(reversed.bounds, path.bounds)

        // The same coverage filled (curves are flattened from the other end, so a level of
        // rounding may differ); the first half of the reversed line is the second half of the original.
        func filled(_ p: UIBezierPath) throws -> [UInt8] {
            let canvas = try Canvas(width: 60, height: 60, scale: 1)
            canvas.fill(p.path)
            return canvas.bitmap.bytes
        }
        let forwards = try filled(path), backwards = try filled(reversed)
        XCTAssertLessThanOrEqual(zip(forwards, backwards).map { abs(Int($0) - Int($1)) }.max()!, 1)
        XCTAssertGreaterThan(forwards.filter { $0 == 255 }.count, 200, "the shape is filled: over 200 pixels at full alpha")
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 30))
        line.addLine(to: CGPoint(x: 60, y: 30))
        let secondHalf = UIBezierPath()
        secondHalf.move(to: CGPoint(x: 30, y: 30))
        secondHalf.addLine(to: CGPoint(x: 60, y: 30))
        func trimmed(_ p: UIBezierPath) -> Data {
            let layer = CAShapeLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            layer.path = p.cgPath
            layer.strokeColor = UIColor.black.cgColor
            layer.lineWidth = 4
            layer.strokeEnd = p === secondHalf ? 1 : 0.5
            return UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).pngData { layer.render(in: $0.cgContext) }
        }
        XCTAssertEqual(trimmed(line.reversing()), trimmed(secondHalf))
        XCTAssertNotEqual(trimmed(line), trimmed(secondHalf))
    }

    /// iOS code passes gradient colours bridged to `CFArray`; both spellings make one gradient.
    func testGradientColoursBridgedToCFArray() throws {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let bridged = try XCTUnwrap(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1]))
        let plain = try XCTUnwrap(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]))
        func image(_ g: CGGradient) -> Data {
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 4)).pngData {
                $0.cgContext.drawLinearGradient(g, start: .zero, end: CGPoint(x: 20, y: 0), options: [])
            }
        }
        XCTAssertEqual(image(bridged), image(plain))
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil), "not a CGColor")
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
