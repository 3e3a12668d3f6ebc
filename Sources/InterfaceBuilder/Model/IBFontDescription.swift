/// A `<fontDescription>`: which font, at what size.
public struct IBFontDescription: Hashable, Sendable {
    /// The kinds of font IB can describe.
    public enum Font: Hashable, Sendable {
        /// `type="system"`, with an optional `weight` (`"semibold"`, …).
        case system(weight: IBFontWeight?)
        /// `type="boldSystem"`.
        case boldSystem
        /// `type="italicSystem"`.
        case italicSystem
        /// A named font: `name` is the PostScript name, `family` the family name.
        case custom(name: String, family: String?)
        /// A Dynamic Type text style: `style="UICTFontTextStyleBody"`.
        case textStyle(String)
    }

    public var font: Font
    /// The size as written; text styles usually have none.
    public var writtenPointSize: Double?
    public var line: IBSourceLine

    public init(font: Font, pointSize: Double?, line: IBSourceLine = .none) {
        self.font = font
        self.writtenPointSize = pointSize
        self.line = line
    }

    /// The size to draw at: the written size, else the text style's default at UIKit's
    /// default content size category ("Large"), else UIKit's 17-point default.
    public var pointSize: Double {
        if let writtenPointSize { return writtenPointSize }
        if case .textStyle(let style) = font, let metrics = IBTextStyle(rawValue: style) { return metrics.pointSize }
        return 17
    }

    /// The weight to draw at, as a `UIFont.Weight` value (−1…1).
    public var weight: Double {
        switch font {
        case .system(let weight): weight?.value ?? 0
        case .boldSystem: IBFontWeight.bold.value
        case .italicSystem, .custom: 0
        case .textStyle(let style): IBTextStyle(rawValue: style)?.weight.value ?? 0
        }
    }
}

/// The weights IB writes, with `UIFont.Weight`'s values.
public enum IBFontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public var value: Double {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }
}

/// The Dynamic Type styles, with their size and weight at the default ("Large") category,
/// as Apple's Human Interface Guidelines tabulate them for iOS.
public enum IBTextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle = "UICTFontTextStyleTitle0"
    case title1 = "UICTFontTextStyleTitle1"
    case title2 = "UICTFontTextStyleTitle2"
    case title3 = "UICTFontTextStyleTitle3"
    case headline = "UICTFontTextStyleHeadline"
    case body = "UICTFontTextStyleBody"
    case callout = "UICTFontTextStyleCallout"
    case subheadline = "UICTFontTextStyleSubhead"
    case footnote = "UICTFontTextStyleFootnote"
    case caption1 = "UICTFontTextStyleCaption1"
    case caption2 = "UICTFontTextStyleCaption2"

    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// Headline is the one semibold style; the others are regular.
    public var weight: IBFontWeight { self == .headline ? .semibold : .regular }
}
