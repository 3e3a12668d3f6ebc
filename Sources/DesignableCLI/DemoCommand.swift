import ArgumentParser
import Foundation

/// `designable demo`: renders the gallery and its broken twins along the init paths.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render every gallery view and broken twin along each init path, into a page.",
        discussion: """
            Writes one PNG per view and path, the diffs where paths disagree, and index.html \
            (a matrix of view × path with ✓ and ✗) into the output folder, then prints the matrix.
            """
    )

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var output = "designable-demo"

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "n"))
    var scale = 2

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale).") }
    }

    func run() throws {
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        let result = try DemoRunner.run(items: DesignableCommand.items, scale: CGFloat(scale), into: directory)
        print(DemoSummary.text(result, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
        // A script can rely on the demo: it fails when the matrix does not show what it should.
        if !result.surprises.isEmpty { throw ExitCode.failure }
    }
}
