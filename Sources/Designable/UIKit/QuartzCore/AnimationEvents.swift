import Foundation

/// Runs what animations tell the world as time passes on the snapshot clock: their delegates'
/// `animationDidStart(_:)` and `animationDidStop(_:finished:)`, the completions waiting for
/// them, and their removal once they end (`isRemovedOnCompletion`).
///
/// A render runs the events due by its moment (all of them for a model render), earliest
/// first, with ``CACurrentMediaTime()`` reading each event's time, so a completion that starts
/// another animation starts it where the first one ended. Animations removed before they ended
/// report `finished: false` first.
enum AnimationEvents {
    /// The most observed stops one render runs: a completion that always starts another
    /// animation (a pulse that repeats itself) would otherwise run for ever.
    static let limit = 1_000

    /// Why events cannot run for a moment.
    struct MomentPassed: Error {
        /// The latest time an event already ran at.
        var reached: Double
    }

    /// Runs the events of the tree under `root` due by `time` (infinity for every event).
    /// - Throws: ``MomentPassed`` when an event of the tree already ran after `time`: time on
    ///   the snapshot clock only moves forward.
    static func run(in root: CALayer, upTo time: Double) throws(MomentPassed) {
        CATransaction.commitImplicit()
        var reached = -Double.infinity
        LayerTree.forEach(root) { reached = Swift.max(reached, $0.lastEventTime) }
        if reached > time { throw MomentPassed(reached: reached) }
        var observed = 0
        while observed < limit {
            var interrupted: [(CALayer, CAAnimation)] = []
            var due: [Event] = []
            LayerTree.forEach(root) { layer in
                for a in layer.interruptedAnimations { interrupted.append((layer, a)) }
                layer.interruptedAnimations.removeAll()
                for entry in layer.animationEntries { due.append(contentsOf: events(of: entry.animation, on: layer, upTo: time)) }
            }
            for (_, animation) in interrupted where !animation.didStop {
                animation.didStop = true
                if tell(animation, finished: false) { observed += 1 }
            }
            if due.isEmpty {
                if interrupted.isEmpty { return }
                continue
            }
            due.sort { ($0.time, $0.animation.sequence, $0.isStop ? 1 : 0) < ($1.time, $1.animation.sequence, $1.isStop ? 1 : 0) }
            // Fire in order until one runs code of the app's, which may change what is due.
            for event in due {
                event.layer.lastEventTime = Swift.max(event.layer.lastEventTime, event.time)
                if fire(event) {
                    if event.isStop { observed += 1 }
                    break
                }
            }
        }
        FileHandle.standardError.write(Data("Designable: a render ran \(limit) animation callbacks; animations that restart themselves from their completions were stopped there.\n".utf8))
    }

    private struct Event {
        var layer: CALayer
        var animation: CAAnimation
        var time: Double
        var isStop: Bool
    }

    private static func events(of animation: CAAnimation, on layer: CALayer, upTo time: Double) -> [Event] {
        var out: [Event] = []
        let timing = animation.timing
        if !animation.didStart, let start = timing.startTime, let t = layer.clockTime(atLocalTime: start), t <= time {
            out.append(Event(layer: layer, animation: animation, time: t, isStop: false))
        }
        if !animation.didStop, let end = timing.endTime, let t = layer.clockTime(atLocalTime: end), t.isFinite, t <= time {
            out.append(Event(layer: layer, animation: animation, time: t, isStop: true))
        }
        return out
    }

    /// Runs one event; true when it ran code of the app's (a delegate or a completion).
    private static func fire(_ event: Event) -> Bool {
        let animation = event.animation
        return SnapshotClock.at(event.time) {
            if !event.isStop {
                guard !animation.didStart else { return false }
                animation.didStart = true
                guard let delegate = animation.delegate else { return false }
                delegate.animationDidStart(animation)
                return true
            }
            guard !animation.didStop else { return false }
            if !animation.didStart {
                animation.didStart = true
                animation.delegate?.animationDidStart(animation)
            }
            animation.didStop = true
            if animation.isRemovedOnCompletion {
                event.layer.animationEntries.removeAll { $0.animation === animation }
            }
            return tell(animation, finished: true)
        }
    }

    /// Tells the delegate and the completion groups that `animation` stopped.
    private static func tell(_ animation: CAAnimation, finished: Bool) -> Bool {
        let observed = animation.delegate != nil || !animation.completionGroups.isEmpty
        animation.delegate?.animationDidStop(animation, finished: finished)
        let groups = animation.completionGroups
        animation.completionGroups = []
        for group in groups { group.animationStopped(finished: finished) }
        return observed
    }
}

/// Walks a layer tree as the renderer draws it: each layer, its mask, its sublayers, and for a
/// view's layer, its subviews' layers.
enum LayerTree {
    static func forEach(_ layer: CALayer, _ body: (CALayer) -> Void) {
        body(layer)
        if let mask = layer.mask { forEach(mask, body) }
        for sublayer in layer.sublayers ?? [] { forEach(sublayer, body) }
        for subview in layer.owningView?.subviews ?? [] { forEach(subview.layer, body) }
    }
}
