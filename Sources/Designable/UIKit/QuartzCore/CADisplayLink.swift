import Foundation

/// A timer in step with the display's refresh, as Core Animation's `CADisplayLink`: it calls its
/// target's selector (through ``SelectorTable``) once per frame while it is added to a run loop.
///
/// ```swift
/// link = CADisplayLink(target: self, selector: Selector("step:"))
/// link.add(to: .main, forMode: .common)
/// ```
///
/// Snapshot semantics: a render never runs the run loop, so a display link never fires during a
/// snapshot. A test that runs the run loop sees frames at 60 per second (or
/// ``preferredFramesPerSecond``), with ``timestamp`` advancing by exactly one frame each time
/// from 0 on the snapshot clock, so what the callback computes is the same on every machine.
open class CADisplayLink: NSObject {
    private let target: WeakTarget
    private let selector: Selector
    private var timers: [Timer] = []
    private var frame = 0

    /// The time of the last frame, in seconds on the snapshot clock.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time between frames, in seconds.
    open var duration: CFTimeInterval { 1 / Double(framesPerSecond) }
    /// When the next frame is due.
    open var targetTimestamp: CFTimeInterval { timestamp + duration }
    /// Whether frames are skipped.
    open var isPaused = false
    /// The frame rate wanted; 0 (the default) means the display's, 60 here.
    open var preferredFramesPerSecond = 0
    /// The range of frame rates wanted; accepted for source compatibility.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// Frames between callbacks, as the deprecated API put it; 1 by default.
    open var frameInterval = 1

    private var framesPerSecond: Int { preferredFramesPerSecond > 0 ? preferredFramesPerSecond : 60 }

    /// A display link that calls `sel` on `target`; the method may take the link as its argument.
    public init(target: Any, selector sel: Selector) {
        self.target = WeakTarget(target as AnyObject)
        selector = sel
        super.init()
    }

    /// Starts calling the target once per frame while `runloop` runs in `mode`.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let box = WeakLink(self)
        let timer = Timer(timeInterval: duration, repeats: true) { timer in
            guard let link = box.link else { timer.invalidate(); return }
            link.tick()
        }
        timers.append(timer)
        runloop.add(timer, forMode: mode)
    }

    /// Stops calling the target from `runloop`; here, from every run loop.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops the display link for good.
    open func invalidate() {
        for timer in timers { timer.invalidate() }
        timers.removeAll()
    }

    private func tick() {
        guard !isPaused else { return }
        frame += 1
        timestamp = Double(frame) / Double(framesPerSecond)
        guard frame % Swift.max(1, frameInterval) == 0, let object = target.target else { return }
        ActionDispatch.send(selector, to: object, sender: self)
    }
}

/// A display link held weakly by its run-loop timer.
private final class WeakLink: @unchecked Sendable {
    weak var link: CADisplayLink?
    init(_ link: CADisplayLink) { self.link = link }
}
