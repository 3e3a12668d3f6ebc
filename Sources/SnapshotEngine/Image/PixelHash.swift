import Raster

/// A 64-bit fingerprint of a bitmap's size and pixels, fast enough to take on every verify.
///
/// `Bitmap.contentHash` is FNV-1a, a multiply per byte: about 10 ms for 3 Mpx even optimised.
/// This reads eight bytes at a time into four independent lanes, so the multiplies overlap,
/// and mixes the lanes at the end. It is not cryptographic; it only has to make an accidental
/// match between two different renders vanishingly unlikely. A deliberate edit of the
/// reference is caught by the image-data CRC stored beside the hash instead.
enum PixelHash {
    static func of(_ bitmap: Bitmap) -> UInt64 {
        let k1: UInt64 = 0x9E37_79B9_7F4A_7C15, k2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        var l0 = k1, l1 = k2, l2 = k1 ^ k2, l3 = k1 &+ k2
        bitmap.bytes.withUnsafeBytes { raw in
            let base = raw.baseAddress!
            var j = 0
            // Unaligned loads: `[UInt8]` storage is only guaranteed to be byte-aligned.
            while j + 32 <= raw.count {
                let p = base + j
                l0 = (l0 ^ p.loadUnaligned(as: UInt64.self)) &* k1
                l1 = (l1 ^ (p + 8).loadUnaligned(as: UInt64.self)) &* k1
                l2 = (l2 ^ (p + 16).loadUnaligned(as: UInt64.self)) &* k1
                l3 = (l3 ^ (p + 24).loadUnaligned(as: UInt64.self)) &* k1
                l0 ^= l0 >> 29; l1 ^= l1 >> 29; l2 ^= l2 >> 29; l3 ^= l3 >> 29
                j += 32
            }
            while j < raw.count {
                var word: UInt64 = 0
                let end = Swift.min(j + 8, raw.count)
                while j < end { word = word << 8 | UInt64(raw[j]); j += 1 }
                l0 = (l0 ^ word) &* k1
                l0 ^= l0 >> 29
            }
        }
        var h = UInt64(bitmap.width) << 32 | UInt64(bitmap.height)
        for lane in [l0, l1, l2, l3] {
            h = (h ^ lane) &* k2
            h ^= h >> 31
        }
        return h
    }
}
