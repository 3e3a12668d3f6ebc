import Foundation
import Raster
import Typography

/// A 1,000-word paragraph at 17 pt, laid out and drawn into a 390-point column at @3x (1,170
/// pixels), as a long text view on a phone. Layout and drawing are timed apart: layout is the
/// cost of sizeThatFits, drawing the cost of a frame. The first draw starts from an empty glyph
/// cache, as the first screen of an app does; the hit rates show how much of one long
/// paragraph the cache already covers, and that later frames rasterize nothing.
func runTextBenchmark(runs: Int) {
    let font: Font
    do { font = try Font.systemFont(ofSize: 17) } catch {
        print("text: skipped: \(error)")
        return
    }
    // Words of everyday lengths, picked by a fixed generator so every machine sets the same text.
    let vocabulary = ["the", "view", "renders", "label", "and", "its", "text", "wraps", "at", "word", "boundaries,",
                      "so", "designers", "see", "what", "users", "will.", "Buttons", "of", "every", "size", "draw",
                      "their", "titles", "in", "DejaVu", "Sans;", "a", "snapshot", "compares", "pixels", "from",
                      "three", "init", "paths.", "When", "constraints", "change,", "layout", "runs", "again", "to",
                      "keep", "baselines", "aligned", "across", "machines", "with", "no", "simulator."]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var words: [String] = []
    for _ in 0..<1_000 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        words.append(vocabulary[Int(state >> 33) % vocabulary.count])
    }
    let text = words.joined(separator: " ")
    let attributes = TextAttributes(font: font)
    let column = Size(width: 390, height: .infinity)
    let clock = ContinuousClock()
    let samples = max(runs, 5)

    var layoutTimes: [Double] = []
    var layout = TextLayout(text: text, attributes: attributes, maxSize: column, scale: 3)
    for _ in 0..<samples {
        let start = clock.now
        layout = TextLayout(text: text, attributes: attributes, maxSize: column, scale: 3)
        layoutTimes.append(milliseconds(clock.now - start))
    }

    // A fresh canvas per draw (allocated outside the timing), so every draw blends onto the same pixels.
    let cache = GlyphMaskCache()
    var coldTime = 0.0, warmTimes: [Double] = []
    var cold = cache.statistics
    for run in 0...samples {
        let canvas = try! Canvas(width: column.width, height: layout.ceiledSize.height, scale: 3)
        let start = clock.now
        layout.draw(in: canvas, cache: cache)
        let ms = milliseconds(clock.now - start)
        if run == 0 {
            coldTime = ms
            cold = cache.statistics
            cache.resetStatistics()
        } else {
            warmTimes.append(ms)
        }
    }
    let warm = cache.statistics
    let glyphs = layout.lines.reduce(0) { $0 + $1.glyphs.count }

    print("text: 1,000 words, \(glyphs) glyphs in \(layout.lines.count) lines, 17 pt DejaVu Sans @3x in a 390 pt (1170 px) column; median of \(samples) runs")
    print("  layout ms   draw ms (empty cache)   draw ms (warm cache)   layout + warm draw ms")
    print(String(format: "  %9.2f   %21.2f   %20.2f   %21.2f", median(layoutTimes), coldTime, median(warmTimes),
                 median(layoutTimes) + median(warmTimes)))
    print(String(format: "  glyph cache: %d masks; hit rate %.1f%% on the first draw (%d hits, %d misses), %.1f%% on later draws",
                 warm.count, 100 * cold.hitRate, cold.hits, cold.misses, 100 * warm.hitRate))
}
