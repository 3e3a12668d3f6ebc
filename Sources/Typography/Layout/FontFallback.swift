import Foundation
import Locking

/// Characters a run's font has no glyph for, set in a face that has one, as Core Text's
/// cascade list does on iOS: CJK in a Chinese face, symbols in DejaVu Sans.
///
/// A run is split where the face changes; everything else about its style stays. The faces
/// tried, in order, are ``FontRegistry/fallbackFaces``. A character that no face has still
/// draws as its font's `.notdef` box, and the first time each such character is met the
/// process writes a note to standard error naming it, so boxes never appear silently.
///
/// Differs from iOS on purpose: iOS falls back to PingFang and Apple's other system fonts,
/// which cannot be shipped; here it is WenQuanYi Micro Hei (`fonts-wqy-microhei`), so CJK text
/// has other widths than on iOS.
enum FontFallback {
    /// `runs` with each stretch of characters their font lacks moved to a run in a face that has them.
    static func split(_ runs: [TextRun], registry: FontRegistry = .shared) -> (runs: [TextRun], sources: [Int], missing: [Character]) {
        var result: [TextRun] = []
        var sources: [Int] = []
        var missing: [Character] = []
        for (index, run) in runs.enumerated() {
            guard run.style.attachment == nil, !covers(run.style.font.face, run.text) else {
                result.append(run)
                sources.append(index)
                continue
            }
            var current: (face: FontFace, text: String)?
            func flush() {
                guard let c = current else { return }
                var style = run.style
                style.font = Font(face: c.face, size: run.style.font.pointSize)
                result.append(TextRun(c.text, style: style))
                sources.append(index)
            }
            let fallbacks = registry.fallbackFaces(bold: run.style.font.face.isBold)
            for ch in run.text {
                var face = run.style.font.face
                switch has(face, ch) {
                case nil:
                    // Spaces, controls and marks need no glyph of their own: they stay with the
                    // characters around them, as Core Text keeps them in the fallback's run.
                    face = current?.face ?? face
                case false?:
                    if let other = fallbacks.first(where: { has($0, ch) == true }) { face = other } else { missing.append(ch) }
                case true?:
                    break
                }
                if let c = current, c.face === face {
                    current?.text.append(ch)
                } else {
                    flush()
                    current = (face, String(ch))
                }
            }
            flush()
        }
        if !missing.isEmpty { MissingGlyphNote.report(missing) }
        return (result, sources, missing)
    }

    /// Whether `face` has a glyph for every character of `text` that needs one.
    private static func covers(_ face: FontFace, _ text: String) -> Bool {
        for scalar in text.unicodeScalars where needsGlyph(scalar) && face.glyph(for: scalar) == 0 { return false }
        return true
    }

    /// Whether `face` has the character's base; `nil` for a character that needs no glyph
    /// (spaces, controls, marks and ignorables).
    private static func has(_ face: FontFace, _ ch: Character) -> Bool? {
        for scalar in ch.unicodeScalars where needsGlyph(scalar) { return face.glyph(for: scalar) != 0 }
        return nil
    }

    private static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value >= 0x21 && scalar.value != 0x7F }
        let props = scalar.properties
        let category = props.generalCategory
        return !(props.isDefaultIgnorableCodePoint || props.isWhitespace || category == .control
                 || category == .nonspacingMark || category == .enclosingMark || category == .format)
    }
}

/// The once-per-character note for characters no installed face can draw.
enum MissingGlyphNote {
    private static let reported = Locked<Set<Character>>([])

    static func report(_ characters: [Character]) {
        let new = reported.withLock { seen in characters.filter { seen.insert($0).inserted } }
        guard !new.isEmpty else { return }
        let names = new.prefix(8).map { ch in
            ch.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") + " '\(ch)'"
        }.joined(separator: ", ")
        let text = "Designable: no installed font has a glyph for \(names)\(new.count > 8 ? " and \(new.count - 8) more" : ""); "
            + "they draw as empty boxes. CJK needs fonts-wqy-microhei; other scripts a Noto font (fonts-noto-core).\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
