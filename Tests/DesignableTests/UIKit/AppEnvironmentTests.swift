import Designable
import Dispatch
import Raster
import XCTest

/// The app, the device and accessibility settings are fixed, so a view that reads them renders
/// the same on every machine; what a view posts or sends is observable.
final class AppEnvironmentTests: XCTestCase {
    func testTheDeviceAndAppAreAFixedPhoneInTheForeground() {
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertTrue(UIDevice.current.orientation.isPortrait)
        XCTAssertFalse(UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
        XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
    }

    func testSendActionWithNoTargetGoesUpTheResponderChain() {
        final class Container: UIView {
            var refreshed = 0
            func refresh(_ sender: Any?) { refreshed += 1 }
        }
        SelectorTable.register(Container.self, "refresh:") { view, arguments in view.refresh(arguments[0]) }
        let container = Container(frame: .zero)
        let button = UIButton(frame: .zero)
        container.addSubview(button)
        XCTAssertTrue(UIApplication.shared.sendAction(Selector("refresh:"), to: nil, from: button, for: nil))
        XCTAssertFalse(UIApplication.shared.sendAction(Selector("missing:"), to: nil, from: button, for: nil))
        XCTAssertEqual(container.refreshed, 1)
    }

    func testPostedAccessibilityNotificationsAreRecorded() {
        let before = UIAccessibility.postedNotifications.count
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        let last = UIAccessibility.postedNotifications.dropFirst(before).last { $0.argument == "Saved" }
        XCTAssertEqual(last?.notification, .announcement)
    }

    func testNanosecondsPerSecondScaleDispatchDelaysAsOnDarwin() {
        let delay = DispatchTime.now() + Double(Int64(0.25 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        XCTAssertGreaterThan(delay, DispatchTime.now())
        XCTAssertEqual(NSEC_PER_SEC / NSEC_PER_MSEC, 1_000)
    }
}

/// Core Foundation's booleans and a view's content scale, as real code passes and sets them.
final class CoreFoundationValueTests: XCTestCase {
    func testKCFBooleanTrueDisablesActionsThroughCATransactionsValues() {
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.setValue(kCFBooleanFalse, forKey: kCATransactionDisableActions)
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.commit()
    }

    func testContentScaleFactorIsTheLayersContentsScale() {
        let label = UILabel(frame: .zero)
        label.contentScaleFactor = 3
        XCTAssertEqual(label.layer.contentsScale, 3)
    }
}

/// Smaller pieces of UIKit that real controls use: a colour's hue, an empty attributed string,
/// a scroll view's delegate.
final class UIKitOddsAndEndsTests: XCTestCase {
    func testGetHueInvertsInitHue() {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.4).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        XCTAssertEqual(h, 0.6, accuracy: 1e-3)
        XCTAssertEqual(s, 0.5, accuracy: 1e-3)
        XCTAssertEqual(b, 0.8, accuracy: 1e-3)
        XCTAssertEqual(a, 0.4, accuracy: 1e-3)
        UIColor(white: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        XCTAssertEqual([h, s], [0, 0], "a grey has no hue or saturation")
    }

    func testAnEmptyMutableAttributedStringGrows() {
        let text = NSMutableAttributedString()
        XCTAssertEqual(text.length, 0)
        text.append(NSAttributedString(string: "Hi"))
        XCTAssertEqual(text.string, "Hi")
    }

    func testAScrollViewDelegatesMethodsAreOptional() {
        final class Graph: UIView, UIScrollViewDelegate {
            var scrolled = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
        }
        let graph = Graph(frame: .zero)
        graph.scrollViewDidScroll(UIScrollView(frame: .zero))
        graph.scrollViewDidEndDecelerating(UIScrollView(frame: .zero))
        XCTAssertEqual(graph.scrolled, 1)
        XCTAssertNil(graph.viewForZooming(in: UIScrollView(frame: .zero)))
    }
}

/// UIKit's geometry strings and the empty image, as real controls use them.
final class GeometryStringAndEmptyImageTests: XCTestCase {
    func testGeometryStringsRoundTripAndRejectOtherText() {
        XCTAssertEqual(NSCoder.cgPoint(for: "{3, -4.5}"), CGPoint(x: 3, y: -4.5))
        XCTAssertEqual(NSCoder.cgRect(for: "{{1, 2}, {30, 40}}"), CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 1, y: 2, width: 30, height: 40.5)), "{{1, 2}, {30, 40.5}}")
        XCTAssertEqual(NSCoder.cgSize(for: NSCoder.string(for: CGSize(width: 7, height: 8))), CGSize(width: 7, height: 8))
        XCTAssertEqual(NSCoder.cgPoint(for: "{3, 4, 5}"), .zero)
        XCTAssertEqual(NSCoder.cgPoint(for: "north"), .zero)
    }

    func testAnEmptyImageDrawsNothing() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        button.backgroundColor = .white
        button.setImage(UIImage(), for: .normal)
        let bitmap = try ViewRenderer.render(button, scale: 1)
        XCTAssertEqual(Set((0..<20).flatMap { y in (0..<20).map { bitmap.pixel(x: $0, y: y) } }), [PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)])
    }

    func testATextFieldsTextIsEmptyNotNilAsInUIKit() {
        let field = UITextField(frame: .zero)
        XCTAssertEqual(field.text, "")
        field.text = "Ada"
        field.text = nil
        XCTAssertEqual(field.text, "", "code that force-unwraps text, as TextFieldEffects does, keeps working")
    }
}
