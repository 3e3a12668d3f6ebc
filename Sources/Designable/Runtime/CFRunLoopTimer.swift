import Foundation

// Core Foundation's run-loop timers, which Foundation on Linux keeps to itself, over
// Foundation's `Timer` and `RunLoop`: on iOS a `CFRunLoopTimer` is toll-free bridged to
// `Timer`, and code returns one as the other. A snapshot never runs the run loop, so these
// timers never fire during a render; a test that runs the run loop fires them as on iOS.

/// Core Foundation's timer: `Timer`, as it is toll-free bridged on iOS.
public typealias CFRunLoopTimer = Timer
/// Seconds since 1 January 2001, Core Foundation's absolute time.
public typealias CFAbsoluteTime = Double
/// Core Foundation's flag words.
public typealias CFOptionFlags = UInt
/// Core Foundation's counts and indices.
public typealias CFIndex = Int

/// Core Foundation's memory allocator; only the default one exists here.
public final class CFAllocator: Sendable {}
/// The default allocator: `nil`, as `kCFAllocatorDefault` is on iOS.
public var kCFAllocatorDefault: CFAllocator? { nil }

/// A run loop, as Core Foundation's `CFRunLoop`: Foundation's `RunLoop` underneath.
public final class CFRunLoop {
    let runLoop: RunLoop
    init(_ runLoop: RunLoop) { self.runLoop = runLoop }
}

/// The modes a run loop runs in, as Core Foundation's `CFRunLoopMode`.
public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The mode the run loop normally runs in.
    public static let defaultMode = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")
    /// The default mode and those registered with it, such as scrolling's.
    public static let commonModes = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")

    var foundation: RunLoop.Mode { self == .commonModes ? .common : RunLoop.Mode(rawValue) }
}

/// The common modes, as Core Foundation's older constant.
public var kCFRunLoopCommonModes: CFRunLoopMode { .commonModes }
/// The default mode, as Core Foundation's older constant.
public var kCFRunLoopDefaultMode: CFRunLoopMode { .defaultMode }

/// The current time as Core Foundation's absolute time: seconds since 1 January 2001.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }

/// The current thread's run loop.
public func CFRunLoopGetCurrent() -> CFRunLoop { CFRunLoop(RunLoop.current) }
/// The main thread's run loop.
public func CFRunLoopGetMain() -> CFRunLoop { CFRunLoop(RunLoop.main) }

/// A timer that calls `block` at `fireDate` (an absolute time) and then every `interval`
/// seconds when `interval` is positive; add it to a run loop to start it.
public func CFRunLoopTimerCreateWithHandler(_ allocator: CFAllocator?, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
                                            _ flags: CFOptionFlags, _ order: CFIndex,
                                            _ block: ((CFRunLoopTimer?) -> Void)!) -> CFRunLoopTimer {
    let handler = TimerHandler(block)
    return Timer(fire: Date(timeIntervalSinceReferenceDate: fireDate), interval: Swift.max(0, interval), repeats: interval > 0) { timer in
        handler.block?(timer)
    }
}

/// A timer's handler, which fires on the thread of the run loop it was added to, as on iOS.
private final class TimerHandler: @unchecked Sendable {
    let block: ((CFRunLoopTimer?) -> Void)?
    init(_ block: ((CFRunLoopTimer?) -> Void)?) { self.block = block }
}

/// Schedules `timer` on `runLoop` in `mode`.
public func CFRunLoopAddTimer(_ runLoop: CFRunLoop, _ timer: CFRunLoopTimer, _ mode: CFRunLoopMode) {
    runLoop.runLoop.add(timer, forMode: mode.foundation)
}

/// Stops `timer`; it is taken off every run loop.
public func CFRunLoopRemoveTimer(_ runLoop: CFRunLoop, _ timer: CFRunLoopTimer, _ mode: CFRunLoopMode) { timer.invalidate() }
/// Stops `timer` for good.
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer) { timer.invalidate() }
/// Whether `timer` can still fire.
public func CFRunLoopTimerIsValid(_ timer: CFRunLoopTimer) -> Bool { timer.isValid }
