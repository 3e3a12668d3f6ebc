import Designable
import Foundation
import XCTest

final class ViewGeometryTests: XCTestCase {
    func testFrameSetsBoundsSizeAndCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
    }

    func testMovingTheCenterMovesTheFrameNotTheBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.frame, CGRect(x: 80, y: 90, width: 40, height: 20))
        XCTAssertEqual(view.bounds.origin, .zero)
    }

    func testTransformedFrameIsTheBoundingBoxAboutTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(view.frame, CGRect(x: -20, y: -20, width: 80, height: 60))
        XCTAssertEqual(view.bounds.size, CGSize(width: 40, height: 20), "the transform leaves the bounds alone")
    }

    func testQuarterTurnSwapsTheFramesWidthAndHeight() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(view.frame.width, 20, accuracy: 1e-9)
        XCTAssertEqual(view.frame.height, 40, accuracy: 1e-9)
        XCTAssertEqual(view.frame.midX, 20, accuracy: 1e-9)
    }

    func testConvertAccountsForFramesAndBoundsOrigins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = UIScrollView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 200, width: 20, height: 20))
        root.addSubview(scroller)
        scroller.addSubview(child)
        scroller.contentOffset = CGPoint(x: 0, y: 180)
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 60, y: 70))
        XCTAssertEqual(root.convert(CGPoint(x: 60, y: 70), to: child), .zero)
        XCTAssertEqual(child.convert(child.bounds, to: nil), CGRect(x: 60, y: 70, width: 20, height: 20))
    }

    func testAutoresizingSharesGrowthAmongFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 40, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        parent.addSubview(stretchy)
        parent.addSubview(pinnedRight)
        parent.frame.size = CGSize(width: 200, height: 150)
        XCTAssertEqual(stretchy.frame, CGRect(x: 10, y: 10, width: 180, height: 20))
        XCTAssertEqual(pinnedRight.frame, CGRect(x: 170, y: 40, width: 20, height: 20))
    }

    func testAffineTransformsPrependAsInCoreGraphics() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 2), "scale first, then translate")
        XCTAssertEqual(t.inverted().concatenating(t), .identity)
    }

    func testSizeToFitUsesSizeThatFits() {
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
        label.text = "Hello"
        label.sizeToFit()
        XCTAssertEqual(label.frame.origin, CGPoint(x: 5, y: 5))
        XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
        XCTAssertGreaterThan(label.frame.width, 30)
    }
}
