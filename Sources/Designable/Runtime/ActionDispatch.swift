import Foundation

/// Calling an action method by its selector, as target-action does on iOS: with no argument,
/// the sender, or the sender and the event, as many as the selector's colons ask for.
///
/// A target with no method registered for the selector would raise "unrecognized selector"
/// on iOS. Here the call is skipped and the reason written to standard error, so that a test
/// fails on what the action should have changed rather than stopping the whole test run.
enum ActionDispatch {
    /// Calls `action` on `target` with `sender` and `event`; false when the target has no
    /// method for it.
    @discardableResult
    static func send(_ action: Selector, to target: AnyObject, sender: Any?, event: Any? = nil) -> Bool {
        let arguments: [Any?] = switch action.argumentCount {
        case 0: []
        case 1: [sender]
        default: [sender, event]
        }
        guard SelectorTable.perform(action, on: target, arguments: arguments) != nil else {
            FileHandle.standardError.write(Data(("Designable: -[\(type(of: target)) \(action)]: unrecognized selector sent by an action; "
                + "register the method with SelectorTable.register(\(type(of: target)).self, \"\(action)\") { … }.\n").utf8))
            return false
        }
        return true
    }
}

/// A target held weakly, as UIKit holds gesture recognizers' and display links' targets, so a
/// forgotten recognizer does not keep its view controller alive.
final class WeakTarget: @unchecked Sendable {
    weak var target: AnyObject?
    init(_ target: AnyObject) { self.target = target }
}
