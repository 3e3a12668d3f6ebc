/// Colours and fonts nested in an element the model keeps verbatim, such as a button's
/// `<buttonConfiguration>`: read and written as the typed model reads and writes them on objects.
extension IBElement {
    /// This element as a colour (`<color key=… …/>`), or `nil` when it is not a colour IB writes.
    public var colorValue: IBColor? { try? IBColor(xml: self, in: IBDecodingContext(file: "")) }

    /// This element as a font (`<fontDescription …/>`), or `nil` when it is not one IB writes.
    public var fontDescriptionValue: IBFontDescription? { try? IBFontDescription(xml: self, in: IBDecodingContext(file: "")) }

    /// `color` as the `<color key=…>` element IB writes.
    public static func color(_ color: IBColor, key: String) -> IBElement { color.xml(key: key) }

    /// `font` as the `<fontDescription key=…>` element IB writes.
    public static func fontDescription(_ font: IBFontDescription, key: String) -> IBElement {
        var e = font.xml
        e.attributes["key"] = key
        return e
    }
}

extension IBElement {
    /// This element as styled text (`<attributedString key=…>`), or `nil` when it is not one IB writes.
    public var attributedStringValue: IBAttributedString? { try? IBAttributedString(xml: self, in: IBDecodingContext(file: "")) }

    /// `string` as the `<attributedString key=…>` element IB writes.
    public static func attributedString(_ string: IBAttributedString, key: String) -> IBElement { string.xml(key: key) }
}
