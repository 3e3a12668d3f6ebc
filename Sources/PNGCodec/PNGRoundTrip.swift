import Raster

extension PNG {
    /// The bitmap a PNG round trip of `bitmap` decodes to, computed without encoding.
    ///
    /// PNG stores straight alpha, so a translucent premultiplied pixel can come back a level
    /// away from where it started. Comparing a fresh render with a reference file is only fair
    /// after this normalisation; opaque and fully transparent pixels are the common case and
    /// pass through untouched (a transparent one becomes 0, 0, 0, 0).
    public static func roundTripped(_ bitmap: Bitmap) -> Bitmap {
        var result = bitmap
        let needsWork = bitmap.bytes.withUnsafeBytes { raw -> Bool in
            // Eight bytes (two pixels) at a time: this scan runs on every verified snapshot.
            let alphaMask: UInt64 = 0xFF00_0000_FF00_0000
            var i = 0
            while i + 8 <= raw.count {
                if UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) & alphaMask != alphaMask { return true }
                i += 8
            }
            while i + 4 <= raw.count {
                if raw[i + 3] != 255 { return true }
                i += 4
            }
            return false
        }
        guard needsWork else { return result }
        result.bytes.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if a == 0 {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                } else if a != 255 {
                    // Unpremultiply as the encoder does, then premultiply as the decoder does.
                    let a32 = UInt32(a), half = a32 / 2
                    p[i] = Blend.mulDiv255(UInt8(Swift.min(255, (UInt32(p[i]) * 255 + half) / a32)), a)
                    p[i + 1] = Blend.mulDiv255(UInt8(Swift.min(255, (UInt32(p[i + 1]) * 255 + half) / a32)), a)
                    p[i + 2] = Blend.mulDiv255(UInt8(Swift.min(255, (UInt32(p[i + 2]) * 255 + half) / a32)), a)
                }
                i += 4
            }
        }
        return result
    }
}
