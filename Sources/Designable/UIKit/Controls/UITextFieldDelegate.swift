import Foundation

/// What a text field asks and tells its delegate, as UIKit's `UITextFieldDelegate`. Every
/// method is optional: the defaults allow every change and do nothing.
///
/// Designable renders fields at rest, without a keyboard, so only typing through
/// ``UITextField/insertText(_:)`` and ``UITextField/deleteBackward()`` reaches the delegate:
/// ``textField(_:shouldChangeCharactersIn:replacementString:)`` decides each change. The
/// editing calls are declared for source compatibility.
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
    }

    /// Posted when a field's text changes by typing (``insertText(_:)``, ``deleteBackward()``),
    /// not when code sets ``text``, as in UIKit.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Declared for source compatibility: fields are never edited here, so it is never posted.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Declared for source compatibility: fields are never edited here, so it is never posted.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}
