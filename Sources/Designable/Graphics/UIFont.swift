import Foundation
import InterfaceBuilder
import Raster
import Typography

/// A font at a size, as UIKit's `UIFont`, drawn with Typography from TrueType files we read ourselves.
///
/// ```swift
/// label.font = .systemFont(ofSize: 15, weight: .semibold)
/// let custom = UIFont(name: "DejaVu Sans", size: 12)
/// ```
///
/// Differs from UIKit on purpose:
/// - The system font is DejaVu Sans (bold from `.semibold` up), the same on every machine,
///   rather than San Francisco; metrics are DejaVu's.
/// - When no system font can be found, `systemFont(ofSize:)` still returns a font (with
///   DejaVu's proportions) and the render that uses it throws
///   ``ViewRenderError/fontUnavailable(_:)`` naming the paths tried, instead of crashing.
open class UIFont: NSObject, @unchecked Sendable {
    /// Typography's font, or the error that prevented loading it.
    let loaded: Result<Font, FontError>
    public let pointSize: CGFloat

    init(loaded: Result<Font, FontError>, pointSize: CGFloat) {
        self.loaded = loaded
        self.pointSize = pointSize
    }

    /// Wraps a Typography font.
    public convenience init(font: Font) { self.init(loaded: .success(font), pointSize: CGFloat(font.pointSize)) }

    /// The registered font with this PostScript, full or family name (see `FontRegistry`); `nil` when none.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = Font(name: fontName, size: Double(fontSize)) else { return nil }
        self.init(font: font)
    }

    /// The system font at `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        do {
            return UIFont(font: try Font.systemFont(ofSize: Double(fontSize), weight: FontWeight(Double(weight.rawValue))))
        } catch {
            return UIFont(loaded: .failure(error), pointSize: fontSize)
        }
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font: there is no italic system face, so this is the regular one.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

    /// The system font for a text style at UIKit's default (Large) content size.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        systemFont(ofSize: style.defaultPointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        switch loaded {
        case .success(let f): return UIFont(font: f.withSize(Double(fontSize)))
        case .failure(let e): return UIFont(loaded: .failure(e), pointSize: fontSize)
        }
    }

    /// The font to draw with, or `nil` when it could not be loaded (the render reports why).
    var font: Font? { try? loaded.get() }

    /// Metrics as a fraction of the point size, for a font that failed to load: DejaVu Sans's.
    private func metric(_ value: (Font) -> Double, fallback: Double) -> CGFloat {
        font.map { CGFloat(value($0)) } ?? pointSize * CGFloat(fallback)
    }

    open var ascender: CGFloat { metric(\.ascender, fallback: 0.928) }
    /// Negative: how far below the baseline the font reaches.
    open var descender: CGFloat { metric(\.descender, fallback: -0.236) }
    open var leading: CGFloat { metric(\.leading, fallback: 0) }
    /// `ascender − descender + leading`, the height of one line of text.
    open var lineHeight: CGFloat { metric(\.lineHeight, fallback: 1.164) }
    open var capHeight: CGFloat { metric(\.capHeight, fallback: 0.729) }
    open var xHeight: CGFloat { metric(\.xHeight, fallback: 0.547) }
    open var fontName: String { font?.fontName ?? "DejaVuSans" }
    open var familyName: String { font?.familyName ?? "DejaVu Sans" }

    open class var systemFontSize: CGFloat { 17 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o.pointSize == pointSize && o.fontName == fontName
    }

    open override var hash: Int { fontName.hashValue &* 31 &+ pointSize.hashValue }

    open override var description: String { "UIFont(\(fontName) \(pointSize)pt)" }
}

extension UIFont {
    /// A font weight, as `UIFont.Weight`, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style, as `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size at the default content size category, from Apple's typography
        /// guidelines; the table lives with the IB document model, which needs it too.
        var defaultPointSize: CGFloat {
            CGFloat(IBTextStyle(rawValue: rawValue)?.pointSize ?? 17)
        }
    }
}
