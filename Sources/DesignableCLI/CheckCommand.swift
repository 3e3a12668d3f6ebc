import ArgumentParser
import Designable
import DesignableChecking
import Foundation

/// `designable check`: Interface Builder's layout warnings, for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report Interface Builder's warnings for .xib and .storyboard files; exit 0 clean, 1 warnings, 2 errors.",
        discussion: """
            Loads each document as UIKit does and solves the constraints of every scene and top-level view \
            at the document's own size. Reports misplaced views (stored frame vs solved frame; frames that \
            follow text metrics are notes, since Designable's fonts are not Apple's), ambiguous layout, \
            conflicting constraints, dangling outlets and references, unknown custom classes, images \
            missing from --resources, and runtime attributes a registered class does not declare. \
            --sarif and --junit also write the findings for GitHub code scanning and other CI. \
            Exit status: 0 clean, 1 warnings, 2 errors or unreadable input. Knows the standard views, the \
            gallery's, and those a project's own executable registers.
            """
    )

    @Argument(help: ArgumentHelp("Documents, or folders searched recursively for .xib and .storyboard files.", valueName: "path"))
    var paths: [String] = []

    @Flag(help: "Print one JSON document with every view's stored and solved frames and the findings.")
    var json = false

    @Option(help: ArgumentHelp("Also write the findings as SARIF 2.1.0, for GitHub code scanning.", valueName: "file"))
    var sarif: String?

    @Option(help: ArgumentHelp("Also write the errors and warnings as JUnit XML test cases, for CI systems that read it.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("How far, in points, a solved frame may be from the stored one.", valueName: "points"))
    var tolerance = 0.5

    @Flag(help: "Treat warnings as errors, and frames that follow text metrics like any other.")
    var strict = false

    @Flag(help: "Exit 0 when there are warnings but no errors, to adopt the check in an existing project.")
    var allowWarnings = false

    @Option(name: .customLong("resources"),
            help: ArgumentHelp("A folder with the app's images (asset catalogues, PNGs); repeatable. Images are checked only when given.",
                               valueName: "dir"))
    var resourceFolders: [String] = []

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one .xib, .storyboard or folder to check.") }
        guard tolerance.isFinite, tolerance >= 0 else { throw ValidationError("--tolerance must be a number of points, 0 or more, not \(tolerance).") }
        if strict && allowWarnings { throw ValidationError("--strict makes warnings errors; it cannot go with --allow-warnings.") }
    }

    func run() throws {
        let options = CheckOptions(tolerance: tolerance, strict: strict,
                                   resourceFolders: resourceFolders.map { URL(fileURLWithPath: $0, isDirectory: true) })
        let progress = CheckProgress(enabled: isatty(STDOUT_FILENO) == 1)
        let run = CheckRun(paths: paths, options: options, allowsWarnings: allowWarnings) { index, count, path in
            progress.show("[\(index)/\(count)] \(path)")
        }
        progress.clear()
        // Paths relative to the current folder: run from the repository's root, as GitHub resolves them against it.
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        if let sarif { try CIResultFile.write(path: sarif, option: "--sarif") { try CheckCIResults.sarif(run, root: root).write(to: $0) } }
        if let junit { try CIResultFile.write(path: junit, option: "--junit") { try CheckCIResults.junit(run).write(to: $0) } }
        if json {
            print(try CheckReportJSON(run).text())
        } else {
            for file in run.files { print(CheckReportText.document(file, tolerance: tolerance)) }
            print(CheckReportText.summary(run))
        }
        if run.exitCode != 0 { throw ExitCode(run.exitCode) }
    }
}
