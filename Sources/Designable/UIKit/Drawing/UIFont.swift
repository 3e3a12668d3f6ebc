import Foundation
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
/// - The system font is Inter, the same on every machine, rather than San Francisco, which
///   cannot be shipped: each of UIKit's nine weights has its cut, Inter Display is used from
///   20 pt as SF Pro Display is, and text sizes are tracked by −0.021 em so widths come close
///   to SF Pro's (see `SystemFontFaces`). Line heights are Inter's, about 1% taller than SF's.
///   Characters Inter lacks fall back to DejaVu Sans, then to WenQuanYi Micro Hei for CJK.
/// - When no system font can be found, `systemFont(ofSize:)` still returns a font (with
///   DejaVu's proportions) and the render that uses it throws
///   ``ViewRenderError/fontUnavailable(_:)`` naming the paths tried, instead of crashing.
open class UIFont: NSObject, @unchecked Sendable {
    /// First of all stored properties: see `FoundationAttributeValues`.
    private let foundationHeader = FoundationAttributeValues.header
    /// Typography's font, or the error that prevented loading it.
    let loaded: Result<Font, FontError>
    /// The font's size, in points.
    public let pointSize: CGFloat
    /// How the font follows Dynamic Type, when it came from `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics`; see `UIFont+DynamicType.swift`.
    let scaling: FontScaling?
    /// The iOS face this font stands in for, when it was asked for by an iOS font name (see
    /// `IOSFontCatalog`): its names are the ones ``fontName`` and ``familyName`` report.
    let iOSFace: (family: String, postScriptName: String)?
    /// The weight, for the system font: it resizes as the system font (another optical
    /// size's face and tracking) and is archived as `type="system"`, as Xcode writes it.
    let systemWeight: Weight?

    init(loaded: Result<Font, FontError>, pointSize: CGFloat, scaling: FontScaling? = nil,
         iOSFace: (family: String, postScriptName: String)? = nil, systemWeight: Weight? = nil) {
        self.loaded = loaded
        self.pointSize = pointSize
        self.scaling = scaling
        self.iOSFace = iOSFace
        self.systemWeight = systemWeight
    }

    /// Wraps a Typography font.
    public convenience init(font: Font) { self.init(loaded: .success(font), pointSize: CGFloat(font.pointSize)) }

