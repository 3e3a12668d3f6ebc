import DesignableInlineTesting
import Foundation
import TestSupport
import XCTest

/// swift-snapshot-testing's inline snapshots; each closure matches, so nothing is rewritten.
final class InlineCallSiteTests: CapturingTestCase {
    func testATrailingClosure() {
        assertInlineSnapshot(of: ["Hello", "World"], as: .dump) {
            """
            ▿ 2 elements
              - "Hello"
              - "World"

            """
        }
    }

    func testAMatchesArgument() {
        assertInlineSnapshot(of: blob, as: .json, matches: {
            """
            {
              "bio" : "Blobbed around the world.",
              "id" : 1,
              "name" : "Blobby"
            }
            """
        })
    }

    func testARawDelimitedExpectation() {
        assertInlineSnapshot(of: "Hello\"\"\"#, world", as: .lines) {
            ##"""
            Hello"""#, world
            """##
        }
    }

    func testACustomHelperWithItsOwnLabel() {
        assertShouted {
            "hello"
        } is: {
            """
            HELLO
            """
        }
    }

    func testAFailureIsReportedWithTheDifference() {
        let failures = capturingFailures {
            assertInlineSnapshot(of: "new", as: .lines, record: .never) { "old" }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("Snapshot did not match. Difference:") == true, "\(failures)")
    }
}

/// A helper wrapping assertInlineSnapshot, as swift-snapshot-testing's documentation shows.
func assertShouted(
    _ value: () -> String,
    is expected: (() -> String)? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertInlineSnapshot(
        of: value().uppercased(), as: .lines,
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1),
        matches: expected, fileID: fileID, file: file, function: function, line: line, column: column)
}
