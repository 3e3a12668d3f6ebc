import UIKit

/// An ``EllipseView`` holding a ``StarView``, centred, 5 points smaller in each dimension.
///
/// The star is built in both initialisers, so a view made in code and one decoded from an
/// Interface Builder document are the same view.
///
/// Four constraints place the star: centred on both axes, its width and height 5 points less
/// than the ellipse's.
@IBDesignable
open class StarEllipseView: EllipseView {
    /// The star in the middle; set its ``StarView/starColor`` to recolour it.
    public let starView = StarView(frame: .zero)

    /// How much smaller than the ellipse the star is, in points, in each dimension.
    public static let starInset: CGFloat = 5

    /// The star's colour, forwarded so Interface Builder can inspect it on this view.
    @IBInspectable public var starColor: UIColor {
        get { starView.starColor }
        set { starView.starColor = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addStar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addStar()
    }

    private func addStar() {
        starView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(starView)
        NSLayoutConstraint.activate([
            starView.centerXAnchor.constraint(equalTo: centerXAnchor),
            starView.centerYAnchor.constraint(equalTo: centerYAnchor),
            starView.widthAnchor.constraint(equalTo: widthAnchor, constant: -StarEllipseView.starInset),
            starView.heightAnchor.constraint(equalTo: heightAnchor, constant: -StarEllipseView.starInset),
        ])
    }
}
