import DesignableReview
import Foundation
import PNGCodec
import Raster
import SnapshotEngine
import XCTest

/// The review page in a real browser: Debian's Chromium, driven by Playwright for Python
/// (`Browser/review_page.py`, with the system Chromium, no browser download).
///
/// A run fails three snapshots; the page accepts two (one by its button, one with the `a`
/// key) and rejects the third; the two references change on disk, the third does not, and
/// the accepted snapshots pass when verified again. Skipped when Chromium or Playwright is
/// missing, except under `CI=true`, where it fails instead.
final class ReviewBrowserTests: XCTestCase {
    /// Chromium, and the Python that has Playwright, or why the test cannot run.
    private func browser() throws -> (chromium: String, python: String) {
        let environment = ProcessInfo.processInfo.environment
        let chromium = [environment["CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser"]
            .compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let python = Self.which("python3")
        let hasPlaywright = python.map { Self.run($0, ["-c", "import playwright.sync_api"]).status == 0 } ?? false
        var missing: [String] = []
        if chromium == nil { missing.append("Chromium (apt-get install chromium, or CHROMIUM=path)") }
        if python == nil { missing.append("python3") } else if !hasPlaywright { missing.append("Playwright for Python (pip install playwright)") }
        if let chromium, let python, missing.isEmpty { return (chromium, python) }
        let message = "The review page's browser test needs \(missing.joined(separator: " and ")); .ci/run installs them."
        if environment["CI"] == "true" {
            XCTFail(message + " Under CI=true it must run.")
            throw XCTSkip("failed above")
        }
        throw XCTSkip(message + " Skipped here; under CI=true it fails.")
    }

    func testAcceptingTwoOfThreeInChromiumWritesThoseReferencesAndTheirTestsThenPass() async throws {
        let (chromium, python) = try browser()
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        XCTAssertEqual(fixture.failAll().filter { $0 != nil }.count, 3)
        let before = try ReviewFixture.names.map { try Data(contentsOf: fixture.reference($0)) }
        let session = ReviewSession(folder: SnapshotArtifactsFolder(fixture.artifacts, packageRoot: fixture.root),
                                    packageRoot: fixture.root, environment: [:])
        let server = try await RunningReview.start(session)

        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Browser/review_page.py").path
        let names = ReviewFixture.names.map(ReviewFixture.failure)
        // Blocks this test only: the server answers on its own event loop threads.
        let driver = Self.run(python, [script, server.url.absoluteString, chromium] + names)
        XCTAssertEqual(driver.status, 0, "review_page.py:\n" + driver.output)
        // The page's Done stopped the server (stopped here if the page did not get that far).
        if driver.status != 0 { await server.stop() }
        let stopped = await server.task.result
        XCTAssertNoThrow(try stopped.get())

        for (index, name) in ReviewFixture.names.enumerated() {
            let now = try Data(contentsOf: fixture.reference(name))
            if index < 2 {
                XCTAssertNotEqual(now, before[index], "\(name) was accepted: its reference changed")
                XCTAssertEqual(try PNG.decode(now), PNG.roundTripped(ReviewFixture.tile(name, changed: true)))
                XCTAssertNil(fixture.verify(name, ReviewFixture.tile(name, changed: true)), "\(name) passes when run again")
            } else {
                XCTAssertEqual(now, before[index], "\(name) was rejected: its reference is untouched")
                XCTAssertNotNil(fixture.verify(name, ReviewFixture.tile(name, changed: true)), "\(name) still fails")
            }
        }
    }

    /// `name` on the PATH.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` to its end; its status and its output and errors together.
    static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot run \(executable): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
