/// A drop shadow, as `CGContext.setShadow(offset:blur:color:)`.
///
/// Offset and blur are in points and, as in Core Graphics, ignore the current transform:
/// a rotated shape still casts its shadow straight down. `blur` is twice the standard
/// deviation of the Gaussian, matching how Core Graphics' blur amount reads visually.
public struct Shadow: Hashable, Sendable {
    /// How far the shadow falls from what casts it, in points (+y is down), rounded to whole pixels.
    public var offset: Size
    /// The blur amount in points, 0 for a hard shadow; twice the Gaussian's standard deviation.
    public var blur: Double
    /// The shadow's colour; its alpha scales the shadow's opacity.
    public var color: Color

    /// A shadow with these values as given; ``Canvas/setShadow(offset:blur:color:)`` is what
    /// clamps a negative blur to 0.
    public init(offset: Size, blur: Double, color: Color) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}

/// The clipping region: a pixel rectangle, refined by an anti-aliased mask when the clip
/// path is not a pixel-aligned rectangle.
struct ClipRegion {
    var bounds: PixelRect
    var mask: ClipMask?
}

/// A canvas-sized coverage mask, shared between saved states until a clip changes it.
final class ClipMask {
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
}

/// Everything `saveGState` saves and `restoreGState` restores.
struct GraphicsState {
    var ctm: Transform
    var clip: ClipRegion
    var fillColor = Color.black
    var strokeColor = Color.black
    var alpha = 1.0
    var blendMode = BlendMode.normal
    var strokeStyle = StrokeStyle()
    var shadow: Shadow?
    var interpolation = ImageInterpolation.bilinear
}
