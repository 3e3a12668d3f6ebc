import Foundation
import TestSupport
import XCTest
@testable import SnapshotEngine

/// Which record mode applies, and what each mode does to a reference.
final class RecordModeTests: XCTestCase {
    private typealias Record = SnapshotTestingConfiguration.Record

    private func resolve(argument: Record? = nil, scoped: Record? = nil, _ variables: [String: String]) -> Result<Record, SnapshotEnvironment.InvalidRecordValue> {
        Record.resolve(argument: argument, configuration: SnapshotTestingConfiguration(record: scoped),
                       environment: SnapshotEnvironment(variables: variables))
    }

    func testDefaultIsMissingLocallyAndNeverUnderCI() {
        XCTAssertEqual(try resolve([:]).get(), .missing)
        XCTAssertEqual(try resolve(["CI": "true"]).get(), .never)
        XCTAssertEqual(try resolve(["CI": "1"]).get(), .never)
        XCTAssertEqual(try resolve(["CI": "false"]).get(), .missing, "CI=false is not CI")
        XCTAssertEqual(try resolve(["CI": "0"]).get(), .missing)
    }

    func testEveryEnvironmentValueIsAccepted() {
        for mode in Record.allCases {
            XCTAssertEqual(try resolve(["SNAPSHOT_TESTING_RECORD": mode.rawValue]).get(), mode)
            XCTAssertEqual(try resolve(["SNAPSHOT_TESTING_RECORD": mode.rawValue.uppercased()]).get(), mode)
        }
    }

    func testAnExplicitEnvironmentValueWinsOverTheCIDefault() {
        XCTAssertEqual(try resolve(["CI": "true", "SNAPSHOT_TESTING_RECORD": "missing"]).get(), .missing)
    }

    func testAnInvalidEnvironmentValueIsAnErrorListingTheValidOnes() {
        XCTAssertEqual(resolve(["SNAPSHOT_TESTING_RECORD": "yes"]), .failure(.init(value: "yes")))
        XCTAssertEqual(SnapshotEnvironment.InvalidRecordValue(value: "yes").message,
                       "SNAPSHOT_TESTING_RECORD=\"yes\" is not a record mode. Valid values: all, missing, failed, never.")
    }

    func testPrecedenceIsArgumentThenScopeThenEnvironmentThenDefault() {
        let env = ["SNAPSHOT_TESTING_RECORD": "failed", "CI": "1"]
        XCTAssertEqual(try resolve(argument: .all, scoped: .never, env).get(), .all)
        XCTAssertEqual(try resolve(scoped: .never, env).get(), .never)
        XCTAssertEqual(try resolve(env).get(), .failed)
        XCTAssertEqual(try resolve(argument: .missing, ["SNAPSHOT_TESTING_RECORD": "bogus"]).get(), .missing,
                       "an argument makes the environment irrelevant, even an invalid one")
    }

    func testWithSnapshotTestingScopesTheModeAndNests() {
        XCTAssertNil(SnapshotTestingConfiguration.current.record)
        withSnapshotTesting(record: .failed) {
            XCTAssertEqual(SnapshotTestingConfiguration.current.record, .failed)
            withSnapshotTesting(diffTool: .default) {
                XCTAssertEqual(SnapshotTestingConfiguration.current.record, .failed, "an inner scope keeps what it does not set")
            }
            withSnapshotTesting(record: .never) {
                XCTAssertEqual(SnapshotTestingConfiguration.current.record, .never)
            }
        }
        XCTAssertNil(SnapshotTestingConfiguration.current.record)
    }

    func testInvalidEnvironmentValueFailsTheAssertionAndWritesNothing() {
        let sandbox = SnapshotSandbox(["SNAPSHOT_TESTING_RECORD": "sometimes"])
        let message = sandbox.verify(Sample.square())
        XCTAssertEqual(message, "SNAPSHOT_TESTING_RECORD=\"sometimes\" is not a record mode. Valid values: all, missing, failed, never.")
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.reference().path))
    }

    func testMissingModeRecordsAMissingReferenceAndFails() throws {
        let sandbox = SnapshotSandbox()
        let message = try XCTUnwrap(sandbox.verify(Sample.square()))
        XCTAssertTrue(message.hasPrefix("No reference was found on disk. Recorded the snapshot at \(sandbox.reference().path)."), message)
        XCTAssertTrue(FileManager.default.fileExists(atPath: sandbox.reference().path))
        XCTAssertNil(sandbox.verify(Sample.square()), "the second run compares with what the first recorded")
    }

    func testNeverUnderCIFailsOnAMissingReferenceWithTheCommandToRecordLocally() throws {
        let sandbox = SnapshotSandbox(["CI": "true"])
        let message = try XCTUnwrap(sandbox.verify(Sample.square()))
        XCTAssertTrue(message.contains("No reference at \(sandbox.reference().path). References are never recorded under CI (CI is set)."), message)
        XCTAssertTrue(message.contains("SNAPSHOT_TESTING_RECORD=missing swift test --filter 'SnapshotEngineTests.*testSandbox'"), message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.reference().path))
    }

    func testExplicitNeverSaysSoRatherThanBlamingCI() throws {
        let message = try XCTUnwrap(SnapshotSandbox().verify(Sample.square(), record: .never))
        XCTAssertTrue(message.contains("Record mode is \"never\"."), message)
    }

    func testAllRewritesAMatchingReferenceAndStillFails() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square())
        let before = try Data(contentsOf: sandbox.reference())
        try FileManager.default.removeItem(at: sandbox.reference())
        let message = try XCTUnwrap(sandbox.verify(Sample.square(), record: .all))
        XCTAssertTrue(message.hasPrefix("Record mode is \"all\": wrote the snapshot to \(sandbox.reference().path)."), message)
        XCTAssertEqual(try Data(contentsOf: sandbox.reference()), before, "recording is deterministic")
    }

    func testFailedRecordsOverAMismatchAndFails() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square())
        let moved = Sample.square(at: (12, 8))
        let message = try XCTUnwrap(sandbox.verify(moved, record: .failed))
        XCTAssertTrue(message.contains("Record mode is \"failed\": wrote the new snapshot over the reference."), message)
        XCTAssertNil(sandbox.verify(moved, record: .never), "the reference now holds the new image")
    }

    func testFailedLeavesAMatchingReferenceUntouched() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square())
        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.reference().path)
        XCTAssertNil(sandbox.verify(Sample.square(), record: .failed))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: sandbox.reference().path)[.systemFileNumber] as? Int,
                       attributes[.systemFileNumber] as? Int, "an atomic rewrite would have replaced the inode")
    }

    func testMissingModeComparesAnExistingReferenceWithoutRewritingIt() throws {
        let sandbox = SnapshotSandbox()
        _ = sandbox.verify(Sample.square())
        let before = try Data(contentsOf: sandbox.reference())
        XCTAssertNotNil(sandbox.verify(Sample.square(at: (0, 0))))
        XCTAssertEqual(try Data(contentsOf: sandbox.reference()), before)
    }
}
