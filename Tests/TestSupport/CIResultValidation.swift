import Foundation

/// Checks the SARIF logs and JUnit reports Designable writes with `Tests/Fixtures/SARIF/validate.py`:
/// SARIF against the official 2.1.0 schema (Python's `jsonschema`), JUnit as well-formed XML
/// whose counts add up.
///
/// Without `jsonschema` the SARIF check is unavailable: a local run skips it with a message,
/// and under `CI` it is a failure (`.ci/run` installs the package).
public enum CIResultValidation {
    public enum Outcome: Equatable {
        case valid
        /// What is wrong, one problem a line.
        case invalid(String)
        /// Why it could not be checked here.
        case unavailable(String)
    }

    public static var script: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/SARIF/validate.py")
    }

    /// `file` checked against the SARIF 2.1.0 schema.
    public static func sarif(_ file: URL) -> Outcome { run("sarif", file) }

    /// `file` checked as a JUnit report.
    public static func junit(_ file: URL) -> Outcome { run("junit", file) }

    /// Whether a check that could not run must fail: under `CI` it must.
    public static var unavailableIsFailure: Bool {
        let ci = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !ci.isEmpty && ci != "false" && ci != "0"
    }

    private static func run(_ kind: String, _ file: URL) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, kind, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { return .unavailable("cannot run python3 (\(error))") }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return .valid
        case 3: return .unavailable(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case 127: return .unavailable("python3 is not installed")
        default: return .invalid(text)
        }
    }
}
