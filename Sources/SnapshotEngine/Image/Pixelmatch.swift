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
/// most of the work.
///
/// Debug builds inline nothing, not even `@inline(__always)`; they zero every local of a
/// function on each call, make generic calls of `Double(UInt32)` and `UInt32(littleEndian:)`,
/// and branch around every `>>` and `<<` (a shift by a literal still checks for shifting past
/// the width). So the work done for every differing pixel, the colour maths and the
/// anti-aliasing detector's scan of the neighbours, is one loop with masking shifts and
/// integer-to-`Double` conversions through `Int`, and only the rarer steps (a brightness not
/// yet cached, the sibling count) are calls: that keeps a debug build within 5x of a release
/// one (`designable-bench --only diff` times both).
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
        // `Double(a) / 255` for every alpha, divided once.
        let opacity = UnsafeMutablePointer<Double>.allocate(capacity: 256)
        var a = 0
        while a < 256 { opacity[a] = Double(a) / 255; a &+= 1 }
        // Brightness by premultiplied pixel, direct-mapped: a scene has few colours next to its
        // edges (a shape's fill, the background), so most neighbours hit. Every slot starts
        // with the transparent pixel and its true brightness: a slot only answers for the word
        // it holds, so this is correct wherever that word hashes.
        let cachedWords = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
        let cachedBrightness = UnsafeMutablePointer<Double>.allocate(capacity: 256)
        cachedWords.initialize(repeating: 0, count: 256)
        cachedBrightness.initialize(repeating: brightness(of: 0, table, opacity), count: 256)
        defer {
            opacity.deallocate()
            cachedWords.deallocate()
            cachedBrightness.deallocate()
        }
        // Another file's constants are accessor calls in a debug build.
        let negligible = PixelClass.negligible, tolerated = PixelClass.tolerated, counted = PixelClass.counted
        let count = width &* height
        var i = 0
        while i < count {
            let w1 = img1[i], w2 = img2[i]
            // Most pixels are equal: skip them two at a time.
            if w1 == w2 {
                i &+= 1
                while i &+ 1 < count && (img1[i] ^ img2[i]) | (img1[i &+ 1] ^ img2[i &+ 1]) == 0 {
                    i &+= 2
                }
                continue
            }
            // The words are little-endian, as read on little-endian hosts without a call.
            #if _endian(little)
            var s1 = w1, s2 = w2
            #else
            var s1 = UInt32(littleEndian: w1), s2 = UInt32(littleEndian: w2)
            #endif
            // Unpremultiplying.straight, written out: in a debug build the call costs more than its
            // lookups. An opaque pixel is already straight.
            if s1 &>> 24 != 255 {
                let row = table + Int((s1 &>> 16) & 0xFF00)
                s1 = UInt32(row[Int(s1 & 255)]) | UInt32(row[Int((s1 &>> 8) & 255)]) &<< 8
                    | UInt32(row[Int((s1 &>> 16) & 255)]) &<< 16 | (s1 & 0xFF00_0000)
            }
            if s2 &>> 24 != 255 {
                let row = table + Int((s2 &>> 16) & 0xFF00)
                s2 = UInt32(row[Int(s2 & 255)]) | UInt32(row[Int((s2 &>> 8) & 255)]) &<< 8
                    | UInt32(row[Int((s2 &>> 16) & 255)]) &<< 16 | (s2 & 0xFF00_0000)
            }
            if s1 == s2 { i &+= 1; continue }   // only for invalid premultiplied pixels
            // colorDelta(img1, img2, pos, pos, false), written out.
            var r1 = Double(Int(s1 & 255)), g1 = Double(Int((s1 &>> 8) & 255)), b1 = Double(Int((s1 &>> 16) & 255))
            var r2 = Double(Int(s2 & 255)), g2 = Double(Int((s2 &>> 8) & 255)), b2 = Double(Int((s2 &>> 16) & 255))
            let a1 = s1 &>> 24, a2 = s2 &>> 24
            if a1 < 255 {
                let a = opacity[Int(a1)]
                r1 = 255 + (r1 - 255) * a; g1 = 255 + (g1 - 255) * a; b1 = 255 + (b1 - 255) * a
            }
            if a2 < 255 {
                let a = opacity[Int(a2)]
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
                mask[i] = negligible
                i &+= 1
                continue
            }
            let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
            let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
            let y = y1 - y2
            let iq = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
            let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
            let delta = 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q
            if delta <= maxDelta {
                mask[i] = negligible
                i &+= 1
                continue
            }
            let x = i % width, row = i / width
            // antialiased(img1, x, row, …) || antialiased(img2, x, row, …): the pixel is
            // anti-aliasing when, in either image, its neighbours hold at most two of its
            // brightness and both a brighter and a darker one, and the brightest or the darkest
            // sits in a flat area in both images.
            let left = x > 0 ? x &- 1 : 0, top = row > 0 ? row &- 1 : 0
            let right = x < width &- 1 ? x &+ 1 : width &- 1, bottom = row < height &- 1 ? row &+ 1 : height &- 1
            // The image's edge counts as one neighbour of the pixel's brightness.
            let border = x == left || x == right || row == top || row == bottom ? 1 : 0
            var antialiased = false
            var side = includeAA ? 2 : 0
            while side < 2 && !antialiased {
                let img = side == 0 ? img1 : img2, other = side == 0 ? img2 : img1
                let center = img[i], centerY = side == 0 ? y1 : y2
                var zeroes = border
                var brighter = 0.0, brighterX = 0, brighterY = 0
                var darker = 0.0, darkerX = 0, darkerY = 0
                // Neighbours in flat areas repeat one word, so the last one's delta is kept.
                var lastWord = center, lastDelta = 0.0
                // Column-major, as pixelmatch visits them: ties keep the first, so the order matters.
                var nx = left
                scan: while nx <= right {
                    var ny = top
                    while ny <= bottom {
                        let at = ny &* width &+ nx
                        let neighbour = img[at]
                        // colorDelta(img, img, center, neighbour, yOnly: true): 0 for equal pixels.
                        if neighbour == center {
                            if at != i {
                                zeroes &+= 1
                                if zeroes > 2 { break scan }
                            }
                        } else {
                            if neighbour != lastWord {
                                lastWord = neighbour
                                let slot = Int((neighbour &* 0x9E37_79B1) &>> 24)
                                if cachedWords[slot] != neighbour {
                                    cachedWords[slot] = neighbour
                                    cachedBrightness[slot] = brightness(of: neighbour, table, opacity)
                                }
                                lastDelta = centerY - cachedBrightness[slot]
                            }
                            if lastDelta == 0 {
                                zeroes &+= 1
                                if zeroes > 2 { break scan }
                            } else if lastDelta < brighter {
                                brighter = lastDelta; brighterX = nx; brighterY = ny
                            } else if lastDelta > darker {
                                darker = lastDelta; darkerX = nx; darkerY = ny
                            }
                        }
                        ny &+= 1
                    }
                    nx &+= 1
                }
                if zeroes <= 2 && brighter != 0 && darker != 0 {
                    antialiased = (hasManySiblings(img, brighterX, brighterY, width, height, table)
                                   && hasManySiblings(other, brighterX, brighterY, width, height, table))
                        || (hasManySiblings(img, darkerX, darkerY, width, height, table)
                            && hasManySiblings(other, darkerX, darkerY, width, height, table))
                }
                side &+= 1
            }
            if antialiased {
                mask[i] = tolerated
                outcome.tolerated &+= 1
            } else {
                mask[i] = counted
                outcome.counted &+= 1
                if x < outcome.minX { outcome.minX = x }
                if x > outcome.maxX { outcome.maxX = x }
                if row < outcome.minY { outcome.minY = row }
                outcome.maxY = row
            }
            i &+= 1
        }
        return outcome
    }

    /// pixelmatch's `rgb2y` of a premultiplied pixel, blended over white.
    private static func brightness(of premultiplied: UInt32, _ table: UnsafePointer<UInt8>,
                                   _ opacity: UnsafePointer<Double>) -> Double {
        let s = Unpremultiplying.straight(UInt32(littleEndian: premultiplied), table)
        var r = Double(Int(s & 255)), g = Double(Int((s &>> 8) & 255)), b = Double(Int((s &>> 16) & 255))
        if s &>> 24 < 255 {
            let a = opacity[Int(s &>> 24)]
            r = 255 + (r - 255) * a; g = 255 + (g - 255) * a; b = 255 + (b - 255) * a
        }
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// Whether the pixel at (x1, y1) has three or more neighbours of exactly its colour
    /// (a pixel on the border counts the missing side as one).
    private static func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                                        _ table: UnsafePointer<UInt8>) -> Bool {
        let x0 = x1 > 0 ? x1 &- 1 : 0, y0 = y1 > 0 ? y1 &- 1 : 0
        let x2 = x1 < width &- 1 ? x1 &+ 1 : width &- 1, y2 = y1 < height &- 1 ? y1 &+ 1 : height &- 1
        let center = y1 &* width &+ x1, c = img[center]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                let at = y &* width &+ x, n = img[at]
                // Equal premultiplied pixels are equal straight ones; only invalid premultiplied
                // pixels (colour above alpha) can differ yet match, and only at one translucent alpha.
                if at != center && (n == c || ((n ^ c) & alphaByte == 0 && c & alphaByte != alphaByte && sameStraight(n, c, table))) {
                    zeroes &+= 1
                    if zeroes > 2 { return true }
                }
                y &+= 1
            }
            x &+= 1
        }
        return false
    }

    /// Whether two premultiplied words are one colour in straight alpha.
    private static func sameStraight(_ p: UInt32, _ q: UInt32, _ table: UnsafePointer<UInt8>) -> Bool {
        Unpremultiplying.straight(UInt32(littleEndian: p), table) == Unpremultiplying.straight(UInt32(littleEndian: q), table)
    }

    /// The alpha byte of a pixel word as stored (little-endian), as a mask in the host's order:
    /// a literal, since a debug build calls an initialiser for anything else.
    #if _endian(little)
    private static let alphaByte: UInt32 = 0xFF00_0000
    #else
    private static let alphaByte: UInt32 = 0x0000_00FF
    #endif
}
