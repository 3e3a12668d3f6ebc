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
enum Pixelmatch {
    /// Classifies every pixel into `mask` (see ``PixelClass``) and returns how many differ.
    static func compare(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, width: Int, height: Int,
                        threshold: Double, includeAA: Bool, mask: UnsafeMutablePointer<UInt8>) -> Int {
        let maxDelta = 35215 * threshold * threshold
        var diff = 0
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let pos = i * 4
                // Most pixels are equal; a 32-bit load decides it without the colour maths.
                if UnsafeRawPointer(img1 + pos).loadUnaligned(as: UInt32.self) == UnsafeRawPointer(img2 + pos).loadUnaligned(as: UInt32.self) {
                    mask[i] = PixelClass.same
                    continue
                }
                let delta = colorDelta(img1, img2, pos, pos, yOnly: false)
                if delta > maxDelta {
                    if !includeAA && (antialiased(img1, x, y, width, height, img2) || antialiased(img2, x, y, width, height, img1)) {
                        mask[i] = PixelClass.tolerated
                    } else {
                        mask[i] = PixelClass.counted
                        diff += 1
                    }
                } else {
                    mask[i] = PixelClass.negligible
                }
            }
        }
        return diff
    }

    /// Whether the pixel at (x1, y1) of `img` looks like anti-aliasing.
    private static func antialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                                    _ img2: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // Column-major, as pixelmatch visits them: ties keep the first, so the order matters.
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(img2, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(img2, maxX, maxY, width, height))
    }

    /// Whether the pixel at (x1, y1) has three or more neighbours of exactly its colour
    /// (a pixel on the border counts the missing side as one).
    private static func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = UnsafeRawPointer(img + (y1 * width + x1) * 4).loadUnaligned(as: UInt32.self)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if UnsafeRawPointer(img + (y * width + x) * 4).loadUnaligned(as: UInt32.self) == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// Squared YIQ distance between pixel `k` of `img1` and pixel `m` of `img2`, or with
    /// `yOnly` the signed brightness difference.
    private static func colorDelta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        var r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2])
        let a1 = img1[k + 3]
        var r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2])
        let a2 = img2[m + 3]
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 {
            let a = Double(a1) / 255
            r1 = blend(r1, a); g1 = blend(g1, a); b1 = blend(b1, a)
        }
        if a2 < 255 {
            let a = Double(a2) / 255
            r2 = blend(r2, a); g2 = blend(g2, a); b2 = blend(b2, a)
        }
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    private static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    private static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
    /// A translucent channel over white.
    static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }
}
