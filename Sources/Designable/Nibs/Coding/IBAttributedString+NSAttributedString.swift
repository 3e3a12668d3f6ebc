import Foundation
import InterfaceBuilder

extension NSAttributedString {
    /// The styled string an Interface Builder document stores, with UIKit's attribute values:
    /// fonts (by name, else the system font at the stored weight), colours, numbers (kern,
    /// baseline offset, underline and strikethrough styles) and paragraph styles.
    ///
    /// A named font that is not installed becomes the system font at its size.
    convenience init(ib: IBAttributedString) {
        let result = NSMutableAttributedString(string: "")
        for fragment in ib.fragments where !fragment.content.isEmpty {
            var attributes: [NSAttributedString.Key: Any] = [:]
            for (key, color) in fragment.colors { attributes[NSAttributedString.Key(key)] = UIColor(ibColor: color) }
            for (key, number) in fragment.numbers {
                let k = NSAttributedString.Key(key)
                attributes[k] = k == .underlineStyle || k == .strikethroughStyle ? Int(number) as Any : CGFloat(number) as Any
            }
            if let font = fragment.font { attributes[.font] = UIFont(ib: font) }
            if let style = fragment.paragraphStyle { attributes[.paragraphStyle] = NSParagraphStyle(ib: style) }
            result.append(NSAttributedString(string: fragment.content, attributes: attributes))
        }
        self.init(attributedString: result)
    }
}

extension UIFont {
    /// The weights of IB's `metaFont` names: `system`, `systemBold`, `systemSemibold`, …
    private static let metaFontWeights: [String: Weight] = [
        "system": .regular, "systemBold": .bold, "systemSemibold": .semibold, "systemMedium": .medium,
        "systemLight": .light, "systemThin": .thin, "systemUltraLight": .ultraLight, "systemHeavy": .heavy,
        "systemBlack": .black, "boldSystem": .bold,
    ]

    convenience init(ib: IBAttributedString.Font) {
        let size = CGFloat(ib.size)
        let font = ib.name.flatMap { UIFont(name: $0, size: size) }
            ?? .systemFont(ofSize: size, weight: ib.metaFont.flatMap { UIFont.metaFontWeights[$0] } ?? .regular)
        self.init(loaded: font.loaded, pointSize: font.pointSize)
    }
}

extension NSParagraphStyle {
    /// A style from `<paragraphStyle>`'s attributes. IB spells line break modes as UIKit's
    /// cases (`truncatingTail`) here, and as `tailTruncation` on a label; both are read.
    convenience init(ib attributes: [String: String]) {
        self.init()
        func number(_ name: String) -> CGFloat? { attributes[name].flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil } }
        if let a = attributes["alignment"].flatMap(NSTextAlignment.named) { alignment = a }
        if let name = attributes["lineBreakMode"] {
            let spelled = ["wordWrapping": "wordWrap", "charWrapping": "characterWrap", "truncatingHead": "headTruncation",
                           "truncatingTail": "tailTruncation", "truncatingMiddle": "middleTruncation"][name] ?? name
            if let m = NSLineBreakMode.named(spelled) { lineBreakMode = m }
        }
        if let v = number("lineSpacing") { lineSpacing = v }
        if let v = number("paragraphSpacing") { paragraphSpacing = v }
        if let v = number("paragraphSpacingBefore") { paragraphSpacingBefore = v }
        if let v = number("firstLineHeadIndent") { firstLineHeadIndent = v }
        if let v = number("headIndent") { headIndent = v }
        if let v = number("tailIndent") { tailIndent = v }
        if let v = number("minimumLineHeight") { minimumLineHeight = v }
        if let v = number("maximumLineHeight") { maximumLineHeight = v }
        if let v = number("lineHeightMultiple") { lineHeightMultiple = v }
        switch attributes["baseWritingDirection"] {
        case "leftToRight": baseWritingDirection = .leftToRight
        case "rightToLeft": baseWritingDirection = .rightToLeft
        default: break
        }
    }
}

extension IBAttributedString {
    /// `string` as a document stores it: one fragment per run, with the attributes IB writes
    /// (colours, the font by name, numbers, the paragraph style); others are left out.
    init(_ string: NSAttributedString) {
        var fragments: [Fragment] = []
        let whole = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            var f = Fragment(content: whole.substring(with: range))
            for key in [NSAttributedString.Key.foregroundColor, .backgroundColor, .underlineColor, .strikethroughColor] {
                if let color = attributes[key] as? UIColor { f.colors[key.rawValue] = color.ibColor }
            }
            if let font = attributes[.font] as? UIFont { f.font = Font(name: font.fontName, size: Double(font.pointSize)) }
            for key in [NSAttributedString.Key.kern, .baselineOffset, .underlineStyle, .strikethroughStyle] {
                if let n = AttributedTextResolution.number(attributes[key]) { f.numbers[key.rawValue] = n }
            }
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle { f.paragraphStyle = style.ibAttributes }
            fragments.append(f)
        }
        self.init(fragments: fragments)
    }
}

extension NSParagraphStyle {
    /// The settings that differ from the default, as `<paragraphStyle>` spells them.
    var ibAttributes: [String: String] {
        func name<E: InterfaceBuilderNamed>(_ value: E) -> String? { E.ibNames.filter { $0.value == value }.map(\.key).sorted().first }
        var a: [String: String] = [:]
        a["alignment"] = name(alignment)
        let spelled = ["wordWrap": "wordWrapping", "characterWrap": "charWrapping", "headTruncation": "truncatingHead",
                       "tailTruncation": "truncatingTail", "middleTruncation": "truncatingMiddle"]
        a["lineBreakMode"] = name(lineBreakMode).map { spelled[$0] ?? $0 }
        let numbers: [(String, CGFloat)] = [
            ("lineSpacing", lineSpacing), ("paragraphSpacing", paragraphSpacing), ("paragraphSpacingBefore", paragraphSpacingBefore),
            ("firstLineHeadIndent", firstLineHeadIndent), ("headIndent", headIndent), ("tailIndent", tailIndent),
            ("minimumLineHeight", minimumLineHeight), ("maximumLineHeight", maximumLineHeight), ("lineHeightMultiple", lineHeightMultiple),
        ]
        for (key, value) in numbers where value != 0 { a[key] = IBNumberText.string(Double(value)) }
        switch baseWritingDirection {
        case .leftToRight: a["baseWritingDirection"] = "leftToRight"
        case .rightToLeft: a["baseWritingDirection"] = "rightToLeft"
        case .natural: a["baseWritingDirection"] = "natural"
        }
        return a
    }
}
