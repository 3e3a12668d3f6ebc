/// Gaussian blur of an 8-bit alpha mask, approximated by three box blurs.
///
/// Three passes of a box filter converge on a Gaussian to within a few percent, and using
/// integer running sums makes the result exact and identical on every machine: there are no
/// floating-point weights at all. The box width comes from the standard deviation by the
/// variance identity σ² = n(w² − 1)/12 for n passes, using only a square root.
public enum Blur {
    /// The box width (odd) whose three passes best match a Gaussian of standard deviation `sigma`.
    public static func boxWidth(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 1 }
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var w = Int(ideal.rounded(.toNearestOrEven))
        if w % 2 == 0 { w += 1 }
        return Swift.min(w, 2049)
    }

    /// Blurs `mask` in place with three horizontal and three vertical box passes of width `boxWidth(sigma:)`.
    /// Coverage near the edges spreads outward only within the mask, so callers pad masks by ``padding(sigma:)``.
    public static func gaussian(_ mask: inout CoverageMask, sigma: Double) {
        let width = mask.width, height = mask.height
        mask.bytes.withUnsafeMutableBufferPointer { buf in
            guard let p = buf.baseAddress else { return }
            gaussian(p, width: width, height: height, channels: 1, sigma: sigma)
        }
    }

    /// Blurs the four interleaved channels of `width` × `height` premultiplied RGBA pixels in
    /// place, each as ``gaussian(_:sigma:)`` blurs a mask: what a backdrop blur needs.
    public static func gaussianRGBA(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, sigma: Double) {
        gaussian(pixels, width: width, height: height, channels: 4, sigma: sigma)
    }

    /// Three horizontal then three vertical box passes over each of `channels` interleaved
    /// byte channels.
    private static func gaussian(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int, sigma: Double) {
        let w = boxWidth(sigma: sigma)
        guard w > 1, width > 0, height > 0 else { return }
        let temp = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(width, height))
        defer { temp.deallocate() }
        let rowBytes = width &* channels
        for channel in 0..<channels {
            for _ in 0..<3 {
                for y in 0..<height { box(pixels + (y &* rowBytes &+ channel), stride: channels, count: width, radius: w / 2, temp: temp) }
            }
            for _ in 0..<3 {
                for x in 0..<width { box(pixels + (x &* channels &+ channel), stride: rowBytes, count: height, radius: w / 2, temp: temp) }
            }
        }
    }

    /// How far a blur of `sigma` spreads: three box radii.
    public static func padding(sigma: Double) -> Int { 3 * (boxWidth(sigma: sigma) / 2) }

    /// One box pass over `count` samples spaced `stride` apart; outside the line counts as 0.
    private static func box(_ line: UnsafeMutablePointer<UInt8>, stride: Int, count: Int, radius: Int, temp: UnsafeMutablePointer<UInt8>) {
        let width = UInt32(2 * radius + 1)
        var i = 0
        while i < count { temp[i] = line[i &* stride]; i &+= 1 }
        var sum: UInt32 = 0
        var k = 0
        while k < Swift.min(radius, count) { sum &+= UInt32(temp[k]); k &+= 1 }
        i = 0
        while i < count {
            let enter = i &+ radius, leave = i &- radius &- 1
            if enter < count { sum &+= UInt32(temp[enter]) }
            if leave >= 0 { sum &-= UInt32(temp[leave]) }
            line[i &* stride] = UInt8(truncatingIfNeeded: (sum &+ width / 2) / width)
            i &+= 1
        }
    }
}
