import Foundation

/// One simulated touch sequence delivered the way UIKit delivers touches: hit-testing from the
/// root, the gesture recognizers of the hit view and its ancestors first, then the views
/// themselves, until a recognizer that cancels touches in views recognizes.
final class TouchSession {
    let root: UIView
    let event = UIEvent()
    /// The recognizers that received a touch of this simulation, in the order they first did.
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// Whether a recognizer took the touches away from the views.
    private var viewTouchesCancelled = false
    /// Recognizers that began or were recognized in the current sequence.
    private var active: [UIGestureRecognizer] = []
    /// For each view that is not `isMultipleTouchEnabled`, the one touch it is given.
    private var onlyTouch: [ObjectIdentifier: UITouch] = [:]

    init(root: UIView) { self.root = root }

    // MARK: Phases

    /// Fingers touch down at `points` (root coordinates) at `time`.
    func began(_ points: [CGPoint], time: TimeInterval, tapCount: Int) -> [UITouch] {
        event.timestamp = time
        var touches: [UITouch] = []
        for point in points {
            let touch = UITouch()
            touch.root = root
            touch.rootLocation = point
            touch.previousRootLocation = point
            touch.timestamp = time
            touch.tapCount = tapCount
            touch.phase = .began
            touch.view = root.hitTest(point, with: event)
            // An exclusive view takes no touch while another view has one, and keeps other views
            // from getting one while it has one: the touch goes nowhere, as in UIKit (it stays
            // in the list so the simulation's fingers keep their order).
            if let view = touch.view {
                let others = (event.touchList + touches).compactMap(\.view).filter { $0 !== view }
                if !others.isEmpty, view.isExclusiveTouch || others.contains(where: \.isExclusiveTouch) {
                    touch.view = nil
                } else if !view.isMultipleTouchEnabled, onlyTouch[ObjectIdentifier(view)] == nil {
                    onlyTouch[ObjectIdentifier(view)] = touch
                }
            }
            var receivers: [UIGestureRecognizer] = []
            var v = touch.view
            while let view = v {
                for r in view.interaction.gestureRecognizers where r.isEnabled && r.state != .failed {
                    if OptionalRequirement.outside({ r.delegate?.gestureRecognizer(r, shouldReceive: touch) }) == false { continue }
                    receivers.append(r)
                }
                v = view.superview
            }
            touch.gestureRecognizers = receivers
            for r in receivers {
                r.session = self
                r.trackedTouches.append(touch)
                if !recognizers.contains(where: { $0 === r }) { recognizers.append(r) }
            }
            touches.append(touch)
        }
        event.touchList += touches
        deliver(touches, phase: .began)
        return touches
    }

    /// The touches move to `points` (root coordinates, one per touch) at `time`.
    func moved(_ touches: [UITouch], to points: [CGPoint], time: TimeInterval) {
        event.timestamp = time
        for (touch, point) in zip(touches, points) {
            touch.previousRootLocation = touch.rootLocation
            touch.rootLocation = point
            touch.timestamp = time
            touch.phase = point == touch.previousRootLocation ? .stationary : .moved
        }
        deliver(touches, phase: .moved)
    }

    /// The touches lift at `time`; when none are left down, the sequence is over.
    func ended(_ touches: [UITouch], time: TimeInterval) {
        event.timestamp = time
        for touch in touches {
            touch.previousRootLocation = touch.rootLocation
            touch.timestamp = time
            touch.phase = .ended
        }
        deliver(touches, phase: .ended)
        event.touchList.removeAll { t in touches.contains { $0 === t } }
        if event.touchList.isEmpty { sequenceEnded() }
    }

    /// The simulation is over: recognizers still waiting (a tap recognizer waiting for a second
    /// tap) fail, as they would once their time ran out, and every recognizer is reset.
    func finish() {
        // Those not waiting on another first, so that the ones waiting for them may go ahead.
        for r in recognizers where r.state == .possible && r.pendingState == nil { request(r, .failed) }
        for r in recognizers where r.state == .possible { request(r, .failed) }
        for r in recognizers {
            r.resetToPossible()
            r.session = nil
        }
    }

    private func sequenceEnded() {
        for r in recognizers {
            if r.state == .ended || r.state == .cancelled || r.state == .failed {
                r.resetToPossible()
            } else {
                // A recognizer waiting for more (a second tap) follows only the touches to come.
                r.trackedTouches.removeAll()
            }
        }
        active.removeAll()
        onlyTouch.removeAll()
        viewTouchesCancelled = false
    }

