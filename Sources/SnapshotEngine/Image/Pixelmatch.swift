import Raster

/// pixelmatch's comparison (mapbox/pixelmatch, version 5, as ported to Python on PyPI),
/// written from its published description: a YIQ colour distance with a threshold, and
/// Vysniauskas's anti-aliased pixel detector.
///
/// A pixel differs when its squared YIQ distance exceeds `35215 × threshold²` (35215 is the
/// largest possible distance). A differing pixel is put down to anti-aliasing, and not counted,
/// when in either image it has both a darker and a brighter neighbour, at most two neighbours
/// of its own colour, and the darkest or brightest of those neighbours sits in a flat area
/// (three or more identical neighbours) in both images.
///
/// Inputs are straight-alpha RGBA, as PNG stores and pixelmatch reads; translucent pixels are
/// blended onto white first. Arithmetic is `Double` in pixelmatch's order, so counts agree with
/// it exactly (`scripts/pixelmatch_compare.py` checks this on a corpus).
///
/// The images arrive premultiplied, as bitmaps hold them, and a pixel is turned into straight
/// alpha (through ``Unpremultiplying``) only when the comparison looks at it: most pixels are
/// equal, which equal premultiplied words decide alone, so whole-image conversions would be
/// most of the work. The loops are plain pointer code with the colour maths written out, and
/// the brightness of the last pixel looked at is remembered, since neighbours in flat areas
/// repeat it: debug builds, which inline nothing, stay within a few times of release.
enum Pixelmatch {
    /// What one comparison found.
    struct Outcome {
        var counted = 0
        var tolerated = 0
        /// The smallest rectangle holding every counted pixel, inclusive, when there is one.
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    }

    /// Classifies every pixel into `mask` (see ``PixelClass``; it must arrive zeroed, as
    /// ``PixelClass/same``) and counts them.
    ///
    /// `img1` and `img2` are premultiplied pixels as little-endian words (R in the low byte);
    /// `table` is ``Unpremultiplying/table``'s storage.
    static func compare(_ img1: UnsafePointer<UInt32>, _ img2: UnsafePointer<UInt32>, width: Int, height: Int,
                        threshold: Double, includeAA: Bool, table: UnsafePointer<UInt8>,
                        mask: UnsafeMutablePointer<UInt8>) -> Outcome {
        let maxDelta = 35215 * threshold * threshold
        var outcome = Outcome()
        let detector = Detector(width: width, height: height, table: table)
        defer { detector.deallocate() }
        let count = width &* height
        var i = 0
        while i < count {
            // Most pixels are equal: skip them two at a time, on 64-bit words.
            if img1[i] == img2[i] {
                i &+= 1
                while i &+ 1 < count
                    && UnsafeRawPointer(img1 + i).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(img2 + i).loadUnaligned(as: UInt64.self) {
                    i &+= 2
                }
                continue
            }
            let s1 = Unpremultiplying.straight(UInt32(littleEndian: img1[i]), table)
            let s2 = Unpremultiplying.straight(UInt32(littleEndian: img2[i]), table)
            if s1 == s2 { i &+= 1; continue }   // only for invalid premultiplied pixels
            // colorDelta(img1, img2, pos, pos, false), written out.
            var r1 = Double(s1 & 255), g1 = Double((s1 >> 8) & 255), b1 = Double((s1 >> 16) & 255)
            var r2 = Double(s2 & 255), g2 = Double((s2 >> 8) & 255), b2 = Double((s2 >> 16) & 255)
            let a1 = s1 >> 24, a2 = s2 >> 24
            if a1 < 255 {
                let a = detector.opacity[Int(a1)]
                r1 = 255 + (r1 - 255) * a; g1 = 255 + (g1 - 255) * a; b1 = 255 + (b1 - 255) * a
            }
            if a2 < 255 {
                let a = detector.opacity[Int(a2)]
                r2 = 255 + (r2 - 255) * a; g2 = 255 + (g2 - 255) * a; b2 = 255 + (b2 - 255) * a
            }
            // The distance is at most 1.1439·m² for a largest channel difference m (the sums of
            // the YIQ weights' magnitudes, squared and weighted), so a pixel under that bound,
            // with half a percent to spare for rounding, is negligible without the full sum.
            var m = r1 - r2
            if m < 0 { m = -m }
            var d = g1 - g2
            if d < 0 { d = -d }
            if d > m { m = d }
            d = b1 - b2
            if d < 0 { d = -d }
            if d > m { m = d }
            if 1.15 * m * m < maxDelta {
                mask[i] = PixelClass.negligible
                i &+= 1
                continue
            }
            let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
            let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
            let y = y1 - y2
            let iq = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
            let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
            let delta = 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q
            if delta > maxDelta {
                let x = i % width, row = i / width
                if !includeAA && (detector.antialiased(img1, x, row, y1, img2) || detector.antialiased(img2, x, row, y2, img1)) {
                    mask[i] = PixelClass.tolerated
                    outcome.tolerated &+= 1
                } else {
                    mask[i] = PixelClass.counted
                    outcome.counted &+= 1
                    if x < outcome.minX { outcome.minX = x }
                    if x > outcome.maxX { outcome.maxX = x }
                    if row < outcome.minY { outcome.minY = row }
                    outcome.maxY = row
                }
            } else {
                mask[i] = PixelClass.negligible
            }
            i &+= 1
        }
        return outcome
    }

