@testable import Designable
import Foundation
import XCTest

/// What sheets, side menus and tab bar controllers written for iOS override or set on a
/// controller: orientations, extra safe area, segues and transition contexts.
final class ViewControllerSDKTests: XCTestCase {
    final class SheetController: UIViewController {
        var safeAreaChanges = 0
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override var shouldAutorotate: Bool { false }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            safeAreaChanges += 1
        }
    }

    func testAdditionalSafeAreaInsetsReachTheRootViewAndItsSubviews() {
        let controller = SheetController()
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        controller.view.addSubview(content)
        controller.view.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 67, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(content.safeAreaInsets.top, 67, "a subview at the top is covered by both")
        XCTAssertEqual(controller.safeAreaChanges, 1)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(controller.safeAreaChanges, 1, "the same insets again change nothing")
        XCTAssertEqual(controller.supportedInterfaceOrientations, .portrait)
        XCTAssertEqual(UIViewController().supportedInterfaceOrientations, .allButUpsideDown, "UIKit's iPhone default")
        XCTAssertTrue(UIInterfaceOrientationMask.all.isSuperset(of: .landscape))
    }

    final class SlideSegue: UIStoryboardSegue {
        var performed = false
        override func perform() { performed = true }
    }

    func testACustomSegueKnowsItsControllersAndPerforms() {
        let source = UIViewController(), destination = UIViewController()
        let segue = SlideSegue(identifier: "menu", source: source, destination: destination)
        XCTAssertEqual(segue.identifier, "menu")
        XCTAssertTrue(segue.source === source && segue.destination === destination)
        source.prepare(for: segue, sender: nil)
        segue.perform()
        XCTAssertTrue(segue.performed)
        XCTAssertTrue(source.shouldPerformSegue(withIdentifier: "menu", sender: nil))
    }
}
