import Designable
import Foundation
import XCTest

final class ViewHierarchyTests: XCTestCase {
    func testAddingASubviewTakesItFromItsPreviousSuperview() {
        let a = UIView(), b = UIView(), child = UIView()
        a.addSubview(child)
        b.addSubview(child)
        XCTAssertTrue(a.subviews.isEmpty)
        XCTAssertEqual(b.subviews, [child])
        XCTAssertTrue(child.superview === b)
    }

    func testInsertSubviewAtIndexOrdersBottomFirst() {
        let parent = UIView(), first = UIView(), second = UIView(), middle = UIView()
        parent.addSubview(first)
        parent.addSubview(second)
        parent.insertSubview(middle, at: 1)
        XCTAssertEqual(parent.subviews, [first, middle, second])
        parent.insertSubview(UIView(), at: 99)
        XCTAssertEqual(parent.subviews.count, 4, "an index past the end appends")
    }

    func testRemoveFromSuperviewDetaches() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.removeFromSuperview()
        XCTAssertNil(child.superview)
        XCTAssertTrue(parent.subviews.isEmpty)
    }

    func testAViewCannotBecomeItsOwnAncestor() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
        XCTAssertNil(parent.superview)
        XCTAssertEqual(parent.subviews, [child])
    }

    func testViewWithTagSearchesSelfThenDepthFirst() {
        let root = UIView(), branch = UIView(), leaf = UIView(), later = UIView()
        branch.tag = 1; leaf.tag = 2; later.tag = 2
        root.addSubview(branch)
        branch.addSubview(leaf)
        root.addSubview(later)
        XCTAssertTrue(root.viewWithTag(2) === leaf)
        XCTAssertTrue(root.viewWithTag(0) === root)
        XCTAssertNil(root.viewWithTag(3))
    }

    func testWindowCallbacksReachTheWholeSubtree() {
        final class Probe: UIView {
            var events: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) { events.append(newWindow == nil ? "willLeave" : "willJoin") }
            override func didMoveToWindow() { events.append(window == nil ? "didLeave" : "didJoin") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(), probe = Probe()
        container.addSubview(probe)
        XCTAssertTrue(probe.events.isEmpty, "no window yet")
        window.addSubview(container)
        container.removeFromSuperview()
        XCTAssertEqual(probe.events, ["willJoin", "didJoin", "willLeave", "didLeave"])
    }

    func testSublayersCanBeAddedAndRemovedAgain() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let border = CALayer()
        view.layer.addSublayer(border)
        XCTAssertTrue(border.superlayer === view.layer)
        border.removeFromSuperlayer()
        XCTAssertNil(view.layer.sublayers)
        XCTAssertNil(border.superlayer)
    }

    func testLayoutIfNeededRunsLayoutSubviewsOnceUntilMarkedAgain() {
        final class Counter: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counter(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 2)
        view.frame.size.width = 20
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 3, "a size change asks for layout")
    }

    func testLayerClassChoosesTheBackingLayer() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        XCTAssertTrue(GradientView().layer is CAGradientLayer)
        XCTAssertFalse(UIView().layer is CAGradientLayer)
    }

    func testViewControllerLoadsItsViewOnceOnFirstAccess() {
        final class Screen: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let screen = Screen()
        XCTAssertFalse(screen.isViewLoaded)
        _ = screen.view
        _ = screen.view
        XCTAssertEqual(screen.loads, 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.rootViewController = screen
        XCTAssertEqual(screen.view.frame, window.bounds)
        XCTAssertTrue(screen.view.window === window)
    }
}

/// Window levels and modal accessibility, as floating action menus use them.
final class WindowLevelAndModalTests: XCTestCase {
    func testWindowLevelsOrderAsUIKitsDo() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(window.windowLevel, .normal)
        window.windowLevel = .alert + 1
        XCTAssertEqual(window.windowLevel.rawValue, 2001)
        XCTAssertLessThan(UIWindow.Level.normal.rawValue, UIWindow.Level.statusBar.rawValue)
    }
}
