import Foundation

/// Foundation's target-selector timers, which Swift on Linux lacks without an Objective-C
/// runtime; the selector is called through ``SelectorTable``.
///
/// Snapshot semantics: a render never runs the run loop, so a timer never fires during a
/// snapshot; a test that runs the run loop itself sees it fire as on iOS.
extension Timer {
    /// A timer that calls `aSelector` on `aTarget` every `ti` seconds (once unless it repeats),
    /// not yet scheduled. The method may take the timer as its argument.
    ///
    /// Differs from Foundation: `userInfo` is not kept (swift-corelibs-foundation's timers have
    /// no place for it); capture what the method needs in the target instead.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        let box = WeakTarget(aTarget as AnyObject)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in
            guard let target = box.target else { timer.invalidate(); return }
            ActionDispatch.send(aSelector, to: target, sender: timer)
        }
    }

    /// A timer as ``init(timeInterval:target:selector:userInfo:repeats:)``, scheduled on the
    /// current run loop in the default mode.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// A target held weakly by a timer's block, as a run loop's timer holds its target on iOS
/// (strongly there; weakly here, so a forgotten timer does not keep a view alive).
final class WeakTarget: @unchecked Sendable {
    weak var target: AnyObject?
    init(_ target: AnyObject) { self.target = target }
}
