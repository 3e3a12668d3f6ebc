import Foundation

/// The target-and-selector forms of making a timer, which Foundation on Linux lacks.
extension Timer {
    /// A timer that calls `aTarget`'s method for `aSelector` (through ``SelectorTable``), with
    /// the timer as its argument, as on iOS; add it to a run loop to start it.
    ///
    /// Differs from UIKit: `userInfo` is not kept. A snapshot never runs the run loop, so a
    /// timer never fires during a render.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        let target = TimerTarget(object: aTarget as AnyObject)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            SelectorTable.perform(aSelector, on: target.object, arguments: [timer])
        }
    }

    /// A timer as ``init(timeInterval:target:selector:userInfo:repeats:)`` makes, already
    /// scheduled on the current run loop.
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// A timer's target, held strongly as iOS holds it until the timer is invalidated.
private final class TimerTarget: @unchecked Sendable {
    let object: AnyObject
    init(object: AnyObject) { self.object = object }
}