    /// The anti-aliasing test, with the brightness of recently converted pixels remembered.
    struct Detector {
        let width: Int, height: Int
        let table: UnsafePointer<UInt8>
        /// `Double(a) / 255` for every alpha, divided once.
        let opacity: UnsafeMutablePointer<Double>
        /// Brightness by premultiplied pixel, direct-mapped: a scene has few colours next to its
        /// edges (a shape's fill, the background), so most neighbours hit.
        private let cachedWords: UnsafeMutablePointer<UInt32>
        private let cachedBrightness: UnsafeMutablePointer<Double>
        private static let cacheSize = 256

        init(width: Int, height: Int, table: UnsafePointer<UInt8>) {
            self.width = width
            self.height = height
            self.table = table
            opacity = .allocate(capacity: 256)
            var a = 0
            while a < 256 { opacity[a] = Double(a) / 255; a += 1 }
            cachedWords = .allocate(capacity: Detector.cacheSize)
            cachedBrightness = .allocate(capacity: Detector.cacheSize)
            // Every slot starts with the transparent pixel and its true brightness: a slot only
            // answers for the word it holds, so this is correct wherever that word hashes.
            cachedWords.initialize(repeating: 0, count: Detector.cacheSize)
            cachedBrightness.initialize(repeating: Detector.brightness(of: 0, table, opacity), count: Detector.cacheSize)
        }

        func deallocate() {
            opacity.deallocate()
            cachedWords.deallocate()
            cachedBrightness.deallocate()
        }

        /// pixelmatch's `rgb2y` of a premultiplied pixel, blended over white.
        func brightness(_ premultiplied: UInt32) -> Double {
            let slot = Int((premultiplied &* 0x9E37_79B1) >> 24)
            if cachedWords[slot] != premultiplied {
                cachedWords[slot] = premultiplied
                cachedBrightness[slot] = Detector.brightness(of: premultiplied, table, opacity)
            }
            return cachedBrightness[slot]
        }

        private static func brightness(of premultiplied: UInt32, _ table: UnsafePointer<UInt8>,
                                       _ opacity: UnsafePointer<Double>) -> Double {
            let s = Unpremultiplying.straight(UInt32(littleEndian: premultiplied), table)
            var r = Double(s & 255), g = Double((s >> 8) & 255), b = Double((s >> 16) & 255)
            if s >> 24 < 255 {
                let a = opacity[Int(s >> 24)]
                r = 255 + (r - 255) * a; g = 255 + (g - 255) * a; b = 255 + (b - 255) * a
            }
            return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
        }

        /// Whether the pixel at (x1, y1) of `img` looks like anti-aliasing.
        /// `centerY` is the pixel's brightness, which the caller has already computed.
        func antialiased(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ centerY: Double, _ img2: UnsafePointer<UInt32>) -> Bool {
            let x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0
            let x2 = x1 < width - 1 ? x1 + 1 : width - 1, y2 = y1 < height - 1 ? y1 + 1 : height - 1
            let center = img[y1 &* width &+ x1]
            var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
            var minDelta = 0.0, maxDelta = 0.0
            var minX = 0, minY = 0, maxX = 0, maxY = 0
            // Column-major, as pixelmatch visits them: ties keep the first, so the order matters.
            var x = x0
            while x <= x2 {
                var y = y0
                while y <= y2 {
                    if x != x1 || y != y1 {
                        // colorDelta(img, img, center, neighbour, yOnly: true): 0 for equal pixels.
                        let neighbour = img[y &* width &+ x]
                        let delta = neighbour == center ? 0 : centerY - brightness(neighbour)
                        if delta == 0 {
                            zeroes &+= 1
                            if zeroes > 2 { return false }
                        } else if delta < minDelta {
                            minDelta = delta; minX = x; minY = y
                        } else if delta > maxDelta {
                            maxDelta = delta; maxX = x; maxY = y
                        }
                    }
                    y &+= 1
                }
                x &+= 1
            }
            if minDelta == 0 || maxDelta == 0 { return false }
            return (hasManySiblings(img, minX, minY) && hasManySiblings(img2, minX, minY))
                || (hasManySiblings(img, maxX, maxY) && hasManySiblings(img2, maxX, maxY))
        }

        /// Whether the pixel at (x1, y1) has three or more neighbours of exactly its colour
        /// (a pixel on the border counts the missing side as one).
        func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
            let x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0
            let x2 = x1 < width - 1 ? x1 + 1 : width - 1, y2 = y1 < height - 1 ? y1 + 1 : height - 1
            let center = img[y1 &* width &+ x1]
            var straightCenter: UInt32?
            var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
            var x = x0
            while x <= x2 {
                var y = y0
                while y <= y2 {
                    if x != x1 || y != y1 {
                        let neighbour = img[y &* width &+ x]
                        // Equal premultiplied pixels are equal straight ones; only invalid
                        // premultiplied pixels (colour above alpha) can differ yet match.
                        var same = neighbour == center
                        if !same && (UInt32(littleEndian: neighbour) >> 24 != 255 || UInt32(littleEndian: center) >> 24 != 255) {
                            let c = straightCenter ?? Unpremultiplying.straight(UInt32(littleEndian: center), table)
                            straightCenter = c
                            same = Unpremultiplying.straight(UInt32(littleEndian: neighbour), table) == c
                        }
                        if same { zeroes &+= 1 }
                        if zeroes > 2 { return true }
                    }
                    y &+= 1
                }
                x &+= 1
            }
            return false
        }
    }

    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    /// A translucent channel over white.
    static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }
}
