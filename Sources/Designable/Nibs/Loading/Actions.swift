import Foundation
import InterfaceBuilder

extension NibDecoder {
    /// Adds each `<action>` of a control as a target-action pair, as UIKit's nib loading does
    /// with `addTarget(_:action:for:)`: the destination object as target, or `nil` (the
    /// responder chain) when the destination is the First Responder placeholder.
    ///
    /// UIKit checks nothing here and raises "unrecognized selector" only when the action is sent.
    /// A target of a registered class that has no method for the selector is reported now
    /// instead, as a warning, so the mistake shows at the line of the document that makes it.
    /// Actions to File's Owner are skipped quietly when no owner was given, as outlets are, and
    /// targets of unregistered classes are not checked, as nothing is known of their methods.
    func connectActions(of object: IBObject) {
        let actions = object.actions
        guard !actions.isEmpty, let source = objects[object.id] else { return }
        let name = className(of: object, source)
        for action in actions {
            let selector = Selector(action.selector)
            guard let control = source as? UIControl else {
                report(.actionNotConnected, line: action.line, object: object,
                       "action '\(action.selector)' of \(name) is not connected: only controls send actions here")
                continue
            }
            guard let events = action.eventType.flatMap(UIControl.Event.init(interfaceBuilderName:)) else {
                report(.actionNotConnected, line: action.line, object: object,
                       "action '\(action.selector)' of \(name) is not connected: unknown event type '\(action.eventType ?? "")'")
                continue
            }
            let destination = document.object(withID: action.destination)
            if destination?.placeholderIdentifier == "IBFirstResponder" {
                control.addTarget(nil, action: selector, for: events)
                continue
            }
            guard let destination, let target = objects[destination.id] else { continue }
            control.addTarget(target, action: selector, for: events)
            if isRegisteredClass(destination), !SelectorTable.responds(target, to: selector) {
                report(.actionNotConnected, line: action.line, object: object,
                       "-[\(String(describing: type(of: target))) \(action.selector)]: unrecognized selector, sent by \(name) on \(action.eventType ?? "")")
            }
        }
    }

    /// Whether `object` was decoded as a class the registry knows: a designable (or a registered
    /// File's Owner) or a controller.
    private func isRegisteredClass(_ object: IBObject) -> Bool {
        if isRegistered(object) { return true }
        guard let name = object.customClass else { return false }
        return registry.controllerClass(named: name, module: object.customModule) != nil
    }
}

extension UIControl.Event {
    /// The event an Interface Builder document names in an action's `eventType`.
    init?(interfaceBuilderName name: String) {
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat,
            "touchDragInside": .touchDragInside, "touchDragOutside": .touchDragOutside,
            "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "menuActionTriggered": .menuActionTriggered,
            "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged,
            "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        guard let event = events[name] else { return nil }
        self = event
    }
}
