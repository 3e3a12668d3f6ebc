import Foundation
import SnapshotEngine

/// Asserts that a value's snapshot equals the text in the trailing closure, and writes the
/// snapshot into the test file itself when there is none yet, as swift-snapshot-testing's
/// `InlineSnapshotTesting` does.
///
/// ```swift
/// func testGreeting() {
///     assertInlineSnapshot(of: ["Hello", "World"], as: .dump)   // the first run writes the closure:
/// }
///
/// func testGreeting() {
///     assertInlineSnapshot(of: ["Hello", "World"], as: .dump) {
///         """
///         ▿ 2 elements
///           - "Hello"
///           - "World"
///         """
///     }
/// }
/// ```
///
/// The record modes are those of `assertSnapshot`: without a closure the snapshot is written
/// and the test fails once so that someone reads it (`missing`, the default); `all` rewrites
/// every closure, `failed` those that do not match, and `never` only compares. Under `CI` the
/// default is `never`: a missing snapshot fails and nothing is written.
///
/// The file is rewritten with swift-syntax as soon as the assertion records, under a lock, so
/// several test processes (`swift test --parallel`, or XCTest then Swift Testing) can record
/// into the same file; calls whose lines a recording moved are still found (see
/// `InlineSnapshotWriter`).
///
/// - Parameters:
///   - value: the value to snapshot; `nil` removes the closure when recording.
///   - snapshotting: a text strategy, such as `.lines`, `.dump`, `.json` or `.customDump`.
///   - message: replaces the failure's headline.
///   - record: the record mode; `nil` uses the scope, `SNAPSHOT_TESTING_RECORD` and the default.
///   - timeout: how long an asynchronous snapshot may take.
///   - syntaxDescriptor: where the closure sits, for helpers that wrap this function.
///   - expected: the closure holding the expected text; written by recording.
///   - fileID: the calling file's ID; leave the default.
///   - filePath: the calling file, which recording rewrites; leave the default.
///   - function: the calling function; leave the default.
///   - line: the line of the call; leave the default.
///   - column: the column of the call's opening parenthesis or brace; leave the default.
public func assertInlineSnapshot<Value>(
    of value: @autoclosure () throws -> Value?,
    as snapshotting: Snapshotting<Value, String>,
    message: @autoclosure () -> String = "",
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let failure = InlineSnapshotVerification.run(
        of: value, as: snapshotting, message: message(), record: record, timeout: timeout, descriptor: syntaxDescriptor,
        expected: expected?(), filePath: "\(filePath)", line: Int(line), column: Int(column)
    ) else { return }
    IssueReport.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The steps of one inline assertion: resolve the mode, take the snapshot, compare, record.
enum InlineSnapshotVerification {
    static func run<Value>(
        of value: () throws -> Value?, as snapshotting: Snapshotting<Value, String>, message: String,
        record argument: SnapshotTestingConfiguration.Record?, timeout: TimeInterval,
        descriptor: InlineSnapshotSyntaxDescriptor, expected: String?, filePath: String, line: Int, column: Int
    ) -> SnapshotFailure? {
        let environment = SnapshotEnvironment.current
        let mode: SnapshotTestingConfiguration.Record
        switch SnapshotTestingConfiguration.Record.resolve(argument: argument, configuration: .current, environment: environment) {
        case let .success(resolved): mode = resolved
        case let .failure(invalid): return SnapshotFailure(message: invalid.message)
        }
        let actual: String?
        do {
            actual = try SnapshotTimeout.$seconds.withValue(timeout) { try value().map { try snapshotting.snapshot($0) } }
        } catch {
            return SnapshotFailure(message: "Could not take the inline snapshot: \(error)")
        }
        let label = descriptor.trailingClosureLabel == InlineSnapshotSyntaxDescriptor.defaultTrailingClosureLabel
            ? "" : " for \"\(descriptor.trailingClosureLabel)\""
        let difference = expected.flatMap { snapshotting.diffing.diff($0, actual ?? "")?.0 }

        func recording(_ headline: String) -> SnapshotFailure {
            do {
                try InlineSnapshotWriter.write(actual, file: filePath, line: line, column: column, descriptor: descriptor)
            } catch {
                return SnapshotFailure(message: "Could not write the inline snapshot\(label) into \(filePath): \(error)")
            }
            var text = headline
            if let difference { text += "\nDifference:\n" + indented(difference) }
            return SnapshotFailure(message: text + "\nRe-run \"\(filePath.split(separator: "/").last ?? "")\" to assert against it.")
        }

        if mode == .all {
            return recording("Record mode is \"all\": wrote the inline snapshot\(label) into the test file.")
        }
        guard expected != nil else {
            if mode == .never {
                let why = environment.isCI && argument == nil && SnapshotTestingConfiguration.current.record == nil
                    && environment.record == nil ? "Snapshots are never recorded under CI (CI is set)." : "Record mode is \"never\"."
                return SnapshotFailure(message: "No expected value\(label) to assert against. \(why)\nActual:\n" + indented(actual ?? "nil"))
            }
            return recording("Automatically recorded a new snapshot\(label).")
        }
        guard let difference else { return nil }
        if mode == .failed {
            return recording((message.isEmpty ? "Snapshot\(label) did not match." : message) + " A new snapshot was automatically recorded.")
        }
        let headline = message.isEmpty ? "Snapshot\(label) did not match. Difference:" : message
        return SnapshotFailure(message: headline + "\n" + indented(difference) + "\nIf the change is intended, re-run with SNAPSHOT_TESTING_RECORD=failed to rewrite it.")
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
