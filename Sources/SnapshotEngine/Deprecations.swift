import Foundation

// The `matching:` forms take a `fileID:` swift-snapshot-testing's lack: a default `#fileID`
// here would name this module, and the reference folder is named after the caller's.
//
// swift-snapshot-testing's older spellings, so that suites written against them compile after
// changing the import: `record:` as a `Bool` variable, and `matching:` for `of:`. Each forwards
// to the current function with the same meaning, but one: `false` (or `nil`) leaves the mode to
// the scope, the environment and the defaults, where swift-snapshot-testing forces `missing`,
// which would record under CI.

extension SnapshotTestingConfiguration.Record {
    /// `true` is ``all``; `false` and `nil` leave the mode to the scope and the environment.
    init?(recording: Bool?) {
        guard recording == true else { return nil }
        self = .all
    }
}

/// ``assertSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// with `record:` as a `Bool`.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
                   fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// `assertSnapshots(of:as:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)` over a dictionary of strategies,
/// with `record:` as a `Bool`.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(of: try value(), as: strategies, record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
                    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// The array form of `assertSnapshots` with `record:` as a `Bool`.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(of: try value(), as: strategies, record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
                    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// with `record:` as a `Bool`.
@available(*, deprecated, message: "Use overload with 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> String? {
    verifySnapshot(of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording: recording),
                   snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath,
                   testName: testName, line: line, column: column)
}

/// `assertSnapshot(of:…)` under its name before swift-snapshot-testing 1.12.
@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshot(of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
                   fileID: fileID, file: file, testName: testName, line: line)
}

/// `assertSnapshots(of:…)` with a dictionary, under its name before swift-snapshot-testing 1.12.
@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshots(of: try value(), as: strategies, record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
                    fileID: fileID, file: file, testName: testName, line: line)
}

/// `assertSnapshots(of:…)` with an array, under its name before swift-snapshot-testing 1.12.
@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshots(of: try value(), as: strategies, record: SnapshotTestingConfiguration.Record(recording: recording), timeout: timeout,
                    fileID: fileID, file: file, testName: testName, line: line)
}

/// `verifySnapshot(of:…)` under its name before swift-snapshot-testing 1.12.
@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    verifySnapshot(of: try value(), as: snapshotting, named: name, record: SnapshotTestingConfiguration.Record(recording: recording),
                   snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: file, testName: testName, line: line)
}
