import Foundation
import Raster
import Typography

/// Attributed text turned into Typography's runs, and the attachments to draw in their boxes.
struct ResolvedText {
    var runs: [TextRun]
    /// Each attachment by its box's id (its run's index).
    var attachments: [Int: NSTextAttachment]
    var naturalDirection: WritingDirection
}

/// Turning an `NSAttributedString`'s attributes into Typography's run styles, every run
/// resolved for the current traits (dynamic colours follow light and dark).
enum AttributedTextResolution {
    /// The runs of `string`, with `defaults` for what its attributes leave out; `nil` when a
    /// font could not be loaded (the render is told why).
    static func resolve(_ string: NSAttributedString, defaults: TextDefaults) -> ResolvedText? {
        var runs: [TextRun] = []
        var attachments: [Int: NSTextAttachment] = [:]
        let whole = string.string as NSString
        var failed = false
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, stop in
            let text = whole.substring(with: range)
            guard let style = runStyle(attributes, defaults: defaults, id: runs.count) else {
                failed = true
                stop.pointee = true
                return
            }
            if let attachment = attributes[.attachment] as? NSTextAttachment { attachments[runs.count] = attachment }
            runs.append(TextRun(text, style: style))
        }
        if failed { return nil }
        return ResolvedText(runs: runs, attachments: attachments, naturalDirection: defaults.layoutDirection.writingDirection)
    }

    /// One run's style; `id` tags its attachment box.
    static func runStyle(_ given: [NSAttributedString.Key: Any], defaults: TextDefaults, id: Int) -> RunStyle? {
        var attributes = given
        if attributes[.link] != nil {
            for (k, v) in defaults.linkAttributes { attributes[k] = v }
        }
        let uiFont = attributes[.font] as? UIFont ?? defaults.font
        guard let font = uiFont.font else {
            RenderScope.reportUnavailable(uiFont)
            return nil
        }
        let color = (attributes[.foregroundColor] as? UIColor ?? defaults.color).rasterColor
        // Tracking wins over kerning when both are given, as in UIKit.
        var style = RunStyle(font: font, color: color, kern: number(attributes[.tracking]) ?? number(attributes[.kern]) ?? 0,
                             baselineOffset: number(attributes[.baselineOffset]) ?? 0,
                             backgroundColor: (attributes[.backgroundColor] as? UIColor)?.rasterColor,
                             underline: decoration(attributes[.underlineStyle], color: attributes[.underlineColor]),
                             strikethrough: decoration(attributes[.strikethroughStyle], color: attributes[.strikethroughColor]),
                             shadow: (attributes[.shadow] as? NSShadow).map(shadow))
        if let attachment = attributes[.attachment] as? NSTextAttachment {
            let size = attachment.drawnSize
            style.attachment = InlineBox(id: id, size: Size(width: Double(size.width), height: Double(size.height)),
                                         baselineOffset: Double(attachment.bounds.origin.y))
        }
        style.directionalFormatting = directionalFormatting(attributes[.writingDirection])
        if let p = attributes[.paragraphStyle] as? NSParagraphStyle {
            style.paragraph = paragraph(p)
        } else {
            style.paragraph = ParagraphStyle(alignment: defaults.alignment.typography, lineBreakMode: defaults.lineBreakMode.typography)
        }
        return style
    }

    static func paragraph(_ p: NSParagraphStyle) -> ParagraphStyle {
        ParagraphStyle(alignment: p.alignment.typography, lineBreakMode: p.lineBreakMode.typography, lineSpacing: Double(p.lineSpacing),
                       paragraphSpacing: Double(p.paragraphSpacing), paragraphSpacingBefore: Double(p.paragraphSpacingBefore),
                       firstLineHeadIndent: Double(p.firstLineHeadIndent), headIndent: Double(p.headIndent),
                       tailIndent: Double(p.tailIndent), minimumLineHeight: Double(p.minimumLineHeight),
                       maximumLineHeight: Double(p.maximumLineHeight), lineHeightMultiple: Double(p.lineHeightMultiple),
                       baseWritingDirection: p.baseWritingDirection.typography)
    }

    /// The embeddings and overrides a `.writingDirection` value names, outermost first: each
    /// entry an ``NSWritingDirection`` raw value combined by `|` with an
    /// ``NSWritingDirectionFormatType``'s, in an array of numbers as on iOS.
    static func directionalFormatting(_ value: Any?) -> [DirectionalFormatting] {
        guard let entries = value as? [Any] else { return [] }
        return entries.compactMap { entry in
            guard let number = number(entry), let raw = Int(exactly: number.rounded()), raw >= 0 else { return nil }
            let direction: WritingDirection = raw & 1 == 1 ? .rightToLeft : .leftToRight
            return raw & NSWritingDirectionFormatType.override.rawValue != 0 ? .override(direction) : .embedding(direction)
        }
    }

    /// A number however UIKit code stored it: `CGFloat`, `Double`, `Float`, `Int` or `NSNumber`.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// An underline or strikethrough from an `NSUnderlineStyle` or its raw value; `nil` for none.
    static func decoration(_ value: Any?, color: Any?) -> TextDecoration? {
        let raw: Int
        switch value {
        case let s as NSUnderlineStyle: raw = s.rawValue
        case let v as Int: raw = v
        case let v as NSNumber: raw = v.intValue
        default: return nil
        }
        let style = NSUnderlineStyle(rawValue: raw)
        guard raw & 0xFF != 0 else { return nil }  // a pattern or byWord alone draws nothing, as in UIKit
        let weight: TextDecoration.Weight = style.contains(.double) && raw & 0x0F == 0x09 ? .double : style.contains(.thick) ? .thick : .single
        let pattern: TextDecoration.Pattern
        switch raw & 0x0700 {
        case 0x0100: pattern = .dot
        case 0x0200: pattern = .dash
        case 0x0300: pattern = .dashDot
        case 0x0400: pattern = .dashDotDot
        default: pattern = .solid
        }
        return TextDecoration(weight: weight, pattern: pattern, byWord: style.contains(.byWord), color: (color as? UIColor)?.rasterColor)
    }

    static func shadow(_ s: NSShadow) -> TextShadow {
        let color = s.shadowColor as? UIColor ?? UIColor(white: 0, alpha: 1.0 / 3.0)
        return TextShadow(offset: Size(width: Double(s.shadowOffset.width), height: Double(s.shadowOffset.height)),
                          blurRadius: Double(s.shadowBlurRadius), color: color.rasterColor)
    }
}

extension NSWritingDirection {
    var typography: WritingDirection {
        switch self {
        case .natural: .natural
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}

extension UIUserInterfaceLayoutDirection {
    var writingDirection: WritingDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }
}
