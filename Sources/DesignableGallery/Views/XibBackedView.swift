import UIKit

/// Seed `003`'s nib-backed view: a label and a text field laid out in `XibBackedView.xib`,
/// loaded with the view as File's Owner by one common initialiser that both `init(frame:)`
/// and `init(coder:)` call.
///
/// The document's root view is added as the content view and follows the view's bounds
/// through its autoresizing mask; its label and text field reach ``titleLabel`` and
/// ``textField`` through File's Owner's outlets.
///
/// ```swift
/// let card = XibBackedView(frame: CGRect(x: 0, y: 0, width: 240, height: 76))
/// card.title = "Email"
/// card.placeholder = "you@example.com"
/// ```
///
/// Written as for iOS, unchanged: the UIKitSources plugin compiles it, registers its outlets,
/// and lets `Bundle(for:)` find the nib among the gallery's resources. ``BrokenCoderInitView``
/// is the same view with the common initialiser forgotten in `init(coder:)`.
@IBDesignable
open class XibBackedView: UIView {
    /// The nib's name in the gallery's bundle.
    public static let nibName = "XibBackedView"

    /// The label from the nib.
    @IBOutlet public weak var titleLabel: UILabel!
    /// The text field from the nib.
    @IBOutlet public weak var textField: UITextField!
    /// The nib's root view, pinned to the bounds; `nil` when the nib could not be loaded.
    public private(set) var contentView: UIView?

    /// The label's text; the nib says "Name".
    @IBInspectable public var title: String? {
        get { titleLabel?.text }
        set { titleLabel?.text = newValue }
    }

    /// The text field's placeholder; the nib says "Your name".
    @IBInspectable public var placeholder: String? {
        get { textField?.placeholder }
        set { textField?.placeholder = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        contentView = XibBackedView.loadContent(into: self)
    }

    /// Loads the nib with `owner` as File's Owner and pins its root view to `owner`'s bounds.
    static func loadContent(into owner: UIView) -> UIView? {
        let nib = UINib(nibName: nibName, bundle: Bundle(for: XibBackedView.self))
        guard let content = nib.instantiate(withOwner: owner, options: nil).first as? UIView else { return nil }
        content.frame = owner.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        owner.addSubview(content)
        return content
    }
}
