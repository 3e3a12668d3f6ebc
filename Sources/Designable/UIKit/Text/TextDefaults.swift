import Foundation

/// What a view (or string drawing) supplies for the attributes an attributed string leaves
/// out, as UIKit does: a label's runs without a font use the label's font, and so on.
struct TextDefaults {
    /// The font of runs without `.font`.
    var font: UIFont
    /// The colour of runs without `.foregroundColor`.
    var color: UIColor
    /// The alignment and line break mode of paragraphs without `.paragraphStyle`.
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Attributes laid over runs with `.link`, winning over the run's own.
    var linkAttributes: [NSAttributedString.Key: Any] = TextDefaults.standardLinkAttributes
    /// The direction `.natural` alignment and writing direction follow.
    var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// How UIKit draws a link outside a text view: in the link colour, underlined.
    static var standardLinkAttributes: [NSAttributedString.Key: Any] {
        [.foregroundColor: UIColor.link, .underlineStyle: NSUnderlineStyle.single.rawValue]
    }

    /// String drawing's defaults: the system font at 12 points in black, as UIKit's (Helvetica 12 there).
    static var stringDrawing: TextDefaults {
        TextDefaults(font: TextStyleResolution.defaultFont, color: .black, layoutDirection: TextStyleResolution.currentLayoutDirection)
    }
}
