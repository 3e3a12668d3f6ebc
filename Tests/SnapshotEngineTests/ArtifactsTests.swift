import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest
@testable import SnapshotEngine

/// What a failure leaves on disk for a person or a CI page to look at.
final class ArtifactsTests: XCTestCase {
    private let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)

    private func failOnce(_ sandbox: SnapshotSandbox, named name: String = "shape") -> URL {
        _ = sandbox.verify(Sample.square(), named: name)
        _ = sandbox.verify(Sample.painted(Sample.square(), (0, 0, 2, 2), black), named: name)
        return sandbox.artifacts.appendingPathComponent("SnapshotSandbox/testSandbox.\(name)")
    }

    func testAFailureWritesReferenceActualDiffCompositeAndJSON() throws {
        let sandbox = SnapshotSandbox()
        let folder = failOnce(sandbox)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, ["actual.png", "composite.png", "diff.png", "failure.json", "reference.png"], "and no temporary files")
        XCTAssertEqual(try PNG.decode(contentsOf: folder.appendingPathComponent("reference.png")), PNG.roundTripped(Sample.square()))
        XCTAssertEqual(try PNG.decode(contentsOf: folder.appendingPathComponent("diff.png")).pixel(x: 0, y: 0), PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        let composite = try PNG.decode(contentsOf: folder.appendingPathComponent("composite.png"))
        XCTAssertGreaterThan(composite.width, 3 * 40, "three panels side by side")
        let record = try JSONDecoder().decode(SnapshotArtifacts.FailureRecord.self, from: Data(contentsOf: folder.appendingPathComponent("failure.json")))
        XCTAssertEqual(record.testFile, "SnapshotSandbox")
        XCTAssertEqual(record.identifier, "testSandbox.shape")
        XCTAssertEqual(record.reference, sandbox.reference().path)
        XCTAssertEqual(record.files, ["reference.png", "actual.png", "diff.png", "composite.png"])
        XCTAssertTrue(record.message.contains("4 of 1200 pixels differ"), record.message)
    }

    func testTheReportShowsEveryFailureWithItsImagesAndSlider() throws {
        let sandbox = SnapshotSandbox()
        _ = failOnce(sandbox, named: "first")
        _ = failOnce(sandbox, named: "second <b>")
        let html = try String(contentsOf: sandbox.artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<p>2 snapshot failures.</p>"), html)
        XCTAssertTrue(html.contains("<h2>SnapshotSandbox</h2>"))
        XCTAssertTrue(html.contains("<h3>testSandbox.first</h3>"))
        XCTAssertTrue(html.contains("<h3>testSandbox.second-b</h3>"), "names are sanitised, so nothing needs escaping in them")
        XCTAssertTrue(html.contains("<img src=\"SnapshotSandbox/testSandbox.first/diff.png\""), "images are linked relative to the page")
        XCTAssertTrue(html.contains("type=\"range\""), "the wipe slider")
        XCTAssertFalse(html.contains("http"), "the page loads nothing from elsewhere")
    }

    func testAPassingSnapshotRemovesItsOldFailureFromTheReport() throws {
        let sandbox = SnapshotSandbox()
        let folder = failOnce(sandbox)
        XCTAssertNil(sandbox.verify(Sample.square()))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
        let html = try String(contentsOf: sandbox.artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("No snapshot failures."), html)
    }

    func testTheGitHubStepSummaryGetsALinePerFailure() throws {
        var sandbox = SnapshotSandbox()
        let summary = sandbox.root.appendingPathComponent("summary.md")
        sandbox.variables["GITHUB_STEP_SUMMARY"] = summary.path
        _ = failOnce(sandbox, named: "a")
        _ = failOnce(sandbox, named: "b")
        let lines = try String(contentsOf: summary, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines.first, "- ❌ `SnapshotSandbox` **testSandbox.a**: 4 of 1200 pixels differ (0.33%) in (0,0)–(1,1), max ΔE94 94.8.")
    }

    func testTheDefaultArtifactsFolderIsUnderThePackagesBuildFolder() {
        let root = URL(fileURLWithPath: "/work/pkg")
        XCTAssertEqual(SnapshotArtifacts.root(packageRoot: root, environment: SnapshotEnvironment(variables: [:])).path,
                       "/work/pkg/.build/snapshot-artifacts")
        XCTAssertEqual(SnapshotArtifacts.root(packageRoot: root, environment: SnapshotEnvironment(variables: ["SNAPSHOT_ARTIFACTS": "/tmp/a"])).path,
                       "/tmp/a")
    }

    func testConcurrentWritersLeaveEveryFailureInTheReport() throws {
        // Sixteen writers at once, each with its own open file descriptions, as separate test
        // processes would have: the lock and atomic renames must keep every failure.
        let sandbox = SnapshotSandbox()
        let count = 16
        DispatchQueue.concurrentPerform(iterations: count) { i in
            let artifacts = SnapshotArtifacts(root: sandbox.artifacts, testFileName: "Parallel\(i % 3)", identifier: "test.\(i)")
            let record = SnapshotArtifacts.FailureRecord(testFile: "Parallel\(i % 3)", test: "test()", identifier: "test.\(i)",
                                                         reference: "/refs/\(i).png", message: "failure \(i)", files: ["actual.png"], recordedAt: 0)
            try! artifacts.save(record, attachments: [SnapshotAttachment(name: "actual.png", data: Data(repeating: UInt8(i), count: 100_000))])
        }
        let html = try String(contentsOf: sandbox.artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<p>\(count) snapshot failures.</p>"))
        for i in 0..<count {
            XCTAssertTrue(html.contains("<pre>failure \(i)</pre>"), "failure \(i)")
            let actual = try Data(contentsOf: sandbox.artifacts.appendingPathComponent("Parallel\(i % 3)/test.\(i)/actual.png"))
            XCTAssertEqual(actual, Data(repeating: UInt8(i), count: 100_000))
        }
        let leftovers = FileManager.default.enumerator(atPath: sandbox.artifacts.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }
}
