import Foundation

/// The attribute keys UIKit adds for drawing strings, which Foundation on Linux lacks.
extension NSAttributedString.Key {
    /// A ``UIFont``; the system font at 12 points when absent, as UIKit's string drawing.
    public static let font = NSAttributedString.Key("NSFont")
    /// A ``UIColor``; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A ``UIColor`` filling each line's box behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
