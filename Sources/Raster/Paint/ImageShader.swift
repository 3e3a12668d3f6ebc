/// How an image is sampled when drawn scaled or transformed.
public enum ImageInterpolation: Sendable, Hashable {
    /// The nearest source pixel: crisp, blocky when enlarged.
    case nearest
    /// Weighted average of the four nearest source pixels.
    case bilinear
}

/// Shades a bitmap through an affine mapping, optionally tinted (template images).
final class ImageShader: Shader {
    private let image: [UInt8]
    private let width: Int, height: Int
    private let inverse: Transform
    private let interpolation: ImageInterpolation
    private let tint: PremultipliedRGBA8?

    /// `deviceToImage` maps device pixels to the image's pixel coordinates.
    init(image: Bitmap, deviceToImage: Transform, interpolation: ImageInterpolation, tint: Color?) {
        self.image = image.bytes
        width = image.width
        height = image.height
        inverse = deviceToImage
        self.interpolation = interpolation
        self.tint = tint?.premultiplied
    }

    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        var p = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let step = Point(x: inverse.a, y: inverse.b)
        let w = width, h = height
        image.withUnsafeBufferPointer { buffer in
            let src = buffer.baseAddress!
            for i in 0..<count {
                let o = out + i &* 4
                if interpolation == .nearest {
                    var sx = Int(Swift.max(-1, Swift.min(Double(w), p.x.rounded(.down))))
                    var sy = Int(Swift.max(-1, Swift.min(Double(h), p.y.rounded(.down))))
                    sx = sx < 0 ? 0 : (sx >= w ? w - 1 : sx)
                    sy = sy < 0 ? 0 : (sy >= h ? h - 1 : sy)
                    let s = src + (sy &* w &+ sx) &* 4
                    o[0] = s[0]; o[1] = s[1]; o[2] = s[2]; o[3] = s[3]
                } else {
                    // Fixed-point weights in 1/256 pixel keep the filter exact and deterministic.
                    let fx = Int(Swift.max(-2, Swift.min(Double(w + 1), p.x - 0.5)) * 256)
                    let fy = Int(Swift.max(-2, Swift.min(Double(h + 1), p.y - 0.5)) * 256)
                    let x0 = fx >> 8, y0 = fy >> 8
                    let wx = UInt32(fx & 255), wy = UInt32(fy & 255)
                    let ax = x0 < 0 ? 0 : (x0 >= w ? w - 1 : x0), bx = x0 + 1 < 0 ? 0 : (x0 + 1 >= w ? w - 1 : x0 + 1)
                    let ay = y0 < 0 ? 0 : (y0 >= h ? h - 1 : y0), by = y0 + 1 < 0 ? 0 : (y0 + 1 >= h ? h - 1 : y0 + 1)
                    let p00 = src + (ay &* w &+ ax) &* 4, p10 = src + (ay &* w &+ bx) &* 4
                    let p01 = src + (by &* w &+ ax) &* 4, p11 = src + (by &* w &+ bx) &* 4
                    for k in 0..<4 {
                        let top = UInt32(p00[k]) &* (256 &- wx) &+ UInt32(p10[k]) &* wx
                        let bottom = UInt32(p01[k]) &* (256 &- wx) &+ UInt32(p11[k]) &* wx
                        o[k] = UInt8(truncatingIfNeeded: (top &* (256 &- wy) &+ bottom &* wy &+ 32768) >> 16)
                    }
                }
                if let tint {
                    // A template image keeps only its alpha, painted in the tint colour.
                    let a = UInt32(o[3])
                    var t = UInt32(tint.r) &* a &+ 128; o[0] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                    t = UInt32(tint.g) &* a &+ 128; o[1] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                    t = UInt32(tint.b) &* a &+ 128; o[2] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                    t = UInt32(tint.a) &* a &+ 128; o[3] = UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
                }
                p = p + step
            }
        }
    }
}
