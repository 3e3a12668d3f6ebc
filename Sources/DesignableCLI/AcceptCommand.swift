import ArgumentParser
import DesignableTesting
import Foundation

/// `designable accept`: reviewed snapshot changes become the references.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Copy reviewed actual images over their references; exit 0 when done, 1 when nothing to accept, 2 on errors.",
        discussion: """
            After reviewing the failures in report.html, accept the intended ones: each failure's actual \
            image is written over the reference its failure.json names, atomically (a temporary file in \
            the same folder, then a rename), with the fingerprint recording gives it; its artifacts are \
            removed and the report rebuilt. For a view snapshotted along several init paths, only the \
            path the reference is recorded from (code) is accepted; a failure where only the other paths \
            differ is refused, because the view's paths drifted apart and the view needs fixing. \
            Incomplete artifacts, and references outside the package (or SNAPSHOT_REFERENCE_DIR), are \
            refused too. Every change is listed.
            """
    )

    @OptionGroup var location: ArtifactsLocation

    @Option(help: ArgumentHelp(
        "Only failures whose <TestFile>/<test>.<name> contains this text, or matches it as a shell pattern (*, ?).",
        valueName: "pattern"))
    var test: String?

    @Flag(help: ArgumentHelp(
        "Only failures whose reference an older renderer epoch drew, after updating Designable; review them first.",
        discussion: "Each such failure's message says which epoch drew its reference; CHANGELOG.md lists what each epoch changed."))
    var allChangedByRenderer = false

    @Flag(help: "List what would be accepted, and write nothing.")
    var dryRun = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let roots = ReferenceAcceptance.roots(packageRoot: try location.packageRoot(), environment: environment)
        let outcome = try ReferenceAcceptance.run(try location.folder(environment: environment), matching: test,
                                                  within: roots, onlyRendererChanges: allChangedByRenderer, dryRun: dryRun)
        for line in outcome.lines { print(line) }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