    // MARK: Delivery

    private enum Phase { case began, moved, ended }

    private func deliver(_ touches: [UITouch], phase: Phase) {
        for r in recognizers where r.isEnabled {
            let mine = Set(touches.filter { t in r.trackedTouches.contains { $0 === t } })
            guard !mine.isEmpty, r.state == .possible || r.state == .began || r.state == .changed else { continue }
            switch phase {
            case .began: r.touchesBegan(mine, with: event)
            case .moved: r.touchesMoved(mine, with: event)
            case .ended: r.touchesEnded(mine, with: event)
            }
        }
        guard !viewTouchesCancelled else { return }
        for (view, set) in byView(touches) {
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            }
        }
    }

    /// The touches each view is given: all that landed on it, or only its first when it is not
    /// `isMultipleTouchEnabled` (its gesture recognizers still see every one).
    private func byView(_ touches: [UITouch]) -> [(UIView, Set<UITouch>)] {
        var out: [(UIView, Set<UITouch>)] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            if !view.isMultipleTouchEnabled, let only = onlyTouch[ObjectIdentifier(view)], only !== touch { continue }
            if let i = out.firstIndex(where: { $0.0 === view }) { out[i].1.insert(touch) } else { out.append((view, [touch])) }
        }
        return out
    }

    /// Takes the touches away from the views once a recognizer that cancels them recognizes.
    private func cancelViewTouches() {
        guard !viewTouchesCancelled else { return }
        viewTouchesCancelled = true
        for touch in event.touchList { touch.phase = .cancelled }
        for (view, set) in byView(event.touchList) { view.touchesCancelled(set, with: event) }
    }

    // MARK: Arbitration

    /// Decides whether `r` may move to `newState`, as UIKit's gesture arbitration does.
    func request(_ r: UIGestureRecognizer, _ newState: UIGestureRecognizer.State) {
        let old = r.state
        if old == .possible && (newState == .began || newState == .ended) {
            if OptionalRequirement.outside({ r.delegate?.gestureRecognizerShouldBegin(r) }) == false || r.view?.gestureRecognizerShouldBegin(r) == false {
                fail(r)
                return
            }
            if active.contains(where: { o in o !== r && !simultaneous(r, o) && o.canPrevent(r) && r.canBePrevented(by: o) }) {
                fail(r)
                return
            }
            if requirements(of: r).contains(where: { $0.state == .possible }) {
                r.pendingState = newState
                return
            }
            if requirements(of: r).contains(where: { $0.state == .began || $0.state == .changed || $0.state == .ended }) {
                fail(r)
                return
            }
            r.pendingState = nil
            active.append(r)
            r.applyState(newState)
            for o in recognizers where o !== r && o.state == .possible {
                if requirements(of: o).contains(where: { $0 === r }) || (!simultaneous(r, o) && r.canPrevent(o) && o.canBePrevented(by: r)) {
                    fail(o)
                }
            }
            if r.cancelsTouchesInView { cancelViewTouches() }
            return
        }
        if newState == .failed {
            fail(r)
            return
        }
        r.applyState(newState)
    }

    private func fail(_ r: UIGestureRecognizer) {
        r.pendingState = nil
        r.applyState(.failed)
        // Recognizers waiting for this one may go ahead now.
        for w in recognizers where w !== r && w.state == .possible {
            guard let pending = w.pendingState, requirements(of: w).contains(where: { $0 === r }) else { continue }
            request(w, pending)
        }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        OptionalRequirement.outside({ a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) }) == true
            || OptionalRequirement.outside({ b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) }) == true
    }

    private func requirements(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var out = r.failureRequirements.compactMap(\.recognizer)
        for o in recognizers where o !== r && !out.contains(where: { $0 === o }) {
            if r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r)
                || OptionalRequirement.outside({ r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) }) == true
                || OptionalRequirement.outside({ o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) }) == true {
                out.append(o)
            }
        }
        return out
    }
}

/// Routes a recognizer's state change through the touch sequence in progress, if any; outside
/// one (a recognizer driven directly by a test), the state changes as asked.
enum GestureArbiter {
    static func request(_ r: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        if let session = r.session { session.request(r, state) } else { r.applyState(state) }
    }
}
