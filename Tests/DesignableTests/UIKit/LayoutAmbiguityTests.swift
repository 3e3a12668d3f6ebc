import Designable
import Foundation
import XCTest

/// `hasAmbiguousLayout` and `layoutAmbiguities()`: which views the constraints leave free, and
/// along which unknowns.
final class LayoutAmbiguityTests: XCTestCase {
    private func components(_ view: UIView, in root: UIView) -> [String] {
        root.layoutAmbiguities().first { $0.view === view }?.components.map(\.rawValue) ?? []
    }

    func testAViewPinnedOnlyHorizontallyIsAmbiguousVertically() {
        let box = UIView()
        let root = makeRoot(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(box.hasAmbiguousLayout)
        let ambiguity = try! XCTUnwrap(root.layoutAmbiguities().first)
        XCTAssertTrue(ambiguity.view === box)
        XCTAssertEqual(ambiguity.components, [.minY, .height])
        XCTAssertEqual(ambiguity.axes, [.vertical])
        XCTAssertEqual(ambiguity.ranges[.minY], -CGFloat.infinity...CGFloat.infinity)
        XCTAssertFalse(root.hasAmbiguousLayout, "the root's frame is set, not solved")
    }

    func testAFullyConstrainedViewIsNotAmbiguousAndItsFrameSurvivesTheQuestion() {
        let box = UIView()
        let root = makeRoot(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        XCTAssertFalse(box.hasAmbiguousLayout)
        XCTAssertEqual(root.layoutAmbiguities().count, 0)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 5, width: 50, height: 190), "asking does not disturb the layout")
    }

    func testATrailingEdgeAloneLeavesPositionAndWidthFreeTogether() {
        // A uniform pull on x and width would cancel out here: x + width is fixed.
        let box = UIView()
        let root = makeRoot(box)
        NSLayoutConstraint.activate([
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        XCTAssertEqual(components(box, in: root), ["minX", "width"])
    }

    func testAnInequalityBoundsTheRange() {
        let box = UIView()
        let root = makeRoot(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        let ambiguity = try! XCTUnwrap(root.layoutAmbiguities().first)
        XCTAssertEqual(ambiguity.components, [.width])
        let range = try! XCTUnwrap(ambiguity.ranges[.width])
        XCTAssertEqual(range.lowerBound, 20, accuracy: 1e-6)
        XCTAssertEqual(range.upperBound, 60, accuracy: 1e-6)
        XCTAssertTrue(ambiguity.description.hasSuffix("is ambiguous: width (20 … 60)"), ambiguity.description)
    }

    func testIntrinsicSizeResolvesWhatConstraintsLeaveOpen() {
        let label = SizedView(80, 20)
        let root = makeRoot(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        ])
        XCTAssertFalse(label.hasAmbiguousLayout, "hugging and compression resistance fix the size")
    }

    func testEqualHuggingPrioritiesSharingSpareRoomAreAmbiguous() {
        let a = SizedView(40, 20), b = SizedView(40, 20)
        let root = makeRoot(a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        XCTAssertEqual(components(a, in: root), ["width"])
        XCTAssertEqual(components(b, in: root), ["minX", "width"])
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        XCTAssertTrue(root.layoutAmbiguities().isEmpty, "a higher hugging priority settles who grows")
    }

    func testAViewWithoutAnyConstraintIsAmbiguousEverywhere() {
        let lost = UIView()
        let root = makeRoot(lost)
        XCTAssertEqual(components(lost, in: root), ["minX", "minY", "width", "height"])
    }

    func testASubviewPinnedInsideAnAmbiguousContainerIsNotItselfAmbiguous() {
        let container = UIView(), child = UIView()
        let root = makeRoot(container)
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        XCTAssertEqual(root.layoutAmbiguities().map { $0.view === container }, [true])
        XCTAssertFalse(child.hasAmbiguousLayout)
    }

    func testAHierarchyWithoutConstraintsIsNeverAmbiguous() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        XCTAssertFalse(child.hasAmbiguousLayout)
    }

    func testTheTraceMarksConstrainedAndAmbiguousViews() {
        let title = UIView(), card = UIView()
        title.accessibilityIdentifier = "title"
        card.accessibilityIdentifier = "card"
        let root = makeRoot(title, card)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        root.addSubview(plain)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor), title.topAnchor.constraint(equalTo: root.topAnchor),
            title.widthAnchor.constraint(equalToConstant: 10), title.heightAnchor.constraint(equalToConstant: 10),
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor), card.widthAnchor.constraint(equalToConstant: 10),
        ])
        XCTAssertEqual(root.autolayoutTrace(), """
            UIView
            |   *UIView:'title'
            |   *UIView:'card' - AMBIGUOUS LAYOUT for minY (any value), height (any value)
            |   UIView
            """)
    }
}
