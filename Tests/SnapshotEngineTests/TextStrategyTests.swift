import Foundation
import TestSupport
import XCTest
@testable import SnapshotEngine

/// `.lines` and `.dump`.
final class TextStrategyTests: XCTestCase {
    private func verify<Value>(_ value: Value, as strategy: Snapshotting<Value, String>, in sandbox: SnapshotSandbox) -> String? {
        sandbox.run { verifySnapshot(of: value, as: strategy, named: "text", snapshotDirectory: sandbox.references.path, testName: "testText()") }
    }

    func testLinesRecordsATextFileAndListsChangedLinesWithNumbers() throws {
        let sandbox = SnapshotSandbox()
        _ = verify("alpha\nbeta\ngamma", as: .lines, in: sandbox)
        XCTAssertEqual(try String(contentsOf: sandbox.references.appendingPathComponent("testText.text.txt"), encoding: .utf8), "alpha\nbeta\ngamma")
        let message = try XCTUnwrap(verify("alpha\nBETA\ngamma", as: .lines, in: sandbox))
        XCTAssertTrue(message.contains("1 line removed, 1 added:\n−2\tbeta\n+2\tBETA"), message)
        XCTAssertTrue(message.contains("Compare: diff \""), "text failures offer a diff command")
        XCTAssertNil(verify("alpha\nbeta\ngamma", as: .lines, in: sandbox))
    }

    func testDumpIsTheSameWhateverTheHashSeed() {
        let value: [String: Set<Int>] = ["b": [3, 1, 2], "a": [9]]
        XCTAssertEqual(ValueDump.text(of: value), """
            - 2 elements
              - 2 elements
                - key: a
                - value: 1 element
                  - 9
              - 2 elements
                - key: b
                - value: 3 elements
                  - 1
                  - 2
                  - 3

            """)
    }

    func testDumpShowsTypesLabelsAndNil() {
        XCTAssertEqual(ValueDump.text(of: DumpedFrame()), """
            - SnapshotEngineTests.DumpedFrame
              - x: 1.5
              - label: nil
              - tags: 0 elements

            """)
    }

    func testPullbackBuildsAStrategyForANewType() throws {
        let csv: Snapshotting<[Int], String> = Snapshotting<String, String>.lines.pullback { $0.map(String.init).joined(separator: ",") }
        XCTAssertEqual(try csv.snapshot([1, 2, 3]), "1,2,3")
        XCTAssertEqual(csv.pathExtension, "txt")
    }
}

struct DumpedFrame {
    var x = 1.5
    var label: String? = nil
    var tags: [String] = []
}
