import Foundation

/// The selector form of observing notifications, which Foundation on Linux lacks.
extension NotificationCenter {
    /// Calls `observer`'s method for `aSelector` (through ``SelectorTable``) with each
    /// notification called `aName` from `anObject`, as `addObserver(_:selector:name:object:)`
    /// does on iOS. The observer is held weakly.
    ///
    /// Differs from UIKit: `removeObserver(observer)` does not remove what this added, since
    /// Foundation on Linux keeps its own list; the observation ends when the observer is
    /// deallocated.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let observation = SelectorObservation(target: observer as AnyObject, selector: aSelector)
        observation.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self] notification in
            guard let target = observation.target else {
                if let token = observation.token { self?.removeObserver(token) }
                return
            }
            SelectorTable.perform(observation.selector, on: target, arguments: [notification])
        }
    }
}

/// One selector observation: its observer, held weakly, and the token that removes it.
private final class SelectorObservation: @unchecked Sendable {
    weak var target: AnyObject?
    let selector: Selector
    var token: NSObjectProtocol?

    init(target: AnyObject, selector: Selector) {
        self.target = target
        self.selector = selector
    }
}
