/// Shades a bitmap seen through a homography: for each device pixel, the image point that
/// projects onto it, sampled bilinearly with the fixed-point filter of ``ImageShader``.
///
/// Per pixel the work is three additions along the row, one division and the bilinear fetch;
/// there are no closure or generic calls.
final class ProjectiveImageShader: Shader {
    private let image: [UInt8]
    private let width: Int, height: Int
    private let inverse: Homography

    /// `deviceToImage` maps device pixels to the image's pixel coordinates.
    init(image: Bitmap, deviceToImage: Homography) {
        self.image = image.bytes
        width = image.width
        height = image.height
        inverse = deviceToImage
    }

    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let h = inverse
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        var u = px * h.m11 + py * h.m21 + h.m31
        var v = px * h.m12 + py * h.m22 + h.m32
        var q = px * h.m13 + py * h.m23 + h.m33
        let du = h.m11, dv = h.m12, dq = h.m13
        let w = width, ht = height
        let maxX = Double(w + 1), maxY = Double(ht + 1)
        image.withUnsafeBufferPointer { buffer in
            let src = buffer.baseAddress!
            var i = 0
            while i < count {
                let o = out + i &* 4
                if q > 0 {
                    let sx = u / q - 0.5, sy = v / q - 0.5
                    let fx = Int((sx < -2 ? -2 : (sx > maxX ? maxX : sx)) * 256)
                    let fy = Int((sy < -2 ? -2 : (sy > maxY ? maxY : sy)) * 256)
                    let x0 = fx >> 8, y0 = fy >> 8
                    let wx = UInt32(fx & 255), wy = UInt32(fy & 255)
                    let ax = x0 < 0 ? 0 : (x0 >= w ? w - 1 : x0), bx = x0 + 1 < 0 ? 0 : (x0 + 1 >= w ? w - 1 : x0 + 1)
                    let ay = y0 < 0 ? 0 : (y0 >= ht ? ht - 1 : y0), by = y0 + 1 < 0 ? 0 : (y0 + 1 >= ht ? ht - 1 : y0 + 1)
                    let p00 = src + (ay &* w &+ ax) &* 4, p10 = src + (ay &* w &+ bx) &* 4
                    let p01 = src + (by &* w &+ ax) &* 4, p11 = src + (by &* w &+ bx) &* 4
                    var k = 0
                    while k < 4 {
                        let top = UInt32(p00[k]) &* (256 &- wx) &+ UInt32(p10[k]) &* wx
                        let bottom = UInt32(p01[k]) &* (256 &- wx) &+ UInt32(p11[k]) &* wx
                        o[k] = UInt8(truncatingIfNeeded: (top &* (256 &- wy) &+ bottom &* wy &+ 32768) >> 16)
                        k &+= 1
                    }
                } else {
                    o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
                }
                u += du; v += dv; q += dq
                i &+= 1
            }
        }
    }
}
