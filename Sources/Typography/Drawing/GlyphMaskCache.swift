import Foundation
import Locking
import Raster

/// Rasterized glyphs, so a screen of text rasterizes each glyph shape once.
///
/// A mask is keyed by face, glyph, size in device pixels, and the glyph origin's horizontal
/// position within its pixel quantised to ¼ pixel (the four subpixel phases Core Graphics
/// also uses). Baselines are snapped to whole pixels, so no vertical phase is needed. Masks
/// are exact-area coverage of the unhinted outline, made by Raster's rasterizer.
///
/// The cache is shared and thread-safe, and holds at most ``capacity`` masks. It evicts in
/// two generations rather than all at once: masks live in a recent generation, which becomes
/// the older one when it holds half the capacity, and the previous older generation is
/// dropped. A hit in the older generation moves the mask back to the recent one. So a mask
/// drawn again before half the capacity of other masks have entered the recent generation
/// is never evicted, which keeps a screen's text cached while a long scroll streams other
/// glyphs through, without the bookkeeping of an exact LRU list on every hit.
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

    /// Two generations of masks: those inserted or used since the last generation change, and
    /// the generation before, dropped at the next change.
    private struct Generations {
        var recent: [Key: CoverageMask] = [:]
        var older: [Key: CoverageMask] = [:]
        var stats = Statistics()
        let generationSize: Int

        /// Puts a mask in the recent generation, starting a new generation when it is full.
        mutating func keep(_ key: Key, _ mask: CoverageMask) {
            recent[key] = mask
            if recent.count >= generationSize {
                older = recent
                recent = [:]
                recent.reserveCapacity(generationSize)
            }
        }
    }

    private let generations: Locked<Generations>
    /// The most masks held at once; at least 2, so each generation holds at least one.
    public let capacity: Int

    public init(capacity: Int = 8192) {
        self.capacity = Swift.max(2, capacity)
        generations = Locked(Generations(generationSize: self.capacity / 2))
    }

    /// Hits, misses and size since the last ``resetStatistics()``.
    public var statistics: Statistics {
        generations.withLock { g in
            var s = g.stats
            s.count = g.recent.count + g.older.count
            return s
        }
    }

    public func resetStatistics() {
        generations.withLock { $0.stats = Statistics() }
    }

    public func removeAll() {
        generations.withLock { g in
            g.recent.removeAll()
            g.older.removeAll()
        }
    }

    /// The mask of `glyph` at `pixelSize` pixels per em with its origin at (`phase`/4, 0) within
    /// pixel (0, 0); the mask's origin is relative to that pixel. `nil`-free: a glyph whose
    /// outline is corrupt rasterizes as `.notdef`, and as nothing if that is corrupt too.
    public func mask(face: FontFace, glyph: FontFace.GlyphID, pixelSize: Double, phase: Int) -> CoverageMask {
        let key = Key(face: face.id, glyph: glyph, pixelSize: pixelSize.bitPattern, phase: phase)
        let cached = generations.withLock { g -> CoverageMask? in
            if let m = g.recent[key] {
                g.stats.hits += 1
                return m
            }
            if let m = g.older.removeValue(forKey: key) {
                g.stats.hits += 1
                g.keep(key, m)
                return m
            }
            g.stats.misses += 1
            return nil
        }
        if let cached { return cached }

        // Rasterize outside the lock so other threads keep drawing.
        let s = pixelSize / Double(face.unitsPerEm)
        let outline = (try? face.outline(of: glyph)) ?? (try? face.outline(of: 0)) ?? Path()
        let t = Transform(a: s, b: 0, c: 0, d: -s, tx: Double(phase) / Double(Self.subpixelSteps), ty: 0)
        let m = GlyphRasterizer.mask(outline, transform: t, pixelSize: pixelSize)

        generations.withLock { $0.keep(key, m) }
        return m
    }
}
