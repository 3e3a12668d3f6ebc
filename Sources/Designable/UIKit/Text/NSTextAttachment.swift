import Foundation

/// An image set inline in text, as UIKit's `NSTextAttachment`.
///
/// ```swift
/// let star = NSTextAttachment()
/// star.image = UIImage(named: "star")
/// star.bounds = CGRect(x: 0, y: -3, width: 14, height: 14)
/// let rated = NSMutableAttributedString(string: "Rated ")
/// rated.append(NSAttributedString(attachment: star))
/// ```
///
/// The attachment takes ``bounds``' size, or the image's when the bounds are empty; the
/// bounds' `y` lifts it above the baseline (negative lowers it), as in UIKit.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// First of all stored properties: see `FoundationAttributeValues`.
    private let foundationHeader = FoundationAttributeValues.header
    /// The image drawn in the attachment's place.
    open var image: UIImage?
    /// The attachment's size, and its bottom's height above the baseline in `origin.y`; zero
    /// means the image's own size on the baseline.
    open var bounds: CGRect = .zero

    /// An attachment with no image.
    public override init() { super.init() }

    /// An attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The size drawn: the bounds' size, else the image's.
    var drawnSize: CGSize {
        if bounds.size != .zero { return bounds.size }
        return image?.size ?? .zero
    }
}

extension NSAttributedString {
    /// The character UIKit stands attachments on: U+FFFC OBJECT REPLACEMENT CHARACTER.
    static let attachmentCharacter = "\u{FFFC}"

    /// A one-character string holding `attachment`, as UIKit's `NSAttributedString(attachment:)`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: NSAttributedString.attachmentCharacter, attributes: [.attachment: attachment])
    }
}
