import Foundation
import PNGCodec
import Raster
import XCTest
@testable import DesignableCLI
@testable import SnapshotEngine

/// `designable prune` and `designable report --merge`.
final class PruneAndMergeTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("prune-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        for file in ["__Snapshots__/A/ATests/testUsed.1.png", "__Snapshots__/A/ATests/testGone.1.png",
                     "Tests/B/__Snapshots__/BTests/testOld.1.png", "__Snapshots__/A/ATests/.testUsed.1.png.123.tmp"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([1]).write(to: url)
        }
    }

    /// A recorded run: one process per entry, with the references it used.
    private func session(_ name: String, started: Double, processes: [(used: [String], filtered: Bool, done: Bool)]) throws {
        let folder = root.appendingPathComponent(".build/snapshot-usage/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, process) in processes.enumerated() {
            let record = SnapshotUsage.ProcessRecord(pid: index + 1, filtered: process.filtered, arguments: [], started: started)
            try JSONEncoder().encode(record).write(to: folder.appendingPathComponent("\(index + 1).json"))
            try Data(process.used.map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent("\(index + 1).log"))
            if process.done { try Data().write(to: folder.appendingPathComponent("\(index + 1).done")) }
        }
    }

    func testPruneListsOnlyWhatTheLastFullRunDidNotUse() throws {
        XCTAssertEqual(try ReferencePruning.run(packageRoot: root, environment: [:], delete: false).exitCode, 2, "no run recorded yet")
        // A full run: XCTest and Swift Testing processes, or --parallel workers, together.
        try session("full", started: 100, processes: [(["__Snapshots__/A/ATests/testUsed.1.png"], false, true),
                                                       (["Tests/B/__Snapshots__/BTests/testOld.1.png"], false, true)])
        // Later, a filtered run and an interrupted one, which must not count.
        try session("filtered", started: 200, processes: [([], true, true)])
        try session("crashed", started: 300, processes: [([], false, false)])
        let outcome = try ReferencePruning.run(packageRoot: root, environment: [:], delete: false)
        XCTAssertEqual(outcome.unused, ["__Snapshots__/A/ATests/testGone.1.png"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("__Snapshots__/A/ATests/testGone.1.png").path))
        let deleted = try ReferencePruning.run(packageRoot: root, environment: [:], delete: true)
        XCTAssertEqual(deleted.unused, ["__Snapshots__/A/ATests/testGone.1.png"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("__Snapshots__/A/ATests/testGone.1.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("__Snapshots__/A/ATests/testUsed.1.png").path))
        XCTAssertEqual(DesignableCommand.run(["prune", "--package-path", root.path]), 0)
    }

    func testReportMergesShardsAndAcceptWorksOnTheMergedFolderInAnotherClone() throws {
        // Two shards' downloaded artifacts, each with one failure whose reference is relative to the package.
        var shards: [URL] = []
        for (index, name) in ["testOne", "testTwo"].enumerated() {
            let shard = root.appendingPathComponent("shard\(index)/ATests/\(name).1", isDirectory: true)
            try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
            let png = try Diffing<Bitmap>.image().toData(PNG.roundTripped(try Bitmap(width: 2, height: 2)))
            try png.write(to: shard.appendingPathComponent("actual.png"))
            let record = SnapshotArtifacts.FailureRecord(
                testFile: "ATests", test: "\(name)()", identifier: "\(name).1", reference: "__Snapshots__/A/ATests/\(name).1.png",
                message: "No reference", files: ["actual.png"], accept: "actual.png", recordedAt: 0, missingReference: true)
            try JSONEncoder().encode(record).write(to: shard.appendingPathComponent("failure.json"))
            shards.append(root.appendingPathComponent("shard\(index)"))
        }
        let merged = root.appendingPathComponent("merged")
        XCTAssertEqual(DesignableCommand.run(["report", merged.path, "--package-path", root.path, "--merge"] + shards.map(\.path)), 0)
        let report = try String(contentsOf: merged.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("testOne.1") && report.contains("testTwo.1") && report.contains("missing reference"))
        XCTAssertEqual(DesignableCommand.run(["accept", merged.path, "--package-path", root.path]), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("__Snapshots__/A/ATests/testTwo.1.png").path),
                      "the relative reference resolved against this package")
    }
}
