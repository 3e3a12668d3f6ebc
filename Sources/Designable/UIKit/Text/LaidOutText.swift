import Foundation
import Raster
import Typography

/// Text laid out and ready to draw: Typography's layout, and the attachments whose images
/// fill its inline boxes. Views measure and draw the same value, so they always agree.
struct LaidOutText {
    let layout: TextLayout
    /// Each attachment by the run its box belongs to.
    let attachments: [Int: NSTextAttachment]

    /// `string` laid out within `maxSize`, with `defaults` for what its attributes leave out;
    /// `nil` when it is empty or a font could not be loaded (the render is told why).
    init?(_ string: NSAttributedString, defaults: TextDefaults, maxSize: Size = Size(width: .infinity, height: .infinity),
          numberOfLines: Int = 0, scale: Double, adjust: (inout [TextRun]) -> Void = { _ in }) {
        guard string.length > 0, var resolved = AttributedTextResolution.resolve(string, defaults: defaults) else { return nil }
        adjust(&resolved.runs)
        layout = TextLayout(runs: resolved.runs, maxSize: maxSize, numberOfLines: numberOfLines, scale: scale,
                            naturalDirection: resolved.naturalDirection)
        attachments = resolved.attachments
    }

    /// Plain text in one style.
    init(_ text: String, attributes: TextAttributes, direction: UIUserInterfaceLayoutDirection,
         maxSize: Size = Size(width: .infinity, height: .infinity), numberOfLines: Int = 0, scale: Double) {
        layout = TextLayout(runs: [TextRun(text, style: attributes.runStyle)], maxSize: maxSize, numberOfLines: numberOfLines,
                            scale: scale, kerning: attributes.kerning, naturalDirection: direction.writingDirection)
        attachments = [:]
    }

    /// Draws the text with its top-left at `origin`, then each attachment's image in its box.
    func draw(at origin: CGPoint, in context: CGContext) {
        layout.draw(in: context.canvas, at: origin.raster)
        for box in layout.attachments {
            guard let image = attachments[layout.sourceRuns[box.run]]?.image else { continue }
            let r = box.rect
            UIGraphicsWithContext(context) {
                image.draw(in: CGRect(x: origin.x + CGFloat(r.minX), y: origin.y + CGFloat(r.minY), width: CGFloat(r.width), height: CGFloat(r.height)))
            }
        }
    }
}
