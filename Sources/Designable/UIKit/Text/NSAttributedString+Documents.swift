import Foundation

extension NSAttributedString {
    /// The attributed string of the document at `url`, as `NSAttributedString(url:options:documentAttributes:)`:
    /// read as ``init(data:options:documentAttributes:)`` reads data, HTML or plain text.
    ///
    /// - Throws: the file's read error, or what reading the data throws.
    public convenience init(url: URL, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        var options = options
        if options[.documentType] == nil, ["html", "htm"].contains(url.pathExtension.lowercased()) { options[.documentType] = DocumentType.html }
        try self.init(data: try Data(contentsOf: url), options: options, documentAttributes: dict)
    }

    /// The text of `range` as a document of the type `dict` names, as `data(from:documentAttributes:)`:
    /// plain text in UTF-8 (or the encoding given).
    ///
    /// - Throws: `CocoaError(.fileWriteUnsupportedScheme)` for any type but plain text, as
    ///   Designable writes no HTML or Rich Text Format.
    public func data(from range: NSRange, documentAttributes dict: [DocumentAttributeKey: Any] = [:]) throws -> Data {
        let type = dict[.documentType] as? DocumentType ?? .plain
        guard type == .plain else {
            throw CocoaError(.fileWriteUnsupportedScheme, userInfo: [NSLocalizedDescriptionKey: "Designable writes only plain text documents, not \(type.rawValue)"])
        }
        let encoding = (dict[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
        let text = (string as NSString).substring(with: range)
        guard let data = text.data(using: encoding) else {
            throw CocoaError(.fileWriteInapplicableStringEncoding, userInfo: [NSLocalizedDescriptionKey: "the text cannot be written in \(encoding)"])
        }
        return data
    }

    /// The document of `range` as a file wrapper, as `fileWrapper(from:documentAttributes:)`.
    public func fileWrapper(from range: NSRange, documentAttributes dict: [DocumentAttributeKey: Any] = [:]) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try data(from: range, documentAttributes: dict))
    }

    /// Whether `range` holds a text attachment.
    public func containsAttachments(in range: NSRange) -> Bool {
        var found = false
        enumerateAttribute(.attachment, in: range, options: []) { value, _, stop in
            if value != nil { found = true; stop.pointee = true }
        }
        return found
    }
}

extension NSMutableAttributedString {
    /// Replaces the text with the document at `url`, as `read(from:options:documentAttributes:)`.
    public func read(from url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                     documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let read = try NSAttributedString(url: url, options: options, documentAttributes: dict)
        setAttributedString(read)
    }

    /// Makes the attributes of `range` consistent after edits, as `fixAttributes(in:)`: runs of
    /// text no font covers keep theirs, and a paragraph takes the paragraph style of its first
    /// character, as TextKit does.
    public func fixAttributes(in range: NSRange) {
        let text = string as NSString
        var location = range.location
        while location < NSMaxRange(range) {
            let paragraph = text.paragraphRange(for: NSRange(location: location, length: 0))
            if paragraph.length > 0, let style = attribute(.paragraphStyle, at: paragraph.location, effectiveRange: nil) {
                addAttribute(.paragraphStyle, value: style, range: paragraph)
            }
            location = Swift.max(NSMaxRange(paragraph), location + 1)
        }
    }
}

extension NSAttributedString.DocumentAttributeKey {
    /// The attributes text without its own takes.
    public static let defaultAttributes = Self(rawValue: "DefaultAttributes")
    /// The paper size, in points.
    public static let paperSize = Self(rawValue: "PaperSize")
    /// The paper margins.
    public static let paperMargin = Self(rawValue: "PaperMargin")
    /// The window size the document was shown at.
    public static let viewSize = Self(rawValue: "ViewSize")
    /// The zoom the document was shown at, in percent.
    public static let viewZoom = Self(rawValue: "ViewZoom")
    /// The view mode (0: normal, 1: page layout).
    public static let viewMode = Self(rawValue: "ViewMode")
    /// Whether the document is read only.
    public static let readOnly = Self(rawValue: "ReadOnly")
    /// The page's background colour.
    public static let backgroundColor = Self(rawValue: "BackgroundColor")
    /// The hyphenation factor.
    public static let hyphenationFactor = Self(rawValue: "HyphenationFactor")
    /// The default tab interval.
    public static let defaultTabInterval = Self(rawValue: "DefaultTabInterval")
    /// Sections laid out in other orientations.
    public static let textLayoutSections = Self(rawValue: "NSTextLayoutSectionsAttribute")
    /// How the document's text scales (``NSTextScalingType``).
    public static let textScaling = Self(rawValue: "TextScaling")
    /// How the source's text scaled.
    public static let sourceTextScaling = Self(rawValue: "SourceTextScaling")
    /// The Cocoa version that wrote the document.
    public static let cocoaVersionDocumentAttribute = Self(rawValue: "CocoaRTFVersion")
}

extension NSAttributedString.DocumentReadingOptionKey {
    /// How the text should scale once read.
    public static let targetTextScaling = Self(rawValue: "TargetTextScaling")
    /// How the source's text scaled.
    public static let sourceTextScaling = Self(rawValue: "SourceTextScaling")
}

/// How a document's text scales between platforms, as `NSTextScalingType`.
public enum NSTextScalingType: Int, Sendable {
    /// The Mac's standard scaling.
    case standard = 0
    /// iOS's scaling.
    case iOS = 1
}

extension NSAttributedString {
    /// A text effect's style, as `NSAttributedString.TextEffectStyle`.
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Letterpress: the text looks pressed into the paper.
        ///
        /// Differs from UIKit on purpose: drawn as plain text.
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }

    /// The keys of a text layout section, as `NSAttributedString.TextLayoutSectionKey`.
    public struct TextLayoutSectionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The section's orientation.
        public static let orientation = TextLayoutSectionKey(rawValue: "NSTextLayoutSectionOrientation")
        /// The section's range.
        public static let range = TextLayoutSectionKey(rawValue: "NSTextLayoutSectionRange")
    }
}

extension NSAttributedString.Key {
    /// Extra space between letters, in points, applied as kerning is (iOS 14's tracking).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// A text effect (``NSAttributedString/TextEffectStyle``); drawn as plain text here.
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// Vertical glyph forms; text is always horizontal on iOS, as here.
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// A file's contents in memory, as Foundation's `FileWrapper` on Apple platforms, which
/// Foundation on Linux lacks: what `NSAttributedString.fileWrapper(from:documentAttributes:)`
/// gives.
open class FileWrapper: NSObject {
    /// The file's bytes.
    open private(set) var regularFileContents: Data?
    /// The name to save it under.
    open var preferredFilename: String?
    /// Whether it wraps a regular file: always, as directories and links are not wrapped here.
    open var isRegularFile: Bool { regularFileContents != nil }

    /// A wrapper of a regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
        super.init()
    }
}
