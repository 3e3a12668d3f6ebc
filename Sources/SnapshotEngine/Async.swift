import Foundation

/// A value that arrives later, through a callback: swift-snapshot-testing's `Async`, for
/// strategies whose snapshot is taken asynchronously (a web view's, one after an animation).
///
/// ```swift
/// let delayed = Snapshotting<String, String>.lines.asyncPullback { (text: String) in
///     Async { callback in DispatchQueue.main.async { callback(text.uppercased()) } }
/// }
/// ```
///
/// `assertSnapshot` waits for the callback up to its `timeout:` (5 seconds by default). On the
/// main thread it runs the main run loop meanwhile, so a callback dispatched to the main queue
/// arrives, as XCTest's waiter lets it in swift-snapshot-testing.
public struct Async<Value> {
    /// Starts the work; it calls the callback once with the value. The callback is
    /// `@Sendable`, so the work may call it from a queue or another thread.
    public let run: (_ callback: @escaping @Sendable (Value) -> Void) -> Void

    /// A value that `run` delivers to its callback.
    public init(run: @escaping (_ callback: @escaping @Sendable (Value) -> Void) -> Void) {
        self.run = run
    }

    /// A value that is already here.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// The value, once it arrives, transformed.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        let run = self.run
        // The transform runs once, where the value arrives, as in swift-snapshot-testing.
        nonisolated(unsafe) let transform = transform
        return Async<NewValue> { callback in run { callback(transform($0)) } }
    }
}

/// How long an assertion waits for an asynchronous snapshot: its `timeout:` argument, in force
/// while it takes the snapshot.
package enum SnapshotTimeout {
    @TaskLocal package static var seconds: TimeInterval = 5
}

/// Why an asynchronous snapshot did not arrive.
struct SnapshotTimeoutError: Error, CustomStringConvertible {
    var seconds: TimeInterval
    var description: String {
        "Exceeded timeout of \(SnapshotValueText.seconds(seconds)) seconds waiting for the snapshot. "
            + "Pass a longer timeout: to assertSnapshot if the value needs more time."
    }
}

extension Async {
    /// Runs the work and waits for its value, up to ``SnapshotTimeout/seconds``.
    func wait() throws -> Value {
        let box = ArrivalBox<Value>()
        run { box.deliver($0) }
        if let value = box.value { return value }
        let timeout = SnapshotTimeout.seconds
        guard box.wait(seconds: timeout) else { throw SnapshotTimeoutError(seconds: timeout) }
        return box.value!
    }
}

/// Where a callback leaves its value, from whichever thread it runs on.
final class ArrivalBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var stored: Value?

    var value: Value? { lock.withLock { stored } }

    func deliver(_ value: Value) {
        let first = lock.withLock { () -> Bool in
            guard stored == nil else { return false }
            stored = value
            return true
        }
        if first { arrived.signal() }
    }

    /// Waits for ``deliver(_:)``; `false` after `seconds` without it. The main thread keeps
    /// its run loop turning, because the value may be on its way through the main queue.
    func wait(seconds: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        if Thread.isMainThread {
            while value == nil && Date() < deadline {
                _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.005)))
            }
            return value != nil
        }
        return arrived.wait(timeout: .now() + seconds) == .success
    }
}

/// Sleeps for `seconds`, running the main run loop meanwhile when on the main thread.
func waitWhileRunningMainQueue(_ seconds: TimeInterval) {
    let deadline = Date(timeIntervalSinceNow: seconds)
    guard Thread.isMainThread else {
        Thread.sleep(until: deadline)
        return
    }
    while Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.005)))
    }
}

/// Numbers in messages: `5` rather than `5.0`.
enum SnapshotValueText {
    static func seconds(_ value: TimeInterval) -> String {
        value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
