import ArgumentParser
import DesignableTesting
import Foundation
import SnapshotEngine

/// `designable prune`: lists, or deletes, the references no test used in the last full run.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List reference files no test used in the last full test run; --delete removes them. Exit 0 when done, 2 on errors.",
        discussion: """
            Every snapshot assertion notes the reference it reads or writes in .build/snapshot-usage \
            (SNAPSHOT_USAGE_DIR to move it). Only the last `swift test` run without --filter or --skip whose \
            every test process finished counts, so a filtered or interrupted run, or one process of \
            --parallel, never makes other tests' references look unused. References are looked for in \
            every __Snapshots__ folder of the package and in SNAPSHOT_REFERENCE_DIR. A test that did not \
            run on this platform (behind #if os(macOS), say) looks unused too: read the list before --delete.
            """
    )

    @Option(help: ArgumentHelp("The package's folder; the nearest folder above the current one holding Package.swift by default.",
                               valueName: "dir"))
    var packagePath: String?

    @Flag(help: "Delete the unused references (and folders left empty).")
    var delete = false

    func run() throws {
        let root = try ArtifactsLocation.packageRoot(packagePath)
        let environment = ProcessInfo.processInfo.environment
        let outcome = try ReferencePruning.run(packageRoot: root, environment: environment, delete: delete)
        for line in outcome.lines { print(line) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}

/// `designable prune`'s core.
package enum ReferencePruning {
    package struct Outcome: Equatable, Sendable {
        package var lines: [String]
        /// The unused references, relative to the package.
        package var unused: [String]
        package var exitCode: Int32
    }

    package static func run(packageRoot: URL, environment: [String: String], delete: Bool) throws -> Outcome {
        let usage = SnapshotUsage.folder(packageRoot: packageRoot, environment: SnapshotEnvironment(variables: environment))
        guard let run = SnapshotUsageHistory(folder: usage).lastFullRun() else {
            return Outcome(lines: ["No full test run is recorded in \(ArtifactsLocation.display(usage)): run `swift test` "
                                   + "without --filter or --skip first, then prune."], unused: [], exitCode: 2)
        }
        var folders = snapshotFolders(in: packageRoot)
        if let directory = environment["SNAPSHOT_REFERENCE_DIR"], !directory.isEmpty {
            folders.append(URL(fileURLWithPath: directory, isDirectory: true))
        }
        let base = packageRoot.standardizedFileURL.path + "/"
        var unused: [String] = []
        for folder in folders {
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let file as URL in files where !file.lastPathComponent.hasPrefix(".") {
                guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                let path = file.standardizedFileURL.path
                let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
                if !run.used.contains(relative) { unused.append(relative) }
            }
        }
        unused.sort()
        let when = ISO8601DateFormatter().string(from: run.started)
        var lines = ["The last full run (\(when), \(run.processes) test process\(run.processes == 1 ? "" : "es")) used \(run.used.count) reference\(run.used.count == 1 ? "" : "s")."]
        if unused.isEmpty {
            lines.append("Every reference was used.")
            return Outcome(lines: lines, unused: [], exitCode: 0)
        }
        lines.append("\(unused.count) reference\(unused.count == 1 ? " was" : "s were") not used:")
        lines += unused.map { "  " + $0 }
        if delete {
            for path in unused {
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageRoot.appendingPathComponent(path)
                try? FileManager.default.removeItem(at: url)
                removeEmptyFolders(above: url.deletingLastPathComponent(), stoppingAt: packageRoot)
            }
            lines.append("Deleted \(unused.count).")
        } else {
            lines.append("Run `designable prune --delete` to remove them.")
        }
        return Outcome(lines: lines, unused: unused, exitCode: 0)
    }

    /// Every `__Snapshots__` folder in the package, outside build folders and hidden ones.
    static func snapshotFolders(in root: URL) -> [URL] {
        var found: [URL] = []
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        for case let url as URL in walk {
            let name = url.lastPathComponent
            if name.hasPrefix(".") { walk.skipDescendants(); continue }
            if name == "__Snapshots__" {
                found.append(url)
                walk.skipDescendants()
            }
        }
        return found
    }

    private static func removeEmptyFolders(above folder: URL, stoppingAt root: URL) {
        var current = folder.standardizedFileURL
        while current.path.hasPrefix(root.standardizedFileURL.path + "/"),
              (try? FileManager.default.contentsOfDirectory(atPath: current.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: current)
            current.deleteLastPathComponent()
        }
    }
}
