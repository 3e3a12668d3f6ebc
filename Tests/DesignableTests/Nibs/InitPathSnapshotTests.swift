import Designable
import Foundation
import PNGCodec
import Raster
import XCTest
@testable import DesignableTesting
@testable import SnapshotEngine

/// `.image` on a view renders it along its init paths and compares each with the one
/// reference: the drift views' snapshots name the path that drifted, with its own artifacts.
final class InitPathSnapshotTests: XCTestCase {
    /// References and artifacts in a temporary folder, with no record or CI variables, so
    /// failures write nothing under `__Snapshots__`.
    private struct Sandbox {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("init-path-snapshots-\(UUID().uuidString)")
        var references: URL { root.appendingPathComponent("refs") }
        var artifacts: URL { root.appendingPathComponent("artifacts") }
        var reference: URL { references.appendingPathComponent("testSandbox.view.png") }
        var artifactFolder: URL { artifacts.appendingPathComponent("InitPathSnapshotTests/testSandbox.view") }

        func verify(_ view: UIView, as strategy: Snapshotting<UIView, Bitmap>,
                    record: SnapshotTestingConfiguration.Record? = nil) -> String? {
            let environment = SnapshotEnvironment(variables: ["SNAPSHOT_ARTIFACTS": artifacts.path])
            return SnapshotEnvironment.$current.withValue(environment) {
                verifySnapshot(of: view, as: strategy, named: "view", record: record, snapshotDirectory: references.path,
                               testName: "testSandbox()")
            }
        }