    /// The font with this PostScript or family name, as `UIFont(name:size:)`: a font the app
    /// registered, or one iOS ships; `nil` for a name that is neither, as on iOS.
    ///
    /// Differs from UIKit on purpose: iOS's own fonts are drawn with open faces (see
    /// `IOSFontCatalog`): metric-compatible clones for Helvetica, Arial, Times New Roman,
    /// Courier, Courier New, Menlo and Palatino, the closest open design for the rest (Inter
    /// for Avenir and Avenir Next, C059 for Georgia, WenQuanYi Micro Hei for PingFang and
    /// Hiragino). The font still reports the iOS names in ``fontName`` and ``familyName``.
    /// When the substitute is not installed, the font is still returned, so code that
    /// force-unwraps it runs, and the render that draws with it fails naming the package.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        // A face of the system font by its own name (an archived attributed string names it so)
        // is the system font, with its tracking and line metrics, as SF's names are on iOS.
        if let weight = UIFont.systemWeight(ofFaceNamed: fontName) {
            let system = UIFont.systemFont(ofSize: fontSize, weight: weight)
            self.init(loaded: system.loaded, pointSize: fontSize, systemWeight: weight)
            return
        }
        if let font = Font(name: fontName, size: Double(fontSize)) {
            self.init(font: font)
            return
        }
        guard let (family, face) = IOSFontCatalog.face(named: fontName) else { return nil }
        let loaded: Result<Font, FontError>
        do { loaded = .success(Font(face: try FontRegistry.shared.substitute(for: face), size: Double(fontSize))) } catch {
            loaded = .failure(error)
        }
        self.init(loaded: loaded, pointSize: fontSize, iOSFace: (family.name, face.postScriptName))
    }

    /// The system font at `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        do {
            let font = try Font.systemFont(ofSize: Double(fontSize), weight: FontWeight(Double(weight.rawValue)))
            return UIFont(loaded: .success(font), pointSize: fontSize, systemWeight: weight)
        } catch {
            return UIFont(loaded: .failure(error), pointSize: fontSize, systemWeight: weight)
        }
    }

    /// The weight of the system font's face named `name` (a text or display cut), or `nil`
    /// when `name` is not one of the system font's faces.
    static func systemWeight(ofFaceNamed name: String) -> Weight? {
        let faces = FontRegistry.shared.systemFontFaces
        if let cut = faces.cuts.first(where: { $0.text == name || $0.display == name }) { return Weight(CGFloat(cut.weight.rawValue)) }
        if faces.cuts.isEmpty { return name == faces.regular ? .regular : name == faces.bold ? .bold : nil }
        return nil
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font: there is no italic system face, so this is the regular one.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        if let systemWeight { return UIFont.systemFont(ofSize: fontSize, weight: systemWeight) }
        switch loaded {
        case .success(let f): return UIFont(loaded: .success(f.withSize(Double(fontSize))), pointSize: fontSize, iOSFace: iOSFace)
        case .failure(let e): return UIFont(loaded: .failure(e), pointSize: fontSize, iOSFace: iOSFace)
        }
    }

    /// The font to draw with, or `nil` when it could not be loaded (the render reports why).
    var font: Font? { try? loaded.get() }

    /// Metrics as a fraction of the point size, for a font that failed to load: DejaVu Sans's.
    private func metric(_ value: (Font) -> Double, fallback: Double) -> CGFloat {
        font.map { CGFloat(value($0)) } ?? pointSize * CGFloat(fallback)
    }

    /// How far above the baseline the font reaches, in points.
    open var ascender: CGFloat { metric(\.ascender, fallback: 0.928) }
    /// Negative: how far below the baseline the font reaches.
    open var descender: CGFloat { metric(\.descender, fallback: -0.236) }
    /// The extra space the font asks for between lines, in points.
    open var leading: CGFloat { metric(\.leading, fallback: 0) }
    /// `ascender − descender + leading`, the height of one line of text.
    open var lineHeight: CGFloat { metric(\.lineHeight, fallback: 1.164) }
    /// The height of capital letters above the baseline, in points.
    open var capHeight: CGFloat { metric(\.capHeight, fallback: 0.729) }
    /// The height of lower-case letters such as x above the baseline, in points.
    open var xHeight: CGFloat { metric(\.xHeight, fallback: 0.547) }
    /// The font's PostScript name, such as `Inter-Bold`, or the iOS name it was asked for.
    open var fontName: String { iOSFace?.postScriptName ?? font?.fontName ?? "DejaVuSans" }
    /// The font's family name, such as `Inter`, or the iOS family it was asked for.
    open var familyName: String { iOSFace?.family ?? font?.familyName ?? "DejaVu Sans" }

    /// The standard system font size, 14 points, as on iOS (where it is AppKit's legacy
    /// figure; labels and text fields default to ``labelFontSize``, 17).
    open class var systemFontSize: CGFloat { 14 }
    /// The standard size of label text, 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The standard size of button titles, 18 points.
    open class var buttonFontSize: CGFloat { 18 }
    /// The standard small system font size, 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }

    /// Whether `object` is a font with the same name and point size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o.pointSize == pointSize && o.fontName == fontName
    }

    /// A hash of the font's name and point size.
    open override var hash: Int { fontName.hashValue &* 31 &+ pointSize.hashValue }

    /// The font's name and size, for test output.
    open override var description: String { "UIFont(\(fontName) \(pointSize)pt)" }
}

extension UIFont {
    /// A font weight, as `UIFont.Weight`, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight as UIKit numbers it, from -1 (lightest) to 1 (heaviest); 0 is regular.
        public var rawValue: CGFloat
        /// A weight from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The ultra-light weight.
        public static let ultraLight = Weight(-0.8)
        /// The thin weight.
        public static let thin = Weight(-0.6)
        /// The light weight.
        public static let light = Weight(-0.4)
        /// The regular weight, UIKit's default.
        public static let regular = Weight(0)
        /// The medium weight.
        public static let medium = Weight(0.23)
        /// The semibold weight; the lightest drawn with the bold face here.
        public static let semibold = Weight(0.3)
        /// The bold weight.
        public static let bold = Weight(0.4)
        /// The heavy weight.
        public static let heavy = Weight(0.56)
        /// The black weight, the heaviest.
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style, as `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit and Interface Builder documents spell it.
        public var rawValue: String
        /// A text style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The style for large titles, 34 points by default.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The style for first-level headings, 28 points by default.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The style for second-level headings, 22 points by default.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The style for third-level headings, 20 points by default.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The style for headings, 17 points semibold by default.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The style for subheadings, 15 points by default.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The style for body text, 17 points by default.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The style for callouts, 16 points by default.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The style for footnotes, 13 points by default.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The style for standard captions, 12 points by default.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The style for alternate captions, 11 points by default.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}
