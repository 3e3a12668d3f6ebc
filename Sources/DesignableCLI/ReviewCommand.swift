import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `designable review`: runs the review server, `designable-review`, from the same build folder.
///
/// The server is an executable of its own, so that `designable`, the library and test suites
/// never build Hummingbird and SwiftNIO: this command only finds it beside itself and replaces
/// itself with it (`execv`), so Ctrl-C and the exit status are the server's. When it has not
/// been built, it says the two commands that build and run it.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Accept or reject snapshot failures in the browser (runs designable-review); exit 0 when done, 2 on errors.",
        discussion: """
            Runs `designable-review` with these arguments: it serves the failures of the artifacts \
            folder (as `report` and `accept` find it; `--merge DIR…` joins CI shards' folders first) on \
            a page at http://127.0.0.1:PORT/ (`--port` to choose), where Accept writes the actual image \
            over the reference as `accept` does, only inside __Snapshots__, and Reject writes nothing. \
            The server is built apart (it needs Hummingbird): `swift build --product designable-review` \
            builds it beside `designable`. See `designable-review --help`.
            """
    )

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("Passed to designable-review.", valueName: "arguments"))
    var arguments: [String] = []

    /// The server's executable name.
    static let server = "designable-review"

    func run() throws {
        let here = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        guard let executable = Self.server(beside: here) else {
            FileHandle.standardError.write(Data(Self.notBuilt(beside: here).utf8))
            throw ExitCode(2)
        }
        let argv = [executable.path] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        execv(executable.path, &cArguments)
        let reason = String(cString: strerror(errno))
        throw ValidationError("Cannot run \(executable.path): \(reason).")
    }

    /// `designable-review` in the folder of `executable` (symbolic links followed), if it is there and runnable.
    static func server(beside executable: URL) -> URL? {
        let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        let candidate = folder.appendingPathComponent(server)
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    /// What to run when the server has not been built beside `executable`.
    static func notBuilt(beside executable: URL) -> String {
        let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent().path
        return """
            The review server (\(server)) is not built in \(folder).
            It is a product of its own, so that designable and your tests never build Hummingbird. Build it once:
              swift build --product \(server)
            then run `designable review` again, or run the server directly:
              swift run \(server) [artifacts] [--package-path DIR] [--merge DIR…] [--port PORT]

            """
    }
}
