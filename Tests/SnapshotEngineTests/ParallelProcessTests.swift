import Foundation
import PNGCodec
import Raster
import TestSupport
import XCTest
@testable import SnapshotEngine

/// Several test processes verifying and recording into one references folder and one
/// artifacts folder at once, as `swift test --parallel` runs them: no torn PNG, no report
/// missing or repeating a failure, no reference written twice.
///
/// The workers are this test binary run again, filtered to ``testWorkerEntryPoint()``, which
/// does its share only when the variables below are set.
final class ParallelProcessTests: XCTestCase {
    private static let workerVariable = "DESIGNABLE_PARALLEL_WORKER"
    private static let folderVariable = "DESIGNABLE_PARALLEL_FOLDER"
    private static let workers = 4
    /// References every worker needs and none finds at first: exactly one may record each.
    private static let sharedNames = (0..<12).map { "shared-\($0)" }

    private static func image(_ name: String) -> Bitmap {
        // Big enough that encoding takes a while, so the writers really overlap.
        let k = name.split(separator: "-").last.flatMap { Int($0) } ?? 0
        return Sample.square(width: 400, height: 300, at: (10 + 20 * k, 8 + 15 * k), side: 60)
    }

    func testProcessesRecordingAndFailingIntoOneFolderAtOnceLeaveWholeFilesAndOneReport() throws {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        guard binary.pathExtension == "xctest" else {
            throw XCTSkip("the workers are this test binary run again, and this process is \(binary.path), not an .xctest bundle")
        }
        let sandbox = SnapshotSandbox()
        let root = sandbox.root
        // References each worker will fail against, its own and one they all share.
        let wrong = try ReferencePNG.encode(PNG.roundTripped(Sample.square(width: 400, height: 300, at: (0, 0), side: 30)))
        for name in (0..<Self.workers).map({ "broken-\($0)" }) + ["broken-shared"] {
            try AtomicFile.write(wrong, to: sandbox.references.appendingPathComponent("testParallel.\(name).png"))
        }

        let processes = try (0..<Self.workers).map { index -> Process in
            let process = Process()
            process.executableURL = binary
            process.arguments = ["SnapshotEngineTests.ParallelProcessTests/testWorkerEntryPoint"]
            var environment = ProcessInfo.processInfo.environment
            environment[Self.workerVariable] = "\(index)"
            environment[Self.folderVariable] = root.path
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: { () -> URL in
                let log = root.appendingPathComponent("worker-\(index).log")
                _ = FileManager.default.createFile(atPath: log.path, contents: nil)
                return log
            }())
            try process.run()
            return process
        }
        // Start them together: each says it is ready, then waits for the go.
        let deadline = Date().addingTimeInterval(60)
        while (0..<Self.workers).contains(where: { !FileManager.default.fileExists(atPath: root.appendingPathComponent("ready-\($0)").path) }),
              Date() < deadline, processes.allSatisfy(\.isRunning) {
            usleep(2_000)
        }
        _ = FileManager.default.createFile(atPath: root.appendingPathComponent("go").path, contents: nil)
        for process in processes { process.waitUntilExit() }
        for (index, process) in processes.enumerated() {
            let log = (try? String(contentsOf: root.appendingPathComponent("worker-\(index).log"), encoding: .utf8)) ?? ""
            XCTAssertEqual(process.terminationStatus, 0, "worker \(index):\n\(log.suffix(2000))")
        }

        // Each worker wrote one line per snapshot: "<name> recorded|matched|failed".
        var outcomes: [String: [String]] = [:]
        for index in 0..<Self.workers {
            let text = try String(contentsOf: root.appendingPathComponent("outcomes-\(index)"), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
                outcomes[parts[0], default: []].append(parts[1])
            }
        }
        for name in Self.sharedNames {
            XCTAssertEqual(outcomes[name]?.sorted(), ["matched", "matched", "matched", "recorded"], "\(name): one writer, the rest compare")
            let reference = sandbox.references.appendingPathComponent("testParallel.\(name).png")
            XCTAssertEqual(try PNG.decodeImage(Data(contentsOf: reference)).bitmap, PNG.roundTripped(Self.image(name)), name)
        }
        XCTAssertEqual(outcomes["broken-shared"], Array(repeating: "failed", count: Self.workers))
        for index in 0..<Self.workers { XCTAssertEqual(outcomes["broken-\(index)"], ["failed"]) }

        // Every PNG, reference or artifact, is whole; nothing temporary is left.
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
        let pngs = files.filter { $0.hasSuffix(".png") }
        XCTAssertEqual(pngs.count, Self.sharedNames.count + Self.workers + 1 + (Self.workers + 1) * 4, "\(pngs.sorted())")
        for png in pngs {
            XCTAssertNoThrow(try PNG.decodeImage(Data(contentsOf: root.appendingPathComponent(png))), png)
        }
        XCTAssertEqual(files.filter { $0.hasSuffix(".tmp") }, [])

        // One report, listing each failure once.
        let html = try String(contentsOf: sandbox.artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"), String(html.prefix(200)))
        XCTAssertTrue(html.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</html>"), String(html.suffix(200)))
        XCTAssertTrue(html.contains("<p>\(Self.workers + 1) snapshot failures.</p>"))
        XCTAssertEqual(html.components(separatedBy: "<article ").count - 1, Self.workers + 1)
        XCTAssertEqual(html.components(separatedBy: "</article>").count - 1, Self.workers + 1)
        for name in (0..<Self.workers).map({ "broken-\($0)" }) + ["broken-shared"] {
            XCTAssertEqual(html.components(separatedBy: "<h3>testParallel.\(name)</h3>").count - 1, 1, name)
        }
    }

    /// One worker's share of the test above; does nothing unless that test started it.
    func testWorkerEntryPoint() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let index = environment[Self.workerVariable].flatMap({ Int($0) }), let folder = environment[Self.folderVariable] else { return }
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        _ = FileManager.default.createFile(atPath: root.appendingPathComponent("ready-\(index)").path, contents: nil)
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("go").path), Date() < deadline { usleep(500) }

        var sandbox = SnapshotSandbox()
        sandbox.variables = ["SNAPSHOT_ARTIFACTS": root.appendingPathComponent("artifacts").path, "SNAPSHOT_TESTING_RECORD": "missing"]
        let references = root.appendingPathComponent("refs").path
        // Every worker takes the names in the same order, so each reference is wanted by all at once.
        var lines = ""
        for name in Self.sharedNames + ["broken-\(index)", "broken-shared"] {
            let bitmap = name.hasPrefix("broken") ? Self.image("shared-0") : Self.image(name)
            let message = sandbox.run {
                verifySnapshot(of: bitmap, as: .image, named: name, snapshotDirectory: references, testName: "testParallel()")
            }
            let outcome = switch message {
            case nil: "matched"
            case let text? where text.hasPrefix("No reference was found on disk. Recorded"): "recorded"
            case let text? where text.hasPrefix("Snapshot does not match"): "failed"
            case let text?: "unexpected: \(text.prefix(300))"
            }
            lines += "\(name) \(outcome)\n"
        }
        try AtomicFile.write(Data(lines.utf8), to: root.appendingPathComponent("outcomes-\(index)"))
    }
}
