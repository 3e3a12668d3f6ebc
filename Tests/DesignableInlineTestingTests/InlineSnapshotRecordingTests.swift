import Foundation
import SnapshotEngine
import TestSupport
import XCTest
@testable import DesignableInlineTesting

/// Recording into a real file: the assertion's modes, and calls whose lines earlier
/// recordings moved, in this process or in another one.
final class InlineSnapshotRecordingTests: CapturingTestCase {
    private var fixture: URL!

    /// A copy of a test file with two calls without closures, at lines 3 and 4.
    override func setUp() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inline-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        fixture = folder.appendingPathComponent("GreetingTests.swift")
        try! """
            final class GreetingTests: XCTestCase {
                func testGreeting() {
                    assertInlineSnapshot(of: "Hello", as: .lines)
                    assertInlineSnapshot(of: "World", as: .lines)
                }
            }

            """.write(to: fixture, atomically: true, encoding: .utf8)
    }

    private var source: String { try! String(contentsOf: fixture, encoding: .utf8) }

    func testRecordingWritesBothClosuresEvenThoughTheFirstMovedTheSecondsLine() throws {
        try InlineSnapshotWriter.$buildTime.withValue(Date().timeIntervalSince1970 - 1) {
            try InlineSnapshotWriter.write("Hello", file: fixture.path, line: 3, column: 29, descriptor: .init())
            // Line 4 was line 4 when the test was built; the first closure pushed it to line 8.
            try InlineSnapshotWriter.write("World", file: fixture.path, line: 4, column: 29, descriptor: .init())
        }
        XCTAssertEqual(source, """
            final class GreetingTests: XCTestCase {
                func testGreeting() {
                    assertInlineSnapshot(of: "Hello", as: .lines) {
                        \"\"\"
                        Hello
                        \"\"\"
                    }
                    assertInlineSnapshot(of: "World", as: .lines) {
                        \"\"\"
                        World
                        \"\"\"
                    }
                }
            }

            """)
    }

    func testAnotherBuildIgnoresShiftsItWasCompiledWith() throws {
        try InlineSnapshotWriter.$buildTime.withValue(Date().timeIntervalSince1970 - 1) {
            try InlineSnapshotWriter.write("Hello", file: fixture.path, line: 3, column: 29, descriptor: .init())
        }
        // A binary built after that write knows the second call at line 8 already.
        try InlineSnapshotWriter.$buildTime.withValue(Date().timeIntervalSince1970 + 1) {
            try InlineSnapshotWriter.write("World", file: fixture.path, line: 8, column: 29, descriptor: .init())
        }
        XCTAssertTrue(source.contains("assertInlineSnapshot(of: \"World\", as: .lines) {\n            \"\"\"\n            World"), source)
    }

    func testTheModesRecordCompareAndNeverWriteUnderCI() throws {
        let path = fixture.path
        func run(_ value: String, line: UInt, expected: (() -> String)?, record: SnapshotTestingConfiguration.Record? = nil,
                 ci: Bool = false) -> [String] {
            capturingFailures {
                SnapshotEnvironment.$current.withValue(SnapshotEnvironment(variables: ci ? ["CI": "true"] : [:])) {
                    InlineSnapshotWriter.$buildTime.withValue(Date().timeIntervalSince1970 - 1) {
                        if let failure = InlineSnapshotVerification.run(
                            of: { value }, as: .lines, message: "", record: record, timeout: 5, descriptor: .init(),
                            expected: expected?(), filePath: path, line: Int(line), column: 29) {
                            XCTFail(failure.message)
                        }
                    }
                }
            }.map(\.description)
        }
        XCTAssertTrue(run("Hello", line: 3, expected: nil, ci: true).first?.contains("No expected value to assert against. Snapshots are never recorded under CI") == true)
        XCTAssertFalse(source.contains("\"\"\""), "nothing written under CI")
        XCTAssertTrue(run("Hello", line: 3, expected: nil).first?.contains("Automatically recorded a new snapshot.") == true)
        XCTAssertTrue(source.contains("        Hello\n"))
        XCTAssertEqual(run("Hello", line: 3, expected: { "Hello" }), [], "a match passes")
        let mismatch = run("Hola", line: 3, expected: { "Hello" })
        XCTAssertTrue(mismatch.first?.contains("Snapshot did not match. Difference:") == true, "\(mismatch)")
        XCTAssertFalse(source.contains("Hola"), "a mismatch writes nothing by default")
        XCTAssertTrue(run("Hola", line: 3, expected: { "Hello" }, record: .failed).first?.contains("A new snapshot was automatically recorded.") == true)
        XCTAssertTrue(source.contains("        Hola\n"), source)
    }
}
