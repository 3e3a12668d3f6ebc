/// A problem in a user's source file, reported at its own file and line as a compiler would:
/// `Views/Gauge.swift:12:5: error: …`, which SwiftPM and editors show against that line.
public struct SourceDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// How serious it is: an error stops the build, a warning does not.
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    /// The user's file, as given.
    public var file: String
    public var line: Int
    public var column: Int
    /// What is wrong and what to change.
    public var message: String

    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
