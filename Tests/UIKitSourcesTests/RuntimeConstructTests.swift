import Designable
import Raster
import XCTest
@testable import AppViews

/// What the Objective-C runtime does for the fixtures on iOS works here: optional protocol
/// requirements answer nil when not implemented, and selectors reach their methods through
/// notifications, timers, `perform` and `responds(to:)`.
final class RuntimeConstructTests: XCTestCase {
    /// Implements two of the three optional requirements.
    final class VetoingDelegate: NSObject, RatingControlDelegate {
        var changes: [Int] = []
        func ratingControl(_ control: RatingControl, didChangeRating rating: Int) { changes.append(rating) }
        func ratingControlShouldHighlight(_ control: RatingControl) -> Bool { false }
    }

    /// Implements none.
    final class SilentDelegate: NSObject, RatingControlDelegate {}

    func testAnImplementedOptionalRequirementIsCalledAndAnUnimplementedOneGivesNil() throws {
        let control = RatingControl(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        let vetoing = VetoingDelegate()
        control.delegate = vetoing
        control.rating = 5
        XCTAssertEqual(vetoing.changes, [5])
        let gray = try XCTUnwrap(ViewRenderer.render(control, scale: 1).unpremultipliedPixel(x: 5, y: 5))

        let silent = SilentDelegate()
        control.delegate = silent
        let orange = try XCTUnwrap(ViewRenderer.render(control, scale: 1).unpremultipliedPixel(x: 5, y: 5))
        XCTAssertNotEqual(gray, orange, "without the veto the stars are highlighted: the unimplemented requirement gave nil, so ?? true")
        XCTAssertEqual(orange.r, 255, "systemOrange")
        XCTAssertGreaterThan(orange.g, 100)
        XCTAssertLessThan(orange.b, 60)
    }

    /// The strip's delegate is an `AnyObject` outlet, called by method name on iOS: an object
    /// adopting the protocol is called for what it implements.
    func testAnAnyObjectDelegateIsCalledThroughItsProtocol() throws {
        final class Owner: NSObject, TabStripDelegate {
            var selected: [Int] = []
            func tabStrip(_ strip: TabStrip, didSelect index: Int) { selected.append(index) }
            func tabStripShouldHighlight(_ strip: TabStrip) -> Bool { false }
        }
        final class Bystander: NSObject {}
        let strip = TabStrip(frame: CGRect(x: 0, y: 0, width: 90, height: 20))
        let owner = Owner()
        strip.delegate = owner
        strip.select(2)
        XCTAssertEqual(owner.selected, [2])
        let unhighlighted = try ViewRenderer.render(strip, scale: 1)
        let bystander = Bystander()
        strip.delegate = bystander
        strip.select(2)
        XCTAssertNotEqual(try ViewRenderer.render(strip, scale: 1), unhighlighted,
                          "an object without the method gives nil, so the strip highlights as by default")
        XCTAssertEqual(owner.selected, [2])
    }

    /// A custom control asking a UIKit delegate's optional method gets the delegate's answer,
    /// or `nil` when it does not implement it, even when the answer types into a field whose
    /// own delegate call reaches a default on the way.
    func testAUIKitDelegatesOptionalMethodAnswersOrGivesNil() {
        final class Returns: NSObject, UITextFieldDelegate {
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.insertText("!")
                return false
            }
        }
        final class Silent: NSObject, UITextFieldDelegate {}
        let code = CodeField(frame: .zero)
        let returns = Returns(), silent = Silent()
        code.delegate = returns
        code.field.delegate = silent
        XCTAssertEqual(code.askReturn(), false, "implemented: its answer, though typing reached the field delegate's default")
        XCTAssertEqual(code.field.text, "!")
        code.delegate = silent
        XCTAssertNil(code.askReturn(), "not implemented: nil, as on iOS")
    }

    func testSelectorsReachTheirMethodsThroughNotificationsTimersAndPerform() {
        AppViews.registerDesignables()
        let ticker = TickerView(frame: .zero)
        ticker.start()
        NotificationCenter.default.post(name: TickerView.tickNotification, object: "test")
        XCTAssertEqual(ticker.ticks, 1, "handleTick(_:) is private, reached through #selector")
        XCTAssertEqual(ticker.lastSender, "test")
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        XCTAssertEqual(ticker.ticks, 11, "the timer fired timerFired(_:) with itself")
        XCTAssertTrue(ticker.canReset())
        ticker.perform(Selector("reset"))
        XCTAssertEqual(ticker.ticks, 0)
    }

