import Raster
@testable import Typography

/// Renders text for the reference-image specifications: black text on white, with guides
/// underneath so a reviewer can judge each image by eye.
///
/// - The box the text was laid out in is tinted, so alignment, wrapping and truncation can be
///   read against its edges.
/// - With `baselines`, every other line box is tinted a shade darker, so each box's top shows,
///   and each baseline is drawn as a one-pixel rule just below it, so glyphs visibly stand on
///   the rule and the baseline can be counted off from the top of its line box.
enum TextImage {
    static let margin = 4.0
    static let boxTint = Color(hex: "#e6ecf5")!
    static let lineTint = Color(hex: "#d3ddec")!
    static let baselineRule = Color(hex: "#f28c8c")!

    /// The DejaVu Sans the specifications draw with (the file, not the registry, so the images
    /// do not depend on which fonts a machine has registered).
    static func font(_ size: Double, bold: Bool = false) -> Font {
        Font(face: bold ? TestFonts.bold : TestFonts.sans, size: size)
    }

    /// `text` laid out in `width` points (unconstrained when `nil`) at `scale`, surrounded by a
    /// small white margin. The image is exactly as tall as the lines drawn.
    static func render(_ text: String, attributes: TextAttributes, width: Double? = nil, numberOfLines: Int = 0,
                       scale: Double, baselines: Bool = false) throws -> Bitmap {
        let maxSize = Size(width: width ?? .infinity, height: .infinity)
        let layout = TextLayout(text: text, attributes: attributes, maxSize: maxSize, numberOfLines: numberOfLines, scale: scale)
        let box = Size(width: width ?? layout.ceiledSize.width, height: layout.ceiledSize.height)
        let canvas = try Canvas(width: box.width + 2 * margin, height: box.height + 2 * margin, scale: scale)
        canvas.setFillColor(.white)
        canvas.fill(Rect(x: 0, y: 0, width: box.width + 2 * margin, height: box.height + 2 * margin))
        canvas.setFillColor(boxTint)
        canvas.fill(Rect(x: margin, y: margin, width: box.width, height: box.height))
        if baselines {
            for (i, line) in layout.lines.enumerated() {
                if i % 2 == 0 {
                    canvas.setFillColor(lineTint)
                    canvas.fill(Rect(x: margin, y: margin + line.rect.minY, width: box.width, height: line.rect.height))
                }
                canvas.setFillColor(baselineRule)
                canvas.fill(Rect(x: margin, y: margin + line.baselineY, width: box.width, height: 1 / scale))
            }
        }
        // The layout measured for the box is the one drawn, so the guides describe these glyphs.
        layout.draw(in: canvas, at: Point(x: margin, y: margin))
        return canvas.bitmap
    }
}
