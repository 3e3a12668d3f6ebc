import Foundation

/// Paragraph settings for text, as UIKit's `NSParagraphStyle`: alignment, line breaking,
/// line and paragraph spacing, indents, line heights and direction.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// style.lineSpacing = 4
/// "Hello".draw(in: rect, withAttributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 14)])
/// ```
///
/// Differs from UIKit on purpose: tab stops and hyphenation are kept but not applied to layout.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// First of all stored properties: see `FoundationAttributeValues`.
    private let foundationHeader = FoundationAttributeValues.header
    /// How lines are aligned horizontally; natural (the leading edge) by default.
    public internal(set) var alignment: NSTextAlignment = .natural
    /// How lines that do not fit are wrapped or shortened; word wrapping by default.
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra points between the bottom of one line and the top of the next.
    public internal(set) var lineSpacing: CGFloat = 0
    /// Extra points after the paragraph, before the next one.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// Extra points before the paragraph; ignored for the text's first paragraph, as TextKit does.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// Indent of the paragraph's first line from the leading edge, in points.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// Indent of the paragraph's other lines from the leading edge, in points.
    public internal(set) var headIndent: CGFloat = 0
    /// Positive: where lines end, measured from the leading edge; zero or negative: how far they end before the trailing edge.
    public internal(set) var tailIndent: CGFloat = 0
    /// The smallest height of a line in points; 0 for none. Extra height goes above the text.
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// The largest height of a line in points; 0 for none.
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// Multiplies each line's natural height before the minimum and maximum apply; 0 for none.
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// The paragraph's direction; `.natural` follows the view drawing it.
    public internal(set) var baseWritingDirection: NSWritingDirection = .natural
    /// Accepted for source compatibility: lines never hyphenate.
    public internal(set) var hyphenationFactor: Float = 0
    /// Whether the system's hyphenation setting applies; accepted, as lines never hyphenate.
    public internal(set) var usesDefaultHyphenation = false
    /// The tab stops: twelve left-aligned stops 28 points apart by default, as UIKit's.
    /// Differs from UIKit on purpose: kept and compared, but a tab lays out as a space.
    public internal(set) var tabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    /// The spacing of tab stops after the last one; 0 for none.
    public internal(set) var defaultTabInterval: CGFloat = 0
    /// The lists the paragraph belongs to, outermost first.
    public internal(set) var textLists: [NSTextList] = []
    /// Whether letters may be pulled tighter before truncating; accepted, as layout never tightens.
    public internal(set) var allowsDefaultTighteningForTruncation = false
    /// How lines break beyond the break mode; accepted, as breaks follow UAX #14 here.
    public internal(set) var lineBreakStrategy: LineBreakStrategy = []

    /// The writing direction of `languageName` (an ISO language code): right to left for
    /// Arabic, Hebrew, Persian, Urdu and the other right-to-left scripts' languages.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let code = languageName?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased() else { return .natural }
        return ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "ckb", "dv"].contains(code) ? .rightToLeft : .leftToRight
    }

    /// How lines break beyond the break mode, as `NSParagraphStyle.LineBreakStrategy`.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pushes a lone last word back to keep company.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Breaks Hangul between words, not syllables.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The system's standard strategy.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    /// A style with UIKit's defaults: natural alignment, word wrapping, no spacing or indents.
    public override init() { super.init() }

    /// UIKit's default paragraph style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Takes every setting of `other`.
    func take(_ other: NSParagraphStyle) {
        alignment = other.alignment
        lineBreakMode = other.lineBreakMode
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        lineHeightMultiple = other.lineHeightMultiple
        baseWritingDirection = other.baseWritingDirection
        hyphenationFactor = other.hyphenationFactor
        usesDefaultHyphenation = other.usesDefaultHyphenation
        tabStops = other.tabStops
        defaultTabInterval = other.defaultTabInterval
        textLists = other.textLists
        allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
        lineBreakStrategy = other.lineBreakStrategy
    }

    /// An immutable style with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.take(self)
        return copy
    }

    /// A ``NSMutableParagraphStyle`` with the same settings.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.take(self)
        return copy
    }

    /// Whether `object` is a paragraph style with the same settings.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSParagraphStyle else { return false }
        return o.alignment == alignment && o.lineBreakMode == lineBreakMode && o.lineSpacing == lineSpacing
            && o.paragraphSpacing == paragraphSpacing && o.paragraphSpacingBefore == paragraphSpacingBefore
            && o.firstLineHeadIndent == firstLineHeadIndent && o.headIndent == headIndent && o.tailIndent == tailIndent
            && o.minimumLineHeight == minimumLineHeight && o.maximumLineHeight == maximumLineHeight
            && o.lineHeightMultiple == lineHeightMultiple && o.baseWritingDirection == baseWritingDirection
            && o.hyphenationFactor == hyphenationFactor && o.tabStops == tabStops
            && o.defaultTabInterval == defaultTabInterval && o.lineBreakStrategy == lineBreakStrategy
    }

    /// A hash of the settings that most often differ.
    open override var hash: Int { alignment.rawValue &* 31 &+ lineBreakMode.rawValue &* 7 &+ lineSpacing.hashValue }
}

