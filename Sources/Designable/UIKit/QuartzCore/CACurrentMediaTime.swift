import Foundation

/// The current time of Designable's snapshot clock, in seconds, standing in for Core
/// Animation's `CACurrentMediaTime()`.
///
/// Differs from Core Animation on purpose: nothing here reads a real clock, so that every
/// render is the same on every machine. The snapshot clock reads:
/// - 0 outside a render, so an animation added while a test builds a view begins at 0;
/// - the moment being rendered, during `.image(at:)` (and in ``UIView/draw(_:)`` then);
/// - the moment an animation ended, while its completion or delegate runs, so an animation
///   added there begins when the previous one ended.
///
/// Code that computes `CACurrentMediaTime() + delay` for `beginTime` therefore schedules the
/// animation `delay` seconds into the snapshot clock.
public func CACurrentMediaTime() -> CFTimeInterval { SnapshotClock.now }

/// The task-local reading of the snapshot clock that ``CACurrentMediaTime()`` returns.
enum SnapshotClock {
    @TaskLocal static var now: CFTimeInterval = 0

    /// Runs `body` with the clock reading `time`.
    static func at<R>(_ time: CFTimeInterval, _ body: () throws -> R) rethrows -> R {
        try $now.withValue(time, operation: body)
    }
}
