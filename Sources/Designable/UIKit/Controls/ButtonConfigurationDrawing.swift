import Foundation

/// How a configured button lays out and draws its configuration: the background shape behind,
/// then the image (or the activity indicator) beside the title and subtitle stacked, the whole
/// block inside the content insets and placed by the control's content alignments.
extension UIButton {
    /// The configuration as drawn: updated for the state unless
    /// ``automaticallyUpdatesConfiguration`` is off, when the normal state's colours are used.
    var drawnConfiguration: Configuration? {
        guard let configuration = modern.configuration else { return nil }
        return configuration.resolved(for: automaticallyUpdatesConfiguration ? state : .normal, tint: tintColor ?? .systemBlue)
    }

    /// The subtitle label, made on first use.
    var configuredSubtitleLabel: UILabel {
        if let label = modern.subtitleLabel { return label }
        let label = UILabel()
        addSubview(label)
        modern.subtitleLabel = label
        return label
    }

    /// Sets the labels, image view and indicator from `c`; returns the sizes they take, the
    /// title and subtitle wrapped (when their line break modes wrap) to what `width` leaves them.
    private func prepareConfiguredContent(_ c: Configuration, fitting width: CGFloat = .infinity) -> (image: CGSize, title: CGSize, subtitle: CGSize) {
        let metrics = ButtonConfigurationMetrics(size: c.buttonSize)
        let foreground = c.baseForegroundColor ?? tintColor ?? .systemBlue
        let titleFont = c.titleFont ?? UIFont.preferredFont(forTextStyle: metrics.titleStyle, compatibleWith: traitCollection)
        // UIKit combines a configuration with the per-state API: a configuration without a title
        // or image shows the ones set with setTitle(_:for:) and setImage(_:for:).
        let ownTitle = c.attributedTitle ?? title(for: state).map { AttributedString($0) }
            ?? attributedTitle(for: state).map { AttributedString(uiKit: $0) }
        let title = styled(ownTitle, font: titleFont, color: foreground, transformer: c.titleTextAttributesTransformer)
        titleLabel?.font = title?.font ?? titleFont
        titleLabel?.attributedText = title?.text
        titleLabel?.lineBreakMode = c.titleLineBreakMode
        titleLabel?.numberOfLines = Self.wraps(c.titleLineBreakMode) ? 0 : 1
        titleLabel?.alpha = 1
        titleLabel?.isHidden = title == nil
        let subtitleFont = UIFont.preferredFont(forTextStyle: metrics.subtitleStyle, compatibleWith: traitCollection)
        let subtitle = styled(c.attributedSubtitle, font: subtitleFont, color: foreground,
                              transformer: c.subtitleTextAttributesTransformer)
        if subtitle != nil || modern.subtitleLabel != nil {
            configuredSubtitleLabel.font = subtitle?.font ?? subtitleFont
            configuredSubtitleLabel.attributedText = subtitle?.text
            configuredSubtitleLabel.lineBreakMode = c.subtitleLineBreakMode
            configuredSubtitleLabel.numberOfLines = Self.wraps(c.subtitleLineBreakMode) ? 0 : 1
            configuredSubtitleLabel.isHidden = subtitle == nil
        }

        var imageSize = CGSize.zero
        let imageColor = c.imageColorTransformer.map { $0(foreground) } ?? foreground
        if c.showsActivityIndicator {
            let indicator = modern.activityIndicator ?? {
                let made = UIActivityIndicatorView(style: .medium)
                addSubview(made)
                modern.activityIndicator = made
                return made
            }()
            indicator.color = c.activityIndicatorColorTransformer.map { $0(foreground) } ?? foreground
            indicator.startAnimating()
            imageSize = indicator.intrinsicContentSize
            imageView?.isHidden = true
        } else {
            modern.activityIndicator?.stopAnimating()
            var image = c.image ?? self.image(for: state)
            if let symbol = image, symbol.isSymbolImage {
                // A symbol matches the font the title is drawn in, after its transformer.
                let matching = UIImage.SymbolConfiguration(font: title?.font ?? titleFont)
                let preferred = c.preferredSymbolConfigurationForImage ?? preferredSymbolConfigurationForImage(in: state)
                image = symbol.applyingSymbolConfiguration(preferred.map { matching.applying($0) } ?? matching)
            }
            if image?.renderingMode == .automatic && image?.isSymbolImage == true { image = image?.withRenderingMode(.alwaysTemplate) }
            imageView?.image = image
            imageView?.tintColor = imageColor
            imageView?.alpha = 1
            imageView?.isHidden = image == nil
            imageSize = image?.size ?? .zero
        }
        // What the width leaves the text: less the insets and pop-up chevrons, and the image beside it.
        let insets = configuredInsets(c)
        let beside = c.imagePlacement == .top || c.imagePlacement == .bottom || imageSize == .zero
            ? 0 : Swift.max(imageSize.width, c.imageReservation) + c.imagePadding
        let textWidth = Swift.max(1, width - insets.left - insets.right - popupIndicatorReserve(c) - beside)
        let bound = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        let titleSize = title == nil ? CGSize.zero : (titleLabel?.sizeThatFits(bound) ?? .zero)
        let subtitleSize = subtitle == nil ? CGSize.zero : configuredSubtitleLabel.sizeThatFits(bound)
        return (imageSize, titleSize, subtitleSize)
    }

