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
/// Differs from UIKit on purpose: tab stops and hyphenation are not supported.
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
            && o.hyphenationFactor == hyphenationFactor
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
}
