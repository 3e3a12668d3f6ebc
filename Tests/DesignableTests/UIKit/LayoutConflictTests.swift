import Designable
import Foundation
import XCTest

final class LayoutConflictTests: XCTestCase {
    func testHigherPriorityWinsOverLower() {
        let box = UIView()
        let root = makeRoot(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultHigh
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow, box.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        XCTAssertTrue(root.layoutReport.isSatisfiable, "optional constraints losing is not a conflict")
        narrow.priority = UILayoutPriority(800)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 50)
    }

    func testContradictingRequiredConstraintsBreakTheLaterOneAndReportTheMinimalSet() {
        let box = UIView()
        box.accessibilityIdentifier = "box"
        let root = makeRoot(box)
        let left = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let right = box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.identifier = "fixed width"
        let unrelated = box.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([left, unrelated, right, width])
        root.layoutIfNeeded()

        let report = root.layoutReport
        XCTAssertEqual(report.conflicts.count, 1)
        let conflict = report.conflicts[0]
        XCTAssertTrue(conflict.brokenConstraint === width, "the constraint met last is broken")
        XCTAssertEqual(conflict.conflictingConstraints.count, 4, "root width, leading, trailing, width")
        XCTAssertTrue(conflict.conflictingConstraints.contains(left))
        XCTAssertTrue(conflict.conflictingConstraints.contains(right))
        XCTAssertFalse(conflict.conflictingConstraints.contains(unrelated))
        XCTAssertTrue(width.isActive, "broken constraints stay active, as in UIKit")
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 0, width: 280, height: 30), "the rest still hold")
        XCTAssertTrue(conflict.description.hasPrefix("Unable to simultaneously satisfy constraints."))
        XCTAssertTrue(conflict.description.hasSuffix("Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'fixed width' UIView:'box'.width == 100>"))
        XCTAssertTrue(box.layoutReport.description.contains("1 conflict"), "every view answers with its root's report")
    }

    func testTheSameConflictBreaksTheSameConstraintEveryTime() {
        func brokenIdentifier() -> String? {
            let a = UIView(), b = UIView()
            let root = makeRoot(a, b)
            let constraints = [
                a.widthAnchor.constraint(equalToConstant: 10), a.widthAnchor.constraint(equalTo: b.widthAnchor),
                b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 5),
            ]
            for (index, c) in constraints.enumerated() { c.identifier = "c\(index)" }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            return root.layoutReport.conflicts.first?.brokenConstraint.identifier
        }
        XCTAssertEqual(brokenIdentifier(), "c2")
        for _ in 0..<5 { XCTAssertEqual(brokenIdentifier(), "c2") }
    }

    func testForgettingToTurnOffAutoresizingConflictsWithTheFrameConstraints() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 60)
        width.isActive = true
        root.layoutIfNeeded()
        let conflict = root.layoutReport.conflicts.first
        XCTAssertTrue(conflict?.brokenConstraint === width)
        XCTAssertTrue(conflict?.description.contains("NSAutoresizingMaskLayoutConstraint h=--- v=---") ?? false, "\(String(describing: conflict))")
        XCTAssertEqual(box.frame.width, 40, "the frame wins")
    }
}
