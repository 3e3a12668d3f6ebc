import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, inside
/// ``withSnapshotTesting(record:diffTool:operation:)-(_,_,()->R)``, and numbers each test
/// case's unnamed snapshots from 1.
///
/// ```swift
/// @Suite(.snapshots(record: .failed))
/// struct BadgeTests {
///     @Test func badge() { assertSnapshot(of: Badge().render(), as: .image) }
/// }
/// ```
public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// When the scoped assertions write references; `nil` leaves it to the enclosing scope.
    public let record: SnapshotTestingConfiguration.Record?
    /// The comparison command the scoped failures suggest; `nil` leaves it to the enclosing scope.
    public let diffTool: SnapshotTestingConfiguration.DiffTool?

    /// Always `true`: a trait on a suite applies to every test in it, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs `function`, the test, with this trait's settings in force and a fresh snapshot
    /// counter, so a repeated run of the same case numbers its snapshots from 1 again.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotTesting(record: record, diffTool: diffTool) {
            try await TestRunIdentity.withFreshScope { try await function() }
        }
    }
}

/// The `.snapshots` traits, in Swift Testing's dot syntax.
extension Trait where Self == SnapshotsTrait {
    /// Snapshot settings for a test or a suite; an argument to `assertSnapshot` still wins.
    public static func snapshots(record: SnapshotTestingConfiguration.Record? = nil,
                                 diffTool: SnapshotTestingConfiguration.DiffTool? = nil) -> Self {
        SnapshotsTrait(record: record, diffTool: diffTool)
    }

    /// The settings of `configuration` for a test or a suite.
    ///
    /// ```swift
    /// @Suite(.snapshots(SnapshotTestingConfiguration(record: .never, diffTool: .ksdiff)))
    /// ```
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        SnapshotsTrait(record: configuration.record, diffTool: configuration.diffTool)
    }

    /// No settings of its own: each test case gets a fresh snapshot counter, and the enclosing
    /// settings apply.
    public static var snapshots: Self { .snapshots() }
}
