import Foundation

/// Paragraph settings for string drawing, as UIKit's `NSParagraphStyle`: alignment, line
/// break mode and line spacing (the others are not supported yet).
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// "Hello".draw(in: rect, withAttributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 14)])
/// ```
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// How lines are aligned horizontally; natural (left) by default.
    public internal(set) var alignment: NSTextAlignment = .natural
    /// How lines that do not fit are wrapped or shortened; word wrapping by default.
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra points between lines.
    public internal(set) var lineSpacing: CGFloat = 0

    /// A style with natural alignment, word wrapping and no extra line spacing.
    public override init() { super.init() }

    /// Natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A ``NSMutableParagraphStyle`` with the same settings.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        return copy
    }
}

/// A paragraph style whose settings can change, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines are aligned horizontally; settable.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    /// How lines that do not fit are wrapped or shortened; settable.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }

    /// Extra points between lines; settable.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
}
