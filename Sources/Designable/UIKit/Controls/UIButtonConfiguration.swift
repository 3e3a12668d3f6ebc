import Foundation

extension UIButton {
    /// What a button shows and how, as UIKit's `UIButton.Configuration` (iOS 15): a value that
    /// starts from one of the system styles and is given to ``UIButton/configuration-swift.property``.
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Check out"
    /// configuration.image = UIImage(systemName: "cart")
    /// configuration.imagePadding = 8
    /// configuration.cornerStyle = .capsule
    /// let button = UIButton(configuration: configuration)
    /// ```
    ///
    /// The button draws ``updated(for:)`` of its configuration: the style's colours for the
    /// button's state (highlighted, disabled, selected), its tint and its traits.
    ///
    /// Two configurations are equal when everything but their closures (the colour and text
    /// attribute transformers) is equal, as closures cannot be compared; images are equal when
    /// they are the same symbol or asset.
    public struct Configuration: Hashable {
        /// The system style a configuration was made from; it picks the colours for each state.
        enum Style: String, Sendable, CaseIterable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        var style: Style
        /// The state the colours were already resolved for by ``updated(for:)``, so that drawing
        /// the updated value does not dim or tint it twice.
        var resolvedState: UIControl.State?
        private var contentInsetsOverride: NSDirectionalEdgeInsets?
        /// The title font an Interface Builder document gave (`<fontDescription>`), the default the
        /// title text attributes transformer starts from; `nil` for the size's font.
        var titleFont: UIFont?

        init(style: Style) {
            self.style = style
            background = UIBackgroundConfiguration()
        }

        // MARK: The system styles

        /// A style with no background, its content in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A style with a pale tinted background and content in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A style with a grey background and content in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A style filled with the tint colour and content in white.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The borderless style of the Mac; on iPhone and iPad, and here, drawn as ``plain()``.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// The bordered style of the Mac; on iPhone and iPad, and here, drawn as ``gray()``.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// The bordered tinted style of the Mac; on iPhone and iPad, and here, drawn as ``tinted()``.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// The prominent bordered style of the Mac; on iPhone and iPad, and here, drawn as ``filled()``.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// A copy for `button`'s state, tint and traits: the style's foreground and background
        /// colours for it written into ``baseForegroundColor`` and ``background``, as UIKit's
        /// `updated(for:)` returns what the button would draw.
        public func updated(for button: UIButton) -> Configuration {
            resolved(for: button.state, tint: button.tintColor ?? .systemBlue)
        }

        /// A copy with the style's colours for `state` written in; what ``updated(for:)`` returns.
        func resolved(for state: UIControl.State, tint: UIColor) -> Configuration {
            if resolvedState != nil { return self }
            var copy = self
            let appearance = ButtonConfigurationAppearance(configuration: self, state: state, tint: tint)
            copy.baseForegroundColor = appearance.foreground
            copy.background.backgroundColor = appearance.background
            copy.resolvedState = state
            return copy
        }

        // MARK: Background and shape

        /// The background behind the content; the style's colour fills it unless its own
        /// ``UIBackgroundConfiguration/backgroundColor`` is set.
        public var background: UIBackgroundConfiguration
        /// How the background's corners are rounded; ``CornerStyle/dynamic`` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class of the button: its font, insets and corners.
        public var buttonSize: Size = .medium
        /// How the button looks under Mac Catalyst's Mac idiom; it changes nothing on iPhone
        /// and iPad, nor here.
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The colour the style derives its title, subtitle and image colours from; `nil` for
        /// the style's own (the tint, or white on a filled button).
        public var baseForegroundColor: UIColor?
        /// The colour the style derives its background from; `nil` for the style's own (the tint,
        /// or grey).
        public var baseBackgroundColor: UIColor?

        // MARK: Image

        /// The image beside the title; a symbol image is sized to the title's font.
        public var image: UIImage?
        /// Changes the colour the image is drawn in.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration a symbol image is drawn with; `nil` to match the title's font.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether an activity indicator spins where the image would be.
        public var showsActivityIndicator = false
        /// Changes the activity indicator's colour, which is the foreground colour by default.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        // MARK: Title and subtitle

        /// The title; setting it replaces ``attributedTitle`` with the same characters, unstyled.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// The styled title; its runs' fonts and colours win over the style's.
        public var attributedTitle: AttributedString?
        /// Changes the title's attributes (its font, its colour) before it is drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// A second line under the title, in a smaller font.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The styled subtitle.
        public var attributedSubtitle: AttributedString?
        /// Changes the subtitle's attributes before it is drawn.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title breaks or truncates when it does not fit: by default it wraps onto more
        /// lines, as UIKit's configured buttons do; a truncating mode keeps it on one line.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the subtitle breaks or truncates when it does not fit; it wraps by default.
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping

