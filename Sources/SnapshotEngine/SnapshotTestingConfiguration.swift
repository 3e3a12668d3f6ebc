/// Settings that apply to every snapshot assertion in a scope.
///
/// Set them for a block with ``withSnapshotTesting(record:diffTool:operation:)-(_,_,()->R)``,
/// or for a Swift Testing test or suite with the ``Testing/Trait/snapshots(record:diffTool:)``
/// trait. An argument to `assertSnapshot` wins over both.
public struct SnapshotTestingConfiguration: Sendable {
    /// When references are written; `nil` leaves it to the environment and the default.
    public var record: Record?
    /// How a failure message suggests comparing the two files; `nil` for the default.
    public var diffTool: DiffTool?

    /// Settings that leave `nil` ones to the enclosing scope, the environment and the defaults.
    public init(record: Record? = nil, diffTool: DiffTool? = nil) {
        self.record = record
        self.diffTool = diffTool
    }

    /// The configuration of the current task: the innermost `withSnapshotTesting` or trait.
    @TaskLocal public static var current = SnapshotTestingConfiguration()

    /// When a snapshot assertion writes its reference file, with swift-snapshot-testing's names
    /// and meanings, which are also the values of the `SNAPSHOT_TESTING_RECORD` variable.
    ///
    /// In every mode that writes, the test still fails, so that someone looks at the new file.
    ///
    /// ```swift
    /// assertSnapshot(of: badge, as: .image, record: .failed)
    /// ```
    public enum Record: String, Sendable, CaseIterable {
        /// Write every reference, matching or not.
        case all
        /// Write references that do not exist yet; compare the others. The default, except under CI.
        case missing
        /// Write references that do not exist or do not match.
        case failed
        /// Never write: a missing reference is a failure. The default when `CI` is set.
        case never
    }

    /// Turns the paths of the reference and the actual snapshot into a command a person can
    /// paste to compare them, shown in failure messages.
    ///
    /// ```swift
    /// withSnapshotTesting(diffTool: DiffTool { "compare \($0) \($1) /tmp/diff.png" }) { … }
    /// ```
    public struct DiffTool: Sendable {
        /// Builds the command line from the reference's path and the actual snapshot's path.
        public var command: @Sendable (_ reference: String, _ actual: String) -> String
        /// Whether this is ``default``, which image failures leave out (report.html shows them better).
        var isDefault = false

        /// A diff tool whose command line `command` builds from the two paths.
        public init(_ command: @escaping @Sendable (_ reference: String, _ actual: String) -> String) {
            self.command = command
        }

        /// `diff` the two files, which suits text; images are better viewed in `report.html`.
        ///
        /// swift-snapshot-testing's default prints the two paths as `file://` links instead;
        /// here the line is a command that runs as it is.
        public static let `default`: DiffTool = {
            var tool = DiffTool { "diff \"\($0)\" \"\($1)\"" }
            tool.isDefault = true
            return tool
        }()

        /// Kaleidoscope's command-line tool: `ksdiff "<reference>" "<actual>"`.
        public static let ksdiff = DiffTool { "ksdiff \"\($0)\" \"\($1)\"" }

        /// The command line for these two files.
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            command(currentFilePath, failedFilePath)
        }
    }
}

extension SnapshotTestingConfiguration.DiffTool: ExpressibleByStringLiteral {
    /// A command that takes the two paths after it: `diffTool: "compare"` suggests
    /// `compare "<reference>" "<actual>"`. Unlike swift-snapshot-testing, the paths are quoted,
    /// so the line still runs when a folder's name has a space.
    public init(stringLiteral command: String) {
        self.init { "\(command) \"\($0)\" \"\($1)\"" }
    }
}

extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `record: true` is ``all`` and `record: false` is ``missing``, as in swift-snapshot-testing.
    ///
    /// Both are explicit modes, and an explicit mode wins over the `CI` default of ``never``;
    /// to leave recording to the environment, pass no `record:` at all.
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }
}

/// Runs `operation` with snapshot settings that its assertions use unless they pass their own.
///
/// ```swift
/// func testEveryBadge() {
///     withSnapshotTesting(record: .failed) {
///         for badge in Badge.all { assertSnapshot(of: badge.render(), as: .image, named: badge.name) }
///     }
/// }
/// ```
///
/// Settings nest: an inner call overrides only what it sets.
///
/// The parameter is `diffTool:`, swift-snapshot-testing's name, rather than the `diffing:` the
/// first design sketched: here as there, ``Diffing`` is how a strategy compares snapshots, and a
/// `diffing:` that took a command to print would read as if it replaced that comparison. Keeping
/// one spelling also keeps SST's call sites compiling unchanged.
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () throws -> R) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(.merging(record: record, diffTool: diffTool), operation: operation)
}

/// Runs the asynchronous `operation` with snapshot settings; see the synchronous overload.
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   isolation: isolated (any Actor)? = #isolation,
                                   operation: () async throws -> R) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(.merging(record: record, diffTool: diffTool), operation: operation)
}

extension SnapshotTestingConfiguration {
    /// The current configuration with whatever of `record` and `diffTool` is set replacing it.
    static func merging(record: Record?, diffTool: DiffTool?) -> SnapshotTestingConfiguration {
        var configuration = current
        if let record { configuration.record = record }
        if let diffTool { configuration.diffTool = diffTool }
        return configuration
    }
}
