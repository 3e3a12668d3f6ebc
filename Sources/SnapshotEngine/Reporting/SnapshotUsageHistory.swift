import Foundation

/// The test runs recorded in a usage folder (see ``SnapshotUsage``), read back for
/// `designable prune`.
///
/// ```swift
/// let history = SnapshotUsageHistory(folder: packageRoot.appendingPathComponent(".build/snapshot-usage"))
/// if let run = history.lastFullRun() { print(run.used.count, "references used") }
/// ```
package struct SnapshotUsageHistory: Sendable {
    /// The usage folder.
    package var folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    /// One `swift test` run: its processes and the references they used.
    package struct Run: Sendable, Equatable {
        /// The session's folder name.
        package var session: String
        /// When its first process started.
        package var started: Date
        /// Paths relative to the package of every reference any of its processes used.
        package var used: Set<String>
        /// How many test processes it ran.
        package var processes: Int
        /// Whether any process ran a filtered selection of tests.
        package var filtered: Bool
        /// Whether every process finished (left its `.done`).
        package var complete: Bool
    }

    /// Every recorded run, oldest first.
    package func runs() -> [Run] {
        let manager = FileManager.default
        guard let sessions = try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var runs: [Run] = []
        for session in sessions {
            guard let files = try? manager.contentsOfDirectory(atPath: session.path) else { continue }
            var records: [SnapshotUsage.ProcessRecord] = []
            var used = Set<String>()
            var complete = true
            for file in files where file.hasSuffix(".json") {
                guard let data = manager.contents(atPath: session.appendingPathComponent(file).path),
                      let record = try? JSONDecoder().decode(SnapshotUsage.ProcessRecord.self, from: data) else { complete = false; continue }
                records.append(record)
                if !files.contains("\(record.pid).done") { complete = false }
                if let text = try? String(contentsOf: session.appendingPathComponent("\(record.pid).log"), encoding: .utf8) {
                    used.formUnion(text.split(separator: "\n").map(String.init))
                }
            }
            guard !records.isEmpty else { continue }
            runs.append(Run(session: session.lastPathComponent,
                            started: Date(timeIntervalSince1970: records.map(\.started).min()!),
                            used: used, processes: records.count, filtered: records.contains { $0.filtered }, complete: complete))
        }
        return runs.sorted { $0.started < $1.started }
    }

    /// The latest run that was unfiltered and finished: the only kind whose unused references
    /// are really unused.
    package func lastFullRun() -> Run? {
        runs().last { !$0.filtered && $0.complete }
    }
}
