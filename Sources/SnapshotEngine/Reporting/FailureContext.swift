import Foundation

/// What a failure message needs to know beyond the diff: the commands to record or accept, and
/// where the artifacts go.
struct FailureContext {
    var location: SnapshotLocation
    var fileID: String
    /// The test file's path and the assertion's line, for `results.sarif` and `junit.xml`.
    var filePath: String = ""
    var line: UInt = 0
    var testName: String
    var environment: SnapshotEnvironment
    var diffTool: SnapshotTestingConfiguration.DiffTool?
    var pathExtension: String?

    var artifacts: SnapshotArtifacts {
        SnapshotArtifacts(root: SnapshotArtifacts.root(packageRoot: location.packageRoot, environment: environment),
                          testFileName: location.testFileName, identifier: location.identifier)
    }

    /// The `swift test` invocation that records this snapshot in `mode`, filtered to its test.
    func recordCommand(mode: SnapshotTestingConfiguration.Record) -> String {
        let module = fileID.split(separator: "/").first.map(String.init) ?? location.testFileName
        let test = sanitizePathComponent(testName)
        return "SNAPSHOT_TESTING_RECORD=\(mode.rawValue) swift test --filter '\(module).*\(test)'"
    }

    func acceptHint() -> String {
        "If the change is intended, accept it with:\n  \(recordCommand(mode: .failed))"
    }

    /// Writes the failure's artifacts and report; returns the lines the message gains.
    ///
    /// - Parameter accept: the attachment that would become the reference if the change is
    ///   intended (see ``SnapshotArtifacts/FailureRecord/accept``).
    func saveArtifacts(_ attachments: [SnapshotAttachment], accept: String?, message: String,
                       missingReference: Bool = false, rendererChanged: Bool = false) -> String {
        let artifacts = self.artifacts
        var lines = ""
        do {
            let record = SnapshotArtifacts.FailureRecord(
                testFile: location.testFileName, test: testName, identifier: location.identifier,
                reference: location.packageRelativePath(of: location.reference), message: message,
                files: attachments.map(\.name), accept: accept, recordedAt: Date().timeIntervalSince1970,
                missingReference: missingReference ? true : nil,
                sourceFile: filePath.isEmpty ? nil : location.packageRelativePath(of: URL(fileURLWithPath: filePath)),
                sourceLine: line > 0 ? Int(line) : nil, packageRoot: location.packageRoot.standardizedFileURL.path,
                rendererChanged: rendererChanged ? true : nil)
            try artifacts.save(record, attachments: attachments)
            lines += "\nArtifacts: \(artifacts.folder.path)/ (\(attachments.map(\.name).joined(separator: ", ")))"
            lines += "\nReport: \(artifacts.reportPage.path)"
        } catch {
            lines += "\n(Could not write the artifacts: \(error))"
        }
        // Images are better compared in report.html than with a text diff, unless a tool was chosen.
        let chosen = diffTool?.isDefault == true ? nil : diffTool
        let tool: SnapshotTestingConfiguration.DiffTool? = chosen ?? (pathExtension == "png" ? Optional.none : .default)
        if let tool,
           let actual = attachments.first(where: { $0.name.hasPrefix("actual") }) {
            lines += "\nCompare: \(tool.command(location.reference.path, artifacts.folder.appendingPathComponent(actual.name).path))"
        }
        if let summary = environment.stepSummary {
            let headline = message.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
            try? AtomicFile.append("- ❌ `\(location.testFileName)` **\(location.identifier)**: \(headline)\n", to: summary)
        }
        return lines
    }

    /// A passing or re-recorded snapshot's old failure must not linger in the report.
    func removeArtifacts() {
        artifacts.remove()
    }
}
