import Foundation

extension Snapshotting {
    /// Waits `duration` seconds, then takes the snapshot with `strategy`: for a value that
    /// settles after an animation or a dispatched update.
    ///
    /// ```swift
    /// assertSnapshot(of: spinner, as: .wait(for: 0.5, on: .image))
    /// ```
    ///
    /// On the main thread the main run loop turns while it waits, so work dispatched to the
    /// main queue happens first, as it does under swift-snapshot-testing's XCTest waiter.
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        // pullback carries the wait into every variant as well.
        strategy.pullback { (value: Value) -> Value in
            waitWhileRunningMainQueue(duration)
            return value
        }
    }
}
