// libFuzzer entry point for the TrueType parser: any bytes as a .ttf or .ttc, and when they
// parse, the face used the way layout and drawing use it.
//
// A thrown FontError is the right answer for bad input; a trap, a sanitizer report, a leak or
// a hang is a bug. Build and run with `scripts/fuzz.sh font`.
import Raster
import Typography

/// Glyph IDs tried directly, besides those the character map leads to: the low ones (where
/// .notdef and a subset's few glyphs live) and a few past the end, which must fail cleanly.
let lowGlyphs = 0..<32

/// Characters whose glyphs layout looks up: the cap- and x-height probes, a composite
/// accent, a ligature-prone pair and one scalar beyond the BMP (format 12 groups).
let probeText = "Hxé fi\u{1F600}"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let faces = try? FontFace.faces(in: bytes, fileName: "fuzz.ttf") else { return 0 }
    // A collection repeats the same tables per face; two faces show the per-face paths.
    for face in faces.prefix(2) { exercise(face) }
    return 0
}

func exercise(_ face: FontFace) {
    var glyphs = Set(lowGlyphs.map { FontFace.GlyphID($0) })
    for scalar in probeText.unicodeScalars { glyphs.insert(face.glyph(for: scalar)) }
    let count = face.glyphCount
    for past in [count - 1, count, count + 1, Int(FontFace.GlyphID.max)] where (0...Int(FontFace.GlyphID.max)).contains(past) {
        glyphs.insert(FontFace.GlyphID(past))
    }
    for glyph in glyphs.sorted() {
        _ = face.advance(of: glyph)
        _ = try? face.outline(of: glyph)
        _ = try? face.contourCount(of: glyph)
        _ = try? face.isComposite(glyph)
        if glyph >= count {
            check((try? face.outline(of: glyph)) == nil, "glyph \(glyph) of \(count) has an outline")
        }
    }
    let sorted = glyphs.sorted()
    for left in sorted.prefix(8) {
        for right in sorted.prefix(8) { _ = face.kerning(left, right) }
    }

    // Layout and drawing at a small size, through a cache of this input's own so that memory
    // does not grow from one input to the next.
    let font = Font(face: face, size: 12)
    let attributes = TextAttributes(font: font, lineBreakMode: .truncatingTail)
    let layout = TextLayout(text: probeText + " " + probeText, attributes: attributes,
                            maxSize: Size(width: 40, height: 40), numberOfLines: 2, scale: 2)
    guard let canvas = try? Canvas(width: 40, height: 40, scale: 2) else { return }
    layout.draw(in: canvas, cache: GlyphMaskCache(capacity: 64))
}

/// A broken invariant is reported as a crash, so libFuzzer saves the input.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}