    /// Whether a line break mode wraps onto more lines (UIKit's default for configured buttons)
    /// rather than truncating or clipping one.
    private static func wraps(_ mode: NSLineBreakMode) -> Bool {
        mode == .byWordWrapping || mode == .byCharWrapping
    }

    /// The text with the style's font and colour under its own runs, after the transformer,
    /// and the font its first run is drawn in, for the label's `font`.
    private func styled(_ text: AttributedString?, font: UIFont, color: UIColor,
                        transformer: UIConfigurationTextAttributesTransformer?) -> (text: NSAttributedString, font: UIFont)? {
        guard var text, !text.characters.isEmpty else { return nil }
        var defaults = AttributeContainer()
        defaults[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
        defaults[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
        if let transformer { defaults = transformer(defaults) }
        // The title's own attributes win over the defaults, as in UIKit.
        text.mergeAttributes(defaults, mergePolicy: .keepCurrent)
        let drawn = text.runs.first?[AttributeScopes.UIKitAttributes.FontAttribute.self] ?? font
        return (NSAttributedString(uiKit: text), drawn)
    }

    /// The image and text block's parts, from the sizes of its pieces.
    private struct ConfiguredBlock {
        var size: CGSize
        var image: CGSize
        var text: CGSize
        var padding: CGFloat
    }

    private func block(_ c: Configuration, _ sizes: (image: CGSize, title: CGSize, subtitle: CGSize)) -> ConfiguredBlock {
        let hasTitles = sizes.title != .zero && sizes.subtitle != .zero
        let text = CGSize(width: Swift.max(sizes.title.width, sizes.subtitle.width),
                          height: sizes.title.height + sizes.subtitle.height + (hasTitles ? c.titlePadding : 0))
        var image = sizes.image
        let hasImage = image != .zero
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        if hasImage && c.imageReservation > 0 {
            if vertical { image.height = Swift.max(image.height, c.imageReservation) } else { image.width = Swift.max(image.width, c.imageReservation) }
        }
        let padding = hasImage && text != .zero ? c.imagePadding : 0
        let size = vertical
            ? CGSize(width: Swift.max(image.width, text.width), height: image.height + padding + text.height)
            : CGSize(width: image.width + padding + text.width, height: Swift.max(image.height, text.height))
        return ConfiguredBlock(size: size, image: image, text: text, padding: padding)
    }

    /// The content insets as left and right for the layout direction.
    private func configuredInsets(_ c: Configuration) -> UIEdgeInsets {
        let i = c.contentInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: i.top, left: rtl ? i.trailing : i.leading, bottom: i.bottom, right: rtl ? i.leading : i.trailing)
    }

    /// The pop-up indicator's chevrons for the title's font, or zero when the configuration has
    /// none: 0.45 and 0.7 of the point size, 8 × 12 for a 17-point title.
    private func popupIndicatorSize(_ c: Configuration) -> CGSize {
        guard c.indicator == .popup else { return .zero }
        let points = titleLabel?.font.pointSize ?? 17
        return CGSize(width: (points * 0.45).rounded(), height: (points * 0.7).rounded())
    }

    /// The space between the content and the pop-up indicator after it.
    private static let popupIndicatorGap: CGFloat = 6

    /// The width the pop-up indicator adds to the content.
    private func popupIndicatorReserve(_ c: Configuration) -> CGFloat {
        let size = popupIndicatorSize(c)
        return size == .zero ? 0 : size.width + Self.popupIndicatorGap
    }

    /// The block plus the pop-up indicator and the content insets, its text wrapped to `width`.
    func configuredContentSize(fitting width: CGFloat = .infinity) -> CGSize {
        guard let c = drawnConfiguration else { return .zero }
        let b = block(c, prepareConfiguredContent(c, fitting: width))
        let insets = configuredInsets(c)
        return CGSize(width: b.size.width + popupIndicatorReserve(c) + insets.left + insets.right,
                      height: Swift.max(b.size.height, popupIndicatorSize(c).height) + insets.top + insets.bottom)
    }

    /// Places the image (or indicator), title and subtitle.
    func layoutConfiguredContent() {
        guard let c = drawnConfiguration else { return }
        let sizes = prepareConfiguredContent(c, fitting: bounds.width)
        let b = block(c, sizes)
        let container = bounds.inset(by: configuredInsets(c))
        let reserve = popupIndicatorReserve(c)
        var area = align(CGSize(width: b.size.width + reserve, height: b.size.height), in: container)
        if area.width > container.width {
            // Content wider than the button starts at its leading inset, truncated at the other.
            area.origin.x = container.minX
            area.size.width = container.width
        }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // The pop-up indicator takes the trailing end of the content; the rest is placed before it.
        let indicator = popupIndicatorSize(c)
        modern.popupIndicatorRect = indicator == .zero ? nil : CGRect(
            x: rtl ? area.minX : area.maxX - indicator.width, y: area.midY - indicator.height / 2,
            width: indicator.width, height: indicator.height)
        area.size.width = Swift.max(0, area.width - reserve)
        if rtl { area.origin.x += reserve }
        var imageSlot: CGRect
        var textRect: CGRect
        switch c.imagePlacement {
        case .top:
            imageSlot = CGRect(x: area.minX, y: area.minY, width: area.width, height: b.image.height)
            textRect = CGRect(x: area.minX, y: imageSlot.maxY + b.padding, width: area.width, height: b.text.height)
        case .bottom:
            textRect = CGRect(x: area.minX, y: area.minY, width: area.width, height: b.text.height)
            imageSlot = CGRect(x: area.minX, y: textRect.maxY + b.padding, width: area.width, height: b.image.height)
        default:
            // Leading is the left in left-to-right text; trailing the other side.
            let imageOnLeft = (c.imagePlacement == .trailing) == rtl
            let textWidth = Swift.max(0, area.width - b.image.width - b.padding)
            let imageX = imageOnLeft ? area.minX : area.maxX - b.image.width
            imageSlot = CGRect(x: imageX, y: area.minY, width: b.image.width, height: area.height)
            textRect = CGRect(x: imageOnLeft ? imageSlot.maxX + b.padding : area.minX,
                              y: area.midY - b.text.height / 2, width: textWidth, height: b.text.height)
        }
        // The image is centred in its slot (the reservation, or the other side of the block).
        let image = CGRect(x: imageSlot.midX - sizes.image.width / 2, y: imageSlot.midY - sizes.image.height / 2,
                           width: sizes.image.width, height: sizes.image.height)
        imageView?.frame = image
        modern.activityIndicator?.frame = image
        placeBackgroundCustomView(c)

        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        var alignment = c.titleAlignment
        if alignment == .automatic { alignment = vertical || sizes.image == .zero ? .center : .leading }
        func place(_ size: CGSize, y: CGFloat) -> CGRect {
            let width = Swift.min(size.width, textRect.width)
            let x: CGFloat = switch alignment {
            case .leading: rtl ? textRect.maxX - width : textRect.minX
            case .trailing: rtl ? textRect.minX : textRect.maxX - width
            default: textRect.midX - width / 2
            }
            return CGRect(x: x, y: y, width: width, height: size.height)
        }
        titleLabel?.frame = place(sizes.title, y: textRect.minY)
        let textAlignment: NSTextAlignment = switch alignment {
        case .leading: .natural
        case .trailing: rtl ? .left : .right
        default: .center
        }
        titleLabel?.textAlignment = textAlignment
        if let subtitleLabel = modern.subtitleLabel {
            let gap = sizes.title == .zero ? 0 : c.titlePadding
            subtitleLabel.frame = place(sizes.subtitle, y: textRect.minY + sizes.title.height + gap)
            subtitleLabel.textAlignment = textAlignment
        }
    }

    /// Draws the configuration's background: its fill, image and outline in the corner style's shape.
    func drawConfiguredBackground(in context: CGContext) {
        guard let c = drawnConfiguration else { return }
        let background = c.background
        let i = background.backgroundInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let rect = bounds.inset(by: UIEdgeInsets(top: i.top, left: rtl ? i.trailing : i.leading, bottom: i.bottom,
                                                  right: rtl ? i.leading : i.trailing))
        guard rect.width > 0, rect.height > 0 else { return }
        let metrics = ButtonConfigurationMetrics(size: c.buttonSize)
        let radius = Swift.min(metrics.cornerRadius(c.cornerStyle, fixed: background.cornerRadius, height: rect.height),
                               Swift.min(rect.width, rect.height) / 2)
        UIGraphicsWithContext(context) {
            let shape = UIBezierPath(roundedRect: rect, cornerRadius: radius)
            if let fill = background.backgroundColor {
                (background.backgroundColorTransformer.map { $0(fill) } ?? fill).setFill()
                shape.fill()
            }
            if let image = background.image {
                context.saveGState()
                shape.addClip()
                image.draw(in: rect)
                context.restoreGState()
            }
            if let chevrons = modern.popupIndicatorRect {
                let foreground = c.baseForegroundColor ?? tintColor ?? .systemBlue
                drawPopupIndicator(in: chevrons, color: c.indicatorColorTransformer.map { $0(foreground) } ?? foreground)
            }
            if background.strokeWidth > 0 {
                // Inside the edge, or outside it by the outset; a nil stroke colour is the tint, as in UIKit.
                let outset = background.strokeOutset - background.strokeWidth / 2
                let outline = rect.insetBy(dx: -outset, dy: -outset)
                let path = UIBezierPath(roundedRect: outline, cornerRadius: Swift.max(0, radius + outset))
                path.lineWidth = background.strokeWidth
                background.resolvedStrokeColor(for: tintColor ?? .systemBlue).setStroke()
                path.stroke()
            }
        }
    }
}

extension UIButton {
    /// The pop-up indicator: a chevron up over a chevron down, as SF Symbols'
    /// `chevron.up.chevron.down`, stroked in `color`.
    fileprivate func drawPopupIndicator(in r: CGRect, color: UIColor) {
        let path = UIBezierPath()
        let arm = r.height * 0.3
        path.move(to: CGPoint(x: r.minX, y: r.minY + arm))
        path.addLine(to: CGPoint(x: r.midX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.minY + arm))
        path.move(to: CGPoint(x: r.minX, y: r.maxY - arm))
        path.addLine(to: CGPoint(x: r.midX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - arm))
        path.lineWidth = Swift.max(1, r.width / 5)
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }
}

extension UIButton {
    /// Puts the background's custom view behind the content, filling the background's rect, and
    /// takes away one the configuration no longer holds.
    fileprivate func placeBackgroundCustomView(_ c: Configuration) {
        let custom = c.background.customView
        if let old = modern.backgroundCustomView, old !== custom { old.removeFromSuperview() }
        modern.backgroundCustomView = custom
        guard let custom else { return }
        if custom.superview !== self { insertSubview(custom, at: 0) }
        let i = c.background.backgroundInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        custom.frame = bounds.inset(by: UIEdgeInsets(top: i.top, left: rtl ? i.trailing : i.leading, bottom: i.bottom,
                                                      right: rtl ? i.leading : i.trailing))
    }
}