/// A paragraph style whose settings can change, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines are aligned horizontally; natural (the leading edge) by default. Settable.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    /// How lines that do not fit are wrapped or shortened; word wrapping by default. Settable.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }

    /// Extra points between the bottom of one line and the top of the next. Settable.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }

    /// Extra points after the paragraph, before the next one. Settable.
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }

    /// Extra points before the paragraph; ignored for the text's first paragraph, as TextKit does. Settable.
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }

    /// Indent of the paragraph's first line from the leading edge, in points. Settable.
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }

    /// Indent of the paragraph's other lines from the leading edge, in points. Settable.
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }

    /// Positive: where lines end, measured from the leading edge; zero or negative: how far they end before the trailing edge. Settable.
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }

    /// The smallest height of a line in points; 0 for none. Extra height goes above the text. Settable.
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }

    /// The largest height of a line in points; 0 for none. Settable.
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }

    /// Multiplies each line's natural height before the minimum and maximum apply; 0 for none. Settable.
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }

    /// The paragraph's direction; `.natural` follows the view drawing it. Settable.
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { super.baseWritingDirection = newValue }
    }

    /// Accepted for source compatibility: lines never hyphenate. Settable.
    open override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }

    /// Takes every setting of `paragraphStyle`, as UIKit's `setParagraphStyle(_:)`.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) { take(paragraphStyle) }

    /// Whether the system's hyphenation setting applies. Settable.
    open override var usesDefaultHyphenation: Bool {
        get { super.usesDefaultHyphenation }
        set { super.usesDefaultHyphenation = newValue }
    }
    /// The tab stops. Settable.
    open override var tabStops: [NSTextTab] {
        get { super.tabStops }
        set { super.tabStops = newValue }
    }
    /// The spacing of tab stops after the last one. Settable.
    open override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval }
        set { super.defaultTabInterval = newValue }
    }
    /// The lists the paragraph belongs to. Settable.
    open override var textLists: [NSTextList] {
        get { super.textLists }
        set { super.textLists = newValue }
    }
    /// Whether letters may be pulled tighter before truncating. Settable.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }
    /// How lines break beyond the break mode. Settable.
    open override var lineBreakStrategy: LineBreakStrategy {
        get { super.lineBreakStrategy }
        set { super.lineBreakStrategy = newValue }
    }

    /// Adds a tab stop, keeping the stops in order of location.
    open func addTabStop(_ anObject: NSTextTab) {
        tabStops.append(anObject)
        tabStops.sort { $0.location < $1.location }
    }

    /// Removes the tab stops equal to `anObject`.
    open func removeTabStop(_ anObject: NSTextTab) { tabStops.removeAll { $0 == anObject } }
}

/// A tab stop, as UIKit's `NSTextTab`: an alignment at a location.
open class NSTextTab: NSObject, @unchecked Sendable {
    /// Keys of a tab stop's options, as `NSTextTab.OptionKey`.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a decimal or aligned column: a `CharacterSet`.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How text aligns on the stop.
    public let alignment: NSTextAlignment
    /// The stop's distance from the leading edge, in points.
    public let location: CGFloat
    /// The stop's options.
    public let options: [OptionKey: Any]

    /// A stop aligning text by `alignment` at `location`.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        location = loc
        self.options = options
        super.init()
    }

    /// The characters that end a column for `locale`: its decimal separator, as UIKit gives them.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale ?? .current).decimalSeparator ?? ".")
    }

    /// Whether `object` is a stop of the same alignment and location.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSTextTab else { return false }
        return o.alignment == alignment && o.location == location
    }

    open override var hash: Int { alignment.rawValue &* 31 &+ location.hashValue }
}

/// A list a paragraph belongs to, as `NSTextList`: its marker format, such as `"{disc}"` or `"{decimal}."`.
open class NSTextList: NSObject, @unchecked Sendable {
    /// The marker format.
    public let markerFormat: NSTextList.MarkerFormat
    /// The number of the list's first item.
    open var startingItemNumber = 1

    /// A list with this marker format.
    public init(markerFormat: NSTextList.MarkerFormat, options: Int = 0) {
        self.markerFormat = markerFormat
        super.init()
    }

    /// A list marker format, as `NSTextList.MarkerFormat`.
    public struct MarkerFormat: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A filled circle.
        public static let disc = MarkerFormat(rawValue: "{disc}")
        /// Decimal numbers.
        public static let decimal = MarkerFormat(rawValue: "{decimal}")
        /// A hyphen.
        public static let hyphen = MarkerFormat(rawValue: "{hyphen}")
    }
}
