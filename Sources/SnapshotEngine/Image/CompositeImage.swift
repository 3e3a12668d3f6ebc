import Raster

/// Reference, actual and diff side by side on a neutral background, each labelled above, for
/// a reviewer who opens one file instead of three.
enum CompositeImage {
    static func make(_ panels: [(label: String, bitmap: Bitmap)]) -> Bitmap {
        let tallest = panels.map(\.bitmap.height).max() ?? 1
        let widest = panels.map(\.bitmap.width).max() ?? 1
        // Labels grow with the images so they stay legible on 3× screenshots.
        let size = max(1, min(widest, tallest) / 120)
        let gap = 8 * size
        let band = LabelFont.glyphHeight * size + 2 * gap
        let width = panels.reduce(gap) { $0 + max($1.bitmap.width, LabelFont.width(of: $1.label, size: size)) + gap }
        let height = band + tallest + gap
        let scale = panels.first?.bitmap.scale ?? 1
        var canvas = (try? Bitmap(width: width, height: height, scale: scale)) ?? (try! Bitmap(width: 1, height: 1))
        canvas.fill(PremultipliedRGBA8(r: 235, g: 237, b: 240, a: 255))
        var x = gap
        for panel in panels {
            LabelFont.draw(panel.label, into: &canvas, x: x, y: gap, size: size, color: PremultipliedRGBA8(r: 40, g: 44, b: 52, a: 255))
            blit(panel.bitmap, into: &canvas, x: x, y: band)
            x += max(panel.bitmap.width, LabelFont.width(of: panel.label, size: size)) + gap
        }
        return canvas
    }

    /// Copies `source` over `destination` at (x, y), composited source-over so transparent
    /// areas show the background, as a viewer would.
    private static func blit(_ source: Bitmap, into destination: inout Bitmap, x: Int, y: Int) {
        let dstWidth = destination.width
        source.bytes.withUnsafeBufferPointer { s in
            destination.bytes.withUnsafeMutableBufferPointer { d in
                for row in 0..<source.height {
                    for column in 0..<source.width {
                        let si = (row * source.width + column) * 4
                        let di = ((y + row) * dstWidth + x + column) * 4
                        let inverse = 255 - s[si + 3]
                        for c in 0..<4 { d[di + c] = s[si + c] &+ Blend.mulDiv255(d[di + c], inverse) }
                    }
                }
            }
        }
    }
}
