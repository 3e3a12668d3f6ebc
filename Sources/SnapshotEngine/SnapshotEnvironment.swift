import Foundation

/// The environment variables snapshot assertions read, captured as a value.
///
/// The package's tests replace it with `SnapshotEnvironment.$current.withValue(…)` instead of
/// calling `setenv`, which would race with tests running in parallel.
package struct SnapshotEnvironment: Sendable {
    package var variables: [String: String]

    package init(variables: [String: String]) { self.variables = variables }

    @TaskLocal package static var current = SnapshotEnvironment(variables: ProcessInfo.processInfo.environment)

    /// Whether we run under CI: `CI` set to anything except empty, `0` or `false`, as CI
    /// services set it to `true` or `1`.
    package var isCI: Bool {
        guard let value = variables["CI"]?.lowercased(), !value.isEmpty else { return false }
        return value != "0" && value != "false"
    }

    /// `SNAPSHOT_TESTING_RECORD`, parsed: `nil` when unset or empty, or an error message for
    /// a value that is not a mode, so that a typo fails loudly instead of being ignored.
    package var record: Result<SnapshotTestingConfiguration.Record, InvalidRecordValue>? {
        guard let raw = variables["SNAPSHOT_TESTING_RECORD"], !raw.isEmpty else { return nil }
        guard let mode = SnapshotTestingConfiguration.Record(rawValue: raw.lowercased()) else {
            return .failure(InvalidRecordValue(value: raw))
        }
        return .success(mode)
    }

    /// `SNAPSHOT_REFERENCE_DIR`: a folder that replaces the package's `__Snapshots__`.
    var referenceDirectory: String? { nonEmpty("SNAPSHOT_REFERENCE_DIR") }
    /// `SNAPSHOT_ARTIFACTS`: where failure artifacts and the report go.
    var artifactsDirectory: String? { nonEmpty("SNAPSHOT_ARTIFACTS") }
    /// `GITHUB_STEP_SUMMARY`: a Markdown file GitHub Actions shows on the run's page.
    var stepSummary: String? { nonEmpty("GITHUB_STEP_SUMMARY") }

    private func nonEmpty(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    package struct InvalidRecordValue: Error, Equatable {
        package var value: String
        package var message: String {
            let valid = SnapshotTestingConfiguration.Record.allCases.map(\.rawValue).joined(separator: ", ")
            return "SNAPSHOT_TESTING_RECORD=\"\(value)\" is not a record mode. Valid values: \(valid)."
        }
    }
}

extension SnapshotTestingConfiguration.Record {
    /// The mode in force: the argument, then the scoped configuration, then the deprecated
    /// process-wide `isRecording`, then `SNAPSHOT_TESTING_RECORD`, then the default
    /// (`missing`, or `never` under CI).
    package static func resolve(argument: Self?, configuration: SnapshotTestingConfiguration,
                        environment: SnapshotEnvironment) -> Result<Self, SnapshotEnvironment.InvalidRecordValue> {
        if let argument { return .success(argument) }
        if let scoped = configuration.record { return .success(scoped) }
        if let global = GlobalSnapshotSettings.record.withLock({ $0 }) { return .success(global) }
        if let fromEnvironment = environment.record { return fromEnvironment }
        return .success(environment.isCI ? .never : .missing)
    }
}
