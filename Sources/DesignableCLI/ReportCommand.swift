import ArgumentParser
import DesignableTesting
import Foundation

/// `designable report`: rebuilds `report.html` from an artifacts folder.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Rebuild the HTML report of snapshot failures; exit 0 when written, 2 on errors.",
        discussion: """
            Failing snapshot tests leave, per failure, reference.png, actual.png, diff.png, composite.png \
            and failure.json in the artifacts folder, and keep report.html there up to date. This command \
            rebuilds that page from the failure.json files, with the same renderer: after deleting some \
            failures by hand, or after `accept`. `--merge DIR…` first copies the failures of several CI \
            shards' downloaded folders into this one; their references are stored relative to the \
            package, so `accept` then works on the merged folder in any clone. \
            Damaged failure.json files are listed and left out.
            """
    )

    @OptionGroup var location: ArtifactsLocation

    @Option(parsing: .upToNextOption, help: ArgumentHelp(
        "Artifacts folders of CI shards to copy into the artifacts folder first, so one report shows every shard's failures.",
        valueName: "dir"))
    var merge: [String] = []

    func run() throws {
        let folder = try location.folder()
        try ShardMerge.merge(merge, into: folder)
        let contents = try folder.contents()
        for damaged in contents.damaged {
            FileHandle.standardError.write(Data("warning: \(damaged)\n".utf8))
        }
        try folder.rebuildReport()
        print(ReportCommand.summary(contents.failures, page: folder.reportPage))
    }

    /// "Wrote report.html: 3 failures in 2 test files."
    static func summary(_ failures: [RecordedSnapshotFailure], page: URL) -> String {
        let files = Set(failures.map(\.testFile)).count
        let count = failures.isEmpty ? "no failures"
            : "\(failures.count) failure\(failures.count == 1 ? "" : "s") in \(files) test file\(files == 1 ? "" : "s")"
        return "Wrote \(ArtifactsLocation.display(page)): \(count)."
    }
}
