import Foundation

/// UIKit's attributes of Foundation's `AttributedString`, as `AttributeScopes.UIKitAttributes`:
/// what a button configuration's title and its text attributes transformer read and set.
///
/// ```swift
/// var title = AttributedString("Buy")
/// title.font = UIFont.boldSystemFont(ofSize: 17)
/// title.foregroundColor = .systemRed
/// ```
///
/// Only the attributes Designable draws are declared; Foundation's own (`link`, …) remain.
extension AttributeScopes {
    /// UIKit's text attributes.
    public struct UIKitAttributes: AttributeScope {
        /// The font, `NSAttributedString.Key.font`.
        public let font: FontAttribute
        /// The text colour, `NSAttributedString.Key.foregroundColor`.
        public let foregroundColor: ForegroundColorAttribute
        /// The background colour, `NSAttributedString.Key.backgroundColor`.
        public let backgroundColor: BackgroundColorAttribute
        /// The kerning, `NSAttributedString.Key.kern`.
        public let kern: KernAttribute
        /// Foundation's attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font attribute.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = UIFont
            /// The name `NSAttributedString` uses.
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// The text colour attribute.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// The name `NSAttributedString` uses.
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// The background colour attribute.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// The name `NSAttributedString` uses.
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// The kerning attribute.
        public enum KernAttribute: AttributedStringKey {
            /// Points added after each character.
            public typealias Value = CGFloat
            /// The name `NSAttributedString` uses.
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }

    /// UIKit's attributes, for `AttributedString`'s scoped initialisers.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `string.font` and `container.foregroundColor` name UIKit's attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The same text with UIKit's attributes, run by run: what a label draws for a
    /// configuration's `AttributedString` title.
    convenience init(uiKit attributed: AttributedString) {
        let result = NSMutableAttributedString()
        for run in attributed.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run[AttributeScopes.UIKitAttributes.FontAttribute.self] { attributes[.font] = font }
            if let color = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] { attributes[.foregroundColor] = color }
            if let color = run[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] { attributes[.backgroundColor] = color }
            if let kern = run[AttributeScopes.UIKitAttributes.KernAttribute.self] { attributes[.kern] = kern }
            result.append(NSAttributedString(string: String(attributed[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}

extension AttributedString {
    /// The same text with the UIKit attributes Designable draws (font, colours, kerning), run by
    /// run: how a document's styled title becomes a configuration's.
    init(uiKit string: NSAttributedString) {
        var result = AttributedString()
        let whole = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var run = AttributedString((string.string as NSString).substring(with: range))
            if let font = attributes[.font] as? UIFont { run[AttributeScopes.UIKitAttributes.FontAttribute.self] = font }
            if let color = attributes[.foregroundColor] as? UIColor { run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color }
            if let color = attributes[.backgroundColor] as? UIColor { run[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] = color }
            if let kern = attributes[.kern] as? CGFloat { run[AttributeScopes.UIKitAttributes.KernAttribute.self] = kern }
            result.append(run)
        }
        self = result
    }
}
