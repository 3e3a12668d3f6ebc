import DesignableTesting
import Foundation
import Raster
@testable import Designable
import XCTest

/// Tab bar controllers, navigation controllers and their bars, as animated tab bar libraries
/// subclass them: the selection, the delegate's veto, the stack, and what a render shows.
final class TabBarAndNavigationTests: XCTestCase {
    final class Screen: UIViewController {
        let colour: UIColor
        init(_ title: String, _ colour: UIColor) {
            self.colour = colour
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = colour
        }
    }

    final class Gatekeeper: NSObject, UITabBarControllerDelegate {
        var refused: Set<String> = []
        var asked: [String] = []
        var selected: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            asked.append(viewController.title ?? "")
            return !refused.contains(viewController.title ?? "")
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController.title ?? "")
        }
    }

    func tabs() -> (UITabBarController, [Screen]) {
        let screens = [Screen("Home", .systemTeal), Screen("Search", .systemYellow), Screen("Profile", .systemPink)]
        let controller = UITabBarController()
        controller.viewControllers = screens
        return (controller, screens)
    }

    func testTheControllersAreChildrenWithATabEachAndTheSelectedOneIsShown() {
        let (controller, screens) = tabs()
        XCTAssertEqual(controller.tabBar.items?.map(\.title), ["Home", "Search", "Profile"], "each tab is its controller's tabBarItem, titled by it")
        XCTAssertTrue(controller.tabBar.items?[1] === screens[1].tabBarItem)
        XCTAssertTrue(screens.allSatisfy { $0.parent === controller && $0.tabBarController === controller })
        XCTAssertEqual(controller.selectedIndex, 0)
        controller.selectedIndex = 2
        XCTAssertTrue(controller.selectedViewController === screens[2])
        XCTAssertTrue(controller.tabBar.selectedItem === screens[2].tabBarItem)
        controller.view.layoutIfNeeded()
        XCTAssertTrue(screens[2].view.superview === controller.view)
        XCTAssertNil(screens[0].viewIfLoaded?.superview, "only the selected controller's view is shown")
        XCTAssertEqual(controller.tabBar.frame, CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        XCTAssertEqual(screens[2].view.frame, CGRect(x: 0, y: 0, width: 390, height: 844 - 49), "the view ends at the opaque bar")
        controller.selectedViewController = screens[1]
        XCTAssertEqual(controller.selectedIndex, 1)
        controller.viewControllers = [screens[1], screens[2], screens[0]]
        XCTAssertEqual(controller.selectedIndex, 0, "the selected controller stays selected where it moved")
        XCTAssertTrue(controller.selectedViewController === screens[1])
        let late = UITabBarItem(title: "Later", image: nil, tag: 9)
        screens[2].tabBarItem = late
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        XCTAssertTrue(controller.tabBar.items?[1] === late, "a tab set after installing shows")
        controller.viewControllers = [screens[0]]
        XCTAssertEqual(controller.selectedIndex, 0, "a selection past the end falls back to the first tab")
        XCTAssertNil(screens[2].parent)
    }

    func testATapAsksTheDelegateWhichMayRefuse() {
        let (controller, _) = tabs()
        let gate = Gatekeeper()
        gate.refused = ["Search"]
        controller.delegate = gate
        controller.view.layoutIfNeeded()
        let bar = controller.tabBar
        bar.simulateTap(at: CGPoint(x: 195, y: 20))
        XCTAssertEqual(gate.asked, ["Search"])
        XCTAssertEqual(controller.selectedIndex, 0, "refused")
        XCTAssertTrue(bar.selectedItem === controller.viewControllers?[0].tabBarItem, "the bar keeps showing the selected tab")
        bar.simulateTap(at: CGPoint(x: 330, y: 20))
        XCTAssertEqual(controller.selectedIndex, 2)
        XCTAssertEqual(gate.selected, ["Profile"])
        controller.viewControllers?[0].tabBarItem.isEnabled = false
        bar.simulateTap(at: CGPoint(x: 60, y: 20))
        XCTAssertEqual(controller.selectedIndex, 2, "a disabled tab takes no taps")
        controller.selectedIndex = 1
        XCTAssertEqual(gate.asked, ["Search", "Profile"], "selecting in code does not ask")
    }

    func testATabBarDrawsItsItemsBadgesAndSelection() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let chevron = TestImages.chevron(points: 24)
        let home = UITabBarItem(title: "Home", image: chevron, tag: 0)
        let inbox = UITabBarItem(title: "Inbox", image: chevron, tag: 1)
        inbox.badgeValue = "3"
        let saved = UITabBarItem(title: "Saved", image: chevron.withRenderingMode(.alwaysOriginal), tag: 2)
        saved.badgeValue = ""
        let more = UITabBarItem(tabBarSystemItem: .more, tag: 3)
        more.isEnabled = false
        bar.items = [home, inbox, saved, more]
        bar.selectedItem = inbox
        bar.tintColor = .systemIndigo
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 118))
        root.backgroundColor = .systemGroupedBackground
        bar.frame.origin.y = 10
        root.addSubview(bar)
        let custom = UITabBar(frame: CGRect(x: 0, y: 64, width: 320, height: 49))
        custom.barTintColor = .black
        custom.unselectedItemTintColor = .systemGray2
        let selected = UITabBarItem(title: "Now", image: chevron, tag: 0)
        selected.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 11)], for: .selected)
        selected.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        custom.items = [selected, UITabBarItem(title: "Later", image: chevron, tag: 1)]
        custom.selectedItem = selected
        custom.tintColor = .systemOrange
        root.addSubview(custom)
        assertSnapshot(of: root, as: .image(paths: [.code]), named: "tabbars")
    }

    func testATitleColourColoursTheTitleAloneAndIconsTakeTheTint() throws {
        let canvas = try Canvas(width: 24, height: 24, scale: 1)
        canvas.setFillColor(Color(white: 0))
        canvas.fill(Rect(x: 0, y: 0, width: 24, height: 24))
        let square = UIImage(bitmap: canvas.bitmap, scale: 1)
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
        let item = UITabBarItem(title: "MMMM", image: square, tag: 0)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .selected)
        bar.items = [item]
        bar.selectedItem = item
        bar.tintColor = .systemBlue
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let button = UIBarButtonItem(image: square, style: .plain, target: nil, action: nil)
        button.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        toolbar.items = [button]
        toolbar.tintColor = .systemBlue
        let blue = PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255)
        let tabs = try ViewRenderer.render(bar, scale: 1)
        XCTAssertEqual(tabs.pixel(x: 50, y: 18), blue, "the icon is in the bar's tint")
        let titleRows = (36..<48).flatMap { y in (0..<100).compactMap { tabs.pixel(x: $0, y: y) } }
        XCTAssertTrue(titleRows.contains { $0.r > 200 && $0.g < 120 && $0.b < 120 }, "the title is in its own colour")
        XCTAssertFalse(titleRows.contains { $0.b > 200 && $0.r < 60 }, "and not in the tint")
        let bars = try ViewRenderer.render(toolbar, scale: 1)
        XCTAssertEqual(bars.pixel(x: Int(BarItemDrawing.margin) + 12, y: 22), blue, "a bar button's image is in the tint too")
    }

    func testAtTheRightToLeftTheFirstTabIsAtTheRight() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
        bar.items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        XCTAssertEqual(bar.itemFrames(), [CGRect(x: 0, y: 0, width: 150, height: 49), CGRect(x: 150, y: 0, width: 150, height: 49)])
        bar.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(bar.itemFrames().first?.minX, 150)
        bar.itemPositioning = .centered
        bar.semanticContentAttribute = .unspecified
        XCTAssertEqual(bar.itemFrames(), [CGRect(x: 74, y: 0, width: 76, height: 49), CGRect(x: 150, y: 0, width: 76, height: 49)])
    }

    final class Shown: NSObject, UINavigationControllerDelegate {
        var events: [String] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            events.append("will \(viewController.title ?? "")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            events.append("did \(viewController.title ?? "")")
        }
    }

    func testANavigationControllerPushesAndPopsItsStack() {
        let root = Screen("Inbox", .systemBackground)
        let navigation = UINavigationController(rootViewController: root)
        let shown = Shown()
        navigation.delegate = shown
        let detail = Screen("Message", .systemYellow), reply = Screen("Reply", .systemTeal)
        navigation.pushViewController(detail, animated: true)
        navigation.pushViewController(reply, animated: true)
        XCTAssertTrue(navigation.topViewController === reply)
        XCTAssertTrue(reply.navigationController === navigation)
        XCTAssertEqual(navigation.navigationBar.topItem?.title, "Reply")
        XCTAssertEqual(navigation.navigationBar.items?.count, 3)
        navigation.view.layoutIfNeeded()
        XCTAssertTrue(reply.view.superview === navigation.view)
        XCTAssertEqual(reply.view.frame, CGRect(x: 0, y: 44, width: 390, height: 800), "below the opaque bar")
        XCTAssertTrue(navigation.popViewController(animated: true) === reply)
        XCTAssertNil(reply.parent)
        XCTAssertNil(reply.viewIfLoaded?.superview)
        XCTAssertEqual(navigation.popToRootViewController(animated: false)?.map(\.title), ["Message"])
        XCTAssertNil(navigation.popToRootViewController(animated: false), "the root is already on top")
        XCTAssertNil(navigation.popViewController(animated: false), "the root is never popped")
        XCTAssertEqual(shown.events, ["will Message", "did Message", "will Reply", "did Reply", "will Message", "did Message", "will Inbox", "did Inbox"])
        navigation.setNavigationBarHidden(true, animated: true)
        XCTAssertEqual(root.view.frame.minY, 0, "the top view takes the bar's space")
        root.title = "All Mail"
        XCTAssertEqual(root.navigationItem.title, "All Mail", "a controller's title titles its navigation item")
        XCTAssertEqual(root.tabBarItem.title, "All Mail")
        XCTAssertTrue(navigation.tabBarItem === root.tabBarItem, "a navigation controller's tab is its root's unless set")
    }

    final class Moving: UIViewController {
        var log: [String] = []
        override func willMove(toParent parent: UIViewController?) {
            log.append("will \(parent.map { String(describing: type(of: $0)) } ?? "nil")")
            super.willMove(toParent: parent)
        }
        override func didMove(toParent parent: UIViewController?) {
            log.append("did \(parent.map { String(describing: type(of: $0)) } ?? "nil")")
            super.didMove(toParent: parent)
        }
    }

    func testContainersTellChildrenTheyMoveInUIKitsOrder() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let pushed = Moving()
        navigation.pushViewController(pushed, animated: false)
        XCTAssertEqual(pushed.log, ["will UINavigationController", "did UINavigationController"])
        navigation.popViewController(animated: false)
        XCTAssertEqual(pushed.log.suffix(2), ["will nil", "did nil"])
        let tabbed = Moving()
        let tabs = UITabBarController()
        tabs.viewControllers = [tabbed, UIViewController()]
        tabs.viewControllers = [UIViewController()]
        XCTAssertEqual(tabbed.log, ["will UITabBarController", "did UITabBarController", "will nil", "did nil"])
    }

    final class TestTargetBar: UINavigationBar {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            barTintColor = .systemIndigo
        }
    }

    func testANavigationBarClassNoModuleRegisteredIsBuiltAsTheLoaderWould() {
        let navigation = UINavigationController(navigationBarClass: TestTargetBar.self, toolbarClass: nil)
        XCTAssertTrue(navigation.navigationBar is TestTargetBar, "a bar declared in a test target, which no registration knows")
        XCTAssertEqual(navigation.navigationBar.barTintColor, .systemIndigo, "through its init?(coder:)")
        XCTAssertEqual(navigation.navigationBar.frame.height, UINavigationBar.height)
        navigation.setViewControllers([Screen("Inbox", .systemBackground)], animated: false)
        XCTAssertEqual(navigation.navigationBar.topItem?.title, "Inbox")
    }

    func testANavigationControllerRendersItsTopScreenBelowItsBar() {
        let navigation = UINavigationController(rootViewController: Screen("Inbox", .systemBackground))
        navigation.pushViewController(Screen("Message", .systemYellow), animated: false)
        navigation.view.frame.size = CGSize(width: 320, height: 160)
        assertSnapshot(of: navigation.view, as: .image(paths: [.code]), named: "navigation")
    }

    final class Rotating: UIViewController {
        var log: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log.append("will \(Int(size.width))")
            coordinator.animate(alongsideTransition: { _ in self.log.append("alongside \(Int(self.view.bounds.width))") },
                                completion: { _ in self.log.append("done") })
            super.viewWillTransition(to: size, with: coordinator)
        }
    }

    func testASimulatedTransitionRunsTheAlongsideAnimationsAtTheNewSize() {
        let tabs = UITabBarController()
        let child = Rotating()
        tabs.viewControllers = [child]
        tabs.simulateTransition(to: CGSize(width: 844, height: 390))
        XCTAssertEqual(child.log, ["will 844", "alongside 844", "done"], "the tab bar controller passes the transition to its children")
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 390 - 49, width: 844, height: 49))
    }

    func testATabBarControllerRendersTheSelectedScreenAboveItsBar() {
        let (controller, screens) = tabs()
        screens[0].tabBarItem.image = TestImages.chevron(points: 24)
        screens[1].tabBarItem.image = TestImages.chevron(points: 24)
        screens[1].tabBarItem.badgeValue = "12"
        controller.selectedIndex = 1
        controller.view.frame.size = CGSize(width: 320, height: 200)
        assertSnapshot(of: controller.view, as: .image(paths: [.code]), named: "tabcontroller")
    }
}

