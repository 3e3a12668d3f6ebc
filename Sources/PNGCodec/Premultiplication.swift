import Raster

/// Converts straight-alpha RGBA8 to premultiplied in place, rounding as
/// ``StraightRGBA8/premultiplied`` does so a decoded pixel equals the same colour built in code.
func premultiplyInPlace(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
    var i = 0
    let end = pixels.count - pixels.count % 4
    while i < end {
        let a = pixels[i + 3]
        // Opaque pixels, the vast majority in UI snapshots, are already premultiplied.
        if a != 255 {
            pixels[i] = Blend.mulDiv255(pixels[i], a)
            pixels[i + 1] = Blend.mulDiv255(pixels[i + 1], a)
            pixels[i + 2] = Blend.mulDiv255(pixels[i + 2], a)
        }
        i += 4
    }
}
