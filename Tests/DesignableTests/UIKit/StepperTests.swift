import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// UIStepper: its range and step, tapping and holding its halves, its document attributes and how it looks.
final class StepperTests: XCTestCase {
    private let minus = CGPoint(x: 23, y: 16), plus = CGPoint(x: 70, y: 16)

    private func recorder(_ stepper: UIStepper) -> () -> [Double] {
        var sent: [Double] = []
        stepper.addAction(UIAction { _ in sent.append(stepper.value) }, for: .valueChanged)
        return { sent }
    }

    // MARK: Values

    func testDefaultsAreUIKits() {
        let s = UIStepper()
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(s.minimumValue, 0)
        XCTAssertEqual(s.maximumValue, 100)
        XCTAssertEqual(s.stepValue, 1)
        XCTAssertFalse(s.wraps)
        XCTAssertTrue(s.autorepeat)
        XCTAssertTrue(s.isContinuous)
    }

    func testTheStepperIs94By32PointsWhateverItsFrame() {
        let s = UIStepper(frame: CGRect(x: 5, y: 6, width: 300, height: 100))
        XCTAssertEqual(s.frame, CGRect(x: 5, y: 6, width: 94, height: 32))
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 94, height: 32))
        XCTAssertEqual(s.sizeThatFits(.zero), CGSize(width: 94, height: 32))
    }

    func testValueIsPinnedAndTheRangeStaysOrdered() {
        let s = UIStepper()
        s.value = 250
        XCTAssertEqual(s.value, 100)
        s.value = -4
        XCTAssertEqual(s.value, 0)
        s.minimumValue = 200
        XCTAssertEqual(s.maximumValue, 200, "both become the new value, as UIKit's overview says")
        XCTAssertEqual(s.value, 200)
        s.maximumValue = 50
        XCTAssertEqual(s.minimumValue, 50)
        XCTAssertEqual(s.value, 50)
    }

    func testAStepThatIsNotPositiveIsIgnored() {
        let s = UIStepper()
        s.stepValue = 5
        s.stepValue = 0
        s.stepValue = -2
        s.stepValue = .nan
        XCTAssertEqual(s.stepValue, 5, "iOS raises for these; the old step is kept")
    }

    // MARK: Tapping and holding

    func testTappingPlusAndMinusStepsAndSendsValueChanged() {
        let s = UIStepper()
        s.stepValue = 2.5
        let sent = recorder(s)
        s.simulateTap(at: plus)
        s.simulateTap(at: plus)
        XCTAssertEqual(s.value, 5)
        s.simulateTap(at: minus)
        XCTAssertEqual(s.value, 2.5)
        XCTAssertEqual(sent(), [2.5, 5, 2.5])
    }

    func testAtAnEndTheStepperHoldsAndSendsNothing() {
        let s = UIStepper()
        s.maximumValue = 3
        s.stepValue = 2
        let sent = recorder(s)
        s.simulateTap(at: minus)
        XCTAssertEqual(s.value, 0, "already at the minimum")
        s.simulateTap(at: plus)
        s.simulateTap(at: plus)
        XCTAssertEqual(s.value, 3, "pinned to the maximum, not past it")
        s.simulateTap(at: plus)
        XCTAssertEqual(sent(), [2, 3], "no event where nothing changed")
    }

    func testAWrappingStepperGoesFromOneEndToTheOther() {
        let s = UIStepper()
        s.wraps = true
        s.maximumValue = 3
        let sent = recorder(s)
        s.simulateTap(at: minus)
        XCTAssertEqual(s.value, 3, "below the minimum is the maximum")
        s.simulateTap(at: plus)
        XCTAssertEqual(s.value, 0, "past the maximum is the minimum")
        XCTAssertEqual(sent(), [3, 0])
    }

    func testANonContinuousStepperSendsValueChangedWhenTheTouchEnds() {
        let s = UIStepper()
        s.isContinuous = false
        var events: [String] = []
        s.addAction(UIAction { _ in events.append("changed \(s.value)") }, for: .valueChanged)
        s.addAction(UIAction { _ in events.append("down \(s.value)") }, for: .touchDown)
        s.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        s.simulateTap(at: plus)
        XCTAssertEqual(events, ["down 1.0", "changed 1.0", "up"], "the value steps on touch down; the event waits for the lift")
    }

    func testHoldingAHalfRepeatsTheStepWhenAutorepeatIsOn() {
        let s = UIStepper()
        let sent = recorder(s)
        s.simulate(.longPress(at: plus, duration: 1))
        // One step on touch down, then one every tenth of a second from half a second on.
        XCTAssertEqual(s.value, 7)
        XCTAssertEqual(sent(), [1, 2, 3, 4, 5, 6, 7])

        let once = UIStepper()
        once.autorepeat = false
        once.simulate(.longPress(at: plus, duration: 1))
        XCTAssertEqual(once.value, 1)
    }

    func testADisabledStepperIgnoresTaps() {
        let s = UIStepper()
        s.isEnabled = false
        s.simulateTap(at: plus)
        XCTAssertEqual(s.value, 0)
    }

    // MARK: Images

    func testImagesAreKeptPerStateAndDividersPerPairOfStates() {
        let s = UIStepper()
        let image = TestImages.chevron(points: 12)
        s.setIncrementImage(image, for: .normal)
        s.setDecrementImage(image, for: .highlighted)
        s.setBackgroundImage(image, for: .disabled)
        s.setDividerImage(image, forLeftSegmentState: .normal, rightSegmentState: .highlighted)
        XCTAssertTrue(s.incrementImage(for: .normal) === image)
        XCTAssertNil(s.incrementImage(for: .highlighted))
        XCTAssertTrue(s.decrementImage(for: .highlighted) === image)
        XCTAssertNil(s.decrementImage(for: .normal))
        XCTAssertTrue(s.backgroundImage(for: .disabled) === image)
        XCTAssertTrue(s.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted) === image)
        XCTAssertNil(s.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal))
    }

    // MARK: Documents

    private let document = """
        <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" wraps="YES" autorepeat="NO" continuous="NO" value="40" minimumValue="10" maximumValue="40" stepValue="5" id="st1">
            <rect key="frame" x="0.0" y="0.0" width="94" height="29"/>
        </stepper>
        """

    func testADocumentsStepperDecodesItsRangeStepAndFlags() throws {
        let s = try RangeControlFixtures.decoded(document, id: "st1", as: UIStepper.self)
        XCTAssertEqual(s.minimumValue, 10)
        XCTAssertEqual(s.maximumValue, 40)
        XCTAssertEqual(s.value, 40)
        XCTAssertEqual(s.stepValue, 5)
        XCTAssertTrue(s.wraps)
        XCTAssertFalse(s.autorepeat)
        XCTAssertFalse(s.isContinuous)
        XCTAssertEqual(s.frame.size, CGSize(width: 94, height: 32), "older documents' 29 points become iOS 13's 32")
    }

    func testADocumentsStepperRendersAsTheSameStepperBuiltInCodeOnEveryPath() throws {
        let s = UIStepper()
        s.maximumValue = 40
        s.minimumValue = 10
        s.value = 40
        s.stepValue = 5
        s.wraps = true
        s.autorepeat = false
        s.isContinuous = false
        try RangeControlFixtures.assertDocument(document, objectID: "st1", rendersAs: s)

        let atTheTop = UIStepper()
        atTheTop.value = 100
        try RangeControlFixtures.assertDocument("""
            <stepper opaque="NO" contentMode="scaleToFill" value="100" id="top"><rect key="frame" x="0.0" y="0.0" width="94" height="32"/></stepper>
            """, objectID: "top", rendersAs: atTheTop)
    }

    func testAStepThatIsNotANumberIsAnErrorNamingTheFileLineAndKey() {
        RangeControlFixtures.assertNotANumberIsAnError("stepper", key: "stepValue", text: "1,5")
    }

    // MARK: Images

    /// At the minimum (− dimmed), in the middle, at the maximum (+ dimmed), wrapping (nothing
    /// dimmed), disabled, and tinted (which the default glyphs ignore, as on iOS 13 and later).
    private func states() -> UIView {
        func stepper(_ value: Double, _ x: CGFloat, _ y: CGFloat, _ configure: (UIStepper) -> Void = { _ in }) -> UIStepper {
            let s = UIStepper(frame: CGRect(x: x, y: y, width: 0, height: 0))
            s.maximumValue = 10
            s.value = value
            configure(s)
            return s
        }
        return RangeControlFixtures.board(220, 150, [
            stepper(0, 10, 10), stepper(5, 114, 10),
            stepper(10, 10, 58), stepper(10, 114, 58) { $0.wraps = true },
            stepper(5, 10, 106) { $0.isEnabled = false }, stepper(5, 114, 106) { $0.tintColor = .systemRed },
        ])
    }

    func testStepperStatesInLightAndDark() {
        assertSnapshot(of: states(), as: .image, named: "light")
        assertSnapshot(of: states(), as: .image(traits: .init(userInterfaceStyle: .dark)), named: "dark")
    }

    func testAPressedHalfDarkensWhileTheFingerIsDown() {
        let s = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        s.value = 5
        let board = RangeControlFixtures.board(114, 52, [s])
        // A finger put down on + and not lifted, which the simulation's taps always do.
        let touch = UITouch()
        touch.root = board
        touch.rootLocation = CGPoint(x: 10 + plus.x, y: 10 + plus.y)
        touch.view = s
        s.touchesBegan([touch], with: nil)
        XCTAssertTrue(s.isTracking)
        XCTAssertTrue(s.isHighlighted)
        XCTAssertEqual(s.value, 6, "the step happens on touch down")
        // The pressed half is the touch's, which no document stores, so only the code path is drawn.
        assertSnapshot(of: board, as: .image(paths: [.code]), named: "pressed-plus")
        s.touchesEnded([touch], with: nil)
        XCTAssertFalse(s.isTracking)
    }

    func testStepperWithItsOwnGlyphsAndBackground() {
        let s = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        s.setIncrementImage(TestImages.chevron(points: 16).withRenderingMode(.alwaysTemplate), for: .normal)
        s.setDecrementImage(TestImages.chevron(points: 16), for: .normal)
        s.setBackgroundImage(TestImages.landscape(), for: .normal)
        s.tintColor = .systemPurple
        s.value = 3
        // Images made from pixels have no name a document could store, so only the code path is drawn.
        assertSnapshot(of: RangeControlFixtures.board(114, 52, [s]), as: .image(paths: [.code]), named: "images")
    }
}
