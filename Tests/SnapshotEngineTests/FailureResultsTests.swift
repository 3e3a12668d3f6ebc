import Foundation
import Raster
import TestSupport
import XCTest
@testable import SnapshotEngine

/// `results.sarif` and `junit.xml` beside the artifacts: every failing snapshot, at the line of
/// its assertion, in files that GitHub code scanning and JUnit readers accept.
final class FailureResultsTests: XCTestCase {
    private let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)

    /// Records `name`, then fails it from this file; returns the failing call's line.
    private func fail(_ sandbox: SnapshotSandbox, named name: String, line: UInt = #line) -> UInt {
        sandbox.run {
            _ = verifySnapshot(of: Sample.square(), as: .image, named: name, snapshotDirectory: sandbox.references.path,
                               testName: "testSandbox()")
            let message = verifySnapshot(of: Sample.painted(Sample.square(), (0, 0, 2, 2), black), as: .image, named: name,
                                         snapshotDirectory: sandbox.references.path, testName: "testSandbox()", line: line)
            XCTAssertNotNil(message, "the second verification fails")
        }
        return line
    }

    private func validate(_ outcome: CIResultValidation.Outcome, _ file: URL) throws {
        switch outcome {
        case .valid: break
        case let .invalid(problems): XCTFail("\(file.lastPathComponent) is not valid:\n\(problems)")
        case let .unavailable(why):
            if CIResultValidation.unavailableIsFailure { XCTFail("cannot validate \(file.lastPathComponent) under CI: \(why)") }
            else { throw XCTSkip("cannot validate \(file.lastPathComponent) here: \(why)") }
        }
    }

    private func sarifResults(_ file: URL) throws -> [[String: Any]] {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        return try XCTUnwrap(run["results"] as? [[String: Any]])
    }

    func testTheSARIFPointsAtEachFailingAssertionRelativeToThePackage() throws {
        let sandbox = SnapshotSandbox()
        let first = fail(sandbox, named: "first")
        let second = fail(sandbox, named: "second")
        let file = sandbox.artifacts.appendingPathComponent("results.sarif")
        let results = try sarifResults(file)
        XCTAssertEqual(results.count, 2)
        let locations = results.compactMap { result -> (String, String?, Int)? in
            guard let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any],
                  let artifact = physical["artifactLocation"] as? [String: Any], let region = physical["region"] as? [String: Any]
            else { return nil }
            return (artifact["uri"] as? String ?? "", artifact["uriBaseId"] as? String, region["startLine"] as? Int ?? 0)
        }
        XCTAssertEqual(locations.map(\.0), ["Tests/SnapshotEngineTests/FailureResultsTests.swift", "Tests/SnapshotEngineTests/FailureResultsTests.swift"],
                       "relative to the package's root, which GitHub resolves against the checkout")
        XCTAssertEqual(locations.map(\.1), ["SRCROOT", "SRCROOT"])
        XCTAssertEqual(locations.map(\.2), [Int(first), Int(second)], "the line of each failing call")
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["snapshotMismatch", "snapshotMismatch"])
        XCTAssertTrue((results[0]["message"] as? [String: Any])?["text"].map { "\($0)".contains("4 of 1200 pixels differ") } == true)
        let text = try String(contentsOf: file, encoding: .utf8)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        XCTAssertTrue(text.contains("\"uri\" : \"file://\(root.standardizedFileURL.path)/\""), "SRCROOT is the package's folder")
        try validate(CIResultValidation.sarif(file), file)
    }

    func testTheJUnitReportHasACasePerFailureAtItsLine() throws {
        let sandbox = SnapshotSandbox()
        let line = fail(sandbox, named: "only")
        let file = sandbox.artifacts.appendingPathComponent("junit.xml")
        let xml = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(xml.contains("<testsuite name=\"FailureResultsTests\" tests=\"1\" failures=\"1\""), xml)
        XCTAssertTrue(xml.contains("classname=\"FailureResultsTests\" name=\"testSandbox() testSandbox.only\" "
                                   + "file=\"Tests/SnapshotEngineTests/FailureResultsTests.swift\" line=\"\(line)\""), xml)
        XCTAssertTrue(xml.contains("<failure message=\"Snapshot does not match"), xml)
        try validate(CIResultValidation.junit(file), file)
    }

    func testAPassingSnapshotLeavesBothFilesEmptyOfResults() throws {
        let sandbox = SnapshotSandbox()
        _ = fail(sandbox, named: "shape")
        XCTAssertNil(sandbox.run {
            verifySnapshot(of: Sample.square(), as: .image, named: "shape", snapshotDirectory: sandbox.references.path, testName: "testSandbox()")
        })
        XCTAssertEqual(try sarifResults(sandbox.artifacts.appendingPathComponent("results.sarif")).count, 0)
        let xml = try String(contentsOf: sandbox.artifacts.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(xml.contains("tests=\"0\" failures=\"0\""), xml)
    }

    func testJUnitTextIsEscapedAndForbiddenCharactersDropped() {
        XCTAssertEqual(JUnitReport.escape("a<b>&\"c'\n\u{1}d"), "a&lt;b&gt;&amp;&quot;c&apos;&#10;d")
    }

    func testAPathOutsideTheRootIsAnAbsoluteFileURI() {
        let log = SARIFLog(tool: "t", rules: [], results: [], root: URL(fileURLWithPath: "/repo"))
        XCTAssertEqual(log.artifactLocation("/repo/Sources/A B.swift").uri, "Sources/A%20B.swift")
        XCTAssertEqual(log.artifactLocation("/repo/Sources/A B.swift").uriBaseId, "SRCROOT")
        XCTAssertEqual(log.artifactLocation("/elsewhere/x.xib").uri, "file:///elsewhere/x.xib")
        XCTAssertNil(log.artifactLocation("/elsewhere/x.xib").uriBaseId)
        XCTAssertEqual(log.artifactLocation("/repo-two/x.xib").uri, "file:///repo-two/x.xib", "a sibling sharing the prefix is outside")
    }
}
