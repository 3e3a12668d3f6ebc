import Designable
import Foundation
import XCTest

/// View controllers in the trait hierarchy, as iOS 17 has them: told of changes before their
/// views, overriding traits for their children and their subtrees, never loading their view to
/// answer `traitCollection`; and the iOS 17 API for overrides and change registrations.
final class ViewControllerTraitTests: XCTestCase {
    private static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// Writes what each object was told, in order.
    private final class Log {
        var entries: [String] = []
    }

    private final class ProbeView: UIView {
        var log: Log?
        var name = ""
        var seen: UITraitCollection?
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?.entries.append("\(name) \(previousTraitCollection?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)")
        }
        override func draw(_ rect: CGRect) { seen = traitCollection }
    }

    private final class ProbeController: UIViewController {
        let log: Log
        let name: String
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func loadView() {
            let view = ProbeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.log = log
            view.name = "\(name).view"
            self.view = view
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.entries.append("\(name) \(previousTraitCollection?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)")
        }
    }

    func testAControllerIsToldOfATraitChangeBeforeItsViewAndAChildControllerAfterItsParent() throws {
        let log = Log()
        let parent = ProbeController("parent", log: log), child = ProbeController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = try ViewRenderer.render(parent.view, traits: Self.dark)
        XCTAssertEqual(log.entries, ["parent light→dark", "parent.view light→dark", "child light→dark", "child.view light→dark"])
        log.entries = []
        _ = try ViewRenderer.render(parent.view, traits: Self.dark)
        XCTAssertEqual(log.entries, [], "the same traits again: nobody is told")
    }

    func testReadingTraitsNeverLoadsTheViewEvenInsideLoadView() {
        final class Reading: UIViewController {
            var loads = 0
            var styleInLoadView: UIUserInterfaceStyle?
            var viewInLoadView: UIView?
            override func loadView() {
                loads += 1
                styleInLoadView = traitCollection.userInterfaceStyle
                viewInLoadView = view
                view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let controller = Reading()
        controller.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .dark)
        XCTAssertFalse(controller.isViewLoaded, "traitCollection does not load the view")
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.loads, 1, "reading view inside loadView does not start loading again")
        XCTAssertEqual(controller.styleInLoadView, .dark)
        XCTAssertNil(controller.viewInLoadView)
        XCTAssertTrue(controller.isViewLoaded)
    }

    func testAControllerWithoutAViewTakesItsParentsTraits() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.traitOverrides.preferredContentSizeCategory = .extraSmall
        XCTAssertEqual(child.traitCollection.preferredContentSizeCategory, .extraSmall)
        XCTAssertFalse(child.isViewLoaded)
        XCTAssertFalse(parent.isViewLoaded)
    }

    func testAParentsOverrideForAChildReachesEveryViewOfTheChildOnly() throws {
        let log = Log()
        let parent = ProbeController("parent", log: log), child = ProbeController("child", log: log)
        parent.view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        parent.addChild(child)
        let leaf = ProbeView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        child.view.addSubview(leaf)
        parent.view.addSubview(child.view)
        let sibling = ProbeView(frame: CGRect(x: 20, y: 0, width: 5, height: 5))
        parent.view.addSubview(sibling)
        let compact = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                                     UITraitCollection(userInterfaceStyle: .dark)])
        parent.setOverrideTraitCollection(compact, forChild: child)
        XCTAssertEqual(parent.overrideTraitCollection(forChild: child), compact)

        _ = try ViewRenderer.render(parent.view, traits: UITraitCollection(horizontalSizeClass: .regular))
        XCTAssertEqual(leaf.seen?.horizontalSizeClass, .compact)
        XCTAssertEqual(leaf.seen?.userInterfaceStyle, .dark)
        XCTAssertEqual(leaf.seen?.verticalSizeClass, .regular, "traits the override leaves alone are inherited")
        XCTAssertEqual(sibling.seen?.horizontalSizeClass, .regular)
        XCTAssertEqual(sibling.seen?.userInterfaceStyle, .light)

        let stranger = UIViewController()
        parent.setOverrideTraitCollection(compact, forChild: stranger)
        XCTAssertNil(parent.overrideTraitCollection(forChild: stranger), "only a child takes an override")
        child.removeFromParent()
        XCTAssertNil(parent.overrideTraitCollection(forChild: child), "a removed child loses its override")
    }

    func testTraitOverridesOfAViewReachAControllerWhoseViewIsInside() throws {
        let log = Log()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let controller = ProbeController("inner", log: log)
        container.addSubview(controller.view)
        container.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        container.traitOverrides.layoutDirection = .rightToLeft
        _ = try ViewRenderer.render(container)
        XCTAssertEqual(controller.traitCollection.preferredContentSizeCategory, .accessibilityLarge, "outside a render too")
        let seen = try XCTUnwrap((controller.view as? ProbeView)?.seen)
        XCTAssertEqual(seen.preferredContentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(seen.layoutDirection, .rightToLeft)
        XCTAssertTrue(container.traitOverrides.contains(UITraitLayoutDirection.self))
        container.traitOverrides.remove(UITraitLayoutDirection.self)
        XCTAssertFalse(container.traitOverrides.contains(UITraitLayoutDirection.self))
        XCTAssertEqual(container.traitCollection.layoutDirection, .unspecified)
    }

    func testOverrideUserInterfaceStyleIsTheStyleAmongTheTraitOverrides() {
        let view = UIView(), controller = UIViewController()
        view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(view.traitOverrides.userInterfaceStyle, .dark)
        controller.traitOverrides.userInterfaceStyle = .dark
        XCTAssertEqual(controller.overrideUserInterfaceStyle, .dark)
        view.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        XCTAssertEqual(view.overrideUserInterfaceStyle, .unspecified)
    }

    private struct InSettingsTrait: UITraitDefinition {
        static let defaultValue = false
    }

    func testACustomTraitComesDownTheHierarchyFromItsOverride() {
        let controller = UIViewController()
        let inside = UIView()
        controller.view.addSubview(inside)
        XCTAssertFalse(inside.traitCollection[InSettingsTrait.self], "its default where nothing sets it")
        controller.traitOverrides[InSettingsTrait.self] = true
        XCTAssertTrue(inside.traitCollection[InSettingsTrait.self])
        XCTAssertTrue(controller.traitOverrides.contains(InSettingsTrait.self))
        XCTAssertFalse(UIView().traitCollection[InSettingsTrait.self])
    }

    func testTraitsBuiltByMutationsSetOnlyWhatTheClosureSets() {
        let traits = UITraitCollection { mutable in
            mutable.userInterfaceStyle = .dark
            mutable.preferredContentSizeCategory = .small
        }
        XCTAssertEqual(traits.userInterfaceStyle, .dark)
        XCTAssertEqual(traits.preferredContentSizeCategory, .small)
        XCTAssertEqual(traits.horizontalSizeClass, .unspecified)
        let modified = traits.modifyingTraits { $0.horizontalSizeClass = .compact }
        XCTAssertEqual(modified.horizontalSizeClass, .compact)
        XCTAssertEqual(modified.userInterfaceStyle, .dark)
        XCTAssertEqual(modified[UITraitPreferredContentSizeCategory.self], .small)
    }

    /// A view registering as iOS 17 code does, with the `Self`-typed closure.
    private final class Registering: UIView {
        var calls: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        var registration: (any UITraitChangeRegistration)?

        override init(frame: CGRect) {
            super.init(frame: frame)
            registration = registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
                self.calls.append((previous.userInterfaceStyle, self.traitCollection.userInterfaceStyle))
            }
        }

        required init?(coder: NSCoder) { fatalError() }
    }

    func testARegisteredHandlerRunsOnlyWhenOneOfItsTraitsChanges() throws {
        let view = Registering(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        _ = try ViewRenderer.render(view)
        XCTAssertTrue(view.calls.isEmpty, "light before and after: the scale changed, not the style")
        _ = try ViewRenderer.render(view, traits: Self.dark)
        XCTAssertEqual(view.calls.map(\.0), [.light])
        XCTAssertEqual(view.calls.map(\.1), [.dark])
        _ = try ViewRenderer.render(view, traits: UITraitCollection(traitsFrom: [Self.dark, UITraitCollection(layoutDirection: .rightToLeft)]))
        XCTAssertEqual(view.calls.count, 1, "a change of direction alone does not call it")
        view.unregisterForTraitChanges(try XCTUnwrap(view.registration))
        _ = try ViewRenderer.render(view)
        XCTAssertEqual(view.calls.count, 1, "unregistered")
    }

    func testARegisteredActionIsSentToItsTargetWithTheObjectAndPreviousTraits() throws {
        final class Target {
            var received: [Any?] = []
        }
        let target = Target()
        SelectorTable.register(Target.self, "contentSizeChanged:previous:") { target, arguments in target.received = arguments }
        let controller = UIViewController()
        controller.registerForTraitChanges([UITraitPreferredContentSizeCategory.self], target: target,
                                           action: Selector("contentSizeChanged:previous:"))
        _ = try ViewRenderer.render(controller.view, traits: UITraitCollection(preferredContentSizeCategory: .extraLarge))
        XCTAssertTrue(target.received.first as AnyObject === controller)
        XCTAssertEqual((target.received.last as? UITraitCollection)?.preferredContentSizeCategory, .unspecified,
                       "the traits before the first render")
    }
}