        // MARK: Indicator

        /// The pop-up or pull-down indicator; ``Indicator/automatic`` shows none unless the
        /// button has a menu shown as its primary action.
        public var indicator: Indicator = .automatic
        /// Changes the indicator's colour.
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        // MARK: Layout

        /// The space around the content; ``buttonSize``'s default until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsOverride ?? ButtonConfigurationMetrics(size: buttonSize).contentInsets }
            set { contentInsetsOverride = newValue }
        }
        /// Puts ``contentInsets`` back to the default for ``buttonSize``.
        public mutating func setDefaultContentInsets() { contentInsetsOverride = nil }
        /// The edge of the title the image sits at: `.leading` (the default), `.trailing`,
        /// `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// Space kept for the image along ``imagePlacement``'s axis, the image centred in it;
        /// an image larger than it takes its own size.
        public var imageReservation: CGFloat = 0
        /// Whether a selected button is drawn in the style's selected colours.
        public var automaticallyUpdateForSelection = true

        /// Whether everything but the closures is equal.
        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.resolvedState == b.resolvedState && a.contentInsetsOverride == b.contentInsetsOverride
                && a.background == b.background && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize
                && a.macIdiomStyle == b.macIdiomStyle && a.baseForegroundColor == b.baseForegroundColor
                && a.baseBackgroundColor == b.baseBackgroundColor && sameImage(a.image, b.image) && a.titleFont == b.titleFont
                && a.preferredSymbolConfigurationForImage == b.preferredSymbolConfigurationForImage
                && a.showsActivityIndicator == b.showsActivityIndicator && a.attributedTitle == b.attributedTitle
                && a.attributedSubtitle == b.attributedSubtitle && a.titleLineBreakMode == b.titleLineBreakMode
                && a.subtitleLineBreakMode == b.subtitleLineBreakMode && a.indicator == b.indicator
                && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding
                && a.titleAlignment == b.titleAlignment && a.imageReservation == b.imageReservation
                && a.automaticallyUpdateForSelection == b.automaticallyUpdateForSelection
        }

        /// Hashes what `==` compares that is cheap to hash: the style, texts, size and spacing.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(buttonSize)
            hasher.combine(cornerStyle)
            hasher.combine(imagePadding)
            hasher.combine(titlePadding)
        }

        /// Images are the same when they are the same symbol or asset, as a document names them.
        private static func sameImage(_ a: UIImage?, _ b: UIImage?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            if a === b { return true }
            let name = { (i: UIImage) in i.attributes.symbol?.name ?? i.assetName }
            return name(a) != nil && name(a) == name(b) && a.renderingMode == b.renderingMode
        }

        // MARK: Nested types

        /// A button's size class, as `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable, CaseIterable {
            /// The smallest: a 12-point title.
            case mini
            /// A 15-point title.
            case small
            /// The default: a 17-point title.
            case medium
            /// A 17-point title with the largest insets.
            case large
        }

        /// How the title and subtitle align, as `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable, CaseIterable {
            /// Centred when the image is above or below, or there is none; leading otherwise.
            case automatic
            /// Against the leading edge.
            case leading
            /// Centred.
            case center
            /// Against the trailing edge.
            case trailing
        }

        /// How the background's corners are rounded, as `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable, CaseIterable {
            /// The background's own ``UIBackgroundConfiguration/cornerRadius``.
            case fixed = -1
            /// A radius that follows ``UIButton/Configuration-swift.struct/buttonSize``.
            case dynamic = 0
            /// A small radius (4 points).
            case small
            /// A medium radius (8 points).
            case medium
            /// A large radius (12 points).
            case large
            /// Half the button's height: round ends.
            case capsule
        }

        /// The Mac idiom's style, as `UIButton.Configuration.MacIdiomStyle`; only Mac Catalyst
        /// reads it.
        public enum MacIdiomStyle: Int, Sendable, CaseIterable {
            /// The platform's choice.
            case automatic
            /// A bordered push button.
            case bordered
            /// No border.
            case borderless
            /// No border, tinted.
            case borderlessTinted
        }

        /// The pop-up or pull-down indicator, as `UIButton.Configuration.Indicator`.
        public enum Indicator: Int, Sendable, CaseIterable {
            /// Chosen from the button's menu; none here (differs from UIKit: a pop-up button's
            /// menu never shows in a snapshot, so `.popup` must be asked for).
            case automatic
            /// No indicator.
            case none
            /// The up-and-down chevrons of a pop-up button, after the content at its trailing end.
            case popup
        }
    }
}
