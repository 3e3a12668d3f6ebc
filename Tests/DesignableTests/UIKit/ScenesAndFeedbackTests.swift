@testable import Designable
import Foundation
import XCTest

/// The app's one window scene, its windows and key window, the haptic generators and
/// accessibility elements: what a toast, a sheet or a range slider reaches for, each behaving as
/// an iPhone in the foreground with nothing attached.
final class ScenesAndFeedbackTests: XCTestCase {
    func testTheActiveWindowSceneHoldsTheWindowsAndTheKeyOne() throws {
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive })
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let second = UIWindow(windowScene: scene)
        XCTAssertTrue(second.windowScene === scene)
        XCTAssertEqual(second.bounds.size, UIScreen.main.bounds.size, "a scene's window is as large as its screen")
        XCTAssertTrue(scene.windows.contains { $0 === first } && scene.windows.contains { $0 === second })
        XCTAssertTrue(second.isHidden)
        first.makeKeyAndVisible()
        XCTAssertTrue(first.isKeyWindow)
        XCTAssertFalse(first.isHidden)
        second.makeKey()
        XCTAssertFalse(first.isKeyWindow, "making another window key resigns the first")
        XCTAssertTrue(scene.windows.first(where: \.isKeyWindow) === second)
        XCTAssertTrue(scene.keyWindow === second)
        XCTAssertEqual(scene.statusBarManager?.statusBarFrame.height, 0)
        weak var gone: UIWindow?
        do {
            let temporary = UIWindow(frame: .zero)
            gone = temporary
            XCTAssertTrue(UIApplication.shared.windows.contains { $0 === temporary })
        }
        XCTAssertNil(gone, "the app holds its windows weakly")
        XCTAssertFalse(UIApplication.shared.windows.contains { $0 === gone })
    }

    func testFeedbackGeneratorsRecordWhatTheyWereAskedAndDrawNothing() {
        let impact = UIImpactFeedbackGenerator(style: .light)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        XCTAssertEqual(impact.occurrences, ["impact(light)", "impact(light, 0.5)"])
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium, "medium by default, as on iOS")
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        let outcome = UINotificationFeedbackGenerator()
        outcome.notificationOccurred(.warning)
        XCTAssertEqual(selection.occurrences + outcome.occurrences, ["selectionChanged", "notification(warning)"])
    }

    /// A range slider exposing its two thumbs as elements, as RangeSeekSlider-style controls do.
    final class TwoThumbSlider: UIControl {
        var low = 2
        lazy var elements: [UIAccessibilityElement] = [Thumb(accessibilityContainer: self)]
        override func accessibilityElementCount() -> Int { elements.count }
        override func accessibilityElement(at index: Int) -> Any? { elements[index] }
        override func index(ofAccessibilityElement element: Any) -> Int {
            elements.firstIndex { $0 === element as AnyObject } ?? NSNotFound
        }
    }

    final class Thumb: UIAccessibilityElement {
        override func accessibilityIncrement() {
            guard let slider = accessibilityContainer as? TwoThumbSlider else { return }
            slider.low += 1
            accessibilityValue = "\(slider.low)"
        }
    }

    func testAControlsOwnElementsAnswerThroughTheContainerMethods() throws {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let slider = TwoThumbSlider(frame: CGRect(x: 10, y: 20, width: 200, height: 40))
        screen.addSubview(slider)
        XCTAssertEqual(slider.accessibilityElementCount(), 1)
        let thumb = try XCTUnwrap(slider.accessibilityElement(at: 0) as? Thumb)
        XCTAssertEqual(slider.index(ofAccessibilityElement: thumb), 0)
        thumb.accessibilityIncrement()
        XCTAssertEqual(slider.low, 3)
        XCTAssertEqual(thumb.accessibilityValue, "3")
        XCTAssertFalse(thumb.isAccessibilityElement, "false until set, as on iOS")
        thumb.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 5, width: 10, height: 10)
        XCTAssertEqual(thumb.accessibilityFrame, CGRect(x: 15, y: 25, width: 10, height: 10), "converted from the container")
        XCTAssertEqual(slider.accessibilityFrame, CGRect(x: 10, y: 20, width: 200, height: 40), "a view's is its frame on the screen")
        let plain = UIView()
        plain.accessibilityElements = [thumb]
        XCTAssertEqual(plain.accessibilityElementCount(), 1)
        XCTAssertEqual(plain.index(ofAccessibilityElement: UIView()), NSNotFound)
        XCTAssertNil(plain.accessibilityElement(at: 3))
    }

    func testLegacyComparisonsAndCoreFoundationRanges() {
        XCTAssertTrue(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertFalse(CGPoint(x: 1, y: 2).equalTo(.zero))
        XCTAssertTrue(CGSize(width: 2, height: 2).equalTo(CGSize(width: 2, height: 2)))
        XCTAssertEqual(CFRangeMake(2, 5), CFRange(location: 2, length: 5))
        let font: CFTypeRef = UIFont.systemFont(ofSize: 12)
        XCTAssertTrue(font is UIFont)
    }
}
