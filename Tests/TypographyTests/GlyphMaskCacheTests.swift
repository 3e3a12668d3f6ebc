import Testing
@testable import Typography

/// How the glyph cache bounds its memory: it never holds more than its capacity, and it
/// evicts what has gone unused rather than everything at once.
@Suite struct GlyphMaskCacheTests {
    let face = TestFonts.sans

    /// Requests each glyph once at a small size (cheap to rasterize).
    func touch(_ cache: GlyphMaskCache, _ glyphs: some Sequence<Int>) {
        for g in glyphs { _ = cache.mask(face: face, glyph: FontFace.GlyphID(g), pixelSize: 8, phase: 0) }
    }

    @Test func neverHoldsMoreThanItsCapacity() {
        let cache = GlyphMaskCache(capacity: 10)
        for g in 1...100 {
            touch(cache, [g])
            #expect(cache.statistics.count <= 10)
        }
    }

    @Test func glyphsInUseSurviveAStreamOfOthers() {
        // A screen's text (glyphs 1-3) redrawn between every two new glyphs, as while scrolling:
        // five masks enter the recent generation between uses, fewer than its eight.
        let cache = GlyphMaskCache(capacity: 16)
        for next in stride(from: 100, to: 200, by: 2) {
            touch(cache, [1, 2, 3, next, next + 1])
        }
        #expect(cache.statistics.misses == 3 + 100)
    }

    @Test func aGlyphUnusedForAGenerationIsEvicted() {
        let cache = GlyphMaskCache(capacity: 8)
        touch(cache, [1])
        touch(cache, 100..<108)  // two generations of four
        touch(cache, [1])
        #expect(cache.statistics.misses == 1 + 8 + 1)
    }

    @Test func aHitInTheOlderGenerationKeepsTheMask() {
        let cache = GlyphMaskCache(capacity: 8)
        touch(cache, [1])
        touch(cache, 100..<104)  // 1 is now in the older generation
        touch(cache, [1])        // a hit, which brings it back
        touch(cache, 104..<107)  // one more generation change
        touch(cache, [1])
        #expect(cache.statistics.misses == 1 + 7)
        #expect(cache.statistics.hits == 2)
    }

    @Test func removeAllEmptiesBothGenerations() {
        let cache = GlyphMaskCache(capacity: 8)
        touch(cache, 1...6)
        cache.removeAll()
        #expect(cache.statistics.count == 0)
        touch(cache, [1, 5])
        #expect(cache.statistics.misses == 6 + 2)
    }
}
