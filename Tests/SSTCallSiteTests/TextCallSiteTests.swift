import Designable
import DesignableTesting
import Foundation
import XCTest

/// swift-snapshot-testing's text and data call sites, unchanged but for the import.
final class TextCallSiteTests: XCTestCase {
    func testDump() {
        assertSnapshot(of: blob, as: .dump)
        assertSnapshot(of: blob, as: .dump, named: "named")
    }

    func testUnnamedSnapshotsAreNumberedInOrder() {
        assertSnapshot(of: [1], as: .dump)
        assertSnapshot(of: [1, 2], as: .dump)
    }

    func testDumpOfFoundationValues() {
        assertSnapshot(of: "a" as Character, as: .dump, named: "character")
        assertSnapshot(of: Data([0xDE, 0xAD]), as: .dump, named: "data")
        assertSnapshot(of: Date(timeIntervalSinceReferenceDate: 0), as: .dump, named: "date")
        assertSnapshot(of: URL(string: "https://www.pointfree.co")!, as: .dump, named: "url")
    }

    func testEncodableAndJSONObjects() throws {
        assertSnapshot(of: blob, as: .json)
        let object = try JSONSerialization.jsonObject(with: Data(#"{"b": [1, 2], "a": null}"#.utf8))
        assertSnapshot(of: object, as: .json, named: "object")
        assertSnapshot(of: blob, as: .plist)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        assertSnapshot(of: blob, as: .json(encoder), named: "compact")
    }

    func testDataDescriptionLinesAndCustomDump() {
        assertSnapshot(of: Data([0xDE, 0xAD, 0xBE, 0xEF]), as: .data)
        assertSnapshot(of: blob, as: .description)
        assertSnapshot(of: "Hello\nWorld", as: .lines)
        assertSnapshot(of: blob, as: .customDump)
    }

    func testFunctionsOfCaseIterableTypes() {
        assertSnapshot(of: { $0.rotatedLeft }, as: Snapshotting<Direction, String>.func(into: .description))
    }

    func testAssertSnapshotsWithNamesAndWithout() {
        assertSnapshots(of: blob, as: ["json": .json, "dump": .dump])
        assertSnapshots(of: blob, as: [.json, .dump])
    }

    func testWaitLetsTheMainQueueRunBeforeTheSnapshot() {
        let mailbox = Mailbox("Hello")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { mailbox.value = "Goodbye" }
        let strategy = Snapshotting.lines.pullback { (_: Void) in mailbox.value }
        assertSnapshot(of: (), as: .wait(for: 0.5, on: strategy))
    }

    func testAsyncPullbackAndAsyncSnapshotsWaitForTheirValue() {
        let shouting = Snapshotting<String, String>.lines.asyncPullback { (text: String) in
            Async { callback in DispatchQueue.main.async { callback(text.uppercased()) } }
        }
        assertSnapshot(of: "hello", as: shouting, timeout: 2)
        let later = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines, asyncSnapshot: { text in
            Async(value: text + "!")
        })
        assertSnapshot(of: "hello", as: later, named: "later")
        let never = Snapshotting<String, String>.lines.asyncPullback { (_: String) in Async<String> { _ in } }
        let message = verifySnapshot(of: "x", as: never, named: "never", record: .never, timeout: 0.2)
        XCTAssertTrue(message?.contains("Exceeded timeout of 0.2 seconds") == true, message ?? "passed")
    }

    func testACustomDiffingAsSwiftSnapshotTestingUsersWriteOne() {
        let csv = Diffing<[String]>.diff(
            toData: { Data($0.joined(separator: ",").utf8) },
            fromData: { String(decoding: $0, as: UTF8.self).split(separator: ",").map(String.init) }
        ) { old, new in
            old == new ? nil : ("\(new.count - old.count) fields added", [.data(Data(new.joined(separator: ",").utf8), name: "actual.csv")])
        }
        let strategy = Snapshotting<[String], [String]>(pathExtension: "csv", diffing: csv)
        assertSnapshot(of: ["a", "b"], as: strategy)
        XCTAssertEqual(csv.diffV2(["a"], ["a", "b"])?.0, "1 fields added")

        let legacy = Diffing<String>(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            old == new ? nil : ("Strings differ", [])
        }
        var shouting = SimplySnapshotting(pathExtension: "txt", diffing: legacy).pullback { (text: String) in text.uppercased() }
        shouting.pathExtension = "shout"
        assertSnapshot(of: "hey", as: shouting)
    }

    func testVerifySnapshotReturnsTheFailureForACustomAssertion() {
        let failure = verifySnapshot(of: "not recorded", as: .lines, named: "missing", record: .never,
                                     snapshotDirectory: FileManager.default.temporaryDirectory.path + "/sst-\(UUID().uuidString)",
                                     timeout: 1, file: #filePath, testName: #function)
        XCTAssertNotNil(failure)
        XCTAssertTrue(failure?.hasPrefix("No reference at ") == true, failure ?? "")
    }
}
