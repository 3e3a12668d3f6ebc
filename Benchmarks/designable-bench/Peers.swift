import Foundation

/// The other renderers and comparators this benchmark is measured against, each run as its own
/// process in the same sitting, so every ratio compares two figures taken minutes apart on the
/// same machine. A peer that cannot run is reported as missing, with how to install it, rather
/// than replaced by a figure from another day.
enum Peer {
    case cairo(executable: String)
    case skia(script: String)
    case pixelmatch(script: String)

    var name: String {
        switch self {
        case .cairo: "Cairo"
        case .skia: "Skia"
        case .pixelmatch: "pixelmatch"
        }
    }

    /// Why the peer cannot run here and how to make it run, or `nil` when it can.
    var missingReason: String? {
        switch self {
        case let .cairo(executable):
            return FileManager.default.isExecutableFile(atPath: executable) ? nil
                : "missing: no \(executable); build it with scripts/build-cairo-peer.sh"
        case let .skia(script):
            if !FileManager.default.fileExists(atPath: script) { return "missing: no \(script) (the shared folder beside the project)" }
            return Peer.pythonImports("skia") ? nil : "missing: python3 cannot import skia; pip install skia-python"
        case let .pixelmatch(script):
            if !FileManager.default.fileExists(atPath: script) { return "missing: no \(script)" }
            return Peer.pythonImports("pybind11_pixelmatch, PIL, numpy") ? nil
                : "missing: python3 cannot import pybind11_pixelmatch, PIL and numpy; pip install pybind11-pixelmatch pillow numpy"
        }
    }

    /// Runs the peer with `arguments` after its own (runs, folders), returning the lines it
    /// printed, or why it could not run.
    func run(_ arguments: [String]) -> Result<[Substring], PeerFailure> {
        if let missingReason { return .failure(PeerFailure(description: missingReason)) }
        let (executable, leading): (String, [String]) = switch self {
        case let .cairo(path): (path, [])
        case let .skia(script), let .pixelmatch(script): ("/usr/bin/env", ["python3", script])
        }
        guard let (status, output) = Peer.launch(executable, leading + arguments) else {
            return .failure(PeerFailure(description: "could not start \(executable)"))
        }
        guard status == 0 else { return .failure(PeerFailure(description: "exited with status \(status)")) }
        return .success(output.split(separator: "\n"))
    }

    /// Parses "name milliseconds" lines, as the Cairo and Skia peers print them.
    static func timings(_ lines: [Substring]) -> [String: Double] {
        var result: [String: Double] = [:]
        for line in lines {
            let parts = line.split(separator: " ")
            if parts.count == 2, let ms = Double(parts[1]) { result[String(parts[0])] = ms }
        }
        return result
    }

    private static func pythonImports(_ modules: String) -> Bool {
        Peer.launch("/usr/bin/env", ["python3", "-c", "import \(modules)"], quiet: true)?.status == 0
    }

    /// Runs a process to its end; its standard error goes to ours unless `quiet`.
    private static func launch(_ executable: String, _ arguments: [String], quiet: Bool = false) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        if quiet { process.standardError = FileHandle.nullDevice }
        do { try process.run() } catch { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}

/// Why a peer gave no figures, printed in its column's place.
struct PeerFailure: Error, CustomStringConvertible {
    let description: String
}
