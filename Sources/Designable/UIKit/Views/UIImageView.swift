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
    /// The frames ``startAnimating()`` shows in turn.
    open var animationImages: [UIImage]?
    /// The frames shown while highlighted and animating.
    open var highlightedAnimationImages: [UIImage]?
    /// How long one pass through the frames takes, in seconds; 0 means 1/30 s a frame.
    open var animationDuration: TimeInterval = 0
    /// How many passes to show; 0 repeats for ever.
    open var animationRepeatCount = 0
    /// When ``startAnimating()`` was called, on the snapshot clock.
    var animationStart: CFTimeInterval?
    /// The symbol configuration a symbol image is drawn with, over the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { invalidateIntrinsicContentSize() } }
    /// tvOS's focus effect; accepted for source compatibility, as nothing is focused in a snapshot.
    open var adjustsImageWhenAncestorFocused = false
    /// tvOS's focused frame; a guide kept for source compatibility, as nothing is focused.
    open private(set) lazy var focusedFrameGuide = UILayoutGuide()
    /// tvOS's overlay above the image; an empty view kept for source compatibility.
    open private(set) lazy var overlayContentView = UIView(frame: bounds)
    /// tvOS's focus-effect masking; accepted for source compatibility.
    open var masksFocusEffectToContents = false

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
        shownSymbolAdjusted?.size ?? missingImageSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size in points, or zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownSymbolAdjusted?.size ?? .zero }

    /// The image, drawn with ``preferredSymbolConfiguration`` when it is a symbol.
    private var shownSymbolAdjusted: UIImage? {
        guard let image, image.isSymbolImage, let preferred = preferredSymbolConfiguration else { return image }
        return image.applyingSymbolConfiguration(preferred) ?? image
    }

    override func renderContent(in context: CGContext, bounds drawRect: CGRect) {
        guard var shown = animationFrame() ?? (isHighlighted ? highlightedImage : nil) ?? image else { return }
        if shown.isSymbolImage, let preferred = preferredSymbolConfiguration {
            shown = shown.applyingSymbolConfiguration(preferred) ?? shown
        }
        let target = contentMode.rect(for: shown.size, in: bounds)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        UIGraphicsWithContext(context) { shown.draw(in: target, templateTint: tintColor, rightToLeft: rightToLeft) }
    }
}
