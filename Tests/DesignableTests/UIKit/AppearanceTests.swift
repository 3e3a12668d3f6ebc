import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Appearance proxies, as apps style every bar at launch. Each test styles classes of its own,
/// so the proxies, which last for the process as on iOS, touch no other test.
final class AppearanceTests: XCTestCase {
    final class BrandBar: UITabBar {}
    final class InnerBrandBar: UITabBar {}
    final class BrandNavigationBar: UINavigationBar {}
    final class BrandTabItem: UITabBarItem {}
    final class BrandButtonItem: UIBarButtonItem {}

    func testAProxyStylesEveryInstanceThatHasNotStyledItself() throws {
        BrandBar.appearance().barTintColor = .black
        BrandBar.appearance().tintColor = .systemPink
        XCTAssertTrue(BrandBar.appearance() === BrandBar.appearance(), "one proxy per class")
        let plain = BrandBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
        let own = BrandBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
        own.barTintColor = .systemTeal
        XCTAssertNil(plain.barTintColor, "the proxy applies when the bar first renders, as when it enters a window")
        _ = try ViewRenderer.render(plain, scale: 1)
        _ = try ViewRenderer.render(own, scale: 1)
        XCTAssertEqual(plain.barTintColor, .black)
        XCTAssertEqual(plain.tintColor, .systemPink)
        XCTAssertEqual(own.barTintColor, .systemTeal, "a bar's own colour wins")
        XCTAssertEqual(own.tintColor, .systemPink)
        let other = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
        _ = try ViewRenderer.render(other, scale: 1)
        XCTAssertNil(other.barTintColor, "a superclass is not styled by its subclass's proxy")
    }

    func testAContainedProxyWinsInsideItsContainerOnly() throws {
        UILabel.appearance(whenContainedInInstancesOf: [InnerBrandBar.self]).backgroundColor = .systemYellow
        let bar = InnerBrandBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
        let inside = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        bar.addSubview(inside)
        let outside = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        _ = try ViewRenderer.render(bar, scale: 1)
        _ = try ViewRenderer.render(outside, scale: 1)
        XCTAssertEqual(inside.backgroundColor, .systemYellow)
        XCTAssertNil(outside.backgroundColor)
    }

    func testEquallySpecificProxiesApplyInTheOrderTheyWereMade() throws {
        final class TieLabel: UILabel {}
        final class OuterBox: UIView {}
        final class InnerBox: UIView {}
        // Both match a label in an InnerBox inside an OuterBox, with one container each; the
        // registry is a dictionary, so without an order of its own the winner would follow the
        // process's hash seed.
        TieLabel.appearance(whenContainedInInstancesOf: [OuterBox.self]).backgroundColor = .systemRed
        TieLabel.appearance(whenContainedInInstancesOf: [InnerBox.self]).backgroundColor = .systemBlue
        let outer = OuterBox(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let inner = InnerBox(frame: outer.bounds)
        let label = TieLabel(frame: inner.bounds)
        outer.addSubview(inner)
        inner.addSubview(label)
        _ = try ViewRenderer.render(outer, scale: 1)
        XCTAssertEqual(label.backgroundColor, .systemRed, "the proxy made first wins a tie")
    }

    func testBarItemsTakeTheirProxiesTitleAttributesWhereTheyAreDrawn() {
        BrandTabItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        BrandTabItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .selected)
        let item = BrandTabItem(title: "Home", image: nil, tag: 0)
        XCTAssertEqual(item.effectiveTitleTextAttributes(for: .selected, in: nil)[.foregroundColor] as? UIColor, .systemRed)
        XCTAssertEqual(item.effectiveTitleTextAttributes(for: .disabled, in: nil)[.foregroundColor] as? UIColor, .systemGreen,
                       "a state without attributes takes the normal state's")
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .normal)
        XCTAssertEqual(item.effectiveTitleTextAttributes(for: .selected, in: nil)[.foregroundColor] as? UIColor, .systemBlue,
                       "the item's own attributes win")

        BrandButtonItem.appearance(whenContainedInInstancesOf: [BrandNavigationBar.self])
            .setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 20)], for: .normal)
        let button = BrandButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        let navigation = BrandNavigationBar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        XCTAssertEqual(BarItemDrawing.font(for: button, in: navigation).pointSize, 20)
        XCTAssertEqual(BarItemDrawing.font(for: button, in: toolbar).pointSize, 17, "only inside the navigation bar")
        XCTAssertGreaterThan(BarItemDrawing.width(of: button, in: navigation), BarItemDrawing.width(of: button, in: toolbar))
    }

    func testStyledBarsRender() {
        final class NightBar: UITabBar {}
        NightBar.appearance().barTintColor = UIColor(white: 0.1, alpha: 1)
        NightBar.appearance().tintColor = .systemYellow
        NightBar.appearance().unselectedItemTintColor = .systemGray2
        let bar = NightBar(frame: CGRect(x: 0, y: 0, width: 240, height: 49))
        let chevron = TestImages.chevron(points: 24)
        let items = [UITabBarItem(title: "Today", image: chevron, tag: 0), UITabBarItem(title: "Later", image: chevron, tag: 1)]
        bar.items = items
        bar.selectedItem = items[0]
        assertSnapshot(of: bar, as: .image(paths: [.code]), named: "nightbar")
    }
}
