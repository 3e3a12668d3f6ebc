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
            // Half of the time on the ease-in curve: well short of half the way.
            let paused = SnapshotClockProbe.presentation(of: box.layer, at: 0)?.position.x ?? 0
            XCTAssertEqual(paused, 10 + 80 * 0.3153, accuracy: 0.5)
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
        let (root, box) = scene()
        box.center.x = 10
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 90 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
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
        XCTAssertEqual(positions, [.start])
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
