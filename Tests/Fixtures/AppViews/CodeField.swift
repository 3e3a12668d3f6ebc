import UIKit

/// A one-time-code field that forwards the return key to a UIKit delegate, asking its
/// optional method as iOS code does: `nil` when the delegate does not implement it.
class CodeField: UIView {
    weak var delegate: UITextFieldDelegate?
    let field = UITextField()

    /// What the delegate answers, or `nil` when it does not implement the method.
    func askReturn() -> Bool? {
        delegate?.textFieldShouldReturn?(field)
    }
}
