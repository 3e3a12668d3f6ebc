import ArgumentParser
import DesignableTesting
import Foundation

/// `designable diff`: compares two PNGs as the snapshot assertions do.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images; exit 0 if they match, 1 if they differ, 2 on errors.",
        discussion: """
            Without options every pixel must be identical. --precision and --perceptual-precision are \
            swift-snapshot-testing's tolerances; --threshold uses pixelmatch's anti-aliasing-aware \
            comparison instead. The summary is the one a failing snapshot test prints.
            """
    )

    @Argument(help: ArgumentHelp("The reference image.", valueName: "a.png"))
    var reference: String

    @Argument(help: ArgumentHelp("The image to compare with it.", valueName: "b.png"))
    var actual: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the diff image when they differ.", valueName: "diff.png"))
    var output: String?

    @Option(help: ArgumentHelp("The fraction of pixels that must match, 0 to 1.", valueName: "p"))
    var precision: Double = 1

    @Option(help: ArgumentHelp("How closely a pixel must match, 0 to 1; 0.98 forgives a CIE ΔE94 of 2.", valueName: "q"))
    var perceptualPrecision: Double = 1

    @Option(help: ArgumentHelp("Use pixelmatch's YIQ colour threshold, 0 to 1 (0.1 is its default).", valueName: "t"))
    var threshold: Double?

    func validate() throws {
        for (name, value) in [("--precision", precision), ("--perceptual-precision", perceptualPrecision), ("--threshold", threshold ?? 0)]
        where !(0...1).contains(value) {
            throw ValidationError("\(name) must be between 0 and 1, not \(value).")
        }
        if threshold != nil && perceptualPrecision != 1 {
            throw ValidationError("--threshold and --perceptual-precision choose different comparisons; give one.")
        }
    }

    var comparator: ImageComparator {
        if let threshold { return .antialiasingAware(threshold: threshold, precision: precision) }
        return .perceptual(precision: precision, perceptualPrecision: perceptualPrecision)
    }

    func run() throws {
        let outcome = ImageDiff.compare(URL(fileURLWithPath: reference), URL(fileURLWithPath: actual), comparator: comparator,
                                        output: output.map { URL(fileURLWithPath: $0) })
        switch outcome {
        case .match:
            print("The images match.")
        case let .differ(summary):
            print(summary)
            if let output { print("Diff: \(output)") }
        case let .error(message):
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }
}
