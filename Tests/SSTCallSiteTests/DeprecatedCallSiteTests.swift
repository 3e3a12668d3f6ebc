import DesignableTesting
import Foundation
import XCTest

/// swift-snapshot-testing's deprecated spellings still compile (with their deprecation
/// warnings, which are the point of this file) and mean what they meant, except that turning
/// recording off leaves the mode to the environment, so CI never records.
final class DeprecatedCallSiteTests: XCTestCase {
    func testMatchingAndBooleanRecordForms() {
        assertSnapshot(matching: blob, as: .dump)
        let recording = false
        assertSnapshot(of: blob, as: .json, record: recording)
        XCTAssertNil(verifySnapshot(matching: blob, as: .dump, named: nil, record: recording, testName: "testMatchingAndBooleanRecordForms()"))
    }

    func testIsRecordingAndTheDiffToolGlobal() {
        XCTAssertFalse(isRecording)
        isRecording = true
        defer { isRecording = false }
        XCTAssertTrue(isRecording)
        let directory = FileManager.default.temporaryDirectory.path + "/sst-deprecated-\(UUID().uuidString)"
        XCTAssertTrue(verifySnapshot(of: blob, as: .json, named: "blob", snapshotDirectory: directory)?.hasPrefix("Record mode is \"all\"") == true)
        isRecording = false
        XCTAssertFalse(isRecording)
        XCTAssertNil(verifySnapshot(of: blob, as: .json, named: "blob", snapshotDirectory: directory))
        diffTool = "ksdiff"
        defer { diffTool = .default }
        XCTAssertEqual(diffTool(currentFilePath: "a", failedFilePath: "b"), #"ksdiff "a" "b""#)
    }
}
