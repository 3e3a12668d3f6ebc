import Foundation
import Raster

/// A view showing an image placed by its `contentMode`, as UIKit's `UIImageView`.
///
/// ```swift
/// let icon = UIImageView(image: UIImage(named: "star")?.withRenderingMode(.alwaysTemplate))
/// icon.tintColor = .systemOrange
/// icon.contentMode = .scaleAspectFit
/// ```
///
/// As in UIKit, the image may overflow the bounds (`.scaleAspectFill`, `.center` with a large
/// image) unless ``UIView/clipsToBounds`` is set; template images are drawn in ``UIView/tintColor``.
open class UIImageView: UIView {
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// Shown instead of ``image`` while ``isHighlighted``.
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view sized to `image`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        isUserInteractionEnabled = false
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        image = coder.decoded(ViewCodingKey.image, as: UIImage.self)
        highlightedImage = coder.decoded(ViewCodingKey.highlightedImage, as: UIImage.self)
        if let h = coder.decodedBool(ViewCodingKey.highlighted) { isHighlighted = h }
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    override func renderContent(in context: CGContext, bounds drawRect: CGRect) {
        guard let shown = (isHighlighted ? highlightedImage : nil) ?? image else { return }
        let target = contentMode.rect(for: shown.size, in: bounds)
        UIGraphicsWithContext(context) { shown.draw(in: target, templateTint: tintColor) }
    }
}
