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

    func testDumpIsTheSameWhateverTheHashSeedInSwiftSnapshotTestingsFormat() {
        let value: [String: Set<Int>] = ["b": [3, 1, 2], "a": [9]]
        XCTAssertEqual(ValueDump.text(of: value), """
            ▿ 2 key/value pairs
              ▿ (2 elements)
                - key: "a"
                ▿ value: 1 member
                  - 9
              ▿ (2 elements)
                - key: "b"
                ▿ value: 3 members
                  - 1
                  - 2
                  - 3

            """)
    }

    func testDumpSortsPropertiesAndNamesTypesAsSwiftSnapshotTestingDoes() {
        XCTAssertEqual(ValueDump.text(of: DumpedFrame()), """
            ▿ DumpedFrame
              - label: Optional<String>.none
              - tags: 0 elements
              - x: 1.5

            """)
    }

    func testDumpStopsAtACircularReferenceAndUsesSnapshotDescriptions() {
        let node = DumpedNode()
        node.next = node
        XCTAssertEqual(ValueDump.text(of: node), """
            ▿ DumpedNode
              ▿ next: Optional<DumpedNode>
                ▿ some (circular reference detected)

            """, "the second visit of the same object stops")
        XCTAssertEqual(ValueDump.text(of: Date(timeIntervalSince1970: 0)), "- 1970-01-01T00:00:00Z\n")
        XCTAssertEqual(ValueDump.text(of: "a\"b"), "- \"a\\\"b\"\n")
    }

    func testDescriptionJSONPlistAndDataStrategiesProduceSwiftSnapshotTestingsText() throws {
        let user = DumpedUser(id: 1, name: "Blobby")
        XCTAssertEqual(try Snapshotting<DumpedUser, String>.description.snapshot(user), #"DumpedUser(id: 1, name: "Blobby")"#)
        XCTAssertEqual(try Snapshotting<DumpedUser, String>.json.snapshot(user), """
            {
              "id" : 1,
              "name" : "Blobby"
            }
            """)
        XCTAssertEqual(Snapshotting<DumpedUser, String>.json.pathExtension, "json")
        let plist = try Snapshotting<DumpedUser, String>.plist.snapshot(user)
        XCTAssertTrue(plist.contains("<key>name</key>") && plist.contains("<string>Blobby</string>"), plist)
        XCTAssertEqual(Snapshotting<DumpedUser, String>.plist.pathExtension, "plist")
        let object: Any = ["b": [1, 2], "a": NSNull()]
        XCTAssertEqual(try Snapshotting<Any, String>.json.snapshot(object), """
            {
              "a" : null,
              "b" : [
                1,
                2
              ]
            }
            """)
        XCTAssertThrowsError(try Snapshotting<Any, String>.json.snapshot(42), "a bare number is not a JSON object")
        XCTAssertNil(Snapshotting<Data, Data>.data.pathExtension, "as in swift-snapshot-testing, the file has no extension")
        let message = Diffing<Data>.data.diff(Data([1, 2, 3]), Data([1, 9, 3, 4]))?.0
        XCTAssertEqual(message, "4 bytes do not match the reference's 3; they first differ at byte 1.")
    }

    func testFuncIntoTabulatesEveryCase() throws {
        let strategy = Snapshotting<DumpedDirection, String>.func(into: Snapshotting<String, String>.description)
        XCTAssertEqual(try strategy.snapshot { $0 == .up ? "north" : "south" }, "\"up\",\"north\"\n\"down\",\"south\"")
        XCTAssertEqual(strategy.pathExtension, "csv")
    }

    func testPullbackBuildsAStrategyForANewType() throws {
        let csv: Snapshotting<[Int], String> = Snapshotting<String, String>.lines.pullback { $0.map(String.init).joined(separator: ",") }
        XCTAssertEqual(try csv.snapshot([1, 2, 3]), "1,2,3")
        XCTAssertEqual(csv.pathExtension, "txt")
    }
}

final class DumpedNode {
    var next: DumpedNode?
}

struct DumpedUser: Encodable {
    var id: Int
    var name: String
}

enum DumpedDirection: CaseIterable {
    case up, down
}

struct DumpedFrame {
    var x = 1.5
    var label: String? = nil
    var tags: [String] = []
}
