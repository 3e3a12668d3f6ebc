import Foundation

/// Core Animation's timing model for one object (`CAMediaTiming`), as plain arithmetic.
///
/// Local time is `(parentTime − beginTime) × speed + timeOffset`. The active time runs from 0
/// for `repeatDuration`, or `repeatCount` iterations (one when 0), each `duration` long, or
/// twice that when it autoreverses. Outside it the object shows its first or final state only
/// when its fill mode says so.
struct AnimationTiming {
    var beginTime: Double
    var duration: Double
    var speed: Double
    var timeOffset: Double
    var repeatCount: Double
    var repeatDuration: Double
    var autoreverses: Bool
    var fillMode: CAMediaTimingFillMode

    /// Where the object is within an iteration, at one moment.
    struct State {
        /// The elapsed fraction of the current iteration, 0...1, reversed on the way back.
        var fraction: Double
        /// Which iteration (0 for the first), for cumulative animations.
        var iteration: Int
        /// The time within the iteration in seconds, for springs.
        var seconds: Double
    }

    /// Repeat counts at or above this are "for ever", as `HUGE` and `.infinity` are.
    static let forever = 1e30

    var cycle: Double { autoreverses ? 2 * duration : duration }

    /// How long the object is active, in its local time; infinite for ever-repeating ones.
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount >= AnimationTiming.forever || repeatCount.isInfinite { return .infinity }
        return (repeatCount > 0 ? repeatCount : 1) * cycle
    }

    /// The object's local time at `parentTime`.
    func localTime(_ parentTime: Double) -> Double {
        if speed == 0 { return timeOffset }
        return (parentTime - beginTime) * speed + timeOffset
    }

    /// The state at `parentTime`, or `nil` when the object is inactive and does not fill.
    func state(at parentTime: Double) -> State? {
        let t = localTime(parentTime)
        guard !t.isNaN, duration > 0 else { return nil }
        let active = activeDuration
        var time = t
        if t < 0 {
            guard fillMode.fillsBackwards else { return nil }
            time = 0
        } else if t >= active {
            guard fillMode.fillsForwards, active.isFinite else { return nil }
            time = active
        }
        let cycle = self.cycle
        var iteration = (time / cycle).rounded(.down)
        var within = time - iteration * cycle
        if time >= active && time > 0 && within == 0 {
            // The end of the last iteration, not the start of the next.
            iteration -= 1
            within = cycle
        }
        if autoreverses && within > duration { within = cycle - within }
        let fraction = Swift.min(1, Swift.max(0, within / duration))
        return State(fraction: fraction, iteration: Int(Swift.max(-1e9, Swift.min(1e9, iteration))), seconds: within)
    }

    /// When the object starts, in its parent's time; `nil` when it never does.
    var startTime: Double? {
        if speed == 0 { return timeOffset >= 0 ? beginTime : nil }
        if speed < 0 { return nil }
        return beginTime + Swift.max(0, -timeOffset) / speed
    }

    /// When the object ends, in its parent's time; `nil` when it never does (it repeats for
    /// ever, or its time is frozen or runs backwards).
    var endTime: Double? {
        let active = activeDuration
        guard active.isFinite else { return nil }
        if speed == 0 { return timeOffset >= active ? beginTime : nil }
        if speed < 0 { return nil }
        return beginTime + Swift.max(0, active - timeOffset) / speed
    }
}
