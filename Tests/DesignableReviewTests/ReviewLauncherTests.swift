import Foundation
import XCTest
@testable import DesignableCLI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `designable review` runs `designable-review` from its own build folder, or says how to build it.
final class ReviewLauncherTests: XCTestCase {
    func testItFindsTheServerBesideItselfThroughLinksOrSaysHowToBuildIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-launcher-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let designable = folder.appendingPathComponent("designable")
        try Data().write(to: designable)
        XCTAssertNil(ReviewCommand.server(beside: designable))
        let message = ReviewCommand.notBuilt(beside: designable)
        XCTAssertTrue(message.contains("swift build --product designable-review"), message)
        XCTAssertTrue(message.contains("swift run designable-review"), message)

        let server = folder.appendingPathComponent("designable-review")
        try Data().write(to: server)
        XCTAssertNil(ReviewCommand.server(beside: designable), "a file that cannot run is not the server")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: server.path)
        XCTAssertEqual(ReviewCommand.server(beside: designable)?.resolvingSymlinksInPath(), server.resolvingSymlinksInPath())
        // A link to designable elsewhere (a PATH folder) still finds the build folder's server.
        let link = folder.appendingPathComponent("bin/designable")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: designable)
        XCTAssertEqual(ReviewCommand.server(beside: link)?.resolvingSymlinksInPath(), server.resolvingSymlinksInPath())
    }

    /// The build folder holding this test bundle, where `swift build --build-tests` put both executables.
    private func products() throws -> URL {
        let folder = Bundle.main.bundleURL.hasDirectoryPath ? Bundle.main.bundleURL : Bundle.main.bundleURL.deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()]
        where FileManager.default.isExecutableFile(atPath: candidate.appendingPathComponent("designable-review").path) {
            return candidate
        }
        throw XCTSkip("designable and designable-review are not built beside the tests in \(folder.path)")
    }

    /// The built `designable`, started with `arguments`, and its output and errors.
    private func designable(_ arguments: String...) throws -> (Process, output: Pipe, errors: Pipe) {
        let process = Process()
        process.executableURL = try products().appendingPathComponent("designable")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return (process, output, errors)
    }

    func testDesignableReviewRunsTheServerWhichPrintsItsURLAndStopsWhenThePageIsDone() async throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        XCTAssertEqual(fixture.failAll().filter { $0 != nil }.count, 3)
        let (process, output, _) = try designable("review", "--package-path", fixture.root.path)
        defer { if process.isRunning { process.terminate() } }

        // "Reviewing at http://127.0.0.1:PORT/ …", after the count of failures.
        var printed = ""
        while !printed.contains("Reviewing at ") || !printed.hasSuffix("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        XCTAssertTrue(printed.hasPrefix("3 snapshot failures to review in "), printed)
        let address = try XCTUnwrap(printed.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, printed)
        let url = try XCTUnwrap(URL(string: String(address)))
        let (page, _) = try await URLSession.shared.data(from: url)
        let html = String(decoding: page, as: UTF8.self)
        let token = try XCTUnwrap(html.components(separatedBy: "name=\"review-token\" content=\"").dropFirst().first?.prefix(32))

        var done = URLRequest(url: url.appendingPathComponent("api/done"))
        done.httpMethod = "POST"
        done.setValue("application/json", forHTTPHeaderField: "Content-Type")
        done.setValue(String(token), forHTTPHeaderField: "X-Designable-Review-Token")
        done.httpBody = Data("{}".utf8)
        let (_, response) = try await URLSession.shared.data(for: done)
        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "Done stops the server, and designable review exits with it")
        printed += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(printed.contains("Accepted 0, rejected 0, 3 left undecided."), printed)
    }

    func testAMissingArtifactsFolderIsTheServersErrorAndExitsTwo() throws {
        let fixture = try ReviewFixture()
        defer { fixture.remove() }
        let (process, _, errors) = try designable("review", "--package-path", fixture.root.path)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertTrue(text.contains("No artifacts folder at \(fixture.artifacts.path)"), text)
    }
}
