import Designable
import DesignableTesting
import Foundation
import XCTest

/// `UIView.animate` and `UIViewPropertyAnimator` with snapshot semantics: blocks apply at once,
/// their changes become Core Animation animations, completions run before the render returns.
final class ViewAnimationTests: XCTestCase {
    private func scene() -> (root: UIView, box: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .systemBlue
        root.addSubview(box)
        return (root, box)
    }

    func testABlockAppliesAtOnceAndItsCompletionRunsWhenARenderReachesItsEnd() throws {
        let (root, box) = scene()
        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: {
            box.center = CGPoint(x: 80, y: 20)
            box.alpha = 0.5
        }, completion: { finished = $0 })
        XCTAssertEqual(box.center, CGPoint(x: 80, y: 20), "the model changes at once")
        XCTAssertEqual(box.layer.animationKeys()?.sorted(), ["opacity", "position"])
        XCTAssertNil(finished, "nothing waits on a real clock, and no render has run yet")
        _ = try ViewRenderer.render(root, at: .milliseconds(100), scale: 1)
        XCTAssertNil(finished, "at 100 ms the animation is still running")
        _ = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(finished, true)
        XCTAssertNil(box.layer.animationKeys())
    }

    func testTheBlockAnimatesFromTheOldValueWithTheCurveDelayAndRepeatOptions() throws {
        let (_, box) = scene()
        UIView.animate(withDuration: 0.5, delay: 0.2, options: [.curveEaseIn, .repeat, .autoreverse]) {
            box.frame.origin.x = 60
        }
        let position = try XCTUnwrap(box.layer.animation(forKey: "position") as? CABasicAnimation)
        XCTAssertEqual((position.fromValue as? CGPoint)?.x, 10)
        XCTAssertEqual((position.toValue as? CGPoint)?.x, 70)
        XCTAssertEqual(position.duration, 0.5)
        XCTAssertEqual(position.beginTime, 0.2)
        XCTAssertEqual(position.fillMode, .backwards, "the old value shows during the delay")
        XCTAssertEqual(position.timingFunction, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(position.repeatCount, .infinity)
        XCTAssertTrue(position.autoreverses)
    }

    func testNoAnimationWithoutDurationOrWhenDisabledAndTheCompletionStillRuns() {
        let (_, box) = scene()
        var calls = 0
        UIView.animate(withDuration: 0, animations: { box.alpha = 0.2 }, completion: { _ in calls += 1 })
        XCTAssertNil(box.layer.animationKeys())
        XCTAssertEqual(calls, 1)
        UIView.animate(withDuration: 0.3) {
            UIView.performWithoutAnimation { box.backgroundColor = .systemRed }
        }
        XCTAssertNil(box.layer.animationKeys(), "performWithoutAnimation changes at once")
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        XCTAssertFalse(UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 0.3) { box.alpha = 1 }
        XCTAssertNil(box.layer.animationKeys())
    }

    func testASpringBlockBecomesASpringThatSettlesByItsDuration() throws {
        let (_, box) = scene()
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1, options: []) {
            box.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        let spring = try XCTUnwrap(box.layer.animation(forKey: "transform") as? CASpringAnimation)
        XCTAssertEqual(spring.initialVelocity, 1)
        XCTAssertLessThanOrEqual(spring.settlingDuration, 0.62)
        XCTAssertEqual(spring.damping / (2 * spring.stiffness.squareRoot()), 0.5, accuracy: 1e-9)
    }

    func testKeyframesHoldEachValueUntilTheirStart() throws {
        let (root, box) = scene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { box.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 1 }
        }
        let keyframes = try XCTUnwrap(box.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
        XCTAssertEqual(keyframes.keyTimes?.map(\.doubleValue), [0, 0.25, 0.5, 1])
        XCTAssertEqual(keyframes.values?.compactMap { ($0 as? NSNumber)?.doubleValue }, [1, 0, 0, 1])
        _ = root
        XCTAssertEqual(try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0.375)).opacity, 0, accuracy: 1e-6)
    }

    func testTransitionsChangeAtOnceAndCompleteAfterTheirDuration() throws {
        let (root, box) = scene()
        let replacement = UIView(frame: box.frame)
        var done = false
        UIView.transition(from: box, to: replacement, duration: 0.25, options: [.transitionCrossDissolve]) { _ in done = true }
        XCTAssertNil(box.superview)
        XCTAssertTrue(replacement.superview === root)
        XCTAssertEqual(root.layer.animationKeys(), ["transition"])
        _ = try ViewRenderer.render(root, scale: 1)
        XCTAssertTrue(done)
    }

    func testAPropertyAnimatorStartsPausesScrubsAndFinishesAtItsStart() throws {
        let (root, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 90 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        animator.fractionComplete = 0.5
        let scrubbed = try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 3))
        XCTAssertEqual(scrubbed.position.x, 50, accuracy: 1e-9, "paused at half, at any moment")
        _ = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(positions, [], "a paused animator never completes by itself")
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(box.center.x, 10, "finishing at the start puts the model back")
        XCTAssertEqual(positions, [.start])
        XCTAssertNil(box.layer.animationKeys())

        _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: {
            box.alpha = 0
        }, completion: { positions.append($0) })
        XCTAssertEqual(box.layer.animationKeys(), ["opacity"], "a running animator lives on without a reference")
        _ = try ViewRenderer.render(UIView(frame: .zero).withSubview(root), scale: 1)
        XCTAssertEqual(positions, [.start, .end])
    }

    /// An interactive transition's hand-over: scrubbed to half, then continued on a new curve
    /// for the rest, over the remaining time or a multiple of the original duration.
    func testAContinuedAnimatorRunsTheRestOnItsNewTiming() throws {
        func continued(factor: CGFloat) -> (UIView, UIViewPropertyAnimator, [UIViewAnimatingPosition]) {
            let (root, box) = scene()
            box.center.x = 10
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { box.center.x = 90 }
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            // Scrubbed linearly, as UIKit's animators are by default: half the way.
            let paused = SnapshotClockProbe.presentation(of: box.layer, at: 0)?.position.x ?? 0
            XCTAssertEqual(paused, 50, accuracy: 1e-6)
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: factor)
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9, "where it was continued")
            return (root, animator, positions)
        }
        let (remaining, _, _) = continued(factor: 0)
        let box = remaining.subviews[0]
        let start = try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0)).position.x
        let quarter = try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0.25))
        XCTAssertEqual(quarter.position.x, start + (90 - start) / 2, accuracy: 1e-6, "half of the remaining half second, linearly from where it paused")

        let (slow, animator, _) = continued(factor: 2)
        let from = try XCTUnwrap(SnapshotClockProbe.presentation(of: slow.subviews[0].layer, at: 0)).position.x
        let second = try XCTUnwrap(SnapshotClockProbe.presentation(of: slow.subviews[0].layer, at: 1))
        XCTAssertEqual(second.position.x, from + (90 - from) / 2, accuracy: 1e-6, "the rest takes twice the original second")
        XCTAssertEqual(animator.state, .active)
        let late = try XCTUnwrap(SnapshotClockProbe.presentation(of: slow.subviews[0].layer, at: 2.5))
        XCTAssertEqual(late.position.x, 90, accuracy: 1e-6)
    }

    func testAContinuedAnimatorCompletesAtItsEnd() throws {
        let (root, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.8
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertEqual(box.layer.animationKeys(), ["opacity"], "one animation per property, retimed in place")
        _ = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
    }

    func testAReversedAnimatorRunsBackFromWhereItIsAndCompletesAtTheStart() throws {
        let (root, box, animator, log) = mover(.linear)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        XCTAssertFalse(animator.isRunning, "a paused animator stays paused when turned around")
        XCTAssertEqual(box.center.x, 10, "the model is where it now goes")
        XCTAssertEqual(try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0.4)).position.x, 50, accuracy: 1e-6)
        animator.startAnimation()
        XCTAssertEqual(try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0.25)).position.x, 30, accuracy: 1e-6,
                       "half of the way back, halfway through the half second back")
        root.addSubview(box)
        _ = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(log.positions, [.start])
    }

    func testAnAnimatorThatPausesOnCompletionWaitsAtItsEnd() throws {
        let (root, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { box.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        _ = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(positions, [], "it pauses at its end instead of completing")
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        animator.isReversed = true
        animator.pausesOnCompletion = false
        animator.startAnimation()
        _ = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(box.alpha, 1, "run back to the start")
    }

    /// Runs `body` while the snapshot clock reads `seconds`, as code in a completion or a
    /// display link callback would.
    private func atMoment(_ seconds: Double, _ body: @escaping () -> Void) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        host.layer.addSublayer(PresentationProbe(body))
        _ = try? ViewRenderer.render(host, at: .milliseconds(Int64((seconds * 1000).rounded())), scale: 1)
    }

    /// What an animator's completions report.
    private final class PositionLog {
        var positions: [UIViewAnimatingPosition] = []
    }

    /// A box at x = 10 that an animator on `curve` moves to x = 90 in a second, and the log of
    /// the positions its completions report.
    private func mover(_ curve: UIView.AnimationCurve) -> (root: UIView, box: UIView, animator: UIViewPropertyAnimator, log: PositionLog) {
        let (root, box) = scene()
        box.center.x = 10
        let animator = UIViewPropertyAnimator(duration: 1, curve: curve) { box.center.x = 90 }
        let log = PositionLog()
        animator.addCompletion { log.positions.append($0) }
        return (root, box, animator, log)
    }

    private func x(of box: UIView, at seconds: Double) throws -> CGFloat {
        try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: seconds)).position.x
    }

    func testAnAnimatorPausedAtItsEndStillScrubsAndRunsOnToComplete() throws {
        let (root, box, animator, log) = mover(.linear)
        animator.pausesOnCompletion = true
        animator.startAnimation()
        _ = try ViewRenderer.render(root, at: .milliseconds(1000), scale: 1)
        XCTAssertEqual(log.positions, [], "paused at its end")
        animator.fractionComplete = 0.3
        XCTAssertEqual(try x(of: box, at: 1), 34, accuracy: 1e-6, "scrubbing back from the end moves the box")
        atMoment(1) {
            animator.pausesOnCompletion = false
            animator.startAnimation()
        }
        XCTAssertEqual(try x(of: box, at: 1.35), 62, accuracy: 1e-6, "runs on from where it was scrubbed to")
        _ = try ViewRenderer.render(root, at: .milliseconds(1800), scale: 1)
        XCTAssertEqual(log.positions, [.end], "and completes at its end")
        XCTAssertEqual(animator.state, .inactive)
    }

    func testAnAnimatorPausedAtItsStartAndReversedStaysPaused() throws {
        let (root, _, animator, log) = mover(.linear)
        animator.pauseAnimation()
        animator.isReversed = true
        _ = try ViewRenderer.render(root, at: .milliseconds(500), scale: 1)
        XCTAssertEqual(log.positions, [], "reversing a paused animator does not run it")
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
    }

    func testAnAnimatorScrubsTheWholeWayAfterBeingContinued() throws {
        let (_, box, animator, _) = mover(.linear)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        animator.pauseAnimation()
        animator.fractionComplete = 0.2
        XCTAssertEqual(try x(of: box, at: 0), 26, accuracy: 1e-6, "grabbed again, it goes back below where it was continued")
    }

    func testAPausedAnimatorScrubsLinearlyUnlessToldOtherwiseAndRunsOnItsCurve() throws {
        let (_, box, animator, _) = mover(.easeIn)
        XCTAssertTrue(animator.scrubsLinearly, "UIKit's default")
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        XCTAssertEqual(try x(of: box, at: 0), 50, accuracy: 1e-6, "paused at half: half the way, whatever the curve")
        animator.scrubsLinearly = false
        XCTAssertEqual(try x(of: box, at: 0), 10 + 80 * CubicBezierReference.easeIn(0.5), accuracy: 1e-6,
                       "without linear scrubbing, the ease-in curve at half the time")
        animator.scrubsLinearly = true
        animator.startAnimation()
        XCTAssertEqual(try x(of: box, at: 0.25), 10 + 80 * CubicBezierReference.easeIn(0.75), accuracy: 1e-6,
                       "running again, the curve applies: a quarter second on, three quarters of the time")
    }

    func testReversingARunningAnimatorRetracesItsCurve() throws {
        let (root, box, animator, log) = mover(.easeIn)
        animator.startAnimation()
        atMoment(0.5) { animator.isReversed = true }
        XCTAssertEqual(box.center.x, 10, "the model goes where the animation now goes")
        let expected = 10 + 80 * CubicBezierReference.easeIn(0.25)
        // A new ease-in from where it turned would be somewhere else entirely.
        let shown = 10 + 80 * CubicBezierReference.easeIn(0.5)
        XCTAssertGreaterThan(abs(shown + (10 - shown) * CubicBezierReference.easeIn(0.5) - expected), 5)
        XCTAssertEqual(try x(of: box, at: 0.75), expected, accuracy: 1e-6, "a quarter second back: where it was at 0.25 s")
        root.addSubview(box)
        _ = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(log.positions, [.start])
    }

    func testContinuingWithoutNewTimingRunsOnAlongTheSameCurve() throws {
        let (_, box, animator, _) = mover(.easeIn)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        // The remaining half of the fraction over two seconds: a second on, three quarters.
        XCTAssertEqual(try x(of: box, at: 1), 10 + 80 * CubicBezierReference.easeIn(0.75), accuracy: 1e-6)
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9, "outside a render, the clock reads 0")
    }

    func testADelayedBlockRunsTheCurveOverItsOwnTime() throws {
        let (_, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
        animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        XCTAssertEqual(try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0.4)).opacity, 1, accuracy: 1e-6)
        XCTAssertEqual(Double(try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0.75)).opacity),
                       1 - CubicBezierReference.easeIn(0.5), accuracy: 1e-6, "half of its own half second, eased")
    }

    func testABlockAddedToARunningAnimatorWaitsItsFactorOfTheRemainingTime() throws {
        let (root, box, animator, log) = mover(.easeIn)
        animator.startAnimation()
        // Halfway, with half a second left: a factor of 0.5 waits a quarter second.
        atMoment(0.5) { animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5) }
        XCTAssertEqual(try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0.7)).opacity, 1, accuracy: 1e-6,
                       "measured against the whole second, it would have started at 0.5 s")
        let late = try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0.875))
        XCTAssertEqual(Double(late.opacity), 1 - CubicBezierReference.easeIn(0.5), accuracy: 1e-6, "halfway through its quarter second")
        XCTAssertEqual(Double(late.position.x), 10 + 80 * CubicBezierReference.easeIn(0.875), accuracy: 1e-6,
                       "the first block runs on undisturbed")
        root.addSubview(box)
        _ = try ViewRenderer.render(root, scale: 1)
        XCTAssertEqual(log.positions, [.end])
        XCTAssertEqual(box.alpha, 0)
    }

    func testABlockWithADelayFactorStartsThatFarIn() throws {
        let (_, box) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        XCTAssertEqual(try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0.25)).opacity, 1, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(SnapshotClockProbe.presentation(of: box.layer, at: 0.75)).opacity, 0.5, accuracy: 1e-3)
    }
}

private extension UIView {
    func withSubview(_ view: UIView) -> UIView {
        frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        addSubview(view)
        return self
    }
}
