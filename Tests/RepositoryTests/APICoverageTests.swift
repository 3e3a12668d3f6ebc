import Foundation
import TestSupport
import XCTest

/// Keeps the share of the iOS SDK's view-layer API that Designable declares from falling, as
/// `../shared/apicov/coverage` measures it (see its README: Swift names of the iOS 16.5 SDK's
/// UIKit views, QuartzCore and CoreGraphics, matched by base name and argument labels).
final class APICoverageTests: XCTestCase {
    /// The names declared when this floor was last raised; raise it with the figure, never lower it.
    static let floor = 2610

    func testTheSDKCoverageNeverFalls() throws {
        let tool = SharedCorpus.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/apicov/coverage")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            let ci = ProcessInfo.processInfo.environment["CI"].map { !["", "0", "false"].contains($0) } ?? false
            if ci { return XCTFail("the coverage tool is not at \(tool.path); CI has ../shared beside the package") }
            throw XCTSkip("the coverage tool is not at \(tool.path) (it is in ../shared beside the package, which a user's clone lacks)")
        }
        let process = Process()
        process.executableURL = tool
        process.currentDirectoryURL = SharedCorpus.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, text)
        // "2032/2672 = 76.0% of the SDK's view-layer names declared"
        let figure = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("/") && $0.contains("%") }, "no figure in: \(text)")
        let declared = try XCTUnwrap(Int(figure.split(separator: "/")[0].trimmingCharacters(in: .whitespaces)), String(figure))
        XCTAssertGreaterThanOrEqual(declared, Self.floor, "the SDK coverage fell: \(figure); a public declaration UIKit has was removed or renamed")
    }
}
