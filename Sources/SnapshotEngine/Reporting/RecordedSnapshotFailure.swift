import Foundation

/// A snapshot failure read back from an artifacts folder: which assertion failed, where its
/// reference lives, and the files it left for review.
///
/// ```swift
/// let folder = SnapshotArtifactsFolder(packageRoot: URL(fileURLWithPath: "."))
/// for failure in try folder.contents().failures {
///     print(failure.name, "→", failure.reference.path)
/// }
/// ```
package struct RecordedSnapshotFailure: Sendable, Equatable {
    /// The test file's name without extension, such as `"GallerySnapshotTests"`.
    package var testFile: String
    /// The test function, such as `"testStar()"`.
    package var test: String
    /// `<testName>.<counter or name>`, as in the reference's file name.
    package var identifier: String
    /// The reference file the assertion compared with.
    package var reference: URL
    /// The failure message the test printed.
    package var message: String
    /// The folder holding this failure's files.
    package var folder: URL
    /// The files the failure wrote beside its `failure.json`: `reference.png`, `actual.png`, …
    package var files: [String]
    /// Whether there was no reference: accepting the actual file creates it.
    package var missingReference: Bool
    /// The failing assertion's file (relative to the package when inside it) and line, when recorded.
    package var file: String?
    package var line: Int?
    /// Whether the reference was drawn by an older renderer epoch, so the difference may be
    /// the renderer's rather than the view's.
    package var rendererChanged: Bool

    /// The file that becomes the reference when the change is accepted: `actual.png`, or, for
    /// a strategy with several variants, the actual snapshot of the variant the reference is
    /// recorded from (a view's code path: `actual-code.png`). `nil` when that variant still
    /// matches the reference and only others differ: they drifted apart, and the code needs fixing.
    package var acceptableFile: String?

    /// `<TestFileName>/<identifier>`: the failure's folder inside the artifacts folder, and
    /// what `designable accept --test` matches.
    package var name: String { "\(testFile)/\(identifier)" }

    /// The files `failure.json` lists that are not in ``folder``.
    package var missingFiles: [String] {
        files.filter { !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }

    /// A failure read from `record`; a relative reference is resolved against `packageRoot`
    /// (the current folder when `nil`).
    init(_ record: SnapshotArtifacts.FailureRecord, folder: URL, packageRoot: URL? = nil) {
        testFile = record.testFile
        test = record.test
        identifier = record.identifier
        missingReference = record.missingReference ?? false
        rendererChanged = record.rendererChanged ?? false
        file = record.sourceFile
        line = record.sourceLine
        if record.reference.hasPrefix("/") {
            reference = URL(fileURLWithPath: record.reference)
        } else {
            let base = packageRoot ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            reference = base.appendingPathComponent(record.reference).standardizedFileURL
        }
        message = record.message
        self.folder = folder
        files = record.files
        // Failures recorded before `accept` existed: a lone snapshot's `actual.<ext>` is still
        // unambiguous; a multi-path failure is not, and is left for a fresh run.
        acceptableFile = record.accept ?? record.files.first { $0.hasPrefix("actual.") }
    }
}

/// An artifact that cannot be read back: its `failure.json` is damaged or unreadable.
package struct DamagedSnapshotArtifact: Sendable, Equatable, CustomStringConvertible {
    /// The failure's folder.
    package var folder: URL
    /// What is wrong with it.
    package var reason: String

    /// "`<folder>`: `<reason>`", for a warning line.
    package var description: String { "\(folder.path): \(reason)" }
}
