import Designable
import DesignableCLI
import Foundation
import PNGCodec
import Raster
import XCTest
@testable import DesignableTesting
@testable import SnapshotEngine

/// `designable accept`: reviewed actual images over their references, atomically, listed;
/// 0 when done, 1 when nothing to accept, 2 when refused.
final class AcceptCommandTests: XCTestCase {
    private var package: FailingPackage!

    override func setUpWithError() throws {
        package = try FailingPackage()
    }

    override func tearDownWithError() throws {
        package.remove()
    }

    private func accept(_ arguments: String...) -> Int32 {
        DesignableCommand.run(["accept", package.artifacts.path, "--package-path", package.root.path] + arguments)
    }

    private func acceptance(matching pattern: String? = nil, dryRun: Bool = false) throws -> ReferenceAcceptance.Outcome {
        try ReferenceAcceptance.run(SnapshotArtifactsFolder(package.artifacts), matching: pattern, within: [package.root], dryRun: dryRun)
    }

    private func decode(_ url: URL) throws -> Bitmap { try PNG.decode(contentsOf: url) }

    func testAcceptWritesTheActualImageOverTheReferenceAndListsIt() throws {
        let blue = FailingPackage.swatch(FailingPackage.blue)
        XCTAssertNotNil(package.fail("swatch", recorded: FailingPackage.swatch(FailingPackage.red), actual: blue, as: .image))
        let outcome = try acceptance()
        XCTAssertEqual(outcome.exitCode, 0, outcome.lines.joined(separator: "\n"))
        XCTAssertEqual(outcome.updated, [package.reference("swatch")])
        XCTAssertTrue(outcome.lines[0].hasPrefix("Accepted 1 of 1 failure from "), outcome.lines[0])
        XCTAssertTrue(outcome.lines[1].hasSuffix("testFixture.swatch.png from FailingPackage/testFixture.swatch/actual.png"), outcome.lines[1])
        XCTAssertTrue(outcome.lines[1].hasPrefix("  updated "), outcome.lines[1])
        XCTAssertEqual(outcome.lines.last?.hasSuffix("report.html: no failures left."), true, outcome.lines.joined(separator: "\n"))

        XCTAssertEqual(try decode(package.reference("swatch")), PNG.roundTripped(blue))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: package.references.path), ["testFixture.swatch.png"],
                       "written by rename: no temporary file left beside it")
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.artifact("swatch").path), "the accepted failure's artifacts go")
        let html = try String(contentsOf: package.artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("No snapshot failures."), "the report is rebuilt without it")
        // The accepted reference is what recording writes: the snapshot now passes, by its fingerprint.
        let data = try Data(contentsOf: package.reference("swatch"))
        XCTAssertTrue(ReferencePNG.matchesWithoutDecoding(PNG.roundTripped(blue), data))
        XCTAssertNil(package.verify("swatch", blue, as: .image))
    }

    func testAllChangedByRendererAcceptsOnlyFailuresWhoseReferenceAnOlderEpochDrew() throws {
        let red = FailingPackage.swatch(FailingPackage.red), blue = FailingPackage.swatch(FailingPackage.blue)
        package.record("old", red, as: .image)
        package.record("new", red, as: .image)
        try package.restamp("old", epoch: RendererEpoch.current - 1)
        XCTAssertEqual(package.verify("old", blue, as: .image)?.contains("--all-changed-by-renderer"), true)
        XCTAssertEqual(package.verify("new", blue, as: .image)?.contains("epoch"), false)
        let before = try Data(contentsOf: package.reference("old"))
        XCTAssertEqual(accept("--all-changed-by-renderer", "--dry-run"), 0)
        XCTAssertEqual(try Data(contentsOf: package.reference("old")), before, "a dry run writes nothing")
        XCTAssertEqual(accept("--all-changed-by-renderer"), 0)
        XCTAssertNil(package.verify("old", blue, as: .image), "the older epoch's reference is replaced")
        XCTAssertEqual(ReferencePNG.provenance(of: try Data(contentsOf: package.reference("old"))).epoch, RendererEpoch.current)
        XCTAssertEqual(try decode(package.reference("new")), PNG.roundTripped(red), "drawn by this epoch: the difference is the view's")
        XCTAssertTrue(FileManager.default.fileExists(atPath: package.artifact("new").path), "left for review")
        XCTAssertEqual(accept("--all-changed-by-renderer"), 1, "no failure from an older epoch is left")
    }

    func testExitCodesAreZeroWhenAcceptedOneWhenNothingToAcceptTwoOnErrors() throws {
        package.fail("swatch", recorded: FailingPackage.swatch(FailingPackage.red), actual: FailingPackage.swatch(FailingPackage.blue), as: .image)
        XCTAssertEqual(accept("--test", "NoSuchTest"), 1, "no failure matches")
        XCTAssertEqual(accept("--test", "swatch"), 0)
        XCTAssertEqual(accept(), 1, "nothing left to accept")
        XCTAssertEqual(DesignableCommand.run(["accept", package.root.appendingPathComponent("missing").path,
                                              "--package-path", package.root.path]), 2, "no artifacts folder")
        XCTAssertEqual(DesignableCommand.run(["accept", package.artifacts.path, "--package-path", package.artifacts.path]), 2,
                       "a package path without Package.swift")
    }

    func testTheTestPatternChoosesWhichFailuresAreAccepted() throws {
        for name in ["light", "dark", "other"] {
            package.fail(name, recorded: FailingPackage.swatch(FailingPackage.red), actual: FailingPackage.swatch(FailingPackage.blue), as: .image)
        }
        let glob = try acceptance(matching: "FailingPackage/*.[ld]*")
        XCTAssertEqual(Set(glob.updated), [package.reference("light"), package.reference("dark")])
        XCTAssertTrue(FileManager.default.fileExists(atPath: package.artifact("other").path), "not chosen, left for review")
        XCTAssertEqual(try acceptance(matching: "other").updated, [package.reference("other")], "plain text matches a part of the name")
    }

    func testDryRunListsTheChangeAndWritesNothing() throws {
        package.fail("swatch", recorded: FailingPackage.swatch(FailingPackage.red), actual: FailingPackage.swatch(FailingPackage.blue), as: .image)
        let before = try Data(contentsOf: package.reference("swatch"))
        let outcome = try acceptance(dryRun: true)
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertTrue(outcome.lines[0].hasPrefix("Would accept 1 of 1 failure"), outcome.lines[0])
        XCTAssertTrue(outcome.lines[1].hasPrefix("  would update "), outcome.lines[1])
        XCTAssertEqual(try Data(contentsOf: package.reference("swatch")), before)
        XCTAssertTrue(FileManager.default.fileExists(atPath: package.artifact("swatch").appendingPathComponent("failure.json").path))
    }

    func testAnIncompleteArtifactIsRefusedAndTheReferenceKept() throws {
        package.fail("swatch", recorded: FailingPackage.swatch(FailingPackage.red), actual: FailingPackage.swatch(FailingPackage.blue), as: .image)
        try FileManager.default.removeItem(at: package.artifact("swatch").appendingPathComponent("actual.png"))
        let before = try Data(contentsOf: package.reference("swatch"))
        let outcome = try acceptance()
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertEqual(outcome.refused.count, 1)
        XCTAssertTrue(outcome.refused[0].hasPrefix("FailingPackage/testFixture.swatch: incomplete: actual.png listed in failure.json is missing"),
                      outcome.refused[0])
        XCTAssertEqual(try Data(contentsOf: package.reference("swatch")), before)
        XCTAssertEqual(accept(), 2)
    }

    func testADamagedFailureJSONIsRefused() throws {
        package.fail("swatch", recorded: FailingPackage.swatch(FailingPackage.red), actual: FailingPackage.swatch(FailingPackage.blue), as: .image)
        try Data("{\"testFile\": ".utf8).write(to: package.artifact("swatch").appendingPathComponent("failure.json"))
        let outcome = try acceptance()
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.refused[0].contains("testFixture.swatch: failure.json cannot be read"), outcome.refused[0])
    }

    func testAnActualThatIsNotAPNGIsRefused() throws {
        package.fail("swatch", recorded: FailingPackage.swatch(FailingPackage.red), actual: FailingPackage.swatch(FailingPackage.blue), as: .image)
        try Data("not a png".utf8).write(to: package.artifact("swatch").appendingPathComponent("actual.png"))
        let before = try Data(contentsOf: package.reference("swatch"))
        let outcome = try acceptance()
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.refused[0].contains("actual.png is not a readable PNG"), outcome.refused[0])
        XCTAssertEqual(try Data(contentsOf: package.reference("swatch")), before)
    }

    func testAReferenceOutsideThePackageIsRefused() throws {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("designable-elsewhere-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        package.fail("swatch", recorded: FailingPackage.swatch(FailingPackage.red), actual: FailingPackage.swatch(FailingPackage.blue),
                     as: .image, in: elsewhere)
        let reference = elsewhere.appendingPathComponent("testFixture.swatch.png")
        let before = try Data(contentsOf: reference)
        let outcome = try acceptance()
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.refused[0].contains("is outside \(package.root.path); refusing to write there"), outcome.refused[0])
        XCTAssertEqual(try Data(contentsOf: reference), before)
        // A `..` in the recorded path does not get it in either.
        XCTAssertFalse(SnapshotArtifactsFolder.isInside(package.root.appendingPathComponent("../x.png"), package.root))
        XCTAssertTrue(SnapshotArtifactsFolder.isInside(package.root.appendingPathComponent("a/../x.png"), package.root))
    }

    func testAMultiPathFailureAcceptsTheCodePathsImage() throws {
        func swatch(_ color: UIColor) -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 8))
            view.backgroundColor = color
            return view
        }
        let strategy = Snapshotting<UIView, Bitmap>.image(scale: 1, paths: [.code, .coder])
        let message = package.fail("view", recorded: swatch(.red), actual: swatch(.blue), as: strategy)
        XCTAssertEqual(message?.contains("code ✗"), true, message ?? "")
        let files = try FileManager.default.contentsOfDirectory(atPath: package.artifact("view").path)
        XCTAssertTrue(files.contains("actual-code.png") && files.contains("actual-coder.png"), "\(files)")
        let outcome = try acceptance()
        XCTAssertEqual(outcome.exitCode, 0, outcome.lines.joined(separator: "\n"))
        XCTAssertTrue(outcome.lines[1].hasSuffix("from FailingPackage/testFixture.view/actual-code.png"), outcome.lines[1])
        XCTAssertNil(package.verify("view", swatch(.blue), as: strategy), "both paths match the accepted code path")
    }

    func testAFailureWhereOnlyTheOtherPathsDriftIsRefused() throws {
        let strategy = Snapshotting<UIView, Bitmap>.image(scale: 1, paths: [.code, .coder])
        let make = { ForgetfulView(frame: CGRect(x: 0, y: 0, width: 16, height: 16)) }
        let message = package.fail("forgetful", recorded: make(), actual: make(), as: strategy)
        XCTAssertEqual(message?.hasPrefix("Snapshot does not match the reference"), true, message ?? "")
        XCTAssertEqual(message?.contains("code ✓, coder ✗"), true, message ?? "")
        let before = try Data(contentsOf: package.reference("forgetful"))
        let outcome = try acceptance()
        XCTAssertEqual(outcome.exitCode, 2)
        XCTAssertTrue(outcome.refused[0].hasPrefix("FailingPackage/testFixture.forgetful: nothing to accept: the snapshot the reference is recorded from still matches it"),
                      outcome.refused[0])
        XCTAssertEqual(try Data(contentsOf: package.reference("forgetful")), before)
    }

    func testAChangeAlreadyRecordedIsListedAsUnchanged() throws {
        let blue = FailingPackage.swatch(FailingPackage.blue)
        package.fail("swatch", recorded: FailingPackage.swatch(FailingPackage.red), actual: blue, as: .image)
        // A copy of the failure, as another CI job's artifacts would bring it back after recording.
        let saved = package.root.appendingPathComponent("saved", isDirectory: true)
        try FileManager.default.copyItem(at: package.artifact("swatch"), to: saved)
        package.record("swatch", blue, as: .image)
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.artifact("swatch").path), "recording removed the failure")
        try FileManager.default.moveItem(at: saved, to: package.artifact("swatch"))
        let outcome = try acceptance()
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertEqual(outcome.updated, [])
        XCTAssertTrue(outcome.lines[1].hasPrefix("  unchanged "), outcome.lines[1])
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.artifact("swatch").path))
    }
}
