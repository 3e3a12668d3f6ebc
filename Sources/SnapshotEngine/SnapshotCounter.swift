import Foundation
import Locking
import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Numbers unnamed snapshots within one run of one test: the first is `.1`, the next `.2`, …
///
/// Counts are kept per run of a test (see ``TestRunIdentity``), so the numbers never depend on
/// which tests ran before, nor on how many times this one already ran in the process.
final class SnapshotCounter: Sendable {
    static let shared = SnapshotCounter()
    /// Counts per run of a test, then per reference stem.
    private let counts = Locked<[String: [String: Int]]>([:])

    func next(for key: String, in run: String = TestRunIdentity.current) -> Int {
        counts.withLock { counts in
            counts[run, default: [:]][key, default: 0] += 1
            return counts[run]![key]!
        }
    }

    /// Forgets a finished run's counts, so a long suite's counter stays small.
    func finish(_ run: String) {
        _ = counts.withLock { $0.removeValue(forKey: run) }
    }
}

/// Which run of which test an assertion belongs to.
///
/// - Under a `.snapshots` trait, each test case gets its own scope.
/// - Under Swift Testing without it, the test and, for a parameterized test, its arguments.
/// - Under XCTest, the test method currently running: an observer moves on when it finishes.
enum TestRunIdentity {
    @TaskLocal static var scope: String?

    static var current: String {
        if let scope { return scope }
        if let test = Test.current {
            return "swift-testing:\(test.id)" + (ParameterizedCase.currentArguments.map { "(\($0))" } ?? "")
        }
        #if canImport(XCTest)
        return "xctest:\(XCTestRunObserver.currentRun)"
        #else
        return "process"
        #endif
    }

    /// Runs `body` as a run of its own, then forgets its counts.
    static func withFreshScope<R>(_ body: () async throws -> R) async rethrows -> R {
        let identity = "scope:\(UUID().uuidString)"
        defer { SnapshotCounter.shared.finish(identity) }
        return try await $scope.withValue(identity) { try await body() }
    }
}

/// The arguments of the Swift Testing case running now, for a parameterized test.
enum ParameterizedCase {
    /// `"3"`, `"dark, 2"`: each argument as Swift Testing describes it; `nil` outside a
    /// parameterized case. Swift Testing keeps a case's arguments private, and its reflection
    /// is the only way to them; if that ever fails, the case's whole description stands in.
    static var currentArguments: String? {
        guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
        if let values = argumentValues(in: Mirror(reflecting: testCase), depth: 0), !values.isEmpty {
            return values.map { String(describingForTest: $0) }.joined(separator: ", ")
        }
        return String(describing: testCase)
    }

    private static func argumentValues(in mirror: Mirror, depth: Int) -> [Any]? {
        guard depth < 6 else { return nil }
        for child in mirror.children {
            let inner = Mirror(reflecting: child.value)
            if child.label == "arguments", inner.displayStyle == .collection {
                return inner.children.map { argument in
                    Mirror(reflecting: argument.value).children.first { $0.label == "value" }?.value ?? argument.value
                }
            }
            if let found = argumentValues(in: inner, depth: depth + 1) { return found }
        }
        return nil
    }
}

#if canImport(XCTest)
/// Counts XCTest's test runs: each finished test method moves the counter on, so the next
/// method's snapshots, or the next iteration of the same one, start again from `.1`.
final class XCTestRunObserver: NSObject, XCTestObservation, @unchecked Sendable {
    private static let run = Locked(0)
    private static let installed = Locked(false)

    static var currentRun: Int {
        installIfNeeded()
        return run.withLock { $0 }
    }

    /// Registers the observer once, the first time an XCTest test takes a snapshot; the test
    /// running then is the first run it counts.
    static func installIfNeeded() {
        let first = installed.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        guard first else { return }
        XCTestObservationCenter.shared.addTestObserver(XCTestRunObserver())
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let finished = XCTestRunObserver.run.withLock { run -> Int in
            defer { run += 1 }
            return run
        }
        SnapshotCounter.shared.finish("xctest:\(finished)")
    }
}
#endif
