import Foundation
import Raster

/// Rasterized glyphs, so a screen of text rasterizes each glyph shape once.
///
/// A mask is keyed by face, glyph, size in device pixels, and the glyph origin's horizontal
/// position within its pixel quantised to ¼ pixel (the four subpixel phases Core Graphics
/// also uses). Baselines are snapped to whole pixels, so no vertical phase is needed. Masks
/// are exact-area coverage of the unhinted outline, made by Raster's rasterizer.
///
/// The cache is shared and thread-safe; it empties itself when it exceeds ``capacity`` masks.
public final class GlyphMaskCache: @unchecked Sendable {
    public static let shared = GlyphMaskCache()

    /// Subpixel phases per pixel.
    public static let subpixelSteps = 4

    struct Key: Hashable {
        let face: Int
        let glyph: FontFace.GlyphID
        let pixelSize: UInt64  // bit pattern, so any Double is a valid, exact key
        let phase: Int
    }

    public struct Statistics: Hashable, Sendable {
        public var hits = 0
        public var misses = 0
        public var count = 0
        public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
    }

    private let lock = NSLock()
    private var masks: [Key: CoverageMask] = [:]
    private var stats = Statistics()
    public let capacity: Int

    public init(capacity: Int = 8192) { self.capacity = Swift.max(1, capacity) }

    /// Hits, misses and size since the last ``resetStatistics()``.
    public var statistics: Statistics {
        lock.lock(); defer { lock.unlock() }
        var s = stats
        s.count = masks.count
        return s
    }

    public func resetStatistics() {
        lock.lock(); defer { lock.unlock() }
        stats = Statistics()
    }

    public func removeAll() {
        lock.lock(); defer { lock.unlock() }
        masks.removeAll()
    }

    /// The mask of `glyph` at `pixelSize` pixels per em with its origin at (`phase`/4, 0) within
    /// pixel (0, 0); the mask's origin is relative to that pixel. `nil`-free: a glyph whose
    /// outline is corrupt rasterizes as `.notdef`, and as nothing if that is corrupt too.
    public func mask(face: FontFace, glyph: FontFace.GlyphID, pixelSize: Double, phase: Int) -> CoverageMask {
        let key = Key(face: face.id, glyph: glyph, pixelSize: pixelSize.bitPattern, phase: phase)
        lock.lock()
        if let m = masks[key] {
            stats.hits += 1
            lock.unlock()
            return m
        }
        stats.misses += 1
        lock.unlock()

        // Rasterize outside the lock so other threads keep drawing.
        let s = pixelSize / Double(face.unitsPerEm)
        let outline = (try? face.outline(of: glyph)) ?? (try? face.outline(of: 0)) ?? Path()
        let t = Transform(a: s, b: 0, c: 0, d: -s, tx: Double(phase) / Double(Self.subpixelSteps), ty: 0)
        let m = GlyphRasterizer.mask(outline, transform: t, pixelSize: pixelSize)

        lock.lock()
        if masks.count >= capacity { masks.removeAll(keepingCapacity: true) }
        masks[key] = m
        lock.unlock()
        return m
    }
}
