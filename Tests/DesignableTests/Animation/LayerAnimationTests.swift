import Designable
import DesignableTesting
import Foundation
import XCTest

/// Core Animation's animation API and its snapshot semantics: the model renders, callbacks run
/// in time order before the render returns, and moments evaluate the animations.
final class LayerAnimationTests: XCTestCase {
    /// Records what an animation delegate hears, with the snapshot clock's time.
    final class Listener: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) {
            log.append("start \(anim.value(forKey: "name") ?? "?") at \(Int((CACurrentMediaTime() * 1000).rounded()))")
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            log.append("stop \(anim.value(forKey: "name") ?? "?") \(flag) at \(Int((CACurrentMediaTime() * 1000).rounded()))")
        }
    }

    private func host(_ layer: CALayer) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.addSublayer(layer)
        return view
    }

    private func fade(_ name: String, duration: Double = 0.3, begin: Double = 0) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.toValue = 1
        a.duration = duration
        a.beginTime = begin
        a.setValue(name, forKey: "name")
        return a
    }

    func testALayerKeepsACopyUnderItsKeyAndReplacingItInterruptsTheOld() throws {
        let layer = CALayer()
        let view = host(layer)
        let listener = Listener()
        let first = fade("first")
        first.delegate = listener
        layer.add(first, forKey: "fade")
        first.duration = 9
        XCTAssertEqual(layer.animation(forKey: "fade")?.duration, 0.3, "the layer holds a copy made when it was added")
        XCTAssertFalse(layer.animation(forKey: "fade") === first)
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        layer.add(fade("second"), forKey: "fade")
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        _ = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(listener.log, ["stop first false at 0"], "the replaced animation hears it did not finish, at the next render")
        layer.add(fade("third"), forKey: "other")
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
    }

    func testTheModelRenderRunsCallbacksInTimeOrderThenRemovesFinishedAnimations() throws {
        let layer = CALayer()
        let view = host(layer)
        let listener = Listener()
        let late = fade("late", duration: 0.2, begin: 0.5)
        late.delegate = listener
        let early = fade("early", duration: 0.3)
        early.delegate = listener
        let kept = fade("kept", duration: 0.1)
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        layer.add(late, forKey: "late")
        layer.add(early, forKey: "early")
        layer.add(kept, forKey: "kept")
        _ = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(listener.log, ["start early at 0", "stop early true at 300", "start late at 500", "stop late true at 700"])
        XCTAssertEqual(layer.animationKeys(), ["kept"], "only the animation that is not removed on completion stays")
    }

    func testMomentsRunOnlyTheCallbacksDueAndTimeOnlyMovesForward() throws {
        let layer = CALayer()
        let view = host(layer)
        let listener = Listener()
        let a = fade("a", duration: 0.4)
        a.delegate = listener
        layer.add(a, forKey: "a")
        _ = try ViewRenderer.render(view, at: .milliseconds(200), scale: 1)
        XCTAssertEqual(listener.log, ["start a at 0"])
        _ = try ViewRenderer.render(view, at: .milliseconds(400), scale: 1)
        XCTAssertEqual(listener.log, ["start a at 0", "stop a true at 400"])
        XCTAssertThrowsError(try ViewRenderer.render(view, at: .milliseconds(100), scale: 1)) { error in
            XCTAssertEqual(error as? ViewRenderError, .momentPassed(requested: 0.1, reached: 0.4))
            XCTAssertTrue("\(error)".contains("only moves forward"), "\(error)")
        }
        XCTAssertThrowsError(try ViewRenderer.render(view, at: .milliseconds(-5), scale: 1))
    }

    func testACompletionThatRestartsItsAnimationStopsAtTheCallbackLimit() throws {
        final class Pulse: CAAnimationDelegate {
            var count = 0
            weak var layer: CALayer?
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                count += 1
                let next = CABasicAnimation(keyPath: "opacity")
                next.duration = 0.1
                next.delegate = self
                layer?.add(next, forKey: "pulse")
            }
        }
        let layer = CALayer()
        let view = host(layer)
        let pulse = Pulse()
        pulse.layer = layer
        let first = CABasicAnimation(keyPath: "opacity")
        first.duration = 0.1
        first.delegate = pulse
        layer.add(first, forKey: "pulse")
        _ = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(pulse.count, 1_000, "the render gives up after a thousand callbacks instead of hanging")
    }

    func testTimingFunctionsFillModesRepeatsAndAutoreverse() throws {
        func opacity(_ configure: (CABasicAnimation) -> Void, at t: Double) throws -> Float {
            let layer = CALayer()
            layer.opacity = 0.25
            let a = fade("x", duration: 1)
            configure(a)
            layer.add(a, forKey: "x")
            return try XCTUnwrap(SnapshotClockProbe.presentation(of: layer, at: t)).opacity
        }
        XCTAssertEqual(try opacity({ _ in }, at: 0.5), 0.5)
        XCTAssertEqual(try opacity({ $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }, at: 0.5), 0.3153, accuracy: 1e-3)
        XCTAssertEqual(try opacity({ $0.beginTime = 1 }, at: 0.5), 0.25, "before it begins, the model shows")
        XCTAssertEqual(try opacity({ $0.beginTime = 1; $0.fillMode = .backwards }, at: 0.5), 0, "backwards fill shows the start")
        XCTAssertEqual(try opacity({ $0.repeatCount = 2 }, at: 1.25), 0.25, accuracy: 1e-6)
        XCTAssertEqual(try opacity({ $0.autoreverses = true }, at: 1.5), 0.5, accuracy: 1e-6)
        XCTAssertEqual(try opacity({ $0.speed = 2 }, at: 0.25), 0.5, accuracy: 1e-6)
        XCTAssertEqual(try opacity({ $0.speed = 0; $0.timeOffset = 0.75 }, at: 5), 0.75, accuracy: 1e-6, "a paused animation holds its offset")
        XCTAssertEqual(try opacity({ $0.isAdditive = true; $0.fromValue = 0; $0.toValue = 0.5 }, at: 1.0), 0.25, "ended, removed: the model")
        XCTAssertEqual(try opacity({ $0.isAdditive = true; $0.fromValue = 0; $0.toValue = 0.5 }, at: 0.5), 0.5, accuracy: 1e-6)
    }

    func testKeyframesGroupsSpringsAndByValues() throws {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        keyframes.values = [0, 100, 40]
        keyframes.keyTimes = [0, 0.8, 1]
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.byValue = 30
        let group = CAAnimationGroup()
        group.animations = [keyframes, grow]
        group.duration = 1
        keyframes.duration = 1
        grow.duration = 1
        layer.add(group, forKey: "group")
        let p = try XCTUnwrap(SnapshotClockProbe.presentation(of: layer, at: 0.4))
        XCTAssertEqual(p.position.x, 50, accuracy: 1e-9, "half of the first segment, which lasts 0.8 s")
        XCTAssertEqual(p.bounds.width, 12, accuracy: 1e-9, "0 + 30 × 0.4")

        let spring = CASpringAnimation(keyPath: "opacity")
        spring.fromValue = 0
        spring.toValue = 1
        spring.damping = 5
        spring.duration = spring.settlingDuration
        XCTAssertGreaterThan(spring.settlingDuration, 1)
        let springy = CALayer()
        springy.add(spring, forKey: "s")
        let overshoot = try XCTUnwrap(SnapshotClockProbe.presentation(of: springy, at: 0.3)).opacity
        XCTAssertGreaterThan(overshoot, 1, "an underdamped spring overshoots")
    }

    func testATransactionCompletionWaitsForItsAnimations() throws {
        let layer = CALayer()
        let view = host(layer)
        var done: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.7)
        XCTAssertEqual(CATransaction.animationDuration(), 0.7)
        CATransaction.setDisableActions(true)
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.setCompletionBlock { done.append("animations") }
        layer.add(fade("x"), forKey: "x")
        CATransaction.commit()
        XCTAssertEqual(done, [])
        CATransaction.begin()
        CATransaction.setCompletionBlock { done.append("nothing") }
        CATransaction.commit()
        XCTAssertEqual(done, ["nothing"], "a transaction with no animations completes at commit")
        _ = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(done, ["nothing", "animations"])
    }

    func testAPausedLayerShowsItsTimeOffset() throws {
        let layer = CALayer()
        layer.add(fade("x", duration: 1), forKey: "x")
        layer.speed = 0
        layer.timeOffset = 0.2
        XCTAssertEqual(try XCTUnwrap(SnapshotClockProbe.presentation(of: layer, at: 3)).opacity, 0.2, accuracy: 1e-6)
        XCTAssertEqual(layer.convertTime(3, from: nil), 0.2)
    }

    func testPresentationAndModel() {
        let layer = CAShapeLayer()
        layer.strokeEnd = 0.9
        let p = layer.presentation()
        XCTAssertEqual(p?.strokeEnd, 0.9)
        XCTAssertTrue(p?.model() === layer)
        XCTAssertTrue(layer.model() === layer)
        XCTAssertEqual(CACurrentMediaTime(), 0, "outside a render the snapshot clock reads 0")
    }
}
