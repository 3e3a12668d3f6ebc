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
            rebuilds that page from the failure.json files, with the same renderer: after copying folders \
            from several CI jobs together, after deleting some failures by hand, or after `accept`. \
            Damaged failure.json files are listed and left out.
            """
    )

    @OptionGroup var location: ArtifactsLocation

    func run() throws {
        let folder = try location.folder()
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
