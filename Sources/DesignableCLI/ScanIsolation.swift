import Designable
import Foundation

/// One step of `designable scan` that runs a view's own code: loading a document (its views'
/// `init(coder:)` and runtime attributes), sizing a class (a fresh instance), or rendering a
/// row along a path.
package enum ScanStep: Hashable, Sendable {
    case load(document: String)
    case size(className: String)
    case render(row: String, path: Designable.InitPath)

    /// The step as one line of text, how a probe reports it and how traps are keyed.
    package var key: String {
        switch self {
        case .load(let document): "load \(document)"
        case .size(let name): "size \(name)"
        case .render(let row, let path): "render \(path.rawValue) \(row)"
        }
    }
}

/// The steps of a scan known to trap, each with what trapped and where.
package struct ScanTraps: Codable, Equatable, Sendable {
    package var messages: [String: String] = [:]

    package init(messages: [String: String] = [:]) { self.messages = messages }

    package subscript(step: ScanStep) -> String? { messages[step.key] }
}

/// What a render reports for a step that traps: the row's cell shows it, and the scan goes on.
struct ScanTrapped: Error, CustomStringConvertible {
    let message: String
    var description: String { "traps in the view's code: \(message)" }
}

/// Finds the steps of a scan that trap, by running the scan first in a child process of the
/// same executable, so a `fatalError` or a force-unwrapped `nil` in one view is reported in
/// that view's row instead of ending the whole scan.
///
/// A trap cannot be caught in Swift, and a view's code traps on iOS too (the same assert, the
/// same missing image), so the scan does what a crash reporter does: it watches a child. The
/// child runs the scan with the traps found so far left out and prints each step as it starts
/// it; when it dies, the step it printed last is the one that trapped, and its standard error
/// says why and where. The child runs again without that step until it finishes.
package enum ScanIsolation {
    /// Runs probes of `arguments` (the command line after the executable) until one finishes;
    /// gives up after `maxRuns` or when a probe dies before reaching any new step (then the
    /// traps found so far are returned, and the scan in process may stop at the next one).
    package static func findTraps(executable: URL, arguments: [String], maxRuns: Int = 50,
                                  launch: (URL, [String]) throws -> ProbeOutcome = run) rethrows -> ScanTraps {
        var traps = ScanTraps()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designable-scan-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for _ in 0..<maxRuns {
            let file = folder.appendingPathComponent("traps.json")
            try? JSONEncoder().encode(traps).write(to: file, options: .atomic)
            let outcome = try launch(executable, arguments + ["--probe-traps", file.path, "--output", folder.appendingPathComponent("out").path])
            let steps = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("step ") }.map { String($0.dropFirst(5)) }
            if outcome.finished && outcome.standardOutput.split(separator: "\n").last == "done" { return traps }
            guard let last = steps.last, traps.messages[last] == nil else { return traps }
            traps.messages[last] = trapMessage(standardError: outcome.standardError, signal: outcome.signal)
        }
        return traps
    }

    /// How a probe ended.
    package struct ProbeOutcome {
        package var standardOutput: String
        package var standardError: String
        /// Whether the probe exited (with any status) rather than dying of a signal.
        package var finished: Bool
        package var signal: Int32?

        package init(standardOutput: String, standardError: String, finished: Bool, signal: Int32?) {
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.finished = finished
            self.signal = signal
        }
    }

    /// Runs `executable` with `arguments`, its output kept in files so that a long backtrace
    /// cannot fill a pipe and stall it.
    package static func run(_ executable: URL, _ arguments: [String]) throws -> ProbeOutcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designable-scan-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stdout"), err = folder.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: out.path, contents: nil),
              FileManager.default.createFile(atPath: err.path, contents: nil) else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder.path]) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A backtrace names the user's file and line; no colours or prompts, as nobody reads it live.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no"
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let finished = process.terminationReason == .exit
        return ProbeOutcome(standardOutput: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                            standardError: (try? String(contentsOf: err, encoding: .utf8)) ?? "",
                            finished: finished, signal: finished ? nil : process.terminationStatus)
    }

    /// The executable to probe with: this process's own.
    package static var currentExecutable: URL {
        #if os(Linux)
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }

    /// What trapped and where, from a dead probe's standard error: Swift's "Fatal error",
    /// "Assertion failed" or "Precondition failed" line (which names the file and line of
    /// `fatalError`, `!`, `assert` and `precondition`); where that line names Swift's or
    /// Designable's file, the first frame of the backtrace in the user's code instead.
    static func trapMessage(standardError: String, signal: Int32?, ownSources: String = designableSources) -> String {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        var message = signal.map { "signal \($0)" } ?? "the process ended"
        var location: String?
        let kinds = ["Fatal error: ", "Assertion failed: ", "Precondition failed: "]
        if let line = lines.first(where: { l in kinds.contains { l.contains($0) } }),
           let kind = kinds.first(where: { line.contains($0) }) {
            let parts = line.components(separatedBy: kind)
            message = parts.dropFirst().joined(separator: kind).trimmingCharacters(in: .whitespaces)
            if message.isEmpty { message = String(kind.dropLast(2)) }
            // "Module/File.swift:175: " names the trap's own line, unless it is Swift's or ours.
            let prefix = parts[0].split(separator: ":")
            if prefix.count >= 2, let number = Int(prefix[1]) {
                let file = prefix[0].split(separator: "/")
                if let module = file.first, file.count == 2, !libraryModules.contains(String(module)) {
                    location = "\(file[1]):\(number)"
                }
            }
        }
        if let where_ = location ?? userFrame(in: lines, ownSources: ownSources) { message += " at \(where_)" }
        return message
    }

    /// Modules whose traps point at a caller: the standard library, Foundation, and ours.
    private static let libraryModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "Designable", "DesignableCLI", "DesignableTesting", "DesignableChecking",
        "DesignableGallery", "SnapshotEngine", "Raster", "Typography", "ConstraintSolver", "PNGCodec", "InterfaceBuilder",
    ]

    /// `File.swift:line` of the first backtrace frame in a source file outside `ownSources`.
    private static func userFrame(in lines: [String], ownSources: String) -> String? {
        for line in lines {
            guard let at = line.range(of: " at /", options: .backwards) else { continue }
            let location = String(line[line.index(before: at.upperBound)...]).trimmingCharacters(in: .whitespaces)
            guard !location.hasPrefix(ownSources), location.contains(".swift:") else { continue }
            let parts = location.split(separator: ":")
            guard parts.count >= 2, let lineNumber = Int(parts[1]) else { continue }
            return "\((String(parts[0]) as NSString).lastPathComponent):\(lineNumber)"
        }
        return nil
    }

    /// The `Sources/` folder of this package, wherever it was built from: frames there are ours.
    static let designableSources: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().path + "/"
    }()
}
