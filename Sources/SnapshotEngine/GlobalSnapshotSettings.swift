import Locking

/// The process-wide settings swift-snapshot-testing once used before `withSnapshotTesting`:
/// `isRecording`, `diffTool` and `record`. Kept so that old suites compile; they sit below
/// the `record:` argument and any `withSnapshotTesting` scope or trait, and above
/// `SNAPSHOT_TESTING_RECORD`.
enum GlobalSnapshotSettings {
    static let record = Locked<SnapshotTestingConfiguration.Record?>(nil)
    static let diffTool = Locked<SnapshotTestingConfiguration.DiffTool?>(nil)
}

/// Whether every assertion re-records its reference (`true` is record mode ``SnapshotTestingConfiguration/Record/all``).
///
/// Setting it to `false` clears the setting, so the environment and the defaults decide again
/// (`missing` locally, `never` under `CI`); swift-snapshot-testing sets `missing` instead,
/// which would record under CI.
@available(*, deprecated, message: "Use 'withSnapshotTesting(record:)', the '.snapshots(record:)' trait or 'record:' on the assertion.")
public var isRecording: Bool {
    get {
        let scoped = SnapshotTestingConfiguration.current.record
        return (scoped ?? GlobalSnapshotSettings.record.withLock { $0 }) == .all
    }
    set { GlobalSnapshotSettings.record.withLock { $0 = newValue ? .all : nil } }
}

/// ``isRecording`` under its oldest name, for suites that write `record = true`.
@available(*, deprecated, message: "Use 'withSnapshotTesting(record:)', the '.snapshots(record:)' trait or 'record:' on the assertion.")
public var record: Bool {
    get { isRecording }
    set { isRecording = newValue }
}

/// The diff tool failure messages suggest, for the whole process.
@available(*, deprecated, message: "Use 'withSnapshotTesting(diffTool:)' or the '.snapshots(diffTool:)' trait.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { SnapshotTestingConfiguration.current.diffTool ?? GlobalSnapshotSettings.diffTool.withLock { $0 } ?? .default }
    set { GlobalSnapshotSettings.diffTool.withLock { $0 = newValue } }
}
