import Foundation

/// What a text view asks and tells its delegate, as UIKit's `UITextViewDelegate`. Every
/// method is optional: the defaults allow every change and do nothing.
///
/// There is no keyboard, so the calls come from what a test simulates: beginning and ending
/// editing (``UITextView/becomeFirstResponder()``, ``UITextView/resignFirstResponder()``),
/// moving the selection, and typing (``UITextView/insertText(_:)``,
/// ``UITextView/deleteBackward()``): ``textView(_:shouldChangeTextIn:replacementText:)``
/// decides each change, then ``textViewDidChangeSelection(_:)`` and ``textViewDidChange(_:)``
/// follow it.
///
/// Its optional methods' defaults also tell ``OptionalRequirement`` they are not implemented,
/// so an optional-chained call compiled through the UIKitSources plugin
/// (`delegate?.method?(…)`) gives `nil` for them, as on iOS.
public protocol UITextViewDelegate: AnyObject {
    /// Whether editing may begin.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters in `range` (UTF-16) may be replaced by `text`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a tap on the link `URL` in `characterRange` opens it; `true` by default.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// Whether a tap on `textAttachment` in `characterRange` acts on it; `true` by default.
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
}

extension UITextViewDelegate {
    /// Allows editing to begin.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { OptionalRequirement.unimplemented(true) }
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { OptionalRequirement.unimplemented(true) }
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { OptionalRequirement.unimplemented(true) }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) { OptionalRequirement.unimplemented(()) }
    /// Allows editing to end.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { OptionalRequirement.unimplemented(true) }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) { OptionalRequirement.unimplemented(()) }
    /// Allows the change.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { OptionalRequirement.unimplemented(true) }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) { OptionalRequirement.unimplemented(()) }
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) { OptionalRequirement.unimplemented(()) }
}

extension UITextView {
    /// Posted when a text view's text changes by typing (``insertText(_:)``, ``deleteBackward()``),
    /// not when code sets ``text``, as in UIKit.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when an editable text view begins editing (``becomeFirstResponder()``).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when a text view ends editing (``resignFirstResponder()``).
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}
