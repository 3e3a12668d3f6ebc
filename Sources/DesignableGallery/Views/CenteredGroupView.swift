import UIKit

/// Seed `002`'s layout: an image and a label in a bordered group that sizes itself to them
/// and stays centred in this view as the label's text grows.
///
/// The group's border comes from the gallery's ``UIKit/UIView/borderWidth`` and
/// ``UIKit/UIView/borderColor`` inspectables, as the seed sets them in its storyboard.
///
/// Constraints do it all: the group is centred in this view, and its edges hug the image and
/// the label with ``padding``, so the label's intrinsic size decides the group's size.
@IBDesignable
open class CenteredGroupView: UIView {
    /// The label's text; the group grows with it and stays centred.
    @IBInspectable public var title: String = "Centred" {
        didSet { label.text = title; setNeedsLayout() }
    }

    /// The bordered container of the image and the label.
    public let group = UIView(frame: .zero)
    public let imageView = UIImageView(frame: .zero)
    public let label = UILabel(frame: .zero)

    /// The space between the border and the content, and between the image and the label.
    public static let padding: CGFloat = 10
    public static let spacing: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        group.borderWidth = 2
        group.borderColor = .systemIndigo
        group.layer.cornerRadius = 8
        group.backgroundColor = .secondarySystemBackground
        label.font = .systemFont(ofSize: 17, weight: .medium)
        label.textColor = .label
        label.text = title
        imageView.image = UIImage(named: "star-badge", in: Bundle(for: CenteredGroupView.self), compatibleWith: nil)
        group.addSubview(imageView)
        group.addSubview(label)
        addSubview(group)
        for view in [group, imageView, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        let padding = CenteredGroupView.padding
        NSLayoutConstraint.activate([
            group.centerXAnchor.constraint(equalTo: centerXAnchor),
            group.centerYAnchor.constraint(equalTo: centerYAnchor),
            imageView.leadingAnchor.constraint(equalTo: group.leadingAnchor, constant: padding),
            imageView.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: CenteredGroupView.spacing),
            label.trailingAnchor.constraint(equalTo: group.trailingAnchor, constant: -padding),
            label.topAnchor.constraint(equalTo: group.topAnchor, constant: padding),
            label.bottomAnchor.constraint(equalTo: group.bottomAnchor, constant: -padding),
        ])
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The variant for the display scale; every variant is 20×20 pt, so the layout stands.
        imageView.image = UIImage(named: "star-badge", in: Bundle(for: CenteredGroupView.self), compatibleWith: traitCollection)
    }
}
