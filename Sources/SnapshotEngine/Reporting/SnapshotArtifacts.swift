import Foundation

/// The folder where failures leave their evidence, and the report built from it.
///
/// Layout, under `SNAPSHOT_ARTIFACTS` (or `<package root>/.build/snapshot-artifacts`):
///
/// ```
/// report.html  results.sarif  junit.xml
/// <TestFileName>/<testName>.<counter or name>/
///     failure.json  reference.png  actual.png  diff.png  composite.png
/// ```
///
/// Every file is written atomically, and `report.html` is rebuilt from all the `failure.json`
/// files under an exclusive lock, so several test processes (`swift test --parallel`) can fail
/// at once and the report still lists every failure.
public struct SnapshotArtifacts: Sendable {
    /// The artifacts folder.
    public var root: URL
    /// This failure's folder.
    public var folder: URL

    init(root: URL, testFileName: String, identifier: String) {
        self.root = root
        folder = root.appendingPathComponent(testFileName, isDirectory: true).appendingPathComponent(identifier, isDirectory: true)
    }

    var reportPage: URL { root.appendingPathComponent("report.html") }

    /// `SNAPSHOT_ARTIFACTS`, or `.build/snapshot-artifacts` under the package root: inside
    /// `.build` so it is ignored by git and cleaned with the build.
    static func root(packageRoot: URL, environment: SnapshotEnvironment) -> URL {
        if let path = environment.artifactsDirectory { return URL(fileURLWithPath: path, isDirectory: true) }
        return packageRoot.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
    }

    /// What `failure.json` holds.
    struct FailureRecord: Codable, Equatable {
        var testFile: String
        var test: String
        var identifier: String
        /// The reference's path: relative to the package root when inside it, so a folder
        /// downloaded from CI can be accepted in any clone (absolute in older records).
        var reference: String
        var message: String
        /// The attachment files beside it.
        var files: [String]
        /// The file `designable accept` copies over the reference: the actual image of the one
        /// snapshot (`actual.png`) or of the variant the reference is recorded from
        /// (`actual-code.png`); `nil` when that variant matches and only the others drifted.
        var accept: String?
        /// Seconds since 1970.
        var recordedAt: Double
        /// `true` when there was no reference: the actual file is what recording would have
        /// written, so accepting it creates the reference.
        var missingReference: Bool?
        /// The test file that made the assertion, relative to ``packageRoot``, and the line
        /// of the `assertSnapshot` call: where `results.sarif` and `junit.xml` point.
        var sourceFile: String? = nil
        var sourceLine: Int? = nil
        /// The package's absolute path when the test ran, which `results.sarif` resolves
        /// ``sourceFile`` against.
        var packageRoot: String? = nil
        /// `true` when the reference was drawn by an older ``RendererEpoch``, so the difference
        /// may be the renderer's: what `designable accept --all-changed-by-renderer` accepts.
        var rendererChanged: Bool? = nil
    }

    func save(_ record: FailureRecord, attachments: [SnapshotAttachment]) throws {
        for attachment in attachments {
            try AtomicFile.write(attachment.data, to: folder.appendingPathComponent(attachment.name))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // failure.json goes last: the report only lists failures whose files are all in place.
        try AtomicFile.write(encoder.encode(record), to: folder.appendingPathComponent("failure.json"))
        try rebuildReport()
    }

    func remove() {
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        try? FileManager.default.removeItem(at: folder)
        try? rebuildReport()
    }

    /// Every failure recorded under `root`, sorted by test file and identifier.
    static func failures(under root: URL) -> [(record: FailureRecord, folder: URL)] {
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [(FailureRecord, URL)] = []
        for case let url as URL in files where url.lastPathComponent == "failure.json" {
            guard let data = try? Data(contentsOf: url), let record = try? JSONDecoder().decode(FailureRecord.self, from: data) else { continue }
            found.append((record, url.deletingLastPathComponent()))
        }
        return found.sorted { ($0.0.testFile, $0.0.identifier) < ($1.0.testFile, $1.0.identifier) }
    }

    func rebuildReport() throws {
        try SnapshotArtifacts.rebuildReport(in: root)
    }

    /// Rebuilds `report.html` in `root` from every `failure.json` under it.
    static func rebuildReport(in root: URL) throws {
        try AtomicFile.withLock(root.appendingPathComponent(".report.lock")) {
            let failures = SnapshotArtifacts.failures(under: root)
            let html = SnapshotReportPage.html(failures.map { ($0.record, relativePath(of: $0.folder, in: root)) })
            try AtomicFile.write(Data(html.utf8), to: root.appendingPathComponent("report.html"))
            try SnapshotFailureResults.write(failures.map(\.record), in: root)
        }
    }

    private static func relativePath(of url: URL, in root: URL) -> String {
        let base = root.standardizedFileURL.path, path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
