import Foundation
import Locking

/// Which references a test run used, so that `designable prune` can tell which no test uses.
///
/// Each test process appends the references its assertions read or wrote to
/// `<usage folder>/<session>/<pid>.log` (paths relative to the package), describes itself in
/// `<pid>.json` (whether a filter chose its tests) and leaves `<pid>.done` when it exits.
/// The usage folder is `SNAPSHOT_USAGE_DIR`, or `.build/snapshot-usage` in the package.
///
/// A session is one `swift test`: its processes (XCTest, then Swift Testing, or each worker of
/// `--parallel`) share a parent, and the session is named after it. `designable prune` trusts
/// only the last session that ran unfiltered and whose every process finished, so a filtered
/// or interrupted run never makes other tests' references look unused.
package enum SnapshotUsage {
    private struct Log {
        var lines: URL
        var seen: Set<String> = []
    }

    /// One log per usage folder: tests of several packages (or sandboxes) may share a process.
    private static let logs = Locked<[String: Log]>([:])

    /// Notes that `location`'s reference was used by this process.
    static func record(_ location: SnapshotLocation, environment: SnapshotEnvironment) {
        let relative = location.packageRelativePath(of: location.reference)
        guard !relative.hasPrefix("/") else { return }   // a sandbox or snapshotDirectory outside the package
        let usage = folder(packageRoot: location.packageRoot, environment: environment)
        logs.withLock { logs in
            if logs[usage.path] == nil { logs[usage.path] = start(folder: usage) }
            guard var current = logs[usage.path], current.seen.insert(relative).inserted else { return }
            try? AtomicFile.append(relative + "\n", to: current.lines.path)
            logs[usage.path] = current
        }
    }

    /// `SNAPSHOT_USAGE_DIR`, or `.build/snapshot-usage` under the package root.
    package static func folder(packageRoot: URL, environment: SnapshotEnvironment) -> URL {
        if let path = environment.variables["SNAPSHOT_USAGE_DIR"], !path.isEmpty { return URL(fileURLWithPath: path, isDirectory: true) }
        return packageRoot.appendingPathComponent(".build/snapshot-usage", isDirectory: true)
    }

    private static func start(folder: URL) -> Log? {
        let session = folder.appendingPathComponent(ProcessSession.id, isDirectory: true)
        let pid = getpid()
        let info = ProcessRecord(pid: Int(pid), filtered: ProcessSession.isFiltered, arguments: CommandLine.arguments,
                                 started: Date().timeIntervalSince1970)
        do {
            try AtomicFile.write(try JSONEncoder().encode(info), to: session.appendingPathComponent("\(pid).json"))
        } catch {
            return nil
        }
        let first = finished.withLock { done -> Bool in
            done.append(session.appendingPathComponent("\(pid).done"))
            return done.count == 1
        }
        if first { atexit { SnapshotUsage.finish() } }
        return Log(lines: session.appendingPathComponent("\(pid).log"))
    }

    private static let finished = Locked<[URL]>([])

    /// Marks this process's logs complete; called at exit.
    static func finish() {
        for done in finished.withLock({ $0 }) { try? AtomicFile.write(Data(), to: done) }
    }

    /// What `<pid>.json` holds.
    package struct ProcessRecord: Codable, Equatable, Sendable {
        package var pid: Int
        /// Whether a filter chose this process's tests (`swift test --filter`, a test named
        /// on the command line); `--parallel`'s workers are not, when `swift test` has no filter.
        package var filtered: Bool
        package var arguments: [String]
        package var started: Double

        package init(pid: Int, filtered: Bool, arguments: [String], started: Double) {
            self.pid = pid
            self.filtered = filtered
            self.arguments = arguments
            self.started = started
        }
    }
}

/// The `swift test` run this process belongs to, from its parent.
enum ProcessSession {
    /// `<parent pid>-<parent start time>`: the same for every process one `swift test` starts,
    /// and different for the next run even if the pid comes back.
    static let id: String = {
        let parent = getppid()
        if let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
           let close = stat.lastIndex(of: ")") {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // Field 22 of /proc/<pid>/stat, the start time; 20 after the name's closing parenthesis.
            if fields.count > 19 { return "\(parent)-\(fields[19])" }
        }
        return "\(getpid())-\(Int(Date().timeIntervalSince1970))"
    }()

    /// Whether the tests this process runs were chosen by a filter.
    static let isFiltered: Bool = {
        let parent = arguments(of: getppid())
        let isSwiftTest = parent.first.map { ($0 as NSString).lastPathComponent == "swift-test" } == true
            || (parent.first.map { ($0 as NSString).lastPathComponent == "swift" } == true && parent.dropFirst().first == "test")
        if isSwiftTest {
            return parent.contains { ["--filter", "--skip", "-s", "--specifier"].contains($0) || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=") }
        }
        // Run directly: any argument but the testing-library switch names tests.
        let own = CommandLine.arguments.dropFirst().filter { !["--testing-library", "swift-testing", "xctest"].contains($0) }
        return !own.isEmpty
    }()

    private static func arguments(of pid: Int32) -> [String] {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return [] }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
}
