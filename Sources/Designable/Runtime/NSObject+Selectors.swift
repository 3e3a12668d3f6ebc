import Foundation
import Locking

/// `responds(to:)` and `forwardingTarget(for:)`, which iOS declares on `NSObjectProtocol` and
/// `NSObject`: every object that adopts `NSObjectProtocol` has them here, so a delegate held as
/// `NSObjectProtocol` answers as on iOS.
///
/// Swift on Linux cannot override a member of an extension, and Foundation's `NSObject` has
/// neither, so ``UIResponder`` declares both in its class body, and views and view controllers
/// override them as on iOS (`override func responds(to aSelector: Selector!) -> Bool`). A
/// direct `NSObject` subclass (a weak proxy that forwards to its target) declares them as its
/// own: the `UIKitSources` plugin drops that `override`, and its `super.responds(to:)` reaches
/// these. A call through an `NSObject` reaches a responder's override, not a proxy's.
extension NSObjectProtocol {
    /// Whether the object has a method for `aSelector`: a responder's own answer (which a
    /// subclass may override), otherwise the methods ``SelectorTable`` knows.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        if let responder = self as? UIResponder { return responder.responds(to: aSelector) }
        return SelectorTable.responds(self, to: aSelector)
    }

    /// The object an unrecognised selector is sent on to: a responder's own answer, else none,
    /// as `NSObject`'s.
    public func forwardingTarget(for aSelector: Selector!) -> Any? {
        (self as? UIResponder)?.forwardingTarget(for: aSelector)
    }
}

/// The selector methods every `NSObject` has on iOS, answered from ``SelectorTable``.
///
/// Differs from UIKit: only methods the `UIKitSources` plugin (or your code) registered are
/// known, since Linux has no Objective-C runtime to list a class's methods.
extension NSObject {

    /// Calls the method for `aSelector` with no arguments; an object it returns comes back
    /// unretained, as on iOS, and stays alive until 64 later performs have returned objects. Calling a selector the object has no method for stops the program
    /// with the Objective-C runtime's message, as iOS raises.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        performRegistered(aSelector, [])
    }

    /// Calls the method for `aSelector` with one argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performRegistered(aSelector, [object])
    }

    /// Calls the method for `aSelector` with two arguments.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        performRegistered(aSelector, [object1, object2])
    }

    /// Schedules the method for `aSelector` on the current run loop after `delay` seconds.
    ///
    /// Snapshot semantics: a render never runs the run loop, so a delayed perform does not fire
    /// during a snapshot; a test that runs the run loop itself sees it fire as on iOS.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let request = DelayedPerform(target: self, selector: aSelector, argument: anArgument)
        let timer = Timer(timeInterval: max(0, delay), repeats: false) { _ in
            DelayedPerform.pending.withLock { $0.removeAll { $0 === request } }
            _ = request.target?.performRegistered(request.selector, [request.argument])
        }
        request.timer = timer
        DelayedPerform.pending.withLock { $0.append(request) }
        RunLoop.current.add(timer, forMode: .default)
    }

    /// Cancels every delayed perform scheduled on `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerform.cancel { $0.target === aTarget as AnyObject }
    }

    /// Cancels the delayed performs of `aSelector` on `aTarget` with an argument equal to `anArgument`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerform.cancel { request in
            request.target === aTarget as AnyObject && request.selector == aSelector
                && (request.argument as AnyObject?) === (anArgument as AnyObject?)
        }
    }

    private func performRegistered(_ selector: Selector?, _ arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let selector, let result = SelectorTable.perform(selector, on: self, arguments: arguments) else {
            fatalError("-[\(type(of: self)) \(selector?.description ?? "(null)")]: unrecognized selector sent to instance "
                       + "(no method registered for it in SelectorTable; the UIKitSources plugin registers @objc and #selector methods)")
        }
        guard let object = result.map({ $0 as AnyObject }) else { return nil }
        ReturnedObjects.keep(object)
        return Unmanaged.passUnretained(object)
    }
}

/// What stands in for the autorelease pool: iOS returns `perform`'s object autoreleased, valid
/// until the pool drains; here the last 64 returned objects are kept alive, so the caller's
/// `takeUnretainedValue()` finds its object.
private enum ReturnedObjects {
    private static let recent = Locked<[AnyObject]>([])

    static func keep(_ object: AnyObject) {
        recent.withLock { list in
            list.append(object)
            if list.count > 64 { list.removeFirst(list.count - 64) }
        }
    }
}

/// A `perform(_:with:afterDelay:)` waiting for its timer.
private final class DelayedPerform: @unchecked Sendable {
    static let pending = Locked<[DelayedPerform]>([])

    weak var target: NSObject?
    let selector: Selector
    let argument: Any?
    var timer: Timer?

    init(target: NSObject, selector: Selector, argument: Any?) {
        self.target = target
        self.selector = selector
        self.argument = argument
    }

    static func cancel(where matches: (DelayedPerform) -> Bool) {
        let cancelled = pending.withLock { list in
            let gone = list.filter(matches)
            list.removeAll(where: matches)
            return gone
        }
        for request in cancelled { request.timer?.invalidate() }
    }
}
