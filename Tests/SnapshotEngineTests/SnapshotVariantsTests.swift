import Foundation
import TestSupport
import XCTest
@testable import SnapshotEngine

/// Several snapshots of one value against one reference, as the engine sees them: it knows
/// nothing of views or init paths, and words its messages with what the strategy calls them.
final class SnapshotVariantsTests: XCTestCase {
    /// A text strategy whose value is rendered twice, as "upper" (recorded) and "lower".
    private func twoCases(_ wording: VariantWording? = nil) -> Snapshotting<(String, String), String> {
        var strategy = Snapshotting<String, String>.lines.pullback { (pair: (String, String)) in pair.0 }
        let make: @Sendable ((String, String)) throws -> [SnapshotVariant<String>] = { pair in
            [SnapshotVariant(name: "upper", fileSuffix: "upper", snapshot: pair.0),
             SnapshotVariant(name: "lower", fileSuffix: "lower", snapshot: pair.1)]
        }
        strategy.variants = wording.map { SnapshotVariants(wording: $0, make: make) } ?? SnapshotVariants(make: make)
        return strategy
    }

    private func verify(_ pair: (String, String), as strategy: Snapshotting<(String, String), String>, in sandbox: SnapshotSandbox) -> String? {
        sandbox.run { verifySnapshot(of: pair, as: strategy, named: "pair", snapshotDirectory: sandbox.references.path, testName: "testPair()") }
    }

    func testAStrategyThatNamesNothingGetsTheEnginesGenericWords() throws {
        let sandbox = SnapshotSandbox()
        let strategy = twoCases()
        XCTAssertNotNil(verify(("a", "a"), as: strategy, in: sandbox), "the first run records")
        XCTAssertNil(verify(("a", "a"), as: strategy, in: sandbox))
        let message = try XCTUnwrap(verify(("a", "b"), as: strategy, in: sandbox))
        XCTAssertTrue(message.contains("upper ✓, lower ✗"), message)
        XCTAssertTrue(message.contains("The upper variant still matches the reference, so the variants drifted apart: "
            + "fix the value, not the reference."), message)
        XCTAssertFalse(message.contains("init path"), "nothing of init paths: \(message)")
        XCTAssertFalse(message.contains("the view"), "nothing of views: \(message)")
    }

    func testAStrategysOwnWordsAreTheOnesItsFailuresUseAndPullbackKeepsThem() throws {
        let sandbox = SnapshotSandbox()
        let words = VariantWording(noun: "case", plural: "cases", drift: "the cases disagree: fix the formatter.")
        let strategy = twoCases(words).pullback { (text: String) in (text.uppercased(), text) }
        XCTAssertEqual(strategy.variants?.wording, words)
        XCTAssertNotNil(verify2("ab", strategy, sandbox), "the first run records")
        let message = try XCTUnwrap(verify2("ab", strategy, sandbox))
        XCTAssertTrue(message.contains("Between the cases: lower differs from upper."), message)
        XCTAssertTrue(message.contains("The upper case still matches the reference, so the cases disagree: fix the formatter."), message)
    }

    private func verify2(_ text: String, _ strategy: Snapshotting<String, String>, _ sandbox: SnapshotSandbox) -> String? {
        sandbox.run { verifySnapshot(of: text, as: strategy, named: "text", snapshotDirectory: sandbox.references.path, testName: "testText()") }
    }
}
