import DesignableTesting
import Foundation
import SnapshotEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `designable accept`'s core: copies reviewed actual snapshots over their references and says
/// what changed.
package enum ReferenceAcceptance {
    /// What one run did, as printed, with the exit status.
    package struct Outcome: Equatable, Sendable {
        /// The lines to print on standard output.
        package var lines: [String]
        /// The references written (or that would be, with `dryRun`).
        package var updated: [URL]
        /// The failures refused, with why.
        package var refused: [String]
        /// 0 when every chosen failure was accepted, 1 when none was chosen (no failures, or
        /// none matching the pattern), 2 when any was refused or a write failed: the `diff`
        /// convention of "done", "nothing to do" and "could not".
        package var exitCode: Int32
    }

    /// Accepts the failures in `folder` whose name (`<TestFile>/<identifier>`) matches
    /// `pattern`, writing only inside `roots`, then rebuilds the report.
    ///
    /// - Parameters:
    ///   - pattern: a shell pattern (`*`, `?`, `[…]`) matched against the whole name, the
    ///     identifier or the test; text without those characters matches any name containing
    ///     it. Every failure when `nil`.
    ///   - onlyRendererChanges: only failures whose reference an older renderer epoch drew
    ///     (``RecordedSnapshotFailure/rendererChanged``), after Designable was updated.
    ///   - dryRun: list what would change, and write nothing.
    package static func run(_ folder: SnapshotArtifactsFolder, matching pattern: String? = nil, within roots: [URL],
                           onlyRendererChanges: Bool = false, dryRun: Bool = false) throws -> Outcome {
        var choice = pattern.map { "matches \"\($0)\"" } ?? "matches"
        if onlyRendererChanges { choice = pattern == nil ? "has a reference drawn by an older renderer epoch" : choice + " with a reference drawn by an older renderer epoch" }
        return try run(folder, choosing: { onlyRendererChanges ? false : matches(pattern, $0) },
                       failure: { (!onlyRendererChanges || $0.rendererChanged) && matches(pattern, $0.name, $0.identifier, $0.test) },
                       describedAs: choice, within: roots, dryRun: dryRun)
    }

    /// Accepts exactly the failures named (``RecordedSnapshotFailure/name``, `<TestFile>/<identifier>`),
    /// as the review page chooses them: no pattern, so `a.1` never also accepts `a.10`.
    package static func run(_ folder: SnapshotArtifactsFolder, named names: Set<String>, within roots: [URL]) throws -> Outcome {
        try run(folder, choosing: { names.contains($0) }, failure: { names.contains($0.name) },
                describedAs: "is named \(names.sorted().joined(separator: ", "))", within: roots, dryRun: false)
    }

    private static func run(_ folder: SnapshotArtifactsFolder, choosing chooses: (String) -> Bool,
                            failure choosesFailure: (RecordedSnapshotFailure) -> Bool, describedAs choice: String,
                            within roots: [URL], dryRun: Bool) throws -> Outcome {
        let contents = try folder.contents()
        let chosen = contents.failures.filter(choosesFailure)
        let damaged = contents.damaged.filter {
            chooses($0.folder.deletingLastPathComponent().lastPathComponent + "/" + $0.folder.lastPathComponent)
        }
        let where_ = ArtifactsLocation.display(folder.root)
        guard !chosen.isEmpty || !damaged.isEmpty else {
            let line = contents.failures.isEmpty
                ? "No snapshot failures in \(where_): nothing to accept."
                : "None of the \(contents.failures.count) failure\(contents.failures.count == 1 ? "" : "s") in \(where_) \(choice)."
            return Outcome(lines: [line], updated: [], refused: [], exitCode: 1)
        }
        var accepted: [String] = [], updated: [URL] = []
        var refused = damaged.map { "\($0.folder.path): \($0.reason)" }
        for failure in chosen {
            if let reason = folder.refusal(of: failure, within: roots) {
                refused.append("\(failure.name): \(reason)")
                continue
            }
            let file = failure.acceptableFile!
            let target = ArtifactsLocation.display(failure.reference)
            if dryRun {
                accepted.append("  would update \(target) from \(failure.name)/\(file)")
                updated.append(failure.reference)
                continue
            }
            do {
                switch try folder.accept(failure, within: roots) {
                case .updated:
                    accepted.append("  updated \(target) from \(failure.name)/\(file)")
                    updated.append(failure.reference)
                case .unchanged:
                    accepted.append("  unchanged \(target): it already holds \(failure.name)/\(file)")
                }
            } catch {
                refused.append(error.description)
            }
        }
        var lines: [String] = []
        if !accepted.isEmpty {
            let verb = dryRun ? "Would accept" : "Accepted"
            lines.append("\(verb) \(accepted.count) of \(chosen.count + damaged.count) failure\(chosen.count + damaged.count == 1 ? "" : "s") from \(where_):")
            lines += accepted
        }
        if !refused.isEmpty {
            lines.append("Refused \(refused.count):")
            lines += refused.map { "  " + $0 }
        }
        if !dryRun && !accepted.isEmpty {
            try folder.rebuildReport()
            let left = try folder.contents().failures.count
            lines.append("Rebuilt \(ArtifactsLocation.display(folder.reportPage)): \(left == 0 ? "no failures" : "\(left) failure\(left == 1 ? "" : "s")") left.")
        }
        return Outcome(lines: lines, updated: updated, refused: refused, exitCode: refused.isEmpty ? 0 : 2)
    }

    /// The folders `accept` may write references in: the package, and `SNAPSHOT_REFERENCE_DIR` when set.
    package static func roots(packageRoot: URL, environment: [String: String]) -> [URL] {
        var roots = [packageRoot]
        if let directory = environment["SNAPSHOT_REFERENCE_DIR"], !directory.isEmpty {
            roots.append(URL(fileURLWithPath: directory, isDirectory: true))
        }
        return roots
    }

    /// Whether any of `names` matches `pattern`, as ``run(_:matching:within:dryRun:)`` says.
    static func matches(_ pattern: String?, _ names: String...) -> Bool {
        guard let pattern, !pattern.isEmpty else { return true }
        if pattern.contains(where: { "*?[".contains($0) }) {
            return names.contains { fnmatch(pattern, $0, 0) == 0 }
        }
        return names.contains { $0.contains(pattern) }
    }
}
