import DesignableTesting
import Foundation
@testable import Designable
import XCTest

/// Core Foundation's run-loop timers, as animated buttons schedule their steps with them:
/// bridged to `Timer`, never fired by a render, fired by a test that runs the run loop.
final class RunLoopTimerTests: XCTestCase {
    /// The helper of submit-transition buttons: a CF timer returned as a `Timer`.
    static func schedule(delay: TimeInterval, handler: ((Timer?) -> Void)!) -> Timer! {
        let fireDate = delay + CFAbsoluteTimeGetCurrent()
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, fireDate, 0, 0, 0, handler)
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)
        return timer
    }

    func testATimerFiresWhenTheRunLoopRunsAndNotBefore() {
        var fired: [Timer?] = []
        let timer = Self.schedule(delay: -1) { fired.append($0) }
        XCTAssertTrue(fired.isEmpty, "nothing fires until the run loop runs")
        XCTAssertTrue(CFRunLoopTimerIsValid(timer!))
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(fired.count, 1)
        XCTAssertTrue(fired.first! === timer, "the handler gets the timer itself")
        XCTAssertFalse(timer!.isValid, "a timer without an interval fires once")
    }

    func testARepeatingTimerCanBeRemoved() {
        var count = 0
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() - 1, 3600, 0, 0) { _ in count += 1 }
        CFRunLoopAddTimer(CFRunLoopGetMain(), timer, kCFRunLoopDefaultMode)
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(count, 1)
        XCTAssertTrue(timer.isValid, "a repeating timer stays scheduled")
        CFRunLoopRemoveTimer(CFRunLoopGetMain(), timer, kCFRunLoopDefaultMode)
        XCTAssertFalse(timer.isValid)
        XCTAssertEqual(CFAbsoluteTimeGetCurrent(), Date().timeIntervalSinceReferenceDate, accuracy: 1)
    }

    /// A view that turns red one step later: the snapshot shows it as it is, as a render never
    /// runs the run loop.
    func testARenderDoesNotFireTimers() throws {
        final class Delayed: UIView {
            var timer: Timer?
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                timer = RunLoopTimerTests.schedule(delay: -1) { [weak self] _ in self?.backgroundColor = .red }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let view = Delayed(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        let bitmap = try ViewRenderer.render(view, scale: 1)
        XCTAssertEqual(bitmap.pixel(x: 1, y: 1)?.g, 255, "still white")
        view.timer?.invalidate()
    }

    func testTransitioningDelegatesDefaultToUIKitsTransition() {
        final class SubmitButton: UIButton, UIViewControllerTransitioningDelegate {}
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                transitionContext.view(forKey: .to)?.alpha = 1
                transitionContext.completeTransition(true)
            }
        }
        final class Context: NSObject, UIViewControllerContextTransitioning {
            let containerView = UIView()
            let to = UIView()
            var completed: Bool?
            var isAnimated: Bool { true }
            func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
            func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .to ? to : nil }
            func finalFrame(for vc: UIViewController) -> CGRect { .zero }
            func completeTransition(_ didComplete: Bool) { completed = didComplete }
        }
        let button = SubmitButton(frame: .zero)
        let controller = UIViewController()
        controller.transitioningDelegate = button
        XCTAssertNil(controller.transitioningDelegate?.animationController(forDismissed: controller), "UIKit's own transition")
        let context = Context()
        context.to.alpha = 0
        let fade = Fade()
        fade.animateTransition(using: context)
        XCTAssertEqual(context.to.alpha, 1)
        XCTAssertEqual(context.completed, true)
        XCTAssertEqual(fade.transitionDuration(using: nil), 0.3)
    }
}
