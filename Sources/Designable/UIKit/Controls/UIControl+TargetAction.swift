import Foundation

/// UIKit's target-action registration on controls; see ``UIControl`` for how actions are sent.
extension UIControl {
    /// A control that sends `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Sends `action` to `target` (up the responder chain when `nil`) for `controlEvents`. The
    /// action may take no argument, the sender, or the sender and the event. Adding the same
    /// pair again adds the events to it.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let i = targetActions.firstIndex(where: { $0.action == action && matches($0, object) }) {
            targetActions[i].events.formUnion(controlEvents)
        } else {
            targetActions.append(ControlTargetAction(target: object, targetIsNil: object == nil, action: action, events: controlEvents))
        }
    }

    /// Stops sending `action` (any action when `nil`) to `target` (any target when `nil`) for
    /// `controlEvents`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for i in targetActions.indices where (object == nil || targetActions[i].target === object)
            && (action == nil || targetActions[i].action == action) {
            targetActions[i].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty || (!$0.targetIsNil && $0.target == nil) }
    }

    /// Every target with an action registered (`NSNull` standing for `nil`).
    public var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { entry -> AnyHashable? in
            if entry.targetIsNil { return AnyHashable(NSNull()) }
            guard let target = entry.target else { return nil }
            return (target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target))
        })
    }

    /// Every event some action is registered for.
    public var allControlEvents: Event {
        targetActions.reduce(into: Event()) { $0.formUnion($1.events) }.union(actionHandlers.reduce(into: Event()) { $0.formUnion($1.events) })
    }

    /// The names of the actions `target` receives for `controlEvent`; `nil` when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions.filter { matches($0, object) && !$0.events.intersection(controlEvent).isEmpty }.map { NSStringFromSelector($0.action) }
        return names.isEmpty ? nil : names
    }

    /// Runs `action` for `controlEvents`; an action with the same identifier replaces it.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        actionHandlers.removeAll { $0.action.identifier == action.identifier && $0.action !== action }
        if let i = actionHandlers.firstIndex(where: { $0.action === action }) {
            actionHandlers[i].events.formUnion(controlEvents)
        } else {
            actionHandlers.append((action, controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(where: { $0 === action }, for: controlEvents)
    }

    /// Stops running the action identified by `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(where: { $0.identifier == actionIdentifier }, for: controlEvents)
    }

    /// Calls `iterator` with every action and target-action pair and its events, as iOS 14's
    /// `enumerateEventHandlers`; setting the last argument to true stops.
    public func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in targetActions {
            iterator(nil, (entry.target, entry.action), entry.events, &stop)
            if stop { return }
        }
        for (action, events) in actionHandlers {
            iterator(action, nil, events, &stop)
            if stop { return }
        }
    }

    private func removeActions(where matches: (UIAction) -> Bool, for controlEvents: Event) {
        for i in actionHandlers.indices where matches(actionHandlers[i].action) { actionHandlers[i].events.subtract(controlEvents) }
        actionHandlers.removeAll { $0.events.isEmpty }
    }

    private func matches(_ entry: ControlTargetAction, _ object: AnyObject?) -> Bool {
        object == nil ? entry.targetIsNil : entry.target === object
    }
}
