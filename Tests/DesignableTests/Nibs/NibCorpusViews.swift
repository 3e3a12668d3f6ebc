#if canImport(UIKit)
import UIKit
#else
import Designable
#endif
import Foundation

// The corpus projects' nib-backed views, ported from what their documents show: each loads
// the nib named after its class, as File's Owner, from the project's folder, and pins it as
// NibDesignable does. Only the documents are in the corpus; the classes are written here.

/// Where the corpus views find their nibs, and the registry their documents use.
enum CorpusNibs {
    @TaskLocal static var bundle: Bundle?

    static let registry: DesignableRegistry = {
        let registry = DesignableRegistry()
        registry.register(ProfileAvatarView.self, make: ProfileAvatarView.init(frame:)) {
            $0.inspectable("name", \.name)
              .inspectable("profileImage", \.profileImage)
              .outlet("nameLabel", \.nameLabel)
              .outlet("profileImageView", \.profileImageView)
        }
        registry.register(LightBulbView.self, make: LightBulbView.init(frame:)) {
            $0.inspectable("cornerRadius", \.cornerRadius)
              .inspectable("borderWidth", \.borderWidth)
              .inspectable("state", \.state)
              .inspectable("onColor", \.onColor)
              .inspectable("offColor", \.offColor)
              .outlet("bulbView", \.bulbView)
        }
        registry.register(PokerView.self, make: PokerView.init(frame:)) {
            $0.outlet("numberPadView", \.numberPadView)
              .outlet("selectedNumberLabel", \.selectedNumberLabel)
        }
        registry.register(NumberPadView.self, make: NumberPadView.init(frame:)) {
            $0.inspectable("buttonBackgroundColor", \.buttonBackgroundColor)
              .inspectable("cornerRadius", \.cornerRadius)
              .inspectable("borderWidth", \.borderWidth)
              .inspectable("borderColor", \.borderColor)
              .inspectable("buttonTitles", \.buttonTitles)
              .inspectable("numberOfColumns", \.numberOfColumns)
              .inspectable("numberOfRows", \.numberOfRows)
              .inspectable("numberPadPadding", \.numberPadPadding)
              .inspectable("interButtonSpacing", \.interButtonSpacing)
              .inspectable("buttonCornerRadius", \.buttonCornerRadius)
        }
        return registry
    }()

    /// NibDesignable's `setupNib()`: the nib named after the class, pinned edge to edge.
    static func pinNib(into owner: UIView) -> UINib.LoadError? {
        let name = String(describing: type(of: owner))
        let nib: LoadedNib
        do { nib = try UINib(nibName: name, bundle: bundle).load(owner: owner, registry: registry) } catch { return error }
        guard let content = nib.topLevelViews.first else { return nil }
        content.translatesAutoresizingMaskIntoConstraints = false
        owner.addSubview(content)
        let views = ["view": content]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[view]|", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[view]|", options: [], metrics: nil, views: views))
        return nil
    }
}

/// A base class for the corpus's nib-backed views: both initialisers load the nib.
class CorpusNibView: UIView {
    private(set) var loadError: UINib.LoadError?

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadError = CorpusNibs.pinNib(into: self)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadError = CorpusNibs.pinNib(into: self)
    }
}

/// mbogh/NibDesignable's demo view: an image above a name.
@IBDesignable
final class ProfileAvatarView: CorpusNibView {
    weak var nameLabel: UILabel!
    weak var profileImageView: UIImageView!

    @IBInspectable var name: String? {
        get { nameLabel?.text }
        set { nameLabel?.text = newValue }
    }

    @IBInspectable var profileImage: UIImage? {
        get { profileImageView?.image }
        set { profileImageView?.image = newValue }
    }
}

/// paulhyunkim's light bulb: a square bulb coloured by its state. (`borderWidth` and
/// `borderColor` come from the test target's `UIView+Inspectables` extension.)
@IBDesignable
final class LightBulbView: CorpusNibView {
    weak var bulbView: UIView! { didSet { update() } }
    @IBInspectable var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius; update() } }
    @IBInspectable var state: Bool = false { didSet { update() } }
    @IBInspectable var onColor: UIColor = .yellow { didSet { update() } }
    @IBInspectable var offColor: UIColor = .darkGray { didSet { update() } }

    private func update() {
        guard let bulbView else { return }
        bulbView.backgroundColor = state ? onColor : offColor
        bulbView.layer.cornerRadius = cornerRadius
    }
}

/// paulhyunkim's planning-poker screen: a big number above a number pad, the pad itself a
/// designable inside the nib.
@IBDesignable
final class PokerView: CorpusNibView {
    weak var numberPadView: NumberPadView!
    weak var selectedNumberLabel: UILabel!
}

/// A grid of buttons titled from a comma-separated list; built in code, not from a nib.
@IBDesignable
final class NumberPadView: UIView {
    @IBInspectable var buttonBackgroundColor: UIColor = .lightGray { didSet { setNeedsLayout() } }
    @IBInspectable var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
    @IBInspectable var buttonTitles: String = "" { didSet { rebuild() } }
    @IBInspectable var numberOfColumns: Int = 3 { didSet { setNeedsLayout() } }
    @IBInspectable var numberOfRows: Int = 3 { didSet { setNeedsLayout() } }
    @IBInspectable var numberPadPadding: CGFloat = 0 { didSet { setNeedsLayout() } }
    @IBInspectable var interButtonSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    @IBInspectable var buttonCornerRadius: CGFloat = 0 { didSet { setNeedsLayout() } }
    private(set) var buttons: [UIButton] = []

    private func rebuild() {
        buttons.forEach { $0.removeFromSuperview() }
        buttons = buttonTitles.split(separator: ",").map { title in
            let button = UIButton(type: .system)
            button.setTitle(String(title), for: .normal)
            button.setTitleColor(.white, for: .normal)
            addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let columns = max(numberOfColumns, 1), rows = max(numberOfRows, 1)
        let inner = bounds.insetBy(dx: numberPadPadding, dy: numberPadPadding)
        let width = (inner.width - CGFloat(columns - 1) * interButtonSpacing) / CGFloat(columns)
        let height = (inner.height - CGFloat(rows - 1) * interButtonSpacing) / CGFloat(rows)
        for (index, button) in buttons.enumerated() {
            let column = index % columns, row = index / columns
            button.frame = CGRect(x: inner.minX + CGFloat(column) * (width + interButtonSpacing),
                                  y: inner.minY + CGFloat(row) * (height + interButtonSpacing), width: width, height: height)
            button.backgroundColor = buttonBackgroundColor
            button.layer.cornerRadius = buttonCornerRadius
        }
    }
}