    /// `Box(frame:)` through the strip's generic parameter builds exactly the box class, with
    /// its own `init(frame:)`, as the Objective-C runtime does on iOS.
    func testAViewBuiltThroughAGenericParameterIsThatClass() throws {
        let strip = UnderlinedPinStrip(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        XCTAssertEqual(strip.boxes.count, 4)
        XCTAssertTrue(strip.arrangedSubviews.allSatisfy { type(of: $0) == UnderlinedPinBox.self })
        XCTAssertEqual(strip.boxes.first?.backgroundColor, .systemGray6, "the box's init(frame:) ran")
        strip.length = 6
        XCTAssertEqual(strip.boxes.count, 6)
        let spare = strip.makeSpare()
        XCTAssertEqual(spare.frame, CGRect(x: 0, y: 0, width: 10, height: 10))

        strip.length = 2
        let empty = try ViewRenderer.render(strip, scale: 1)
        strip.show("42")
        XCTAssertEqual(strip.boxes.map(\.digit), ["4", "2"])
        XCTAssertNotEqual(try ViewRenderer.render(strip, scale: 1), empty, "the digits are drawn")
    }
}

/// A tab bar controller subclass covering its tabs with views of its own, as animated tab bar
/// libraries write it.
final class TabBarControllerSubclassTests: XCTestCase {
    final class Gate: NSObject, UITabBarControllerDelegate {
        var selected: [Int] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            viewController.title != "Locked"
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(tabBarController.selectedIndex)
        }
    }

    /// Implements neither requirement: the optional calls give `nil`, so every tab is allowed.
    final class Silent: NSObject, UITabBarControllerDelegate {}

    func makeController() -> BouncyTabBarController {
        let titles = ["Home", "Locked", "Profile"]
        let screens = titles.map { title -> UIViewController in
            let screen = UIViewController()
            screen.tabBarItem = BouncyTabBarItem(title: title, image: nil, tag: 0)
            screen.title = title
            return screen
        }
        screens[2].tabBarItem = BouncyTabBarItem(title: "Profile", image: nil, tag: 2)
        let controller = BouncyTabBarController()
        controller.loadViewIfNeeded()
        controller.viewControllers = [screens[0], screens[1], UINavigationController(rootViewController: screens[2])]
        controller.view.layoutIfNeeded()
        return controller
    }

    func testTheSubclassesTapsAskTheDelegateThroughItsOptionalMethods() {
        AppViews.registerDesignables()
        let controller = makeController()
        XCTAssertEqual(controller.containers.count, 3, "one container per BouncyTabBarItem, found through tabBar.items")
        let gate = Gate()
        controller.delegate = gate
        controller.tabBar.simulateTap(at: CGPoint(x: 195, y: 20))
        XCTAssertEqual(controller.selectedIndex, 0, "the delegate refused the locked tab")
        controller.tabBar.simulateTap(at: CGPoint(x: 330, y: 20))
        XCTAssertEqual(controller.selectedIndex, 2)
        XCTAssertEqual(gate.selected, [2])
        let silent = Silent()
        controller.delegate = silent
        controller.tabBar.simulateTap(at: CGPoint(x: 195, y: 20))
        XCTAssertEqual(controller.selectedIndex, 1, "an unimplemented shouldSelect gives nil, which does not refuse")
        let items = controller.tabBar.items as? [BouncyTabBarItem]
        XCTAssertEqual(items?[1].iconView?.backgroundColor, items?[1].selectedColor, "the overridden selectedIndex's didSet ran")
        XCTAssertEqual(items?[0].iconView?.backgroundColor, items?[0].iconColor)
    }

    /// `#imageLiteral` finds the image in the module's resource folders, as `UIImage(named:)` does.
    func testAnImageLiteralIsTheNamedImage() throws {
        AppViews.registerDesignables()
        let literal = #imageLiteral(resourceName: "fixture-star")
        let named = try XCTUnwrap(UIImage(named: "fixture-star"))
        XCTAssertEqual(literal.size, named.size)
        XCTAssertEqual(literal.scale, 2)
        XCTAssertEqual(literal.pngData(), named.pngData())
    }

    func testTheSubclassLaysOutAgainAlongsideASizeTransition() {
        let controller = makeController()
        controller.simulateTransition(to: CGSize(width: 600, height: 400))
        XCTAssertEqual(controller.transitions, [CGSize(width: 600, height: 400)])
        XCTAssertEqual(controller.containers.last?.frame, CGRect(x: 400, y: 0, width: 200, height: 49),
                       "the alongside animation ran once the bar had its new width")
    }
}

/// A view whose file uses URL loading, HTML reading and `appendFormat`, all Foundation on iOS.
final class FoundationOnIOSTests: XCTestCase {
    func testAViewUsingURLLoadingAndHTMLCompilesAndShowsItsText() throws {
        let banner = PromoBanner(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        XCTAssertEqual(banner.label.attributedText?.string, "Sale & more")
        let bold = banner.label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        XCTAssertTrue(bold?.fontName.contains("Bold") == true)
        XCTAssertEqual(banner.code, "XCHN", "appendFormat(\"%C\", …) appended each letter")
        banner.html = "<i>Gone</i>"
        XCTAssertEqual(banner.label.attributedText?.string, "Gone")
    }
}
