import Raster

/// A 5×7 pixel font for the few capital letters the composite image's labels need.
///
/// Composite images must look the same on every machine and be drawable before any font is
/// installed, so they do not go through Typography; a dozen hand-drawn glyphs are enough.
enum LabelFont {
    static let glyphWidth = 5, glyphHeight = 7

    private static let glyphs: [Character: [String]] = [
        "A": ["01110", "10001", "10001", "11111", "10001", "10001", "10001"],
        "C": ["01111", "10000", "10000", "10000", "10000", "10000", "01111"],
        "D": ["11110", "10001", "10001", "10001", "10001", "10001", "11110"],
        "E": ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
        "F": ["11111", "10000", "10000", "11110", "10000", "10000", "10000"],
        "I": ["11111", "00100", "00100", "00100", "00100", "00100", "11111"],
        "L": ["10000", "10000", "10000", "10000", "10000", "10000", "11111"],
        "N": ["10001", "11001", "10101", "10011", "10001", "10001", "10001"],
        "R": ["11110", "10001", "10001", "11110", "10100", "10010", "10001"],
        "T": ["11111", "00100", "00100", "00100", "00100", "00100", "00100"],
        "U": ["10001", "10001", "10001", "10001", "10001", "10001", "01110"],
    ]

    /// The width `text` takes at `size` pixels per font pixel, with one font pixel between letters.
    static func width(of text: String, size: Int) -> Int { max(0, text.count * (glyphWidth + 1) - 1) * size }

    /// Draws `text` with its top-left corner at (x, y); letters without a glyph are left blank.
    static func draw(_ text: String, into bitmap: inout Bitmap, x: Int, y: Int, size: Int, color: PremultipliedRGBA8) {
        var penX = x
        for letter in text {
            if let rows = glyphs[letter] {
                for (row, bits) in rows.enumerated() {
                    for (column, bit) in bits.enumerated() where bit == "1" {
                        for dy in 0..<size { for dx in 0..<size {
                            bitmap.setPixel(x: penX + column * size + dx, y: y + row * size + dy, color)
                        } }
                    }
                }
            }
            penX += (glyphWidth + 1) * size
        }
    }
}
