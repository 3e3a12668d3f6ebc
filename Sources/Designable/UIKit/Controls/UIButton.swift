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
/// A button given a ``configuration-swift.property`` (iOS 15's model) draws that instead, as iOS does; see
/// ``Configuration-swift.struct``.
///
/// Differs from UIKit on purpose: a highlighted system button is drawn at the pressed alpha
/// rather than animating.
open class UIButton: UIControl {
    /// The kind of button, as `UIButton.ButtonType`, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// A button that draws what it is given: white titles and images in their own colours.
        case custom = 0
        /// A system button: its title and template images in the tint colour.
        case system = 1
        /// A detail disclosure button: an "i" in a circle, 22 × 22 pt, in the tint colour.
        case detailDisclosure = 2
        /// An info button for dark backgrounds: an "i" in a circle, 22 × 22 pt, in the tint colour.
        case infoLight = 3
        /// An info button for light backgrounds: an "i" in a circle, 22 × 22 pt, in the tint colour.
        case infoDark = 4
        /// An add-contact button: a plus in a circle, 22 × 22 pt, in the tint colour.
        case contactAdd = 5
        /// A close button: a cross in a grey disc, 30 × 30 pt.
        case close = 7
        /// Deprecated in UIKit; the same as `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The kind of button, set when it is created.
    public internal(set) var buttonType: ButtonType = .custom
    // Only what was set for each state; the getters fall back to the normal state and the
    // defaults. An archive writes these, as IB stores what the inspector set.
    private(set) var titles: [UInt: String] = [:]
    private(set) var titleColors: [UInt: UIColor] = [:]
    private(set) var images: [UInt: UIImage] = [:]
    private(set) var backgroundImages: [UInt: UIImage] = [:]
    private(set) var attributedTitles: [UInt: NSAttributedString] = [:]
    private let label = UILabel()
    private let imageContainer = UIImageView()
    /// The configuration and the rest of iOS 15's button (UIButton+Configuration.swift).
    let modern = ButtonModernState()

    /// The space around the button's title and image together; it adds to the intrinsic content size.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
    /// Insets that move or shrink the title within the place layout gives it.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Insets that move or shrink the image within the place layout gives it.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Whether the image darkens while highlighted; kept for source compatibility, as a
    /// snapshot shows a button at rest unless its state is set.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image lightens while disabled; kept for source compatibility.
    open var adjustsImageWhenDisabled = true

