import Foundation

extension UIView {
    /// Makes the first responder among this view and its subviews resign, as UIKit's
    /// `endEditing(_:)` (often called from a tap on the background). With `force`, a text
    /// field or text view stops editing without asking its delegate whether it may. Returns
    /// whether nothing inside the view is first responder any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = FirstResponder.current(for: self) as? UIView,
              responder === self || responder.isDescendant(of: self) else { return true }
        guard force else { return responder.resignFirstResponder() }
        return EndEditing.$isForced.withValue(true) { responder.resignFirstResponder() }
    }
}

/// Whether editing is ending by `endEditing(true)`, which asks no delegate.
enum EndEditing {
    @TaskLocal static var isForced = false

    /// Whether a delegate's "should end editing" answer `ask` lets editing end.
    static func allowed(_ ask: () -> Bool?) -> Bool { isForced || (OptionalRequirement.outside(ask) ?? true) }
}
