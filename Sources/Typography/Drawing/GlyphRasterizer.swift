import Raster

/// Rasterizes glyph outlines into coverage masks, flattening curves more finely than
/// general paths.
///
/// Raster's default tolerance (⅛ pixel) is right for shapes, but a glyph's curves are small
/// and everywhere: at ⅛ pixel a bowl's edge pixels drift by up to ~30 coverage levels from
/// the true curve. At 1/64 pixel the chords stay within a couple of levels of the exact
/// outline, which is what FreeType's unhinted rendering shows (see `scripts/ft_compare.py`).
enum GlyphRasterizer {
    static let tolerance = 1.0 / 64

    /// How far from the glyph origin, in ems, a mask may reach. Real glyphs stay within two or
    /// three ems (stacked accents, swashes, big operators). An outline forged, while reviewing for
    /// the fuzzer, to span ±16 000 font units at 48 units per em asked for a 16 000-pixel mask at
    /// 24 px, 2.3 GB and seconds for one glyph, which the cache would then keep.
    static let maxReachInEms = 8.0

    /// The outline's coverage after `transform`, in device pixels, clipped to
    /// ``maxReachInEms`` ems of `pixelSize` around the glyph origin (the transform's offset).
    static func mask(_ outline: Path, transform: Transform, pixelSize: Double) -> CoverageMask {
        let reach = maxReachInEms * pixelSize
        let limit = PixelRect(enclosing: Rect(x: transform.tx - reach, y: transform.ty - reach, width: 2 * reach, height: 2 * reach))
        return mask(outline.flattened(transform: transform, tolerance: tolerance), within: limit)
    }

    /// The coverage of already flattened outlines, in device pixels, within `limit` if given.
    static func mask(_ polylines: [Polyline], within limit: PixelRect? = nil) -> CoverageMask {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for line in polylines {
            for p in line.points {
                guard p.x.isFinite, p.y.isFinite else { return .empty }
                minX = Swift.min(minX, p.x); minY = Swift.min(minY, p.y)
                maxX = Swift.max(maxX, p.x); maxY = Swift.max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return .empty }
        var r = PixelRect(enclosing: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        if let limit { r = r.intersection(limit) }
        guard !r.isEmpty, r.width <= Bitmap.maxDimension, r.height <= Bitmap.maxDimension else { return .empty }
        let sink = MaskSink(originX: r.minX, originY: r.minY, width: r.width, height: r.height)
        Rasterizer().fill(polylines, rule: .nonZero, clip: r, sink: sink)
        return CoverageMask(originX: r.minX, originY: r.minY, width: r.width, height: r.height, bytes: sink.bytes)
    }
}

/// Collects spans into an 8-bit mask.
private final class MaskSink: CoverageSink {
    let originX: Int, originY: Int, width: Int
    var bytes: [UInt8]

    init(originX: Int, originY: Int, width: Int, height: Int) {
        self.originX = originX
        self.originY = originY
        self.width = width
        bytes = [UInt8](repeating: 0, count: width * height)
    }

    func blendSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let start = (y - originY) * width + (x - originX)
        bytes.withUnsafeMutableBufferPointer { ($0.baseAddress! + start).update(from: coverage, count: count) }
    }

    func blendConstantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        let start = (y - originY) * width + (x - originX)
        bytes.withUnsafeMutableBufferPointer { ($0.baseAddress! + start).update(repeating: coverage, count: count) }
    }
}