    /// Creates a custom button with the specified frame rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    /// A button of `buttonType`, with a zero frame. As in UIKit, a custom button's title is in
    /// the 18 pt system font and every other type's in 15 pt.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType != .custom { label.font = .systemFont(ofSize: UIButton.systemTitleFontSize) }
    }

    /// A button of `buttonType` that sends `primaryAction` when tapped, titled by the action.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A tap on a button is its primary action.
    override func touchUpInsideEvents(_ touch: UITouch) -> Event {
        // A toggle button changes its selection first, so the action sees the new state.
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        return .primaryActionTriggered
    }

    // Each touch event ends a run-loop turn on iOS, where a requested configuration update
    // runs; so a handler sees the highlight during a simulated tap.
    /// Highlights the button, as ``UIControl``, then runs a requested configuration update.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event); updateConfigurationIfNeeded()
    }
    /// Follows the touch, as ``UIControl``, then runs a requested configuration update.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event); updateConfigurationIfNeeded()
    }
    /// Sends the touch-up events, as ``UIControl``, then runs a requested configuration update.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event); updateConfigurationIfNeeded()
    }
    /// Cancels tracking, as ``UIControl``, then runs a requested configuration update.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event); updateConfigurationIfNeeded()
    }

    /// Changes ``configuration-swift.property`` for the button's current state; does nothing by
    /// default. Override it, as in UIKit, to update the configuration yourself; the button calls
    /// it after its state changes and after ``setNeedsUpdateConfiguration()``, before the next
    /// layout, and then runs ``configurationUpdateHandler``, as UIKit does.
    open func updateConfiguration() {}

    /// Creates a button from an Interface Builder document, decoding its type, its per-state titles
    /// (plain and attributed), title colours, images and background images, and its font.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
        if let t = coder.decodedEnum(ViewCodingKey.buttonType, as: ButtonType.self) { buttonType = t }
        for state in [State.normal, .highlighted, .disabled, .selected] {
            if let t = coder.decoded(ViewCodingKey.state(state, "title"), as: String.self) { setTitle(t, for: state) }
            if let a = coder.decoded(ViewCodingKey.state(state, "attributedTitle"), as: NSAttributedString.self) { setAttributedTitle(a, for: state) }
            if let c = coder.decoded(ViewCodingKey.state(state, "titleColor"), as: UIColor.self) { setTitleColor(c, for: state) }
            if let i = coder.decoded(ViewCodingKey.state(state, "image"), as: UIImage.self) { setImage(i, for: state) }
            if let i = coder.decoded(ViewCodingKey.state(state, "backgroundImage"), as: UIImage.self) { setBackgroundImage(i, for: state) }
        }
        if let f = coder.decoded(ViewCodingKey.font, as: UIFont.self) {
            label.font = f
        } else if buttonType != .custom {
            label.font = .systemFont(ofSize: UIButton.systemTitleFontSize)
        }
        if let i = coder.decoded(ViewCodingKey.contentEdgeInsets, as: UIEdgeInsets.self) { contentEdgeInsets = i }
        if let i = coder.decoded(ViewCodingKey.titleEdgeInsets, as: UIEdgeInsets.self) { titleEdgeInsets = i }
        if let i = coder.decoded(ViewCodingKey.imageEdgeInsets, as: UIEdgeInsets.self) { imageEdgeInsets = i }
        if let c = coder.decoded(ViewCodingKey.buttonConfiguration, as: Configuration.self) { configuration = c }
    }

    /// The title's size in points: 18 for a custom button (what `init(frame:)` makes), 15 for
    /// the system types, as UIKit sets them.
    static let customTitleFontSize: CGFloat = 18
    static let systemTitleFontSize: CGFloat = 15

    private func setUpContent() {
        label.font = .systemFont(ofSize: UIButton.customTitleFontSize)
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(imageContainer)
        addSubview(label)
    }

    // MARK: Per-state content

    /// Sets the title shown in `state`; a state without its own title shows the `.normal` one.
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title; invalidateIntrinsicContentSize() }
    /// The title for `state`, falling back on the `.normal` title.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// Sets the styled title shown in `state`, which wins over a plain title, as in UIKit; its
    /// runs without a font or colour take ``titleLabel``'s font and the title colour.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        invalidateIntrinsicContentSize()
    }
    /// The styled title for `state`, falling back on the `.normal` one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }
    /// Sets the title colour for `state`; a state without its own uses the `.normal` one.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color; setNeedsLayout() }
    /// The title colour for `state`, falling back on the `.normal` one and then on the button type's
    /// default.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? defaultTitleColor(for: state) }
    /// Sets the image shown beside the title in `state`.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image; invalidateIntrinsicContentSize() }
    /// The image for `state`, falling back on the `.normal` image, then on the glyph of a system
    /// button type such as `.contactAdd` (see `systemTypeImage`).
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] ?? systemTypeImage }
    /// Sets the image stretched behind the content in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    /// The background image for `state`, falling back on the `.normal` one.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue] }

    /// The title for the button's current state: the plain one, else the styled one's characters,
    /// else a configured button's ``Configuration-swift.struct/title``, which VoiceOver reads.
    open var currentTitle: String? { title(for: state) ?? currentAttributedTitle?.string ?? configuration?.title }
    /// The styled title for the button's current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour for the button's current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image for the button's current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the button's current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label showing the title; style its font here, as in UIKit.
    open var titleLabel: UILabel? { label }
    /// The image view showing the image.
    open var imageView: UIImageView? { imageContainer }

    private func defaultTitleColor(for state: State) -> UIColor? {
        guard buttonType != .custom else { return .white }
        if state.contains(.disabled) { return .systemGray3 }
        return tintColor
    }

    // MARK: Layout

    var contentSizes: (image: CGSize, title: CGSize) {
        let imageSize = currentImage?.size ?? .zero
        // The colour first: a styled title keeps its own colours, and takes this one where it has none.
        label.textColor = currentTitleColor
        if let attributed = currentAttributedTitle { label.attributedText = attributed } else { label.text = currentTitle }
        let titleSize = (currentTitle?.isEmpty ?? true) ? .zero : label.intrinsicContentSize
        return (imageSize, titleSize)
    }

    /// The image and title side by side plus ``contentEdgeInsets``; with no insets, UIKit's
    /// 6-point padding above and below the title.
    open override var intrinsicContentSize: CGSize {
        updateConfigurationIfNeeded()
        if configuration != nil { return configuredContentSize() }
        let (i, t) = contentSizes
        let padding: CGFloat = contentEdgeInsets == .zero && t.height > 0 ? 6 : 0
        return CGSize(width: i.width + t.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: Swift.max(i.height, t.height + 2 * padding) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The button's intrinsic content size, whatever size is offered; a configured button's
    /// wrapping title takes more lines in a narrower width, as on iOS.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard configuration != nil else { return intrinsicContentSize }
        updateConfigurationIfNeeded()
        return configuredContentSize(fitting: size.width > 0 ? size.width : .infinity)
    }

    /// Places the image then the title, as one block, by the content alignments within the
    /// bounds less ``contentEdgeInsets``, each then shifted by its own edge insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if configuration != nil { return layoutConfiguredContent() }
        // Through the overridable rects, as UIKit lays out a classic button, so a subclass can move them.
        let content = contentRect(forBounds: bounds)
        imageContainer.frame = imageRect(forContentRect: content)
        label.frame = titleRect(forContentRect: content)
        label.textAlignment = contentHorizontalAlignment == .fill ? .center : .natural
        let image = currentImage
        imageContainer.image = buttonType != .custom && image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : image
        imageContainer.isHidden = image == nil
        label.isHidden = currentTitle?.isEmpty ?? true
        // A pressed system button dims, as UIKit's highlight does (without the fade).
        let pressed = buttonType != .custom && isHighlighted
        label.alpha = pressed ? 0.2 : 1
        imageContainer.alpha = pressed ? 0.2 : 1
    }

    /// A configured button's colours follow the tint, so it lays out again when the tint changes.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if configuration != nil { setNeedsLayout() }
    }

    /// The rectangle a classic button's image and title share: the bounds less
    /// ``contentEdgeInsets``. Override it, as in UIKit, to move the content; a configured button
    /// ignores it, as UIKit's does.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where a classic button's title goes in `contentRect`: after the image, the two placed as one
    /// block by the content alignments, then moved by ``titleEdgeInsets``.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        UIButton.moved(classicRects(in: contentRect).title, by: titleEdgeInsets)
    }

    /// Where a classic button's image goes in `contentRect`: leading the title, then moved by
    /// ``imageEdgeInsets``.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        UIButton.moved(classicRects(in: contentRect).image, by: imageEdgeInsets)
    }

    /// `rect` moved by edge insets as UIKit moves a classic button's image and title: inset,
    /// then no larger than it was, centred where the inset rectangle is. Positive insets shrink
    /// it; negative ones only move it, by half of each, as the image-above-title trick relies on.
    static func moved(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
        let inset = rect.inset(by: insets)
        let width = Swift.max(0, Swift.min(rect.width, inset.width)), height = Swift.max(0, Swift.min(rect.height, inset.height))
        return CGRect(x: inset.midX - width / 2, y: inset.midY - height / 2, width: width, height: height)
    }

    /// Where a classic button's background image is drawn: its bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The image and the title side by side as one block, placed by the content alignments.
    /// An image larger than the content rect is scaled down to fit it, its aspect kept, as
    /// UIKit shrinks a classic button's image (it never enlarges one).
    private func classicRects(in container: CGRect) -> (image: CGRect, title: CGRect) {
        var (i, t) = contentSizes
        if i.width > 0, i.height > 0, i.width > container.width || i.height > container.height {
            let fit = Swift.max(0, Swift.min(container.width / i.width, container.height / i.height))
            i = CGSize(width: i.width * fit, height: i.height * fit)
        }
        let block = align(CGSize(width: i.width + t.width, height: Swift.max(i.height, t.height)), in: container)
        var imageRect = CGRect(x: block.minX, y: block.midY - i.height / 2, width: i.width, height: i.height)
        var titleRect = CGRect(x: block.minX + i.width, y: block.midY - t.height / 2, width: t.width, height: t.height)
        if contentHorizontalAlignment == .fill { titleRect.size.width = Swift.max(0, block.maxX - titleRect.minX) }
        titleRect.size.width = Swift.min(titleRect.width, Swift.max(0, container.maxX - titleRect.minX))
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            // The image leads, so in right to left it sits at the block's right, the title at its left.
            imageRect.origin.x = block.maxX - i.width
            titleRect.origin.x = imageRect.minX - titleRect.width
        }
        return (imageRect, titleRect)
    }

    /// Whether the button is pressed; a pressed system button draws its content dimmed.
    open override var isHighlighted: Bool { didSet { setNeedsLayout(); if oldValue != isHighlighted { configurationStateDidChange() } } }
    /// Whether the button is enabled; a configured button updates its configuration when it changes.
    open override var isEnabled: Bool { didSet { if oldValue != isEnabled { configurationStateDidChange() } } }
    /// Whether the button is selected; a configured button updates its configuration when it changes.
    open override var isSelected: Bool { didSet { if oldValue != isSelected { configurationStateDidChange() } } }

    override func renderContent(in context: CGContext, bounds drawRect: CGRect) {
        if configuration != nil {
            drawConfiguredBackground(in: context)
        } else if let background = currentBackgroundImage {
            UIGraphicsWithContext(context) { background.draw(in: backgroundRect(forBounds: bounds)) }
        }
        super.renderContent(in: context, bounds: drawRect)
    }
}
