import UIKit

/// A card loaded from ProfileCard.xib by both initialisers, with File's Owner's outlets: a label,
/// and an outlet collection of star image views whose image comes from the app's asset catalog
/// through `Bundle(for:)`, as Interface Builder needs it.
@IBDesignable
class ProfileCard: UIView {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet var stars: [UIImageView]!
    private(set) var contentView: UIView?

    @IBInspectable var name: String? {
        get { nameLabel?.text }
        set { nameLabel?.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        let bundle = Bundle(for: ProfileCard.self)
        guard let content = bundle.loadNibNamed("ProfileCard", owner: self, options: nil)?.first as? UIView else { return }
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
        contentView = content
        let star = UIImage(named: "fixture-star", in: bundle, compatibleWith: traitCollection)
        for view in stars ?? [] { view.image = star }
    }
}
