import Foundation

extension NSAttributedString {
    /// The format of a document read into an attributed string, as UIKit's
    /// `NSAttributedString.DocumentType`.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The name UIKit gives it.
        public let rawValue: String
        /// The one named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Plain text, in the ``DocumentReadingOptionKey/characterEncoding`` given (UTF-8 by default).
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// HTML; see `init(data:options:documentAttributes:)` for what is understood.
        public static let html = DocumentType(rawValue: "NSHTML")
        /// Rich Text Format: not read here.
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich Text Format with attachments: not read here.
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
    }

    /// Options for reading a document, as UIKit's `NSAttributedString.DocumentReadingOptionKey`.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The name UIKit gives it.
        public let rawValue: String
        /// The one named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A ``DocumentType``; HTML is recognised by its first tag when absent, else plain text.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding of a plain or HTML document, as a `String.Encoding`'s raw value.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// Attributes for plain text: a dictionary of ``NSAttributedString/Key`` values.
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// What a document says about itself, as UIKit's `NSAttributedString.DocumentAttributeKey`.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        /// The name UIKit gives it.
        public let rawValue: String
        /// The one named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The ``DocumentType`` that was read.
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// The `String.Encoding` raw value the text was read in.
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
    }

    /// An empty attributed string: `NSAttributedString()`, as on iOS.
    ///
    /// Foundation on Linux declares no `init()` here, and an extension cannot add one over
    /// `NSObject`'s; a parameter that is always left out gives the same call.
    public convenience init(_ nothing: Void = ()) { self.init(string: "") }

    /// The attributed text of a document: plain text or HTML, as apps show a server's
    /// formatted text.
    ///
    /// ```swift
    /// let text = try NSAttributedString(data: Data("<b>Sale</b> ends &amp; soon".utf8),
    ///                                   options: [.documentType: NSAttributedString.DocumentType.html],
    ///                                   documentAttributes: nil)
    /// ```
    ///
    /// Differs from UIKit on purpose: HTML is read by Designable, not by WebKit, so only inline
    /// formatting is carried over (bold, italic, underline, strikethrough, links, colours and
    /// sizes from `font` and `style`, headings, line breaks for block elements; see the list in
    /// Designable's `HTMLTextReader`), without CSS layout, lists' bullets, tables or images. The
    /// body text is 12 points in Times New Roman when that font is registered, else the system
    /// font. Rich Text Format throws.
    ///
    /// - Throws: `CocoaError(.fileReadCorruptFile)` when the data is not text in the encoding,
    ///   `CocoaError(.fileReadUnsupportedScheme)` for Rich Text Format.
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:))
            ?? (options[.characterEncoding] as? String.Encoding) ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the document is not text in \(encoding)"])
        }
        var type = options[.documentType] as? DocumentType
        if type == nil {
            let start = text.drop { $0.isWhitespace }.prefix(15).lowercased()
            type = start.hasPrefix("<!doctype html") || start.hasPrefix("<html") ? .html : .plain
        }
        let read: NSAttributedString
        switch type! {
        case .html:
            let body = UIFont(name: "TimesNewRomanPSMT", size: 12) ?? .systemFont(ofSize: 12)
            read = HTMLTextReader.read(text, baseFont: body)
        case .plain:
            let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
            read = NSAttributedString(string: text, attributes: attributes)
        default:
            throw CocoaError(.fileReadUnsupportedScheme,
                             userInfo: [NSLocalizedDescriptionKey: "\(type!.rawValue) documents are not read by Designable; use HTML or plain text"])
        }
        dict?.pointee = [DocumentAttributeKey.documentType.rawValue: type!.rawValue,
                         DocumentAttributeKey.characterEncoding.rawValue: encoding.rawValue] as NSDictionary
        self.init(attributedString: read)
    }
}
