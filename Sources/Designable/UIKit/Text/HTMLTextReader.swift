import Foundation

/// Reads the HTML that apps turn into attributed text (a server's formatted description, a
/// help text): the text, with HTML's whitespace collapsing and character references, and the
/// inline formatting UIKit's HTML import carries over.
///
/// Understood: `b`/`strong`, `i`/`em`, `u`, `s`/`strike`/`del`, `a href`, `br`, the block
/// elements (`p`, `div`, `h1`…`h6`, `li`, `ul`, `ol`, `blockquote`, `tr`) as line breaks,
/// headings in bold at their browser sizes, `font color`/`size`, and `span`/any element's
/// `style` with `color`, `font-size` (px, pt, em, rem, % or a keyword) and `font-weight: bold`.
/// `script`, `style`, `head` and comments are dropped; other tags keep their text.
///
/// Bold keeps the base font's family where it has a bold face; italic keeps the face, as
/// Designable has no italic faces (see `UIFontDescriptor`).
enum HTMLTextReader {
    /// The attributes of a run: what the open elements set.
    private struct Style {
        var size: CGFloat
        var bold = false
        var italic = false
        var underline = false
        var strikethrough = false
        var color: UIColor?
        var link: String?

        func attributes(baseFont: UIFont) -> [NSAttributedString.Key: Any] {
            var font = baseFont.withSize(size)
            if bold { font = font.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: size) } ?? .boldSystemFont(ofSize: size) }
            var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color ?? UIColor.black]
            if underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            if strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            if let link { attributes[.link] = URL(string: link) ?? link as Any }
            return attributes
        }
    }

    private static let blocks: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "blockquote", "tr", "table"]
    private static let dropped: Set<String> = ["script", "style", "head", "title"]
    /// Browsers' default heading sizes, in ems of the body text.
    private static let headingScale: [String: CGFloat] = ["h1": 2, "h2": 1.5, "h3": 1.17, "h4": 1, "h5": 0.83, "h6": 0.67]

    static func read(_ html: String, baseFont: UIFont) -> NSAttributedString {
        let result = NSMutableAttributedString()
        var stack: [(tag: String, style: Style)] = [("", Style(size: baseFont.pointSize))]
        var pendingSpace = false
        var atLineStart = true
        var dropDepth = 0
        let scalars = Array(html.unicodeScalars)
        var i = 0
        // A `<` starts markup only before a letter, `/`, `!` or `?`; otherwise it is text, as
        // browsers read "Price < 5".
        func startsMarkup(at k: Int) -> Bool {
            scalars[k] == "<" && k + 1 < scalars.count
                && (scalars[k + 1].properties.isAlphabetic || ["/", "!", "?"].contains(scalars[k + 1]))
        }

        func append(_ text: String) {
            guard !text.isEmpty else { return }
            result.append(NSAttributedString(string: text, attributes: stack[stack.count - 1].style.attributes(baseFont: baseFont)))
        }
        func breakLine() {
            if !atLineStart { append("\n") }
            atLineStart = true
            pendingSpace = false
        }

        while i < scalars.count {
            if startsMarkup(at: i) {
                // A comment, then a tag.
                if i + 3 < scalars.count, scalars[i + 1] == "!", scalars[i + 2] == "-", scalars[i + 3] == "-" {
                    var j = i + 4
                    while j + 2 < scalars.count, !(scalars[j] == "-" && scalars[j + 1] == "-" && scalars[j + 2] == ">") { j += 1 }
                    i = j + 3
                    continue
                }
                var j = i + 1
                var quote: Unicode.Scalar?
                while j < scalars.count {
                    if let q = quote { if scalars[j] == q { quote = nil } } else if scalars[j] == "\"" || scalars[j] == "'" { quote = scalars[j] } else if scalars[j] == ">" { break }
                    j += 1
                }
                var tagText = String(String.UnicodeScalarView(scalars[(i + 1)..<min(j, scalars.count)]))
                i = j + 1
                let closing = tagText.hasPrefix("/")
                if closing { tagText.removeFirst() }
                let selfClosing = tagText.hasSuffix("/")
                if selfClosing { tagText.removeLast() }
                let name = String(tagText.prefix { !$0.isWhitespace }).lowercased()
                let attributes = parseAttributes(String(tagText.dropFirst(name.count)))

                if dropped.contains(name) {
                    if closing { dropDepth = max(0, dropDepth - 1) } else if !selfClosing { dropDepth += 1 }
                    // A script or style is raw text up to its end tag: a `<` inside it is not markup.
                    if !closing, !selfClosing, name == "script" || name == "style" {
                        let end = Array("</\(name)".unicodeScalars)
                        var k = i
                        while k + end.count <= scalars.count,
                              !zip(scalars[k..<(k + end.count)], end).allSatisfy({ String($0.0).lowercased() == String($0.1) }) { k += 1 }
                        i = k
                    }
                    continue
                }
                guard dropDepth == 0 else { continue }
                if name == "br" {
                    append("\n")
                    atLineStart = true
                    pendingSpace = false
                    continue
                }
                if blocks.contains(name) { breakLine() }
                if closing {
                    if let index = stack.lastIndex(where: { $0.tag == name }), index > 0 { stack.removeSubrange(index...) }
                    continue
                }
                guard !selfClosing, !["img", "hr", "meta", "link", "input"].contains(name) else { continue }
                var style = stack[stack.count - 1].style
                switch name {
                case "b", "strong": style.bold = true
                case "i", "em": style.italic = true
                case "u", "ins": style.underline = true
                case "s", "strike", "del": style.strikethrough = true
                case "a": if let href = attributes["href"] { style.link = href }
                case "font":
                    if let color = attributes["color"].flatMap(parseColor) { style.color = color }
                    if let size = attributes["size"].flatMap(fontSizeIndex) { style.size = fontSizes[size - 1] }
                default:
                    if let scale = headingScale[name] {
                        style.size = (baseFont.pointSize * scale).rounded()
                        style.bold = true
                    }
                }
                if let css = attributes["style"] { apply(css: css, to: &style, rootSize: baseFont.pointSize) }
                stack.append((name, style))
                continue
            }
            guard dropDepth == 0 else { i += 1; continue }
            // Text: collapse whitespace, decode references.
            var text = ""
            while i < scalars.count, !startsMarkup(at: i) {
                let s = scalars[i]
                if s == " " || s == "\n" || s == "\t" || s == "\r" || s == "\u{0C}" {
                    pendingSpace = true
                    i += 1
                    continue
                }
                if pendingSpace && !atLineStart { text.append(" ") }
                pendingSpace = false
                atLineStart = false
                if s == "&", let (decoded, length) = reference(scalars, at: i) {
                    text.append(decoded)
                    i += length
                } else {
                    text.unicodeScalars.append(s)
                    i += 1
                }
            }
            append(text)
        }
        // A trailing line break from a closing block is not text.
        while result.string.hasSuffix("\n") { result.deleteCharacters(in: NSRange(location: result.length - 1, length: 1)) }
        return result
    }

    /// The sizes of `<font size="1">`…`"7"` in points, as browsers map them for 12-point text.
    private static let fontSizes: [CGFloat] = [8, 10, 12, 14, 18, 24, 36]

    /// `<font size>`'s 1…7: absolute, or `+n`/`-n` from HTML's default of 3, clamped as browsers do.
    private static func fontSizeIndex(_ text: String) -> Int? {
        let value = text.trimmingCharacters(in: .whitespaces)
        guard let number = Int(value.hasPrefix("+") ? String(value.dropFirst()) : value) else { return nil }
        let index = value.hasPrefix("+") || value.hasPrefix("-") ? 3 + number : number
        return max(1, min(7, index))
    }

    /// CSS's absolute size keywords, in points, as browsers map them for 12-point text.
    private static let sizeKeywords: [String: CGFloat] = [
        "xx-small": 7, "x-small": 7.5, "small": 10, "medium": 12, "large": 13.5, "x-large": 18, "xx-large": 24,
    ]

    /// A CSS `font-size` in points: `px` (0.75 pt each), `pt`, `em` and `%` of the enclosing
    /// size, `rem` of the base font's, or a keyword; `nil` for anything else, which CSS ignores.
    private static func fontSize(_ value: String, parentSize: CGFloat, rootSize: CGFloat) -> CGFloat? {
        if let keyword = sizeKeywords[value] { return keyword }
        if value == "smaller" { return parentSize / 1.2 }
        if value == "larger" { return parentSize * 1.2 }
        let number = value.prefix { $0.isNumber || $0 == "." }
        guard let amount = Double(number), amount >= 0 else { return nil }
        let size = CGFloat(amount)
        switch value.dropFirst(number.count) {
        case "px": return size * 0.75
        case "pt": return size
        case "em": return size * parentSize
        case "rem": return size * rootSize
        case "%": return size * parentSize / 100
        default: return nil
        }
    }

    private static func apply(css: String, to style: inout Style, rootSize: CGFloat) {
        for declaration in css.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "color": if let color = parseColor(parts[1]) { style.color = color }
            case "font-size":
                if let size = fontSize(parts[1], parentSize: style.size, rootSize: rootSize) { style.size = size }
            case "font-weight": style.bold = parts[1] == "bold" || (Int(parts[1]) ?? 400) >= 600
            case "font-style": style.italic = parts[1] == "italic" || parts[1] == "oblique"
            case "text-decoration":
                if parts[1].contains("underline") { style.underline = true }
                if parts[1].contains("line-through") { style.strikethrough = true }
            default: break
            }
        }
    }

    private static let namedColors: [String: String] = [
        "black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#008000", "blue": "#0000ff",
        "gray": "#808080", "grey": "#808080", "yellow": "#ffff00", "orange": "#ffa500", "purple": "#800080",
    ]

    private static func parseColor(_ text: String) -> UIColor? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let named = namedColors[value] { return UIColor(hex: named) }
        guard value.hasPrefix("#") else { return nil }
        if value.count == 4 {
            let digits = value.dropFirst().map { "\($0)\($0)" }.joined()
            return UIColor(hex: "#" + digits)
        }
        return UIColor(hex: value)
    }

    /// `name="value"` pairs of a tag, names lowercased.
    private static func parseAttributes(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func skipSpace() { while i < scalars.count, scalars[i].properties.isWhitespace { i += 1 } }
        while i < scalars.count {
            skipSpace()
            var name = ""
            while i < scalars.count, !scalars[i].properties.isWhitespace, scalars[i] != "=" { name.unicodeScalars.append(scalars[i]); i += 1 }
            skipSpace()
            var value = ""
            if i < scalars.count, scalars[i] == "=" {
                i += 1
                skipSpace()
                if i < scalars.count, scalars[i] == "\"" || scalars[i] == "'" {
                    let quote = scalars[i]
                    i += 1
                    while i < scalars.count, scalars[i] != quote { value.unicodeScalars.append(scalars[i]); i += 1 }
                    i += 1
                } else {
                    while i < scalars.count, !scalars[i].properties.isWhitespace { value.unicodeScalars.append(scalars[i]); i += 1 }
                }
            }
            if !name.isEmpty { result[name.lowercased()] = value }
        }
        return result
    }

    private static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "copy": "©", "reg": "®",
        "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "bull": "•",
        "euro": "€", "trade": "™", "middot": "·", "deg": "°",
    ]

    /// The character a reference at `start` (`&amp;`, `&#233;`, `&#xE9;`) stands for, and the
    /// reference's length; `nil` for an ampersand that starts none, which stays as written.
    private static func reference(_ scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var end = start + 1
        while end < scalars.count, end - start <= 10, scalars[end] != ";" {
            guard scalars[end].properties.isAlphabetic || scalars[end].properties.numericType != nil || scalars[end] == "#" else { return nil }
            end += 1
        }
        guard end < scalars.count, scalars[end] == ";" else { return nil }
        let body = String(String.UnicodeScalarView(scalars[(start + 1)..<end]))
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(Character(scalar)), end - start + 1)
        }
        guard let named = namedReferences[body] else { return nil }
        return (named, end - start + 1)
    }
}
