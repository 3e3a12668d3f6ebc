import Designable
import Foundation
import XCTest

final class LayoutVisualFormatTests: XCTestCase {
    func testFlushToBothEdgesFillsTheSuperviewWidth() {
        let view = UIView()
        let root = makeRoot(view)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[view]|", metrics: nil, views: ["view": view])
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[view]|", metrics: nil, views: ["view": view]))
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame, root.bounds)
    }

    func testFlushFormatMakesTwoEdgeConstraintsToTheSuperview() {
        let view = UIView()
        let root = makeRoot(view)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|[view]|", metrics: nil, views: ["view": view])
        XCTAssertEqual(made.count, 2)
        XCTAssertTrue(made[0].firstItem === view && made[0].firstAttribute == .leading && made[0].secondItem === root)
        XCTAssertTrue(made[1].firstItem === root && made[1].firstAttribute == .trailing && made[1].secondItem === view)
        XCTAssertFalse(made[0].isActive, "constraints are returned inactive")
    }

    func testVerticalChainWithFixedSizeMinimumGapAndStandardSpacingToTheBottom() {
        let a = UIView(), b = SizedView(10, 30)
        let root = makeRoot(a, b)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(==44)]-(>=8)-[b]-|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|[b]|", metrics: nil, views: views))
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 20, width: 300, height: 44))
        XCTAssertEqual(b.frame.maxY, 200 - 20, "'-|' is the standard 20 points to the superview")
        XCTAssertEqual(b.frame.height, 30, "b keeps its intrinsic height; the gap above it grows")
    }

    func testStandardSpacingBetweenViewsIsEightPoints() {
        let a = SizedView(40, 10), b = SizedView(50, 10)
        let root = makeRoot(a, b)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-[b]", options: .alignAllCenterY, metrics: nil, views: ["a": a, "b": b]))
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 5, width: 40, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 68, y: 5, width: 50, height: 10), "8 after a, centred on a by alignAllCenterY")
    }

    func testEqualWidthsAndMetricNamesAndPriorities() {
        let a = UIView(), b = UIView()
        let root = makeRoot(a, b)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-margin-[a(b)]-gap-[b(>=wide@low)]-margin-|",
            metrics: ["margin": 10, "gap": 20.0, "wide": CGFloat(500), "low": 250], views: ["a": a, "b": b])
        NSLayoutConstraint.activate(made)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 10)
        XCTAssertEqual(a.frame.width, 130, "(300 - 10 - 20 - 10) / 2: equal widths beat b's low-priority minimum")
        XCTAssertEqual(b.frame.minX, 160)
        let minimum = made.first { $0.firstItem === b && $0.relation == .greaterThanOrEqual }
        XCTAssertEqual(minimum?.priority, UILayoutPriority(250))
        XCTAssertEqual(minimum?.constant, 500)
    }

    func testPredicateListsOnViewsAndConnections() {
        let a = UIView(), b = UIView()
        let root = makeRoot(a, b)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[a(>=50,<=100)]-(>=8,<=20@750)-[b(==40)]", metrics: nil, views: ["a": a, "b": b])
        XCTAssertEqual(made.count, 2 + 2 + 1 + 1)
        NSLayoutConstraint.activate(made)
        root.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(a.frame.width, 50)
        XCTAssertLessThanOrEqual(a.frame.width, 100)
        XCTAssertEqual(b.frame.width, 40)
    }

    func testLeftToRightDirectionUsesLeftAndRight() {
        let a = UIView()
        let root = makeRoot(a)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|[a]|", options: .directionLeftToRight, metrics: nil, views: ["a": a])
        XCTAssertEqual(made.map(\.firstAttribute), [.left, .right])
        withExtendedLifetime(root) {}
    }

    func testUnclosedViewIsAnErrorAtTheEnd() {
        let a = UIView()
        let root = makeRoot(a)
        XCTAssertThrowsError(try NSLayoutConstraint.constraints(checkingVisualFormat: "H:|[a", metrics: nil, views: ["a": a])) { error in
            let error = error as! VisualFormatError
            XCTAssertEqual(error.position, 5)
            XCTAssertEqual(error.message, "Expected ']' to close the view")
            XCTAssertEqual(error.description, "Unable to parse constraint format:\nExpected ']' to close the view\nH:|[a\n     ^")
        }
        withExtendedLifetime(root) {}
    }

    func testUnknownViewNameIsAnErrorAtTheName() {
        let a = UIView()
        let root = makeRoot(a)
        XCTAssertThrowsError(try NSLayoutConstraint.constraints(checkingVisualFormat: "H:|[a]-[button]", metrics: nil, views: ["a": a])) { error in
            let error = error as! VisualFormatError
            XCTAssertEqual(error.position, 8)
            XCTAssertEqual(error.message, "button is not a key in the views dictionary.")
        }
        withExtendedLifetime(root) {}
    }

    func testUnknownMetricIsAnErrorAtThePredicate() {
        let a = UIView()
        let root = makeRoot(a)
        XCTAssertThrowsError(try NSLayoutConstraint.constraints(checkingVisualFormat: "H:|-(>=pad)-[a]", metrics: ["gap": 4], views: ["a": a])) { error in
            XCTAssertEqual((error as! VisualFormatError).position, 5)
            XCTAssertEqual((error as! VisualFormatError).message, "pad is not a key in the metrics dictionary.")
        }
        withExtendedLifetime(root) {}
    }

    func testSyntaxErrorsNameTheirPositions() {
        let a = UIView(), b = UIView()
        let root = makeRoot(a, b)
        let cases: [(String, Int)] = [
            ("X:[a]", 0),        // orientation
            ("H:|-[a]-(>=8-[b]", 12), // unclosed predicate list
            ("H:[a]-8[b]", 7),    // spacing without its closing '-'
            ("H:[a]]", 5),        // stray character
            ("H:[]", 3),          // missing name
            ("H:[a(==)]", 7),     // predicate without object
            ("H:[a]-|x", 7),      // text after the closing bar
        ]
        for (format, position) in cases {
            XCTAssertThrowsError(try NSLayoutConstraint.constraints(checkingVisualFormat: format, metrics: nil, views: ["a": a, "b": b]),
                                 format) { error in
                XCTAssertEqual((error as! VisualFormatError).position, position, "\(format): \(error)")
            }
        }
        withExtendedLifetime(root) {}
    }

    func testBarWithoutASuperviewIsAnError() {
        let orphan = UIView()
        XCTAssertThrowsError(try NSLayoutConstraint.constraints(checkingVisualFormat: "H:|[orphan]", metrics: nil, views: ["orphan": orphan])) { error in
            XCTAssertEqual((error as! VisualFormatError).position, 2)
        }
    }

    func testAlignmentAlongTheFormatAxisIsAnError() {
        let a = UIView(), b = UIView()
        let root = makeRoot(a, b)
        XCTAssertThrowsError(try NSLayoutConstraint.constraints(checkingVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: ["a": a, "b": b]))
        withExtendedLifetime(root) {}
    }
}
