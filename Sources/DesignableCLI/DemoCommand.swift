import ArgumentParser
import Designable
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
        let items = DesignableCommand.items
        guard !items.isEmpty else { throw NoDemo() }
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        let gallery = DesignableCommand.demo
        let result = try DemoRunner.run(items: items, appBundle: gallery?.appBundle ?? UIImage.appBundle, scale: CGFloat(scale),
                                        register: { gallery?.register($0) }, into: directory)
        print(DemoSummary.text(result, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
        // A script can rely on the demo: it fails when the matrix does not show what it should.
        if !result.surprises.isEmpty { throw ExitCode.failure }
    }
}

/// `demo` in a command that was handed no views: a project's own executable, which does not ship
/// Designable's gallery.
struct NoDemo: Error, CustomStringConvertible {
    var description: String {
        """
        This command has no views to demonstrate. The gallery of classic designables and their broken twins \
        is the demo of Designable's own command: run `swift run designable demo` in a checkout of Designable. \
        To render your views here, hand them over with DesignableCommand.main(adding:); `scan` renders every \
        class your module registers.
        """
    }
}
