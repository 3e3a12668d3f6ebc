import Foundation
@testable import Designable
import XCTest

/// UISegmentedControl's segments: actions, images, widths, enabling, momentary taps and
/// per-state title attributes.
final class SegmentedControlAPITests: XCTestCase {
    func testActionsMakeSegmentsAndRunOnTap() {
        var ran: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [
            UIAction(title: "Day", identifier: .init("day")) { _ in ran.append("day") },
            UIAction(title: "Week", identifier: .init("week")) { _ in ran.append("week") },
        ])
        XCTAssertEqual(control.numberOfSegments, 2)
        XCTAssertEqual(control.titleForSegment(at: 1), "Week")
        XCTAssertEqual(control.segmentIndex(identifiedBy: .init("week")), 1)
        XCTAssertEqual(control.segmentIndex(identifiedBy: .init("year")), UISegmentedControl.noSegment)
        control.simulateTap(at: CGPoint(x: 150, y: 16))
        XCTAssertEqual(ran, ["week"])
        XCTAssertEqual(control.selectedSegmentIndex, 1)
    }

    func testWidthsEnablingAndMomentaryTaps() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.setWidth(50, forSegmentAt: 0)
        XCTAssertEqual(control.widthForSegment(at: 0), 50)
        XCTAssertEqual(control.segmentFrames().map(\.width), [50, 125, 125], "the rest shared by the others")
        control.setEnabled(false, forSegmentAt: 2)
        XCTAssertFalse(control.isEnabledForSegment(at: 2))
        control.simulateTap(at: CGPoint(x: 290, y: 16))
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "a disabled segment ignores taps")
        control.isMomentary = true
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.simulateTap(at: CGPoint(x: 100, y: 16))
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment, "momentary: nothing stays selected")
    }

    func testInsertingRemovingAndImages() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(with: UIImage(systemName: "star"), at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 2, "the selection moves with its segment")
        XCTAssertNotNil(control.imageForSegment(at: 0))
        XCTAssertNil(control.titleForSegment(at: 0))
        control.removeSegment(at: 2, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        control.setContentOffset(CGSize(width: 2, height: 1), forSegmentAt: 1)
        XCTAssertEqual(control.contentOffsetForSegment(at: 1), CGSize(width: 2, height: 1))
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .selected)
        XCTAssertEqual(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor, .systemRed)
        XCTAssertNil(control.titleTextAttributes(for: .normal))
    }

    func testSelectedTitleAttributesColourTheSelectedTitle() throws {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 0
        control.setTitleTextAttributes([.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)], for: .selected)
        let bitmap = try ViewRenderer.render(control, scale: 1)
        let reds = (0..<200).filter { x in (0..<32).contains { y in let p = bitmap.pixel(x: x, y: y)!; return p.r > 200 && p.g < 80 } }
        XCTAssertFalse(reds.isEmpty)
        XCTAssertLessThan(reds.max()!, 100, "only the selected (first) segment's title is red")
    }
}
