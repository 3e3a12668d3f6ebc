import Foundation

/// A button with a title and an image per state, as UIKit's classic `UIButton`.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Continue", for: .normal)
/// button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// button.sizeToFit()
/// ```
///
/// A `.system` button draws its title in the tint colour (and its images as templates); a
/// `.custom` button draws white titles and original images unless told otherwise. A state
/// without its own title, colour or image uses the `.normal` one.
///
/// Differs from UIKit on purpose: `UIButton.Configuration` is not supported, and a highlighted
/// system button is drawn at the pressed alpha rather than animating.
open class UIButton: UIControl {
    /// The kind of button, as `UIButton.ButtonType`, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, close = 7
        /// Deprecated in UIKit; the same as `.system`.
        public static let roundedRect = ButtonType.system
    }

    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private let label = UILabel()
    private let imageContainer = UIImageView()

    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    /// A button of `buttonType`, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
        if let t = coder.decodedEnum(ViewCodingKey.buttonType, as: ButtonType.self) { buttonType = t }
        for state in [State.normal, .highlighted, .disabled, .selected] {
            if let t = coder.decoded(ViewCodingKey.state(state, "title"), as: String.self) { setTitle(t, for: state) }
            if let c = coder.decoded(ViewCodingKey.state(state, "titleColor"), as: UIColor.self) { setTitleColor(c, for: state) }
            if let i = coder.decoded(ViewCodingKey.state(state, "image"), as: UIImage.self) { setImage(i, for: state) }
            if let i = coder.decoded(ViewCodingKey.state(state, "backgroundImage"), as: UIImage.self) { setBackgroundImage(i, for: state) }
        }
        if let f = coder.decoded(ViewCodingKey.font, as: UIFont.self) { label.font = f }
    }

    private func setUpContent() {
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(imageContainer)
        addSubview(label)
    }

    // MARK: Per-state content

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; invalidateIntrinsicContentSize() }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; setNeedsLayout() }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor(for: state) }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; invalidateIntrinsicContentSize() }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue] }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label showing the title; style its font here, as in UIKit.
    open var titleLabel: UILabel? { label }
    /// The image view showing the image.
    open var imageView: UIImageView? { imageContainer }

    private func defaultTitleColor(for state: State) -> UIColor? {
        guard buttonType == .system else { return .white }
        if state.contains(.disabled) { return .systemGray3 }
        return tintColor
    }

    // MARK: Layout

    private var contentSizes: (image: CGSize, title: CGSize) {
        let imageSize = currentImage?.size ?? .zero
        label.text = currentTitle
        let titleSize = (currentTitle?.isEmpty ?? true) ? .zero : label.intrinsicContentSize
        return (imageSize, titleSize)
    }

    /// The image and title side by side plus ``contentEdgeInsets``; with no insets, UIKit's
    /// 6-point padding above and below the title.
    open override var intrinsicContentSize: CGSize {
        let (i, t) = contentSizes
        let padding: CGFloat = contentEdgeInsets == .zero && t.height > 0 ? 6 : 0
        return CGSize(width: i.width + t.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: Swift.max(i.height, t.height + 2 * padding) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the image then the title, as one block, by the content alignments within the
    /// bounds less ``contentEdgeInsets``, each then shifted by its own edge insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let (i, t) = contentSizes
        let container = bounds.inset(by: contentEdgeInsets)
        let block = align(CGSize(width: i.width + t.width, height: Swift.max(i.height, t.height)), in: container)
        let imageRect = CGRect(x: block.minX, y: block.midY - i.height / 2, width: i.width, height: i.height)
        var titleRect = CGRect(x: block.minX + i.width, y: block.midY - t.height / 2, width: t.width, height: t.height)
        if contentHorizontalAlignment == .fill { titleRect.size.width = Swift.max(0, block.maxX - titleRect.minX) }
        titleRect.size.width = Swift.min(titleRect.width, Swift.max(0, container.maxX - titleRect.minX))
        imageContainer.frame = imageRect.inset(by: imageEdgeInsets)
        label.frame = titleRect.inset(by: titleEdgeInsets)
        label.textColor = currentTitleColor
        label.textAlignment = contentHorizontalAlignment == .fill ? .center : .natural
        let image = currentImage
        imageContainer.image = buttonType == .system && image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : image
        imageContainer.isHidden = image == nil
        label.isHidden = currentTitle?.isEmpty ?? true
        // A pressed system button dims, as UIKit's highlight does (without the fade).
        let pressed = buttonType == .system && isHighlighted
        label.alpha = pressed ? 0.2 : 1
        imageContainer.alpha = pressed ? 0.2 : 1
    }

    open override var isHighlighted: Bool { didSet { setNeedsLayout() } }

    override func renderContent(in context: CGContext, bounds drawRect: CGRect) {
        if let background = currentBackgroundImage {
            UIGraphicsWithContext(context) { background.draw(in: bounds) }
        }
        super.renderContent(in: context, bounds: drawRect)
    }
}
