import Foundation
import Testing
import TestSupport
import XCTest
@testable import SnapshotEngine

/// Failures reach XCTest at the line of the assertion.
final class XCTestReportingTests: CapturingTestCase {
    func testAFailureIsReportedAtTheAssertionsFileAndLine() throws {
        let sandbox = SnapshotSandbox(["CI": "1"])
        var line = 0
        let failures = capturingFailures {
            sandbox.run {
                line = #line + 1
                assertSnapshot(of: Sample.square(), as: .image, snapshotDirectory: sandbox.references.path)
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertTrue(failures.first?.description.contains("References are never recorded under CI") ?? false, "\(failures)")
    }

    func testAnXCTestMismatchWritesItsArtifactsAsItAlwaysHas() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square(), named: "moved")
        let failures = capturingFailures {
            sandbox.run {
                assertSnapshot(of: Sample.square(at: (0, 0)), as: .image, named: "moved", snapshotDirectory: sandbox.references.path,
                               testName: "testSandbox()")
            }
        }
        XCTAssertEqual(failures.count, 1)
        let folder = sandbox.artifacts.appendingPathComponent("IssueReportingTests/testSandbox.moved")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
                       ["actual.png", "composite.png", "diff.png", "failure.json", "reference.png"])
    }

    func testAMatchReportsNothing() {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square(), named: "same")
        let failures = capturingFailures {
            sandbox.run {
                assertSnapshot(of: Sample.square(), as: .image, named: "same", snapshotDirectory: sandbox.references.path, testName: "testSandbox()")
            }
        }
        XCTAssertEqual(failures, [])
    }
}

/// Failures reach Swift Testing at the line of the assertion, with the images attached.
@Suite struct SwiftTestingReportingTests {
    @Test func aFailureIsAKnownIssueAtTheAssertionsLine() {
        let sandbox = SnapshotSandbox(["CI": "1"])
        let line = #line + 3
        withKnownIssue {
            sandbox.run {
                assertSnapshot(of: Sample.square(), as: .image, snapshotDirectory: sandbox.references.path)
            }
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
                && "\(issue)".contains("References are never recorded under CI")
        }
    }

    @Test(.snapshots(record: .never)) func theTraitSetsTheRecordModeForTheTest() {
        #expect(SnapshotTestingConfiguration.current.record == .never)
        let sandbox = SnapshotSandbox()
        let message = sandbox.verify(Sample.square())
        #expect(message?.contains("Record mode is \"never\".") == true)
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference().path))
    }

    @Test func aMismatchIsReportedOnceWithItsMessage() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square(), named: "moved")
        withKnownIssue {
            sandbox.run {
                assertSnapshot(of: Sample.square(at: (0, 0)), as: .image, named: "moved",
                               snapshotDirectory: sandbox.references.path, testName: "testSandbox()")
            }
        } matching: { issue in
            "\(issue)".contains("pixels differ")
        }
    }
}
