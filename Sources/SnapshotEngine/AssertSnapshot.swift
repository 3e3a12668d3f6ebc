import Foundation

/// Asserts that a value's snapshot matches its reference file, failing the current test
/// (XCTest or Swift Testing) at this line when it does not.
///
/// ```swift
/// func testBadge() {
///     assertSnapshot(of: badge.render(), as: .image)                  // __Snapshots__/<TestTarget>/BadgeTests/testBadge.1.png
///     assertSnapshot(of: badge.render(), as: .image, named: "dark")  // __Snapshots__/<TestTarget>/BadgeTests/testBadge.dark.png
/// }
/// ```
///
/// A missing reference is recorded and the test fails, so that someone reviews it (under CI it
/// is a failure and nothing is written). A mismatch fails with the number of differing pixels,
/// where they are, the artifacts written to `SNAPSHOT_ARTIFACTS`, and the command that accepts
/// the change. See `verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)`
/// for the parameters.
///
/// It is synchronous and needs no actor, so it can be called from ordinary XCTest methods; on
/// Linux a synchronous `@MainActor` XCTest method crashes test discovery, so main-actor
/// rendering belongs in `MainActor.assumeIsolated { … }` or an `async` test.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let failure = SnapshotVerification.run(
        of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, fileID: "\(fileID)", filePath: "\(filePath)", testName: testName, line: line
    ) else { return }
    IssueReport.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts a value against several named strategies; each reference is named after its key.
///
/// ```swift
/// assertSnapshots(of: badge, as: ["default": .image, "tolerant": .image(perceptualPrecision: 0.98)])
/// ```
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // Sorted so that the order of failures, and of numbered files, never depends on hashing.
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(of: try value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
                       timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts a value against several strategies; references are numbered as by `assertSnapshot`.
///
/// ```swift
/// assertSnapshots(of: bitmap, as: [.image, .image(comparator: .antialiasingAware())])
/// ```
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(of: try value(), as: strategy, record: record, snapshotDirectory: snapshotDirectory,
                       timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}
