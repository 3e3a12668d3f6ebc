import Foundation

/// The attribute keys UIKit adds for drawing strings, which Foundation on Linux lacks, with
/// UIKit's raw values so archived and hand-built keys agree.
///
/// Every key here is drawn by Designable's own text stack, except those marked "accepted".
extension NSAttributedString.Key {
    /// A ``UIFont``; the system font at 12 points when absent, as UIKit's string drawing.
    public static let font = NSAttributedString.Key("NSFont")
    /// A ``UIColor``; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An ``NSParagraphStyle``; each paragraph takes the style of its first character.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A ``UIColor`` filling the run's part of each line box behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A number: points added after each character, the last one included; negative tightens.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An ``NSUnderlineStyle`` or its `rawValue` as a number; 0 for none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A ``UIColor`` for the underline; the text colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An ``NSUnderlineStyle`` or its `rawValue` as a number; 0 for none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A ``UIColor`` for the strikethrough; the text colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A number: points the glyphs are raised above the baseline (negative lowers them).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An ``NSShadow`` behind the run's glyphs.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A `URL` or a `String`: the run is drawn as a link, in the link colour and underlined
    /// (a text view's ``UITextView/linkTextAttributes`` decide there).
    public static let link = NSAttributedString.Key("NSLink")
    /// An ``NSTextAttachment`` drawn in place of the character (U+FFFC, see
    /// `NSAttributedString(attachment:)`).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// Accepted for source compatibility: a number, the outline width; text is always filled.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// Accepted for source compatibility: the outline colour; text is always filled.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// Accepted for source compatibility: Latin ligatures (fi, fl) are never applied, and the
    /// ligatures Arabic requires (lam-alef) always are.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Accepted for source compatibility: glyphs are never slanted.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// Accepted for source compatibility: glyphs are never stretched.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// The embeddings and overrides the text sits in, outermost first: an array of
    /// ``NSWritingDirection`` raw values each combined by `|` with an
    /// ``NSWritingDirectionFormatType``'s. The text reads as if wrapped in the matching LRE, RLE,
    /// LRO or RLO … PDF controls, which are not added to it; the text's own controls work too.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}
