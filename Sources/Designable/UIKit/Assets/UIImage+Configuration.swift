import Foundation

extension UIImage {
    /// What an image is drawn for, as UIKit's `UIImage.Configuration`: traits, and for symbols
    /// their size and weight (``SymbolConfiguration``).
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is drawn for; `nil` leaves them to where it is shown.
        open internal(set) var traitCollection: UITraitCollection?

        /// A configuration that specifies nothing.
        public required override init() { super.init() }

        /// A copy with `traitCollection` as its traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = self.copied()
            copy.traitCollection = traitCollection
            return copy
        }

        /// `self` with what `otherConfiguration` specifies laid over it.
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = self.copied()
            if let traits = otherConfiguration?.traitCollection { copy.traitCollection = traits }
            copy.merge(otherConfiguration)
            return copy
        }

        /// Takes over what `other` specifies; subclasses add their own fields.
        func merge(_ other: Configuration?) {}

        func copied() -> Self {
            let copy = Self.init()
            copy.copyFields(from: self)
            return copy
        }

        func copyFields(from other: Configuration) { traitCollection = other.traitCollection }
    }

    /// How large a symbol is relative to the text beside it, as UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        /// The configuration's default: medium.
        case `default` = -1
        /// Not specified.
        case unspecified = 0
        /// Smaller than the text.
        case small = 1
        /// The size of the text.
        case medium = 2
        /// Larger than the text.
        case large = 3

        /// The symbol's size relative to its point size. Approximations of SF Symbols' scales
        /// (measured from the small, medium and large symbols Apple documents), not Apple's figures.
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// The stroke weight of a symbol, as UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        /// Not specified.
        case unspecified = 0
        /// The lightest.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular, the default.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// The heaviest.
        case black = 9

        /// The font weight of the same name.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's point size, weight, scale or text style, and colours, as UIKit's
    /// `UIImage.SymbolConfiguration`. Fields left unspecified take the value of the
    /// configuration applied under it, or the default (17-point body text, regular, medium).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; 0 when not specified.
        var pointSize: CGFloat = 0
        var weight = SymbolWeight.unspecified
        var scale = SymbolScale.unspecified
        var textStyle: UIFont.TextStyle?
        /// A single colour the symbol's layers are drawn in, in tiers of opacity.
        var hierarchicalColor: UIColor?
        /// The colours of the symbol's layers, in order.
        var paletteColors: [UIColor]?
        var prefersMulticolor = false

        /// A configuration that specifies nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// A symbol as large as text at `scale`.
        public convenience init(scale: SymbolScale) { self.init(); self.scale = scale }
        /// A symbol of `pointSize`.
        public convenience init(pointSize: CGFloat) { self.init(); self.pointSize = pointSize }
        /// A symbol of `weight`.
        public convenience init(weight: SymbolWeight) { self.init(); self.weight = weight }
        /// A symbol of `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize); self.weight = weight }
        /// A symbol of `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }
        /// A symbol sized for the text style's font at the current content size.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(); self.textStyle = textStyle }
        /// A symbol sized for the text style at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(textStyle: textStyle); self.scale = scale }
        /// A symbol of `font`'s size and weight.
        public convenience init(font: UIFont) {
            self.init()
            pointSize = font.pointSize
            weight = SymbolConfiguration.symbolWeight(of: font)
        }
        /// A symbol of `font`'s size and weight at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(font: font); self.scale = scale }
        /// A symbol drawn in `hierarchicalColor`, its secondary layers lighter.
        public convenience init(hierarchicalColor: UIColor) { self.init(); self.hierarchicalColor = hierarchicalColor }
        /// A symbol whose layers are drawn in `paletteColors`, in order.
        public convenience init(paletteColors: [UIColor]) { self.init(); self.paletteColors = paletteColors }

        /// A configuration preferring the symbol's own colours.
        public static func preferringMulticolor() -> SymbolConfiguration {
            let c = SymbolConfiguration()
            c.prefersMulticolor = true
            return c
        }
        /// A configuration preferring one colour, the tint.
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }

        /// A copy without its text style.
        open func configurationWithoutTextStyle() -> Self { let c = copied(); c.textStyle = nil; return c }
        /// A copy without its scale.
        open func configurationWithoutScale() -> Self { let c = copied(); c.scale = .unspecified; return c }
        /// A copy without its weight.
        open func configurationWithoutWeight() -> Self { let c = copied(); c.weight = .unspecified; return c }
        /// A copy without its point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let c = copied()
            c.pointSize = 0
            c.weight = .unspecified
            return c
        }

        /// Whether the two configurations specify the same.
        open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let o = otherConfiguration else { return false }
            return pointSize == o.pointSize && weight == o.weight && scale == o.scale && textStyle == o.textStyle
                && hierarchicalColor == o.hierarchicalColor && paletteColors == o.paletteColors
                && prefersMulticolor == o.prefersMulticolor && traitCollection == o.traitCollection
        }

        open override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }

        override func copyFields(from other: Configuration) {
            super.copyFields(from: other)
            guard let o = other as? SymbolConfiguration else { return }
            pointSize = o.pointSize; weight = o.weight; scale = o.scale; textStyle = o.textStyle
            hierarchicalColor = o.hierarchicalColor; paletteColors = o.paletteColors; prefersMulticolor = o.prefersMulticolor
        }

        override func merge(_ other: Configuration?) {
            guard let o = other as? SymbolConfiguration else { return }
            if o.pointSize > 0 { pointSize = o.pointSize; if o.textStyle == nil { textStyle = nil } }
            if o.weight != .unspecified { weight = o.weight }
            if o.scale != .unspecified { scale = o.scale }
            if let style = o.textStyle { textStyle = style; if o.pointSize == 0 { pointSize = 0 } }
            if let colour = o.hierarchicalColor { hierarchicalColor = colour }
            if let colours = o.paletteColors { paletteColors = colours }
            if o.prefersMulticolor { prefersMulticolor = true }
        }

        /// The point size drawn: the given one, the text style's font size for the traits, or 17.
        func resolvedPointSize(for traits: UITraitCollection) -> CGFloat {
            if pointSize > 0 { return pointSize }
            if let style = textStyle { return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize }
            return 17
        }

        static func symbolWeight(of font: UIFont) -> SymbolWeight {
            font.fontDescriptor.symbolicTraits.contains(.traitBold) ? .bold : .regular
        }
    }
}

extension UIFont.Weight {
    /// The symbol weight of the same name, as `symbolWeight()`.
    public func symbolWeight() -> UIImage.SymbolWeight {
        let ladder: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        return ladder.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
    }
}
