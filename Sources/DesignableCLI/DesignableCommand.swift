import ArgumentParser
import Designable
import Foundation
import Locking

/// The `designable` command: the demo, image diffs and the other subcommands.
///
/// The tool can only show views it was compiled with. To have it show your own, make a
/// two-line executable target that depends on `DesignableCLI` and your views' module, and hand
/// it your gallery entries:
///
/// ```swift
/// import DesignableCLI
/// DesignableCommand.main(adding: MyViews.galleryItems)   // [GalleryItem]
/// ```
///
/// Then `swift run my-designable demo` renders your views. Designable's own gallery of classic
/// designables and their broken twins is not part of this library: it is the demo of
/// Designable's `designable` command (`swift run designable demo` in a checkout of Designable).
public struct DesignableCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "designable",
        abstract: "Render UIKit designables on Linux, along the three ways they come to life, and compare images.",
        discussion: """
            A custom view is made in code with init(frame:), decoded from a storyboard with init(coder:), \
            and drawn by Interface Builder at design time. `designable demo` renders the gallery along \
            those paths and shows where they drift; `render` draws a .xib or .storyboard; `inspect` lists \
            the inspectables a document sets; `diff` compares two PNGs as snapshot tests do; `check` \
            reports Interface Builder's layout warnings for documents, for CI; `report` rebuilds the \
            HTML page of snapshot failures (`--merge` joins CI shards' folders), `accept` makes reviewed \
            changes the references, `review` accepts or rejects them in the browser, and `prune` lists \
            references no test used in the last full run.
            """,
        subcommands: [DemoCommand.self, ScanCommand.self, RenderCommand.self, InspectCommand.self, DiffCommand.self, CheckCommand.self,
                      ReportCommand.self, AcceptCommand.self, ReviewCommand.self, PruneCommand.self]
    )

    public init() {}

    private struct Demo {
        var gallery: DemoGallery?
        var added: [GalleryItem] = []
    }

    private static let demoStore = Locked(Demo())

    /// The gallery items `demo` renders: the demo gallery's, then the ones ``main(adding:arguments:)`` adds.
    static var items: [GalleryItem] {
        demoStore.withLock { ($0.gallery?.items ?? []) + $0.added }
    }

    /// The demo gallery handed over by ``main(demo:adding:arguments:)`` or ``useDemo(_:)``, if any.
    package static var demo: DemoGallery? {
        demoStore.withLock(\.gallery)
    }

    /// Makes `gallery` the demo, without running anything: for tests and for tools that embed the command.
    package static func useDemo(_ gallery: DemoGallery?) {
        demoStore.withLock { $0.gallery = gallery }
    }

    /// Registers the demo gallery's classes in `registry`, for the commands that read documents
    /// (`render`, `inspect`, `check`); nothing when there is no demo gallery.
    package static func registerDemo(in registry: DesignableRegistry) {
        demo?.register(registry)
    }

    /// Runs the command line with your gallery items for `demo` to render, then exits.
    ///
    /// - Parameters:
    ///   - items: views of your own for `demo` to render.
    ///   - arguments: the arguments without the program name; the process's when `nil`.
    public static func main(adding items: [GalleryItem], arguments: [String]? = nil) -> Never {
        demoStore.withLock { $0.added = items }
        Foundation.exit(run(arguments ?? Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs the command line with `gallery` as the demo and `items` after it, then exits:
    /// Designable's own `designable` executable, which hands over its gallery.
    package static func main(demo gallery: DemoGallery, adding items: [GalleryItem] = [], arguments: [String]? = nil) -> Never {
        demoStore.withLock { $0 = Demo(gallery: gallery, added: items) }
        Foundation.exit(run(arguments ?? Array(CommandLine.arguments.dropFirst())))
    }

    /// Parses and runs `arguments` (without the program name) and returns the exit status,
    /// without exiting: for tests and for tools that embed the command.
    ///
    /// `diff`, `check`, `report` and `accept` exit 2 on bad usage, like `cmp` and `diff`, so that
    /// scripts can tell "differ", "warnings" or "nothing to accept" (1) from "could not" (2);
    /// the other subcommands use ArgumentParser's statuses.
    public static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            let code = exitCode(for: error).rawValue
            let message = fullMessage(for: error)
            if !message.isEmpty {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
            let statusCommands = ([DiffCommand.self, CheckCommand.self, ReportCommand.self, AcceptCommand.self, ReviewCommand.self, PruneCommand.self] as [any ParsableCommand.Type])
                .compactMap { $0.configuration.commandName }
            // report and accept throw their own errors (no artifacts folder, say), which ArgumentParser makes 1.
            let errorsExitTwo = [ReportCommand.configuration.commandName, AcceptCommand.configuration.commandName,
                                 PruneCommand.configuration.commandName]
            if code != 0, let first = arguments.first, statusCommands.contains(first), !(error is ExitCode),
               code != 1 || errorsExitTwo.contains(first) {
                return 2
            }
            return code
        }
    }
}
