import Foundation
import XCTest
@testable import DesignableInlineTesting

/// Source in, source out: where the snapshot closure goes and what it looks like.
final class InlineSnapshotRewriterTests: XCTestCase {
    /// The line and column `#line`/`#column` give a call whose callee is `name`: just after it.
    private func position(of name: String, in source: String, occurrence: Int = 1) -> (Int, Int) {
        var seen = 0
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: name + "(") ?? line.range(of: name + " {") {
                seen += 1
                // Just after the callee and its trailing space: where `(` or `{` is.
                let trivia = line[range].hasSuffix(" {") ? 1 : 0
                if seen == occurrence { return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + name.count + 1 + trivia) }
            }
        }
        XCTFail("no \(name) in source")
        return (0, 0)
    }

    private func rewrite(_ source: String, _ text: String?, occurrence: Int = 1,
                         descriptor: InlineSnapshotSyntaxDescriptor = .init(), name: String = "assertInlineSnapshot") throws -> String {
        let (line, column) = position(of: name, in: source, occurrence: occurrence)
        return try InlineSnapshotRewriter.rewrite(source, line: line, column: column, text: text, descriptor: descriptor).source
    }

    func testACallWithoutAClosureGetsATrailingClosureIndentedOneStepBeyondIt() throws {
        let source = """
            func testGreeting() {
                assertInlineSnapshot(of: greeting, as: .lines)
            }
            """
        XCTAssertEqual(try rewrite(source, "Hello\nWorld"), """
            func testGreeting() {
                assertInlineSnapshot(of: greeting, as: .lines) {
                    \"\"\"
                    Hello
                    World
                    \"\"\"
                }
            }
            """)
    }

    func testAnExistingClosureIsReplacedAndCommentsAroundItStay() throws {
        let source = """
            func testGreeting() {
              // before
              assertInlineSnapshot(of: greeting, as: .lines) {
                \"\"\"
                Hi
                \"\"\"
              } // after
            }
            """
        XCTAssertEqual(try rewrite(source, "Hello\n"), """
            func testGreeting() {
              // before
              assertInlineSnapshot(of: greeting, as: .lines) {
                \"\"\"
                Hello

                \"\"\"
              } // after
            }
            """, "a trailing newline is an empty last line; the file's two-space indent is kept")
    }

    func testAMatchesArgumentInTheParenthesesIsReplacedWhereItIs() throws {
        let source = """
            assertInlineSnapshot(of: x, as: .lines, matches: { "old" })
            """
        XCTAssertEqual(try rewrite(source, "new"), """
            assertInlineSnapshot(of: x, as: .lines, matches: {
                \"\"\"
                new
                \"\"\"
            })
            """)
    }

    func testTextWithTripleQuotesOrBackslashesUsesARawLiteral() throws {
        XCTAssertEqual(SnapshotClosure.delimiterLength(for: "plain"), 0)
        XCTAssertEqual(SnapshotClosure.delimiterLength(for: #"a\nb"#), 1)
        XCTAssertEqual(SnapshotClosure.delimiterLength(for: "say \"\"\"# hi"), 2)
        let source = "assertInlineSnapshot(of: x, as: .lines)"
        XCTAssertEqual(try rewrite(source, #"C:\path"#), """
            assertInlineSnapshot(of: x, as: .lines) {
                #\"\"\"
                C:\\path
                \"\"\"#
            }
            """)
    }

    func testAHelpersLabelledSecondClosureIsAddedAfterItsInput() throws {
        let source = """
            assertUppercased {
                "hello"
            }
            """
        let descriptor = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1)
        XCTAssertEqual(try rewrite(source, "HELLO", descriptor: descriptor, name: "assertUppercased"), """
            assertUppercased {
                "hello"
            } is: {
                \"\"\"
                HELLO
                \"\"\"
            }
            """)
    }

    func testNilRemovesTheClosureAndTheEmptyParenthesesGoFirst() throws {
        let source = """
            assertInlineSnapshot(of: x, as: .lines) {
                "old"
            }
            """
        XCTAssertEqual(try rewrite(source, nil), "assertInlineSnapshot(of: x, as: .lines)")
    }

    func testACallThatIsNotThereIsAnErrorNamingTheLine() {
        XCTAssertThrowsError(try InlineSnapshotRewriter.rewrite("let x = 1", line: 1, column: 5, text: "a", descriptor: .init())) {
            XCTAssertEqual($0 as? InlineSnapshotRewriter.Failure, .callNotFound(line: 1, column: 5))
        }
    }
}