        func artifactNames() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: artifactFolder.path)) ?? []).sorted()
        }
    }

    private func registry<V: UIView>(_ type: V.Type, make: @escaping (CGRect) -> V,
                                     _ declare: (DesignableDeclarations<V>) -> Void = { _ in }) -> DesignableRegistry {
        let registry = DesignableRegistry()
        registry.register(type, make: make, declare)
        return registry
    }

    private func caption(_ type: CaptionView.Type = CaptionView.self) -> CaptionView {
        let view = CaptionView(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        view.caption = "Hi"
        return view
    }

    // MARK: Drift

    func testACaptionCentredOnlyInTheCanvasFailsNamingTheDesignTimePath() throws {
        let registry = registry(CaptionView.self, make: CaptionView.init(frame:)) { $0.inspectable("caption", \.caption) }
        let strategy = Snapshotting<UIView, Bitmap>.image(paths: .all, registry: registry)
        let sandbox = Sandbox()
        // A reference recorded from code alone, as before the paths were checked.
        XCTAssertNotNil(sandbox.verify(caption(), as: .image(paths: [.code]), record: .all))
        let message = try XCTUnwrap(sandbox.verify(caption(), as: strategy, record: .never))
        let lines = message.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "Snapshot does not match the reference \(sandbox.reference.path).")
        XCTAssertEqual(lines[1], "code ✓, coder ✓, design time ✗ 634 px differ in (2,10)–(134,35)")
        XCTAssertTrue(lines[2].hasPrefix("design time: 634 of 11520 pixels differ (5.50%) in (2,10)–(134,35), max ΔE94"), lines[2])
        XCTAssertEqual(lines[3], "Between the paths: design time differs from code and coder.")
        XCTAssertEqual(lines[4], "The code path still matches the reference, so the view's init paths drifted apart: "
            + "fix the view, not the reference.")
        XCTAssertEqual(sandbox.artifactNames(), ["actual-design-time.png", "composite-design-time.png", "diff-design-time.png",
                                                 "failure.json", "reference.png"])
        let actual = try PNG.decode(contentsOf: sandbox.artifactFolder.appendingPathComponent("actual-design-time.png"))
        let designTime = try InitPathMatrix.render(instance: caption(), along: .designTime, registry: registry)
        XCTAssertEqual(actual.bytes, PNG.roundTripped(designTime).bytes, "the design-time path's own image")
    }

    func testABadgeWhoseInitWithCoderForgetsItsSetupFailsNamingTheCoderPath() throws {
        let registry = registry(BadgeView.self, make: BadgeView.init(frame:))
        let sandbox = Sandbox()
        let badge = { BadgeView(frame: CGRect(x: 0, y: 0, width: 48, height: 32)) }
        _ = sandbox.verify(badge(), as: .image(paths: [.code]), record: .all)
        let message = try XCTUnwrap(sandbox.verify(badge(), as: .image(paths: .all, registry: registry), record: .never))
        let lines = message.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], "code ✓, coder ✗ 5724 px differ in (0,0)–(95,63), design time ✓")
        XCTAssertEqual(lines[3], "Between the paths: coder differs from code and design time.")
        XCTAssertTrue(sandbox.artifactNames().contains("diff-coder.png"))
    }

    func testAChangedViewWhosePathsAgreeSaysSoAndOffersToAccept() throws {
        let registry = registry(FixedCaptionView.self, make: FixedCaptionView.init(frame:)) { $0.inspectable("caption", \.caption) }
        let sandbox = Sandbox()
        let view = FixedCaptionView(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        view.caption = "Hi"
        _ = sandbox.verify(view, as: .image(paths: [.code]), record: .all)
        view.caption = "Ho"
        let message = try XCTUnwrap(sandbox.verify(view, as: .image(paths: [.code, .coder], registry: registry), record: .never))
        let lines = message.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], "code ✗ 606 px differ in (100,10)–(141,36), coder ✗ 606 px differ in (100,10)–(141,36)")
        XCTAssertEqual(lines[4], "Between the paths: code matches coder; coder matches code.")
        XCTAssertTrue(message.contains("If the change is intended, accept it with:"), message)
        XCTAssertEqual(sandbox.artifactNames(), ["actual-code.png", "actual-coder.png", "composite-code.png", "composite-coder.png",
                                                 "diff-code.png", "diff-coder.png", "failure.json", "reference.png"])
    }

    // MARK: Agreement

    func testCorrectedViewsPassOnEveryPath() {
        let registry = DesignableRegistry()
        registry.register(FixedCaptionView.self, make: FixedCaptionView.init(frame:)) { $0.inspectable("caption", \.caption) }
        registry.register(FixedRingView.self, make: FixedRingView.init(frame:)) { $0.inspectable("ringColor", \.ringColor) }
        registry.register(FixedBadgeView.self, make: FixedBadgeView.init(frame:))
        let caption = FixedCaptionView(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        caption.caption = "Hi"
        let ring = FixedRingView(frame: CGRect(x: 0, y: 0, width: 48, height: 32))
        ring.ringColor = .systemGreen
        for view in [caption, ring, FixedBadgeView(frame: CGRect(x: 0, y: 0, width: 48, height: 32))] as [UIView] {
            let sandbox = Sandbox()
            let strategy = Snapshotting<UIView, Bitmap>.image(paths: .all, registry: registry)
            let recorded = sandbox.verify(view, as: strategy)
            XCTAssertEqual(recorded, "No reference was found on disk. Recorded the snapshot at \(sandbox.reference.path).\n"
                + "Review it, then run the test again.", "\(type(of: view))")
            XCTAssertNil(sandbox.verify(view, as: strategy), "\(type(of: view))")
            XCTAssertEqual(sandbox.artifactNames(), [])
        }
    }

    func testTheCoderPathWorksForAnUnregisteredClass() {
        let sandbox = Sandbox()
        let view = FixedStripeView(frame: CGRect(x: 0, y: 0, width: 48, height: 32))
        XCTAssertNotNil(sandbox.verify(view, as: .image(paths: [.code, .coder]), record: .all))
        XCTAssertNil(sandbox.verify(view, as: .image(paths: [.code, .coder]), record: .never),
                     "init(coder:) through the metatype, no registration")
    }

    // MARK: Errors and recording

    func testDesignTimeForAnUnregisteredClassSaysHowToRegisterIt() {
        let sandbox = Sandbox()
        let view = StripeView(frame: CGRect(x: 0, y: 0, width: 48, height: 32))
        let message = sandbox.verify(view, as: .image(paths: .all, registry: DesignableRegistry()))
        XCTAssertEqual(message, """
            Could not take the snapshot for \(sandbox.reference.path): StripeView is not registered, so it cannot be \
            rendered at design time: Interface Builder makes it with init(frame:) and sets its inspectables, and only a \
            registration says how. Register it once before the snapshot (in setUp, say), declaring each @IBInspectable:
                DesignableRegistry.shared.register(StripeView.self, make: StripeView.init(frame:)) {
                    $0.inspectable("name", \\.name)
                }
            or pass that registry as registry:, or leave .designTime out (paths: [.code, .coder]).
            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.reference.path), "nothing recorded")
    }

    func testRecordingFromCodeStillFailsWhenAnotherPathDiffers() throws {
        let registry = registry(CaptionView.self, make: CaptionView.init(frame:)) { $0.inspectable("caption", \.caption) }
        let sandbox = Sandbox()
        let message = try XCTUnwrap(sandbox.verify(caption(), as: .image(paths: .all, registry: registry), record: .all))
        let lines = message.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "Record mode is \"all\": wrote the snapshot to \(sandbox.reference.path). "
            + "It was recorded from the code path; the other paths differ from it:")
        XCTAssertEqual(lines[1], "code ✓, coder ✓, design time ✗ 634 px differ in (2,10)–(134,35)")
        XCTAssertTrue(sandbox.artifactNames().contains("diff-design-time.png"))
        let recorded = try PNG.decode(contentsOf: sandbox.reference)
        XCTAssertEqual(recorded.bytes, PNG.roundTripped(try InitPathMatrix.render(instance: caption(), along: .code)).bytes,
                       "the reference is the code path's")

        // A missing reference is recorded the same way, and fails the same way.
        try FileManager.default.removeItem(at: sandbox.reference)
        let missing = try XCTUnwrap(sandbox.verify(caption(), as: .image(paths: .all, registry: registry), record: .missing))
        XCTAssertTrue(missing.hasPrefix("No reference was found on disk. Recorded the snapshot at \(sandbox.reference.path). "
            + "It was recorded from the code path; the other paths differ from it:\ncode ✓, coder ✓, design time ✗"), missing)
    }

    // MARK: A reference in the repository

    func testFixedCaptionOnEveryPath() {
        let registry = DesignableRegistry()
        registry.register(FixedCaptionView.self, make: FixedCaptionView.init(frame:)) { $0.inspectable("caption", \.caption) }
        let view = FixedCaptionView(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        view.caption = "Hi"
        view.backgroundColor = .systemYellow
        assertSnapshot(of: view, as: .image(paths: .all, registry: registry))
    }
}
