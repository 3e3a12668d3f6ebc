import Foundation
import PNGCodec

/// The folder where failing snapshot tests leave their evidence, as a whole: the failures in
/// it, its `report.html`, and accepting reviewed changes.
///
/// `designable report` and `designable accept` are built on it:
///
/// ```swift
/// let folder = SnapshotArtifactsFolder(packageRoot: packageRoot)
/// let contents = try folder.contents()
/// for failure in contents.failures where failure.testFile == "BadgeTests" {
///     try folder.accept(failure, within: [packageRoot])
/// }
/// try folder.rebuildReport()
/// ```
///
/// See ``SnapshotArtifacts`` for the layout. Every write is atomic (a temporary file in the
/// same folder, then a rename), as the tests' own writes are.
package struct SnapshotArtifactsFolder: Sendable {
    /// The artifacts folder.
    package var root: URL
    /// The package its references' relative paths start from; the current folder when `nil`.
    package var packageRoot: URL?

    /// The folder at `root`, for the package at `packageRoot`.
    package init(_ root: URL, packageRoot: URL? = nil) {
        self.root = root
        self.packageRoot = packageRoot
    }

    /// The folder the tests of the package at `packageRoot` write to: `SNAPSHOT_ARTIFACTS`
    /// when set, otherwise `<packageRoot>/.build/snapshot-artifacts`.
    package init(packageRoot: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        root = SnapshotArtifacts.root(packageRoot: packageRoot, environment: SnapshotEnvironment(variables: environment))
        self.packageRoot = packageRoot
    }

    /// `report.html` in the folder.
    package var reportPage: URL { root.appendingPathComponent("report.html") }

    /// What the folder holds.
    package struct Contents: Sendable, Equatable {
        /// Every readable failure, sorted by test file and identifier.
        package var failures: [RecordedSnapshotFailure]
        /// Failures whose `failure.json` cannot be read.
        package var damaged: [DamagedSnapshotArtifact]
    }

    /// Reads every `failure.json` under the folder.
    ///
    /// - Throws: ``SnapshotArtifactsError/notAFolder(_:)`` when there is no folder at ``root``.
    package func contents() throws(SnapshotArtifactsError) -> Contents {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notAFolder(root.path)
        }
        var failures: [RecordedSnapshotFailure] = []
        var damaged: [DamagedSnapshotArtifact] = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.lastPathComponent == "failure.json" else { continue }
            let folder = url.deletingLastPathComponent()
            do {
                let record = try JSONDecoder().decode(SnapshotArtifacts.FailureRecord.self, from: Data(contentsOf: url))
                failures.append(RecordedSnapshotFailure(record, folder: folder, packageRoot: packageRoot))
            } catch {
                damaged.append(DamagedSnapshotArtifact(folder: folder, reason: "failure.json cannot be read (\(Self.describe(error)))"))
            }
        }
        failures.sort { ($0.testFile, $0.identifier) < ($1.testFile, $1.identifier) }
        damaged.sort { $0.folder.path < $1.folder.path }
        return Contents(failures: failures, damaged: damaged)
    }

    /// What ``merge(from:)`` did.
    package struct MergeOutcome: Sendable, Equatable {
        /// Failures copied in.
        package var merged: Int
        /// Failures (`<TestFile>/<identifier>`) already here, left as they were.
        package var skipped: [String]
    }

    /// Copies every failure of another artifacts folder (a CI shard's) into this one, file by
    /// file and atomically, `failure.json` last as the tests write it; a failure already here
    /// is kept. Call ``rebuildReport()`` afterwards.
    ///
    /// - Throws: ``SnapshotArtifactsError/notAFolder(_:)`` for a missing folder;
    ///   ``SnapshotArtifactsError/cannotWrite(_:_:)``.
    package func merge(from other: URL) throws(SnapshotArtifactsError) -> MergeOutcome {
        let shard = try SnapshotArtifactsFolder(other).contents()
        var outcome = MergeOutcome(merged: 0, skipped: [])
        let base = other.standardizedFileURL.path + "/"
        for failure in shard.failures {
            let path = failure.folder.standardizedFileURL.path
            let relative = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : failure.name
            let target = root.appendingPathComponent(relative, isDirectory: true)
            if FileManager.default.fileExists(atPath: target.appendingPathComponent("failure.json").path) {
                outcome.skipped.append(failure.name)
                continue
            }
            for file in failure.files + ["failure.json"] {
                let source = failure.folder.appendingPathComponent(file)
                guard let data = FileManager.default.contents(atPath: source.path) else { continue }
                do { try AtomicFile.write(data, to: target.appendingPathComponent(file)) } catch {
                    throw .cannotWrite(target.appendingPathComponent(file).path, Self.describe(error))
                }
            }
            outcome.merged += 1
        }
        return outcome
    }

    /// Rebuilds `report.html` from the failures in the folder, under the lock the tests take,
    /// so it is safe while tests are failing into the same folder.
    package func rebuildReport() throws {
        do {
            try SnapshotArtifacts.rebuildReport(in: root)
        } catch {
            throw SnapshotArtifactsError.cannotWrite(reportPage.path, Self.describe(error))
        }
    }

    /// Why `failure` cannot be accepted, or `nil` when it can: its files are incomplete, only
    /// variants other than the recorded one differ, or its reference lies outside `roots`.
    ///
    /// - Parameters:
    ///   - failure: the recorded failure to check, as read from its `failure.json`.
    ///   - roots: the folders references may be written in, such as the package root
    ///     and `SNAPSHOT_REFERENCE_DIR`; a `failure.json` naming a file elsewhere is refused, so
    ///     that an artifacts folder from somewhere else cannot write over arbitrary files.
    package func refusal(of failure: RecordedSnapshotFailure, within roots: [URL]) -> String? {
        if !failure.missingFiles.isEmpty {
            return "incomplete: \(failure.missingFiles.joined(separator: ", ")) listed in failure.json "
                + "\(failure.missingFiles.count == 1 ? "is" : "are") missing from \(failure.folder.path)"
        }
        guard let file = failure.acceptableFile else {
            return "nothing to accept: the snapshot the reference is recorded from still matches it, and only "
                + "the other variants (a view's other init paths) differ, so they drifted apart; fix the code, not the reference"
        }
        guard failure.files.contains(file) else {
            return "incomplete: failure.json names \(file) to accept but does not list it among its files"
        }
        let reference = failure.reference
        guard failure.reference.path.hasPrefix("/") else {
            return "the reference \(reference.path) in failure.json is not an absolute path"
        }
        guard roots.contains(where: { Self.isInside(reference, $0) }) else {
            let allowed = roots.map(\.path).joined(separator: " or ")
            return "the reference \(reference.path) is outside \(allowed.isEmpty ? "every allowed folder" : allowed); refusing to write there"
        }
        guard reference.pathExtension == URL(fileURLWithPath: file).pathExtension else {
            return "\(file) and the reference \(reference.lastPathComponent) are not the same kind of file"
        }
        return nil
    }

    /// What accepting a failure did to its reference.
    package enum Acceptance: Sendable, Equatable {
        /// The reference now holds the reviewed image (or text); it was created if missing.
        case updated
        /// The reference already held it (a run under `SNAPSHOT_TESTING_RECORD=failed`, say).
        case unchanged
    }

    /// Writes `failure`'s reviewed actual snapshot over its reference, atomically, and removes
    /// the failure's folder; call ``rebuildReport()`` once afterwards.
    ///
    /// A PNG is decoded and written as recording writes references, with the fingerprint that
    /// lets a matching snapshot be verified without decoding (see ``Diffing/image(_:)``); any
    /// other file is copied as it is.
    ///
    /// - Throws: ``SnapshotArtifactsError/refused(_:_:)`` with ``refusal(of:within:)``'s reason,
    ///   or when the actual file cannot be read; ``SnapshotArtifactsError/cannotWrite(_:_:)``.
    @discardableResult
    package func accept(_ failure: RecordedSnapshotFailure, within roots: [URL]) throws(SnapshotArtifactsError) -> Acceptance {
        if let reason = refusal(of: failure, within: roots) { throw .refused(failure.name, reason) }
        let actualURL = failure.folder.appendingPathComponent(failure.acceptableFile!)
        let actual: Data
        do { actual = try Data(contentsOf: actualURL) } catch {
            throw .refused(failure.name, "cannot read \(actualURL.path) (\(Self.describe(error)))")
        }
        let existing = try? Data(contentsOf: failure.reference)
        let replacement: Data
        if failure.reference.pathExtension == "png" {
            do {
                let bitmap = try PNG.decode(actual)
                if let existing, let stored = try? PNG.decode(existing), stored == bitmap { return finish(failure, .unchanged) }
                replacement = try ReferencePNG.encode(bitmap)
            } catch {
                throw .refused(failure.name, "\(actualURL.path) is not a readable PNG (\(Self.describe(error)))")
            }
        } else {
            if existing == actual { return finish(failure, .unchanged) }
            replacement = actual
        }
        do {
            try AtomicFile.write(replacement, to: failure.reference)
        } catch {
            throw .cannotWrite(failure.reference.path, Self.describe(error))
        }
        return finish(failure, .updated)
    }

    /// The accepted failure is resolved: its folder goes, as a passing test's does.
    private func finish(_ failure: RecordedSnapshotFailure, _ acceptance: Acceptance) -> Acceptance {
        try? FileManager.default.removeItem(at: failure.folder)
        return acceptance
    }

    /// Whether `url` is inside `root` once `..` and symbolic links in its folder are resolved.
    /// The file itself is not followed: the atomic rename replaces a link, not its target.
    static func isInside(_ url: URL, _ root: URL) -> Bool {
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        let folder = url.standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath().path
        let path = (folder as NSString).appendingPathComponent(url.lastPathComponent)
        return path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? CocoaError { return error.localizedDescription }
        return String(describing: error)
    }
}

/// Why an artifacts folder could not be read, or a failure in it accepted.
package enum SnapshotArtifactsError: Error, Equatable, CustomStringConvertible {
    /// There is no folder at this path.
    case notAFolder(String)
    /// The failure (by ``RecordedSnapshotFailure/name``) cannot be accepted, and why.
    case refused(String, String)
    /// This file could not be written, and why.
    case cannotWrite(String, String)

    /// A sentence saying what went wrong and where.
    package var description: String {
        switch self {
        case let .notAFolder(path):
            "No artifacts folder at \(path): snapshot tests create it when one fails (set SNAPSHOT_ARTIFACTS to move it)."
        case let .refused(name, reason):
            "\(name): \(reason)."
        case let .cannotWrite(path, reason):
            "Cannot write \(path): \(reason)."
        }
    }
}
