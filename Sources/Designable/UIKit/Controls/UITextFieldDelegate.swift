import Foundation

/// What a text field asks and tells its delegate, as UIKit's `UITextFieldDelegate`. Every
/// method is optional: the defaults allow every change and do nothing.
///
/// There is no keyboard, so the calls come from what a test simulates: beginning and ending
/// editing (``UITextField/becomeFirstResponder()``, a tap, ``UITextField/resignFirstResponder()``),
/// typing (``UITextField/insertText(_:)``, ``UITextField/deleteBackward()``, each asking
/// ``textField(_:shouldChangeCharactersIn:replacementString:)`` and then telling
/// ``textFieldDidChangeSelection(_:)``), the return key (``UITextField/simulateReturnKey()``)
/// and a tap on the clear button.
///
/// Its optional methods' defaults also tell ``OptionalRequirement`` they are not implemented,
/// so an optional-chained call compiled through the UIKitSources plugin
/// (`delegate?.method?(…)`) gives `nil` for them, as on iOS.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for `reason`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16) may be replaced by `string`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is handled as the field's default action.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Allows editing to begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { OptionalRequirement.unimplemented(true) }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) { OptionalRequirement.unimplemented(()) }
    /// Allows editing to end.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { OptionalRequirement.unimplemented(true) }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) { OptionalRequirement.unimplemented(()) }
    /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does for delegates without this method.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { OptionalRequirement.unimplemented(textFieldDidEndEditing(textField)) }
    /// Allows the change.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { OptionalRequirement.unimplemented(true) }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) { OptionalRequirement.unimplemented(()) }
    /// Allows clearing.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { OptionalRequirement.unimplemented(true) }
    /// Handles return as the default action.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { OptionalRequirement.unimplemented(true) }
}

extension UITextField {
    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned first responder.
        case committed = 0
        /// Editing was cancelled (the scene went to the background); a snapshot never ends that way.
        case cancelled = 1
    }

    /// The key of the reason in the user info of `UITextField.textDidEndEditingNotification`.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReason"

    /// Posted when a field's text changes by typing (``insertText(_:)``, ``deleteBackward()``),
    /// not when code sets ``text``, as in UIKit.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a field begins editing (``becomeFirstResponder()``).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when a field ends editing (``resignFirstResponder()``).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
