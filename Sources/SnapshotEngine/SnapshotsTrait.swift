import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, inside
/// ``withSnapshotTesting(record:diffTool:operation:)-(_,_,()->R)``.
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

    /// Runs `function`, the test, with this trait's settings in force.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotTesting(record: record, diffTool: diffTool) { try await function() }
    }
}

/// The `.snapshots(record:diffTool:)` trait, in Swift Testing's dot syntax.
extension Trait where Self == SnapshotsTrait {
    /// Snapshot settings for a test or a suite; an argument to `assertSnapshot` still wins.
    public static func snapshots(record: SnapshotTestingConfiguration.Record? = nil,
                                 diffTool: SnapshotTestingConfiguration.DiffTool? = nil) -> Self {
        SnapshotsTrait(record: record, diffTool: diffTool)
    }
}
