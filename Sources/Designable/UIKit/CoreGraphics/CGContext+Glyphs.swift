import Foundation
import Raster
import Typography

/// A glyph's index in its font, as Core Graphics' `CGGlyph`.
public typealias CGGlyph = UInt16

/// How ``CGContext/showGlyphs(_:at:)`` paints glyphs, as Core Graphics' `CGTextDrawingMode`.
public enum CGTextDrawingMode: Int32, Sendable {
    /// Fill them with the fill colour.
    case fill = 0
    /// Stroke their outlines with the stroke colour and line settings.
    case stroke = 1
    /// Fill, then stroke.
    case fillStroke = 2
    /// Paint nothing; the text position still advances.
    case invisible = 3
    /// Fill, then add them to the clip.
    case fillClip = 4
    /// Stroke, then add them to the clip.
    case strokeClip = 5
    /// Fill and stroke, then add them to the clip.
    case fillStrokeClip = 6
    /// Add them to the clip only.
    case clip = 7
}

/// Core Graphics' own text state: font, size, spacing, drawing mode, text matrix and position.
struct GlyphTextState {
    var font: CGFont?
    var fontSize: CGFloat = 0
    var characterSpacing: CGFloat = 0
    var mode = CGTextDrawingMode.fill
    var matrix = CGAffineTransform.identity
}

extension CGContext {
    /// The transform from text space to user space, as `textMatrix`; the identity by default,
    /// so glyphs stand upright in Core Graphics' y-up space and upside down in a UIKit
    /// context, as on iOS. It is not part of the graphics state.
    public var textMatrix: CGAffineTransform {
        get { glyphText.matrix }
        set { glyphText.matrix = newValue }
    }

    /// Where the next glyph is drawn, in text space, as `textPosition`: the translation of the
    /// ``textMatrix``.
    public var textPosition: CGPoint {
        get { CGPoint(x: glyphText.matrix.tx, y: glyphText.matrix.ty) }
        set { glyphText.matrix.tx = newValue.x; glyphText.matrix.ty = newValue.y }
    }

    /// The font ``showGlyphs(_:at:)`` draws with, as `setFont(_:)`.
    public func setFont(_ font: CGFont) { glyphText.font = font }
    /// The size in points ``showGlyphs(_:at:)`` draws at, as `setFontSize(_:)`.
    public func setFontSize(_ size: CGFloat) { glyphText.fontSize = size }
    /// Extra space between glyphs, in text space, as `setCharacterSpacing(_:)`; kept for
    /// callers, since ``showGlyphs(_:at:)`` takes each glyph's position.
    public func setCharacterSpacing(_ spacing: CGFloat) { glyphText.characterSpacing = spacing }
    /// How glyphs are painted, as `setTextDrawingMode(_:)`.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { glyphText.mode = mode }

    /// Draws `glyphs` of the current font at `positions` in text space, as
    /// `showGlyphs(_:at:)`: the outlines are the font's own, drawn by the rasterizer, painted as
    /// the text drawing mode says.
    public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) {
        guard let font = glyphText.font, glyphText.fontSize != 0 else { return }
        let face = font.face
        let s = Double(glyphText.fontSize) / Double(face.unitsPerEm)
        var outlines = Raster.Path()
        let text = glyphText.matrix.raster
        for (glyph, position) in zip(glyphs, positions) {
            guard let outline = try? face.outline(of: glyph) else { continue }
            // Font units are y up, as text space is; the text matrix takes them to user space.
            let placed = Transform(scaleX: s, y: s).concatenating(Transform(translationX: Double(position.x), y: Double(position.y)))
            outlines.addPath(outline, transform: placed.concatenating(text))
        }
        let mode = glyphText.mode
        if [.fill, .fillStroke, .fillClip, .fillStrokeClip].contains(mode) { canvas.fill(outlines) }
        if [.stroke, .fillStroke, .strokeClip, .fillStrokeClip].contains(mode) { canvas.stroke(outlines) }
        if [.clip, .fillClip, .strokeClip, .fillStrokeClip].contains(mode) { canvas.clip(to: outlines) }
        didDraw()
    }
}