/// A controller's status bar wishes, read by code that asks for them (a floating button's window
/// follows its host's).
final class StatusBarStyleTests: XCTestCase {
    final class Dark: UIViewController {
        var style: UIStatusBarStyle = .lightContent
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { true }
    }

    func testAControllerOverridesItsStatusBarStyle() {
        let dark = Dark()
        XCTAssertEqual(dark.preferredStatusBarStyle, .lightContent)
        XCTAssertTrue(dark.prefersStatusBarHidden)
        XCTAssertEqual(UIViewController().preferredStatusBarStyle, .default)
        XCTAssertEqual(UIStatusBarStyle.darkContent.rawValue, 3, "UIKit's raw values, as archives store them")
        dark.setNeedsStatusBarAppearanceUpdate()
    }

    func testContainersNameTheChildWhoseStatusBarWishesCount() {
        let dark = Dark(), plain = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, dark]
        XCTAssertTrue(tabs.childForStatusBarStyle === plain)
        tabs.selectedIndex = 1
        XCTAssertTrue(tabs.childForStatusBarStyle === dark, "the selected tab's")
        XCTAssertTrue(tabs.childForStatusBarHidden === dark)
        XCTAssertNil(dark.childForStatusBarStyle)
        let navigation = UINavigationController(rootViewController: dark)
        XCTAssertNil(navigation.childForStatusBarStyle, "a navigation controller decides from its bar")
        XCTAssertEqual(navigation.preferredStatusBarStyle, .default)
        navigation.navigationBar.barStyle = .black
        XCTAssertEqual(navigation.preferredStatusBarStyle, .lightContent)
    }
}
