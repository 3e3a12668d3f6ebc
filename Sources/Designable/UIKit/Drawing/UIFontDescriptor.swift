import Foundation

/// What a font is, apart from its size, as UIKit's `UIFontDescriptor`: code reads a font's
/// descriptor to make the same face at another size, or its bold variant.
///
/// ```swift
/// let smaller = UIFont(descriptor: font.fontDescriptor, size: font.pointSize * 0.7)
/// let bold = font.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }
/// let body = UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .body), size: 0)
/// ```
///
/// Differs from UIKit on purpose: a descriptor stands for one installed face rather than a
/// set of attributes to match; there are no italic faces, so `.traitItalic` keeps the face.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The font the descriptor describes, at its size.
    let font: UIFont
    /// Attributes given that do not pick the face (features, a matrix, a design), kept so
    /// ``fontAttributes`` gives them back.
    var extraAttributes: [AttributeName: Any] = [:]

    init(font: UIFont, extraAttributes: [AttributeName: Any] = [:]) {
        self.font = font
        self.extraAttributes = extraAttributes
        super.init()
    }

    /// The system font's descriptor, as `UIFontDescriptor()`.
    public override convenience init() { self.init(font: .systemFont(ofSize: 17)) }

    /// Font traits, as UIKit's `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        /// Glyphs for vertical text.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Tuned for screen text.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// The bits that hold the family class.
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        /// Old-style serifs.
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        /// Transitional serifs.
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        /// Modern serifs.
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        /// Clarendon serifs.
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        /// Slab serifs.
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        /// Free-form serifs.
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        /// Sans serif.
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        /// Ornamentals.
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        /// Scripts.
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        /// Symbols.
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    /// The size in points.
    open var pointSize: CGFloat { font.pointSize }
    /// The face's PostScript name.
    open var postscriptName: String { font.fontName }
    /// Bold when the face is a bold one (its PostScript name says so).
    open var symbolicTraits: SymbolicTraits { font.fontName.contains("Bold") ? .traitBold : [] }

    /// The same face at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { UIFontDescriptor(font: font.withSize(newPointSize)) }

    /// The face with `symbolicTraits`: bold asks for the family's bold face (the system font's,
    /// or a registered `<name>-Bold`); `nil` when the family has none, as in UIKit.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        guard symbolicTraits.contains(.traitBold), !self.symbolicTraits.contains(.traitBold) else { return self }
        if font.fontName == UIFont.systemFont(ofSize: font.pointSize).fontName {
            return UIFontDescriptor(font: .boldSystemFont(ofSize: font.pointSize))
        }
        let base = font.fontName.split(separator: "-").first.map(String.init) ?? font.fontName
        return UIFont(name: base + "-Bold", size: font.pointSize).map { UIFontDescriptor(font: $0) }
    }

    /// The descriptor of ``UIFont/preferredFont(forTextStyle:)``'s font at the current
    /// traits' content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of the text style's font at `traitCollection`'s content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFontDescriptor(font: .preferredFont(forTextStyle: style, compatibleWith: traitCollection))
    }
}

extension UIFont {
    /// The font's descriptor: its face at its size.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The face `descriptor` describes at `pointSize`, or at the descriptor's size when
    /// `pointSize` is 0, as in UIKit. A text style's font keeps following Dynamic Type.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let source = descriptor.font
        let size = pointSize > 0 ? pointSize : source.pointSize
        let resized = size == source.pointSize ? source : source.withSize(size)
        self.init(loaded: resized.loaded, pointSize: resized.pointSize, scaling: size == source.pointSize ? source.scaling : nil)
    }
}
