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
    /// The image shown, placed by ``UIView/contentMode``; its size is the view's intrinsic content size.
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// Shown instead of ``image`` while ``isHighlighted``.
    open var highlightedImage: UIImage?
    /// Whether ``highlightedImage`` is shown instead of ``image``.
    open var isHighlighted = false

    /// Creates an empty image view with the specified frame rectangle.
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

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an Interface Builder document, decoding its image, highlighted image and
    /// highlighted flag.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        image = coder.decoded(ViewCodingKey.image, as: UIImage.self)
        if image == nil, let coder = coder as? IBDocumentCoder, let name = coder.object.attributes[ViewCodingKey.image] {
            missingImageSize = coder.declaredSize(ofImage: name)
        }
        highlightedImage = coder.decoded(ViewCodingKey.highlightedImage, as: UIImage.self)
        if let h = coder.decodedBool(ViewCodingKey.highlighted) { isHighlighted = h }
    }

    /// The size an Interface Builder document declares for an image that could not be found
    /// (its `<resources>` entry), so the view is laid out as IB laid it out; nothing is drawn.
    var missingImageSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }


    /// The image's size in points, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? missingImageSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size in points, or zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    override func renderContent(in context: CGContext, bounds drawRect: CGRect) {
        guard let shown = (isHighlighted ? highlightedImage : nil) ?? image else { return }
        let target = contentMode.rect(for: shown.size, in: bounds)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        UIGraphicsWithContext(context) { shown.draw(in: target, templateTint: tintColor, rightToLeft: rightToLeft) }
    }
}
