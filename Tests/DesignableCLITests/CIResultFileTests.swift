import Designable
@testable import DesignableCLI
import DesignableChecking
import DesignableTesting
import Foundation
import TestSupport
import XCTest
@testable import AppViews
@testable import SnapshotEngine

/// `designable scan --sarif/--junit` and `designable check --sarif/--junit`: valid SARIF 2.1.0
/// and JUnit XML whose results point at the user's Swift file and line (a drifting class's
/// declaration) or at the document's line (a misplaced view).
final class CIResultFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        DesignableCommand.useDemo(.designable)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("designable-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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

    /// Each result as `ruleId uri:line`, its message kept apart.
    private func results(_ file: URL) throws -> [(summary: String, message: String)] {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        return (run["results"] as? [[String: Any]] ?? []).map { result in
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "-"
            let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
            return ("\(result["ruleId"] as? String ?? "?") \(uri):\(line)", (result["message"] as? [String: Any])?["text"] as? String ?? "")
        }
    }

    private func line(of text: String, in file: URL) throws -> Int {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        return try XCTUnwrap(lines.firstIndex { $0.contains(text) }) + 1
    }

    // MARK: scan

    func testScanSARIFPutsADriftOnTheLineOfTheClassDeclaration() throws {
        let registry = DesignableRegistry()
        AppViews.registerDesignables(in: registry)
        let result = try ScanRunner.run(registry: registry, into: folder.appendingPathComponent("scan"))
        let file = folder.appendingPathComponent("scan.sarif")
        try ScanCIResults.sarif(result, registry: registry, root: repository).write(to: file)
        let found = try results(file)
        let forgetful = repository.appendingPathComponent("Tests/Fixtures/AppViews/ForgetfulButton.swift")
        let gauge = repository.appendingPathComponent("Tests/Fixtures/AppViews/GaugeView.swift")
        let forgetfulLine = try line(of: "class ForgetfulButton", in: forgetful), gaugeLine = try line(of: "class GaugeView", in: gauge)
        let drifts = found.filter { $0.summary.hasPrefix("initPathDrift Tests/Fixtures/AppViews/") }
        XCTAssertTrue(drifts.contains { $0.summary == "initPathDrift Tests/Fixtures/AppViews/ForgetfulButton.swift:\(forgetfulLine)" }, "\(found)")
        XCTAssertTrue(drifts.contains { $0.summary == "initPathDrift Tests/Fixtures/AppViews/GaugeView.swift:\(gaugeLine)" }, "\(found)")
        let message = try XCTUnwrap(found.first { $0.summary.contains("ForgetfulButton.swift") }?.message)
        XCTAssertTrue(message.hasPrefix("ForgetfulButton: the coder path differs from the code path: "), message)
        XCTAssertFalse(found.contains { $0.summary.contains("RatingControl") }, "a class whose paths agree has no result")
        try validate(CIResultValidation.sarif(file), file)
    }

    func testScanJUnitHasACasePerClassFailingOnlyWhereItDrifts() throws {
        let registry = DesignableRegistry()
        AppViews.registerDesignables(in: registry)
        let result = try ScanRunner.run(registry: registry, into: folder.appendingPathComponent("scan"))
        let file = folder.appendingPathComponent("scan.xml")
        try ScanCIResults.junit(result, registry: registry).write(to: file)
        let xml = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(xml.contains("<testsuite name=\"classes\" tests=\"\(registry.registeredClasses.count)\""), xml)
        XCTAssertTrue(xml.contains("<testcase classname=\"classes\" name=\"RatingControl\" file=\""), xml)
        let forgetful = try XCTUnwrap(xml.range(of: "name=\"ForgetfulButton\""))
        XCTAssertTrue(xml[forgetful.upperBound...].prefix(400).contains("<failure message=\"ForgetfulButton: the coder path differs"), xml)
        let rating = try XCTUnwrap(xml.range(of: "name=\"RatingControl\""))
        XCTAssertTrue(xml[rating.upperBound...].prefix(300).contains("/>"), "RatingControl passes")
        try validate(CIResultValidation.junit(file), file)
    }

    func testTheScanCommandWritesBothFiles() throws {
        AppViews.registerDesignables()
        let sarif = folder.appendingPathComponent("out/scan.sarif"), junit = folder.appendingPathComponent("out/scan.xml")
        XCTAssertEqual(DesignableCommand.run(["scan", "-o", folder.appendingPathComponent("scan").path, "--scale", "1",
                                              "--no-isolation", "--sarif", sarif.path, "--junit", junit.path]), 1)
        XCTAssertFalse(try results(sarif).isEmpty)
        XCTAssertTrue(FileManager.default.fileExists(atPath: junit.path))
    }

    // MARK: merged shards

    func testTheMergedReportsSARIFHoldsEveryShardsFailuresAtTheirLines() throws {
        let package = folder.appendingPathComponent("package", isDirectory: true)
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        var shards: [String] = []
        for (index, name) in ["testOne", "testTwo"].enumerated() {
            let shard = folder.appendingPathComponent("shard\(index)", isDirectory: true)
            let failure = shard.appendingPathComponent("ATests/\(name).1", isDirectory: true)
            try FileManager.default.createDirectory(at: failure, withIntermediateDirectories: true)
            let record = SnapshotArtifacts.FailureRecord(
                testFile: "ATests", test: "\(name)()", identifier: "\(name).1", reference: "__Snapshots__/A/ATests/\(name).1.png",
                message: "Snapshot does not match the reference.\n4 of 1200 pixels differ.", files: [], accept: nil, recordedAt: 0,
                missingReference: nil, sourceFile: "Tests/ATests/ATests.swift", sourceLine: 10 + index, packageRoot: "/runner/work/app")
            try JSONEncoder().encode(record).write(to: failure.appendingPathComponent("failure.json"))
            shards.append(shard.path)
        }
        let merged = folder.appendingPathComponent("merged")
        XCTAssertEqual(DesignableCommand.run(["report", merged.path, "--package-path", package.path, "--merge"] + shards), 0)
        let sarif = merged.appendingPathComponent("results.sarif")
        XCTAssertEqual(try results(sarif).map(\.summary), ["snapshotMismatch Tests/ATests/ATests.swift:10", "snapshotMismatch Tests/ATests/ATests.swift:11"])
        XCTAssertTrue(try String(contentsOf: sarif, encoding: .utf8).contains("\"uri\" : \"file:///runner/work/app/\""),
                      "the checkout the shards ran in")
        try validate(CIResultValidation.sarif(sarif), sarif)
        let junit = merged.appendingPathComponent("junit.xml")
        XCTAssertTrue(try String(contentsOf: junit, encoding: .utf8).contains("<testsuite name=\"ATests\" tests=\"2\" failures=\"2\""))
        try validate(CIResultValidation.junit(junit), junit)
    }

    // MARK: check

    func testCheckSARIFPutsEachFindingOnItsDocumentLine() throws {
        let path = try CheckFixtures.write(CheckFixtures.misplaced, named: "Card.xib", in: folder)
        let sarif = folder.appendingPathComponent("check.sarif"), junit = folder.appendingPathComponent("check.xml")
        let status = DesignableCommand.run(["check", path, "--sarif", sarif.path, "--junit", junit.path])
        XCTAssertEqual(status, 1, "a warning")
        let box = try line(of: "id=\"box\"", in: URL(fileURLWithPath: path)), hello = try line(of: "id=\"hello\"", in: URL(fileURLWithPath: path))
        let uri = "file://" + URL(fileURLWithPath: path).standardizedFileURL.path
        XCTAssertEqual(try results(sarif).map(\.summary), ["misplacedView \(uri):\(box)", "textDependentFrame \(uri):\(hello)"],
                       "outside the current folder, so absolute")
        let log = try String(contentsOf: sarif, encoding: .utf8)
        XCTAssertTrue(log.contains("\"level\" : \"warning\"") && log.contains("\"level\" : \"note\""), log)
        try validate(CIResultValidation.sarif(sarif), sarif)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("tests=\"1\" failures=\"1\""), "the warning is a failing case, the note is not a case: \(xml)")
        XCTAssertTrue(xml.contains("line=\"\(box)\""), xml)
        try validate(CIResultValidation.junit(junit), junit)
    }

    func testAPathInsideTheRootIsRelativeToIt() throws {
        let path = try CheckFixtures.write(CheckFixtures.misplaced, named: "Card.xib", in: folder)
        let run = CheckRun(paths: [path], options: CheckOptions(), allowsWarnings: false) { _, _, _ in }
        let log = CheckCIResults.sarif(run, root: folder)
        let text = String(decoding: try log.encoded(), as: UTF8.self)
        XCTAssertTrue(text.contains("\"uri\" : \"Card.xib\""), text)
        XCTAssertTrue(text.contains("\"uriBaseId\" : \"SRCROOT\""), text)
    }

    func testAnUnwritableSARIFFileIsAnErrorNamingTheOption() throws {
        let path = try CheckFixtures.write(CheckFixtures.clean, named: "Clean.xib", in: folder)
        let blocker = folder.appendingPathComponent("file")
        try Data().write(to: blocker)
        let (status, error) = try StandardError.capturing { DesignableCommand.run(["check", path, "--sarif", blocker.appendingPathComponent("x.sarif").path]) }
        XCTAssertEqual(status, 2)
        XCTAssertTrue(error.contains("--sarif \(blocker.path)/x.sarif: cannot write the file"), error)
    }
}
