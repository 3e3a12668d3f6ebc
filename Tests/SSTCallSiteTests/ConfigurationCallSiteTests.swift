import DesignableTesting
import Foundation
import XCTest

/// Record modes and diff tools, set the ways swift-snapshot-testing's documentation shows.
final class ConfigurationCallSiteTests: XCTestCase {
    /// swift-snapshot-testing's suggested override: every test of the class in one scope.
    override func invokeTest() {
        withSnapshotTesting(record: .missing, diffTool: .ksdiff) {
            super.invokeTest()
        }
    }

    func testTheInvokeTestScopeIsInForce() {
        XCTAssertEqual(SnapshotTestingConfiguration.current.record, .missing)
        XCTAssertEqual(SnapshotTestingConfiguration.current.diffTool?(currentFilePath: "a", failedFilePath: "b"), #"ksdiff "a" "b""#)
    }

    func testRecordTakesABooleanLiteral() {
        let directory = FileManager.default.temporaryDirectory.path + "/sst-record-\(UUID().uuidString)"
        let first = verifySnapshot(of: blob, as: .json, named: "blob", record: true, snapshotDirectory: directory)
        XCTAssertTrue(first?.hasPrefix("Record mode is \"all\"") == true, first ?? "passed")
        XCTAssertNil(verifySnapshot(of: blob, as: .json, named: "blob", record: false, snapshotDirectory: directory))
    }

    func testWithSnapshotTestingScopesNestAndTakeStringDiffTools() async throws {
        withSnapshotTesting(diffTool: "ksdiff") {
            XCTAssertEqual(SnapshotTestingConfiguration.current.diffTool?(currentFilePath: "a b", failedFilePath: "c"), #"ksdiff "a b" "c""#)
            withSnapshotTesting(record: .never) {
                XCTAssertEqual(SnapshotTestingConfiguration.current.record, .never)
                XCTAssertNotNil(SnapshotTestingConfiguration.current.diffTool, "an inner scope keeps the diff tool")
            }
        }
        withSnapshotTesting {
            assertSnapshot(of: blob, as: .json)
        }
        try await withSnapshotTesting(record: .missing) {
            try await Task.sleep(nanoseconds: 1_000)
            assertSnapshot(of: blob, as: .dump)
        }
    }

    func testACustomDiffToolAsAStaticMember() {
        XCTAssertEqual(SnapshotTestingConfiguration.DiffTool.compare(currentFilePath: "/r.png", failedFilePath: "/a.png"),
                       #"compare "/r.png" "/a.png" png: | open -f -a Preview.app"#)
    }
}

extension SnapshotTestingConfiguration.DiffTool {
    static let compare = Self { "compare \"\($0)\" \"\($1)\" png: | open -f -a Preview.app" }
}
