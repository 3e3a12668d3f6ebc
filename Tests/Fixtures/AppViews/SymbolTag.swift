import UIKit

/// A tag whose inspectable keeps its value in a label the setter makes: the getter
/// force-unwraps that label, as real controls do, and would trap if called before the first set.
/// iOS applies a runtime attribute with `setValue(_:forKey:)`, which calls the setter alone, so
/// the view loads there; the getter counts its calls so a test can tell without trapping.
@IBDesignable
final class SymbolTag: UIView {
    private var symbolLabel: UILabel!
    private(set) var symbolReads = 0

    @IBInspectable var symbolText: String {
        get {
            symbolReads += 1
            return symbolLabel?.text ?? ""
        }
        set {
            if symbolLabel == nil {
                symbolLabel = UILabel(frame: bounds)
                symbolLabel.textAlignment = .center
                addSubview(symbolLabel)
            }
            symbolLabel.text = newValue
        }
    }

    var shownText: String? { symbolLabel?.text }
}
