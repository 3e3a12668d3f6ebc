import DesignableTesting
import Foundation
import Raster
import XCTest
@testable import Designable

/// View trees a user can get wrong: constraint cycles and contradictions, hierarchy cycles,
/// sizes no bitmap can have, and a `draw(_:)` that crashes. None may hang, crash the test run
/// or allocate without bound; each gets a clear answer.
final class HostileViewTests: XCTestCase {
    private func root(_ views: UIView...) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return root
    }

    func testCyclicRequiredConstraintsAreAConflictNotAHang() throws {
        let a = UIView(), b = UIView()
        let root = root(a, b)
        let aFromB = a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 1)
        let bFromA = b.widthAnchor.constraint(equalTo: a.widthAnchor, constant: 1)
        NSLayoutConstraint.activate([aFromB, bFromA, a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let conflicts = root.layoutReport.conflicts
        XCTAssertEqual(conflicts.count, 1)
        XCTAssertTrue(conflicts.first?.brokenConstraint === bFromA, "the constraint met second closes the cycle and is broken")
        XCTAssertEqual(a.frame.width - b.frame.width, 1, "the first still holds")
        XCTAssertNoThrow(try ViewRenderer.render(root, scale: 1), "a conflicted tree still renders")
    }

    func testAnInequalityCycleThatCannotHoldIsAConflict() {
        let a = UIView(), b = UIView(), c = UIView()
        let root = root(a, b, c)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, constant: 1),
            b.widthAnchor.constraint(greaterThanOrEqualTo: c.widthAnchor, constant: 1),
            c.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, constant: 1),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutReport.conflicts.count, 1)
        XCTAssertEqual(root.layoutReport.conflicts.first?.conflictingConstraints.count, 3, "the whole cycle is named")
    }

    func testUnsatisfiableRequiredBoundsAreAConflict() {
        let box = UIView()
        box.accessibilityIdentifier = "box"
        let root = root(box)
        let atLeast = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        let atMost = box.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        NSLayoutConstraint.activate([atLeast, atMost])
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutReport.conflicts.first?.brokenConstraint === atMost)
        XCTAssertTrue(root.layoutReport.description.contains("UIView:'box'.width <= 50"), root.layoutReport.description)
        XCTAssertEqual(box.frame.width, 100)
    }

    func testAViewAddedToItselfIsRefusedAndItsRenderSaysSo() throws {
        // UIKit raises "Can't add self as subview"; a library cannot stop a test run for it, so
        // the call does nothing and the tree stays a tree, but no render may pass for a view the
        // app would crash on.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.accessibilityIdentifier = "badge"
        view.addSubview(view)
        view.insertSubview(view, at: 0)
        view.insertSubview(view, aboveSubview: view)
        XCTAssertNil(view.superview)
        XCTAssertEqual(view.subviews, [])
        XCTAssertThrowsError(try ViewRenderer.render(view, scale: 1)) { error in
            XCTAssertEqual(error as? ViewRenderError, .subviewRefused("Can't add self as subview: UIView (\"badge\")"))
            XCTAssertTrue("\(error)".contains("UIKit raises NSInvalidArgumentException for this call"), "\(error)")
        }
    }

    func testAnAncestorAddedAsASubviewIsRefusedAndTheRenderNamesBoth() throws {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), middle = UIView(), leaf = UIView()
        top.addSubview(middle)
        middle.addSubview(leaf)
        XCTAssertNoThrow(try ViewRenderer.render(top, scale: 1), "a tree renders")
        leaf.addSubview(top)
        leaf.insertSubview(middle, at: 0)
        XCTAssertNil(top.superview)
        XCTAssertTrue(middle.superview === top)
        XCTAssertEqual(leaf.subviews, [])
        XCTAssertThrowsError(try ViewRenderer.render(top, scale: 1)) { error in
            XCTAssertEqual(error as? ViewRenderError,
                           .subviewRefused("Can't add an ancestor as subview: UIView is an ancestor of UIView > UIView > UIView"))
        }
    }

    /// Counts the calls UIKit makes while a controller joins a parent.
    private final class Container: UIViewController {
        var willMoveCalls = 0
        override func willMove(toParent parent: UIViewController?) { willMoveCalls += 1 }
    }

    private final class Panel: UIViewController {}

    func testAControllerAddedAsItsOwnChildIsRefusedAndItsRenderSaysSo() throws {
        let controller = Container()
        controller.title = "Settings"
        controller.addChild(controller)
        XCTAssertNil(controller.parent)
        XCTAssertEqual(controller.children, [])
        XCTAssertEqual(controller.willMoveCalls, 0, "refused before UIKit would tell the child")
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .light, "reading its traits ends")
        XCTAssertThrowsError(try ViewRenderer.render(controller.view, scale: 1)) { error in
            XCTAssertEqual(error as? ViewRenderError, .childControllerRefused("Can't add a view controller as its own child: Container (\"Settings\")"))
            XCTAssertTrue("\(error)".contains("remove the addChild call"), "\(error)")
        }
    }

    func testControllersMadeEachOthersChildAreRefusedAndRendersOfEitherNameBoth() throws {
        let outer = Container(), inner = Panel(), innermost = Panel()
        outer.addChild(inner)
        inner.addChild(innermost)
        outer.view.addSubview(inner.view)
        XCTAssertNoThrow(try ViewRenderer.render(outer.view, scale: 1), "a container renders")
        inner.addChild(outer)
        innermost.addChild(outer)
        XCTAssertNil(outer.parent)
        XCTAssertTrue(inner.parent === outer && innermost.parent === inner)
        XCTAssertEqual(inner.children, [innermost])
        XCTAssertEqual(innermost.children, [])
        XCTAssertEqual(innermost.traitCollection.userInterfaceStyle, .light, "reading its traits ends")
        let refusal = ViewRenderError.childControllerRefused("Can't add an ancestor as a child view controller: Container is an ancestor of Container > Panel")
        XCTAssertThrowsError(try ViewRenderer.render(outer.view, scale: 1)) { XCTAssertEqual($0 as? ViewRenderError, refusal, "found through the children") }
        XCTAssertThrowsError(try ViewRenderer.render(inner.view, scale: 1)) { XCTAssertEqual($0 as? ViewRenderError, refusal) }
        XCTAssertThrowsError(try ViewRenderer.render(innermost.view, scale: 1)) {
            XCTAssertEqual($0 as? ViewRenderError,
                           .childControllerRefused("Can't add an ancestor as a child view controller: Container is an ancestor of Container > Panel > Panel"))
        }
    }

    func testAParentsViewAddedUnderItsChildsViewFailsTheRenderNamingTheCycle() throws {
        // No call is refused: the child's view is in no hierarchy, so the child inherits from
        // its parent, whose view inherits from the child's view, and so round.
        let parent = Container(), child = Panel()
        parent.addChild(child)
        child.view.accessibilityIdentifier = "panel"
        let label = UILabel()
        parent.view.addSubview(label)
        child.view.addSubview(parent.view)
        parent.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(label.traitCollection.userInterfaceStyle, .dark, "reading traits in the cycle ends, with its overrides")
        XCTAssertEqual(child.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertThrowsError(try ViewRenderer.render(parent.view, scale: 1)) { error in
            XCTAssertEqual(error as? ViewRenderError, .traitHierarchyCycle("Container → UIView (\"panel\") → Panel → Container"),
                           "named from where the way up from the rendered view enters it")
            XCTAssertTrue("\(error)".contains("UIViewControllerHierarchyInconsistency"), "\(error)")
        }
        XCTAssertThrowsError(try ViewRenderer.render(child.view, scale: 1)) {
            XCTAssertEqual($0 as? ViewRenderError, .traitHierarchyCycle("UIView (\"panel\") → Panel → Container → UIView (\"panel\")"))
        }
        parent.view.removeFromSuperview()
        XCTAssertNoThrow(try ViewRenderer.render(parent.view, scale: 1), "out of the cycle, the tree renders")
    }

    func testTraitsComeDownAThousandLevelsWithoutTheWalkStoppingEarly() {
        let root = UIView()
        root.overrideUserInterfaceStyle = .dark
        var leaf = root
        for _ in 0..<1000 {
            let next = UIView()
            leaf.addSubview(next)
            leaf = next
        }
        XCTAssertEqual(leaf.traitCollection.userInterfaceStyle, .dark)
        XCTAssertNil(TraitHierarchy.cycle(above: leaf))
    }

    func testSizesNoBitmapCanHaveAreClearErrorsWithoutAllocating() {
        for size in [CGSize(width: 100_000, height: 100_000), CGSize(width: 1e300, height: 1), CGSize(width: 1, height: CGFloat.greatestFiniteMagnitude)] {
            let view = UIView(frame: CGRect(origin: .zero, size: size))
            XCTAssertThrowsError(try ViewRenderer.render(view, scale: 3)) { error in
                guard case ViewRenderError.bitmap(.tooLarge) = error else { return XCTFail("\(size): \(error)") }
                XCTAssertTrue("\(error)".contains("exceeds the limit of"), "\(error)")
            }
        }
        XCTAssertThrowsError(try ViewRenderer.render(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)), scale: .nan))
        XCTAssertThrowsError(try ViewRenderer.render(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)), scale: -2))
    }

    func testABadSnapshotSizeFailsTheAssertionAndRecordsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        for size in [CGSize(width: CGFloat.nan, height: 10), CGSize(width: 0, height: 10), CGSize(width: -4, height: 4), CGSize(width: 1e9, height: 1e9)] {
            let message = try XCTUnwrap(verifySnapshot(of: UIView(), as: .image(size: size), named: "bad", record: .all, snapshotDirectory: folder.path))
            XCTAssertTrue(message.hasPrefix("Could not take the snapshot for \(folder.path)/testABadSnapshotSizeFailsTheAssertionAndRecordsNothing.bad.png: "), message)
            XCTAssertTrue(message.contains("Cannot snapshot a view at size") || message.contains("exceeds the limit of"), message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
    }

    // MARK: A crash in draw(_:)

    final class BreadcrumbProbe: UIView {
        var seen: String?
        override func draw(_ rect: CGRect) { seen = DrawBreadcrumb.current }
    }

    func testWhileAViewDrawsTheBreadcrumbNamesItsClassAndPath() throws {
        let probe = BreadcrumbProbe(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        probe.accessibilityIdentifier = "probe"
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        card.addSubview(probe)
        _ = try ViewRenderer.render(card, scale: 1)
        XCTAssertEqual(probe.seen, "Designable: the process crashed in draw(_:) of BreadcrumbProbe, at UIView > BreadcrumbProbe (\"probe\").")
        XCTAssertNil(DrawBreadcrumb.current, "cleared once the draw returns")
    }

    final class CrashingGaugeView: UIView {
        override func draw(_ rect: CGRect) {
            let needles: [CGFloat] = []
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: needles[Int(rect.width) % 7], height: 1)).fill()
        }
    }

    func testACrashInDrawNamesTheViewOnStandardError() throws {
        // Swift cannot catch the trap, so the crash happens in a child: this test binary again,
        // filtered to the entry point below.
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        guard binary.pathExtension == "xctest" else { throw XCTSkip("needs to rerun this .xctest binary; running \(binary.path)") }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["DesignableTests.HostileViewTests/testCrashingDrawEntryPoint"]
        var environment = ProcessInfo.processInfo.environment
        environment["DESIGNABLE_CRASH_IN_DRAW"] = "1"
        // The runtime's backtracer would symbolicate for seconds; what matters here is our line.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, output)
        XCTAssertEqual(process.terminationStatus, SIGILL, output)
        XCTAssertTrue(output.contains("Fatal error: Index out of range"), output)
        XCTAssertTrue(output.contains("Designable: the process crashed in draw(_:) of CrashingGaugeView, at UIView > CardView > CrashingGaugeView (\"gauge\")."), output)
    }

    final class CardView: UIView {}

    /// Crashes on purpose, in a child process started by the test above; does nothing otherwise.
    func testCrashingDrawEntryPoint() throws {
        guard ProcessInfo.processInfo.environment["DESIGNABLE_CRASH_IN_DRAW"] == "1" else { return }
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = CardView(frame: outer.bounds)
        let gauge = CrashingGaugeView(frame: CGRect(x: 4, y: 4, width: 30, height: 30))
        gauge.accessibilityIdentifier = "gauge"
        outer.addSubview(card)
        card.addSubview(gauge)
        _ = try ViewRenderer.render(outer, scale: 1)
    }
}
