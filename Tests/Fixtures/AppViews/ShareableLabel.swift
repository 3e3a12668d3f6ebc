import UIKit

/// A label that offers its share action only while it has text, by overriding
/// `responds(to:)`, as views that hide menu actions do on iOS.
class ShareableLabel: UILabel {
    private(set) var shared: [String] = []

    override func responds(to aSelector: Selector!) -> Bool {
        if aSelector == #selector(share(_:)) { return !(text ?? "").isEmpty }
        return super.responds(to: aSelector)
    }

    @objc func share(_ sender: Any?) {
        if let text { shared.append(text) }
    }
}
