import ArgumentParser
import DesignableCLI
import Foundation

/// `designable-review`, which `designable review` runs: serves the failures of an artifacts
/// folder on a page at 127.0.0.1 until the page says it is done or Ctrl-C.
package struct ReviewServerCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "designable-review",
        abstract: "Review snapshot failures in the browser: accept or reject each change; exit 0 when done, 2 on errors.",
        discussion: """
            Serves the failures of the last run's artifacts folder (or of a folder downloaded from CI; \
            `--merge DIR…` first copies several shards' folders into it, as `report --merge` does) on a \
            page at http://127.0.0.1:PORT/, and prints that address. The page shows each failure's \
            reference, actual image and diff, with a slider, an onion skin and zoom; Accept writes the \
            actual image over the reference exactly as `designable accept` does, atomically and only \
            inside the package's __Snapshots__ folders (or SNAPSHOT_REFERENCE_DIR); Reject writes nothing. \
            Keys: j/k move, a accepts, r rejects, x selects. The server listens on 127.0.0.1 only, answers \
            only requests whose Host and Origin are its own, and takes changes only with the token of the \
            page it served. It stops when the page's Done is pressed, or on Ctrl-C.
            """
    )

    @OptionGroup package var location: ArtifactsLocation

    @Option(parsing: .upToNextOption, help: ArgumentHelp(
        "Artifacts folders of CI shards to copy into the artifacts folder first.", valueName: "dir"))
    package var merge: [String] = []

    @Option(help: ArgumentHelp("The port to listen on; a free one by default.", valueName: "port"))
    package var port: Int = 0

    package init() {}

    package func run() async throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is not a port (0 to 65535).") }
        let environment = ProcessInfo.processInfo.environment
        let session: ReviewSession
        do {
            let packageRoot = try location.packageRoot()
            let artifacts = try location.folder(environment: environment)
            try ShardMerge.merge(merge, into: artifacts)
            session = ReviewSession(folder: artifacts, packageRoot: packageRoot, environment: environment)
            let (items, damaged) = try session.items()
            for line in damaged { FileHandle.standardError.write(Data("warning: \(line)\n".utf8)) }
            // Unbuffered, so a script reading the pipe sees the lines at once.
            FileHandle.standardOutput.write(Data("\(items.count) snapshot failure\(items.count == 1 ? "" : "s") to review in \(ArtifactsLocation.display(artifacts.root)).\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        }
        try await ReviewServer.run(session, port: port) { url in
            FileHandle.standardOutput.write(Data("Reviewing at \(url.absoluteString)  (Ctrl-C or the page's Done stops the server)\n".utf8))
        }
    }
}
