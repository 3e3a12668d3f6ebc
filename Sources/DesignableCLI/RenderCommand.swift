import ArgumentParser
import Designable
import Foundation
import PNGCodec

/// `designable render`: one Interface Builder document to a PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a .xib or .storyboard to a PNG.",
        discussion: """
            Loads the document as UIKit's nib loading does (init(coder:), runtime attributes, outlets, \
            awakeFromNib) and renders the first scene's root view, or the XIB's first top-level view. \
            --device renders on a device's screen (its size, scale and safe-area insets), as \
            assertSnapshot's .image(on:) does; --size and --scale override the stored frame and the scale. \
            Custom classes the tool does not know render as their UIKit base class, with a warning; \
            the gallery's classes, and those a project's own executable registers, render as themselves. \
            With --all, renders every document under a folder into the output folder, one PNG each.
            """
    )

    @Argument(help: ArgumentHelp("The .xib or .storyboard file.", valueName: "file"))
    var document: String?

    @Option(help: ArgumentHelp("Render every .xib and .storyboard under this folder; -o is then a folder.", valueName: "dir"))
    var all: String?

    @Option(help: ArgumentHelp("A scene id, or any view's id, to render instead of the first scene.", valueName: "id"))
    var scene: String?

    @Option(help: ArgumentHelp("The size to render at, in points, such as 390x844; the stored frame by default.", valueName: "WxH"))
    var size: PointSize?

    @Option(help: ArgumentHelp(
        "Render on a device's screen: its size, scale and safe area. One of \(RenderCommand.deviceNames).",
        valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3; the device's, or 2, by default.", valueName: "n"))
    var scale: Int?

    @Flag(help: "Render in dark appearance.")
    var dark = false

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG to write (a folder with --all).", valueName: "out.png"))
    var output: String

    /// "iPhone SE, iPhone 15, iPhone 15 Pro Max or iPad", quoted as a shell needs them.
    static var deviceNames: String {
        let names = DeviceScreen.presets.map { $0.name.contains(" ") ? "\"\($0.name)\"" : $0.name }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    private var screen: DeviceScreen? {
        get throws {
            guard let device else { return nil }
            guard let screen = DeviceScreen.preset(named: device) else {
                throw ValidationError("Unknown device \"\(device)\". Devices: \(RenderCommand.deviceNames).")
            }
            return screen
        }
    }

    func validate() throws {
        if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(scale).") }
        if size != nil && device != nil { throw ValidationError("--size and --device both set the size; give one.") }
        _ = try screen
        guard (document == nil) != (all == nil) else { throw ValidationError("Give either a document or --all DIR.") }
        if all != nil && scene != nil { throw ValidationError("--scene picks one document's scene; it cannot go with --all.") }
    }

    private var options: DocumentRender.Options {
        get throws {
            let screen = try screen
            return DocumentRender.Options(scene: scene, size: size.map { CGSize(width: $0.width, height: $0.height) },
                                          scale: scale.map { CGFloat($0) } ?? screen?.scale ?? 2, dark: dark, device: screen)
        }
    }

    func run() throws {
        if let all {
            let summary = try DocumentRender.renderAll(in: URL(fileURLWithPath: all, isDirectory: true),
                                                       into: URL(fileURLWithPath: output, isDirectory: true), options: try options) { line in
                print(line)
            }
            print(summary.text)
            if summary.failed > 0 { throw ExitCode.failure }
            return
        }
        let rendered = try DocumentRender.render(URL(fileURLWithPath: document!), options: try options)
        for warning in rendered.warnings {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        try PNG.write(rendered.bitmap, to: URL(fileURLWithPath: output))
        let on = try screen.map { " on \($0.name)" } ?? ""
        print("Rendered \(rendered.subject)\(on), \(rendered.bitmap.width)×\(rendered.bitmap.height) px, to \(output).")
    }
}

/// A size written `WIDTHxHEIGHT` in points, as `--size 390x844`.
struct PointSize: ExpressibleByArgument {
    var width: Double
    var height: Double

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        width = w
        height = h
    }
}
