import Designable
import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest
@testable import DesignableTesting
@testable import SnapshotEngine

/// `.image` on `UIView` and `UIViewController`: sizing, device presets, scale, traits, init
/// paths, and the round trip through a reference.
final class ViewImageStrategyTests: XCTestCase {
    private func swatch(_ color: UIColor = .systemBackground, width: CGFloat = 30, height: CGFloat = 20) -> UIView {
        let view = UIView(frame: CGRect(x: 5, y: 7, width: width, height: height))
        view.backgroundColor = color
        return view
    }

    private func verify<V>(_ value: V, as strategy: Snapshotting<V, Bitmap>, in sandbox: SnapshotSandbox, named name: String = "view") -> String? {
        sandbox.run { verifySnapshot(of: value, as: strategy, named: name, snapshotDirectory: sandbox.references.path, testName: "testSandbox()") }
    }

    func testImageRendersTheViewAtItsOwnSizeAt2xAsTheRendererDoes() throws {
        let view = swatch(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let bitmap = try Snapshotting<UIView, Bitmap>.image.snapshot(view)
        XCTAssertEqual([bitmap.width, bitmap.height], [60, 40])
        XCTAssertEqual(bitmap.bytes, PNG.roundTripped(try ViewRenderer.render(view)).bytes)
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 7, width: 30, height: 20), "without size, width or config the frame is left alone")
    }

    func testSizeResizesTheViewBeforeItRenders() throws {
        let view = swatch()
        let bitmap = try Snapshotting<UIView, Bitmap>.image(size: CGSize(width: 50, height: 10), scale: 1).snapshot(view)
        XCTAssertEqual([bitmap.width, bitmap.height], [50, 10])
        XCTAssertEqual(view.frame.size, CGSize(width: 50, height: 10))
    }

    func testWidthAsksTheViewForItsHeightAtThatWidth() throws {
        final class Paragraph: UIView {
            var askedWith: CGSize?
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                askedWith = size
                return CGSize(width: size.width, height: 1000 / size.width)
            }
        }
        let view = Paragraph(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let bitmap = try Snapshotting<UIView, Bitmap>.image(width: 40, scale: 1).snapshot(view)
        XCTAssertEqual(view.askedWith, CGSize(width: 40, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertEqual([bitmap.width, bitmap.height], [40, 25])
    }

    func testWidthFitsALabelToItsWrappedText() throws {
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        label.text = "A label long enough to wrap onto several lines"
        _ = try Snapshotting<UIView, Bitmap>.image(width: 80, scale: 1).snapshot(label)
        XCTAssertEqual(label.frame.width, 80)
        XCTAssertGreaterThan(label.frame.height, label.font.lineHeight * 2, "the height is that of several lines")
    }

    /// A 100-pt-wide container whose one subview is pinned 10 pt inside it and 30 pt tall.
    private func pinnedContainer(extraHeight: CGFloat? = nil) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(bar)
        var constraints = [
            bar.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            container.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 10),
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 30),
        ]
        if let extraHeight { constraints.append(bar.heightAnchor.constraint(equalToConstant: extraHeight)) }
        NSLayoutConstraint.activate(constraints)
        return container
    }

    func testWidthAsksAutoLayoutForTheHeightWhenTheTreeUsesConstraints() throws {
        let container = pinnedContainer()
        XCTAssertTrue(ViewSizing.usesAutoLayout(container))
        let bitmap = try Snapshotting<UIView, Bitmap>.image(width: 100, scale: 1).snapshot(container)
        XCTAssertEqual([bitmap.width, bitmap.height], [100, 50], "10 + 30 + 10 points")
    }

    func testUnsatisfiableConstraintsFailTheSnapshotUnlessAllowed() throws {
        let sandbox = SnapshotSandbox()
        let message = try XCTUnwrap(verify(pinnedContainer(extraHeight: 40), as: .image(size: CGSize(width: 100, height: 50)), in: sandbox))
        XCTAssertTrue(message.contains("Unable to simultaneously satisfy constraints."), message)
        XCTAssertTrue(message.hasSuffix("Fix the constraints, or pass layoutConflicts: .allow to snapshot the view anyway."), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.reference("view").path), "nothing is recorded from a broken layout")
        XCTAssertNoThrow(try Snapshotting<UIView, Bitmap>.image(size: CGSize(width: 100, height: 50), layoutConflicts: .allow)
            .snapshot(pinnedContainer(extraHeight: 40)))
    }

    func testSizeAndWidthTogetherOrABadWidthFailClearly() {
        let sandbox = SnapshotSandbox()
        let both = verify(swatch(), as: .image(size: CGSize(width: 10, height: 10), width: 10), in: sandbox)
        XCTAssertTrue(both?.contains("Pass either size: (both dimensions) or width:") == true, both ?? "passed")
        let negative = verify(swatch(), as: .image(width: -1), in: sandbox)
        XCTAssertTrue(negative?.contains("Cannot fit a view to width -") == true, negative ?? "passed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.reference("view").path), "nothing is recorded")
    }

    func testDevicePresetsHaveTheirScreensPointsScalesAndSafeAreas() {
        func check(_ config: ViewImageConfig, _ size: CGSize, _ scale: CGFloat, top: CGFloat, bottom: CGFloat, line: UInt = #line) {
            XCTAssertEqual(config.size, size, line: line)
            XCTAssertEqual(config.traits.displayScale, scale, line: line)
            XCTAssertEqual(config.safeArea, UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), line: line)
        }
        check(.iPhoneSE3, CGSize(width: 375, height: 667), 2, top: 20, bottom: 0)
        check(.iPhone15, CGSize(width: 393, height: 852), 3, top: 59, bottom: 34)
        check(.iPhone15ProMax, CGSize(width: 430, height: 932), 3, top: 59, bottom: 34)
        check(.iPad, CGSize(width: 820, height: 1180), 2, top: 24, bottom: 20)
    }

    func testAPresetGivesTheViewItsScreenSizeAndScale() throws {
        let view = swatch()
        let bitmap = try Snapshotting<UIView, Bitmap>.image(on: .iPhoneSe).snapshot(view)
        XCTAssertEqual([bitmap.width, bitmap.height], [640, 1136], "swift-snapshot-testing's iPhone SE, at @2x")
        XCTAssertEqual(view.frame.size, CGSize(width: 320, height: 568))
    }

    func testExplicitScaleWinsOverTraitsWhichWinOverTheConfig() throws {
        let onSe = ViewImageRender(sizing: ViewSizing(), scale: nil, traits: nil, configTraits: ViewImageConfig.iPhoneSe.traits, paths: [.code])
        XCTAssertEqual(onSe.resolvedScale, 2)
        var traitsAt3 = onSe
        traitsAt3.traits = UITraitCollection(displayScale: 3)
        XCTAssertEqual(traitsAt3.resolvedScale, 3)
        var explicit1 = traitsAt3
        explicit1.scale = 1
        XCTAssertEqual(explicit1.resolvedScale, 1)
        let bitmap = try Snapshotting<UIView, Bitmap>.image(traits: UITraitCollection(displayScale: 3)).snapshot(swatch())
        XCTAssertEqual([bitmap.width, bitmap.height], [90, 60])
    }

    func testDarkTraitsResolveDynamicColorsAndKeepTheConfigsScale() throws {
        let light = try Snapshotting<UIView, Bitmap>.image(scale: 1).snapshot(swatch())
        let dark = try Snapshotting<UIView, Bitmap>.image(on: ViewImageConfig(traits: UITraitCollection(displayScale: 1)),
                                                          traits: UITraitCollection(userInterfaceStyle: .dark)).snapshot(swatch())
        XCTAssertEqual(light.pixel(x: 0, y: 0), PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(dark.pixel(x: 0, y: 0), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual([dark.width, dark.height], [30, 20], "the dark traits did not drop the config's scale 1")
    }

    func testAViewControllerIsLoadedAppearsAndRendersItsViewOnTheDevice() throws {
        final class Screen: UIViewController {
            var calls: [String] = []
            override func viewDidLoad() { calls.append("viewDidLoad"); view.backgroundColor = .systemBackground }
            override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear(\(animated))") }
            override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear(\(animated))") }
        }
        let screen = Screen()
        let bitmap = try Snapshotting<UIViewController, Bitmap>.image(on: .iPhoneSE3, traits: .init(userInterfaceStyle: .dark)).snapshot(screen)
        XCTAssertEqual([bitmap.width, bitmap.height], [750, 1334])
        XCTAssertEqual(bitmap.pixel(x: 700, y: 1300), PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(screen.calls, ["viewDidLoad", "viewWillAppear(false)", "viewDidAppear(false)"])
    }

    func testEmptyPathsFailAndAViewControllerRendersInCodeOnly() {
        XCTAssertEqual(Set<InitPath>.all, [.code, .coder, .designTime])
        let sandbox = SnapshotSandbox()
        let none = verify(swatch(), as: .image(paths: []), in: sandbox)
        XCTAssertTrue(none?.hasSuffix("paths is empty: ask for at least one init path, such as [.code].") == true, none ?? "passed")
        let controller = verify(UIViewController(), as: .image(size: CGSize(width: 10, height: 10), paths: .all), in: sandbox)
        XCTAssertEqual(controller, "Could not take the snapshot for \(sandbox.reference("view").path): "
            + "A view controller is rendered along .code only, not .coder, .designTime: pass paths: [.code], "
            + "or snapshot its view's custom classes as views.")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.reference("view").path))
    }

    func testArtifactNamesCarryThePath() {
        XCTAssertEqual(VariantComparison<Bitmap>.suffixed("actual.png", "design-time"), "actual-design-time.png")
        XCTAssertEqual(VariantComparison<Bitmap>.suffixed("composite.png", "coder"), "composite-coder.png")
    }

    func testAViewIsRecordedThenMatchedThenCaughtWhenItChanges() throws {
        final class Badge: UIView {}
        let sandbox = SnapshotSandbox()
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 24, height: 12))
        badge.backgroundColor = .systemBackground
        // A subclass value still finds the UIView strategy.
        let recorded = try XCTUnwrap(sandbox.run { verifySnapshot(of: badge, as: .image, named: "badge", snapshotDirectory: sandbox.references.path, testName: "testSandbox()") })
        XCTAssertTrue(recorded.hasPrefix("No reference was found on disk. Recorded the snapshot at"), recorded)
        let stored = try PNG.decode(contentsOf: sandbox.reference("badge"))
        XCTAssertEqual([stored.width, stored.height], [48, 24])
        XCTAssertNil(verify(badge, as: .image, in: sandbox, named: "badge"))
        let message = try XCTUnwrap(verify(badge, as: .image(traits: .init(userInterfaceStyle: .dark)), in: sandbox, named: "badge"))
        XCTAssertTrue(message.contains("1152 of 1152 pixels differ (100.00%)"), message)
    }
}

extension ViewImageStrategyTests {
    func testDevicePresetsApplyTheirSafeAreaToTheRootView() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try ViewSizing(size: nil, width: nil, config: .iPhone15).apply(to: view)
        XCTAssertEqual(view.frame.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let sized = UIView(frame: .zero)
        try ViewSizing(size: CGSize(width: 50, height: 50), width: nil, config: nil).apply(to: sized)
        XCTAssertEqual(sized.safeAreaInsets, .zero, "without a device, no insets")
    }
}
