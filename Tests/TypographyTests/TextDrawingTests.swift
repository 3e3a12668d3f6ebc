import Raster
import Testing
@testable import Typography

@Suite struct TextDrawingTests {
    let font = Font(face: TestFonts.sans, size: 17)

    /// The bounding box of pixels with any alpha, in device pixels.
    func ink(_ b: Bitmap) -> PixelRect? {
        var r: PixelRect?
        for y in 0..<b.height {
            for x in 0..<b.width where b.bytes[(y * b.width + x) * 4 + 3] != 0 {
                if var k = r {
                    k.minX = min(k.minX, x); k.minY = min(k.minY, y); k.maxX = max(k.maxX, x + 1); k.maxY = max(k.maxY, y + 1)
                    r = k
                } else { r = PixelRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1) }
            }
        }
        return r
    }

    @Test func drawnInkLiesWithinTheMeasuredSize() throws {
        let canvas = try Canvas(width: 200, height: 60, scale: 2)
        let attrs = TextAttributes(font: font)
        let layout = "Hxy Vg".draw(at: Point(x: 10, y: 5), attributes: attrs, in: canvas)
        let box = try #require(ink(canvas.bitmap))
        let measured = layout.ceiledSize
        // x: from the first glyph's side bearing to the last's; y: within the line box.
        #expect(box.minX >= 20 && box.minX <= 20 + 2 * 2)
        #expect(box.maxX <= 20 + Int(measured.width * 2) && box.maxX >= 20 + Int(measured.width * 2) - 4)
        #expect(box.minY >= 10 && box.maxY <= 10 + Int(measured.height * 2))
        // "H" top is the cap height above the baseline.
        let baseline = 10 + Int(layout.lines[0].baselineY * 2)
        #expect(abs(box.minY - (baseline - Int((font.capHeight * 2).rounded()))) <= 1 || box.minY < baseline - 20)
    }

    @Test func theGlyphCacheRasterizesEachShapeOnce() throws {
        let cache = GlyphMaskCache()
        let canvas = try Canvas(width: 300, height: 40, scale: 1)
        let layout = TextLayout(text: "aaaa aaaa", attributes: TextAttributes(font: font))
        layout.draw(in: canvas, cache: cache)
        let first = cache.statistics
        layout.draw(in: canvas, cache: cache)
        let second = cache.statistics
        #expect(first.misses <= 4 + 1)  // at most one per subpixel phase (a and space)
        #expect(second.misses == first.misses)
        #expect(second.hits == first.hits + 9)
    }

    @Test func colourComesFromTheAttributes() throws {
        let canvas = try Canvas(width: 40, height: 30, scale: 1)
        "█".draw(at: .zero, attributes: TextAttributes(font: font, color: Color(red: 1, green: 0, blue: 0)), in: canvas)
        let p = try #require(canvas.bitmap.pixel(x: 5, y: 10))
        #expect(p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255)
    }

    @Test func rotatedCanvasesFillOutlinesDirectly() throws {
        let cache = GlyphMaskCache()
        let canvas = try Canvas(width: 60, height: 60, scale: 1)
        canvas.translateBy(x: 30, y: 30)
        canvas.rotate(by: 0.5)
        TextLayout(text: "Hi", attributes: TextAttributes(font: font)).draw(in: canvas, cache: cache)
        #expect(ink(canvas.bitmap) != nil)
        #expect(cache.statistics.misses == 0)
    }

    @Test func cachedAndDirectRenderingAgree() throws {
        // At a whole-pixel position the cached mask is the same coverage as filling the outline.
        let a = try Canvas(width: 80, height: 30, scale: 1), b = try Canvas(width: 80, height: 30, scale: 1)
        let layout = TextLayout(text: "Å", attributes: TextAttributes(font: font))
        layout.draw(in: a, cache: GlyphMaskCache())
        b.concatenate(Transform(a: 1, b: 0, c: 0, d: 1.0000000001, tx: 0, ty: 0))  // forces the path route
        layout.draw(in: b, cache: GlyphMaskCache())
        var worst = 0
        for i in stride(from: 3, to: a.bitmap.bytes.count, by: 4) { worst = max(worst, abs(Int(a.bitmap.bytes[i]) - Int(b.bitmap.bytes[i]))) }
        #expect(worst <= 2)
    }

    @Test func clippingModeClipsAtTheWidth() throws {
        let canvas = try Canvas(width: 200, height: 30, scale: 1)
        let attrs = TextAttributes(font: font, lineBreakMode: .clipping)
        "Hello world again".draw(in: Rect(x: 0, y: 0, width: 40, height: 30), attributes: attrs, numberOfLines: 1, in: canvas)
        #expect((ink(canvas.bitmap)?.maxX ?? 0) <= 40)
    }
}
