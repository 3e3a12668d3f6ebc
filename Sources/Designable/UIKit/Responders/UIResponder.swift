import Foundation

/// An object that can respond to touches and actions, and be the first responder, as UIKit's
/// `UIResponder`: the base of ``UIView`` and ``UIViewController``.
///
/// Touches a view does not handle go up the chain ``next`` describes: a view's view
/// controller (for its root view), else its superview; a view controller's view's superview,
/// else its parent.
///
/// ## First responder
/// Each view hierarchy has at most one first responder, as each window has on iOS.
/// ``becomeFirstResponder()`` succeeds when ``canBecomeFirstResponder`` is true (text fields
/// and text views) and the current first responder agrees to resign.
///
/// Differs from UIKit on purpose: a view need not be in a window to become first responder;
/// the root of its hierarchy stands in for the window, so a test can put a control into its
/// editing state without building a window. No keyboard appears, and ``inputView`` and
/// ``inputAccessoryView`` are never shown.
open class UIResponder: NSObject {
    /// A responder with no next responder.
    public override init() { super.init() }

    /// Whether the responder has a method for `aSelector`, as `NSObjectProtocol`'s
    /// `responds(to:)`: the methods ``SelectorTable`` knows. Override it to answer for
    /// selectors the class handles another way; ``canPerformAction(_:withSender:)`` asks it.
    open func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return SelectorTable.responds(self, to: aSelector)
    }

    /// Tells key-value observers of `key` that its value is about to change, as NSObject's
    /// `willChangeValue(forKey:)` does for manual notification; override it to follow.
    open func willChangeValue(forKey key: String) { KeyValueObservers.shared.willChange(self, key) }

    /// Tells key-value observers of `key` that its value changed, as `didChangeValue(forKey:)`.
    open func didChangeValue(forKey key: String) { KeyValueObservers.shared.didChange(self, key) }

    /// The object an unrecognised selector is sent on to, as `forwardingTarget(for:)`; none by
    /// default. Selectors the translated code performs go through ``Selector`` tables here.
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }

    /// The undo manager up the responder chain, as `undoManager`; `nil` at the top, as no
    /// window provides one here. Undo registrations still work on one you make.
    open var undoManager: UndoManager? { next?.undoManager }

    /// Increments an adjustable element's value (VoiceOver's swipe up), as
    /// `accessibilityIncrement()`; override it in an adjustable control.
    open func accessibilityIncrement() {}
    /// Decrements an adjustable element's value (VoiceOver's swipe down).
    open func accessibilityDecrement() {}
    /// Activates the element (VoiceOver's double tap); `false` lets the system tap its centre.
    open func accessibilityActivate() -> Bool { false }
    /// Dismisses a modal view (VoiceOver's two-finger Z); `false` when nothing was dismissed.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the app's most important action (VoiceOver's two-finger double tap).
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The next responder up the chain; `nil` at the top.
    open var next: UIResponder? { nil }

    /// Called for each change of a key path the responder observes (see
    /// `addObserver(_:forKeyPath:options:context:)`), as Foundation's key-value observing
    /// calls it; override it. Declared here, as Linux's `NSObject` has no key-value observing.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {}

    /// Whether the responder can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder agrees to stop being first responder; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is the first responder of its hierarchy.
    open var isFirstResponder: Bool { FirstResponder.current(for: self) === self }

    /// Makes the responder the first responder of its hierarchy, asking the current one to
    /// resign first. Returns whether it now is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let root = FirstResponder.root(of: self) else { return false }
        if let current = root.interaction.firstResponder, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        root.interaction.firstResponder = self
        return true
    }

    /// Stops being first responder, if ``canResignFirstResponder`` allows. Returns whether it
    /// did (true when it was not first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        FirstResponder.root(of: self)?.interaction.firstResponder = nil
        return true
    }

    /// A custom input view to show instead of the keyboard; `nil` by default and never shown.
    open var inputView: UIView? { nil }
    /// A custom view above the keyboard; `nil` by default and never shown.
    open var inputAccessoryView: UIView? { nil }
    /// Accepted for source compatibility: no keyboard is shown.
    open func reloadInputViews() {}

    /// Called when fingers touch down; passes them up the chain by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Called when fingers move; passes them up the chain by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Called when fingers lift; passes them up the chain by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Called when the system takes the touches away (a gesture recognized); passes them up the
    /// chain by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// Called when estimated touch properties are updated; does nothing here.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Called when a motion (a shake) begins; passes it up the chain by default.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// Called when a motion ends; passes it up the chain by default.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// Called when a motion is cancelled; passes it up the chain by default.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    /// Whether the responder handles `action`: whether it has a method registered for it.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { responds(to: action) }

    /// The responder that handles `action`: this one if it can, else the next one up that can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    /// Posted before the keyboard shows; never posted here, as no keyboard shows.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard shows; never posted here.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides; never posted here.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hides; never posted here.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes; never posted here.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changes; never posted here.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The user-info key of the keyboard's frame before a change.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's frame after a change.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the keyboard animation's duration.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the keyboard animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The user-info key of whether the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// Finding a responder's hierarchy, whose root view keeps its first responder.
enum FirstResponder {
    /// The root view of the hierarchy `responder` belongs to, if any.
    static func root(of responder: UIResponder) -> UIView? {
        var view: UIView?
        switch responder {
        case let v as UIView: view = v
        case let vc as UIViewController: view = vc.viewIfLoaded
        default: return nil
        }
        while let parent = view?.superview { view = parent }
        return view
    }

    /// The first responder of `responder`'s hierarchy.
    static func current(for responder: UIResponder) -> UIResponder? {
        root(of: responder)?.interaction.firstResponder
    }
}
