/// Exact 8-bit arithmetic shared by every compositing path.
public enum Blend {
    /// `x / 255`, rounded to nearest, for `x` in 0…65025 + 127: the identity
    /// `(x + 128 + ((x + 128) >> 8)) >> 8` is exact over that range, with no division.
    @inlinable @inline(__always)
    public static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// `a · b / 255`, rounded to nearest.
    @inlinable @inline(__always)
    public static func mulDiv255(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: div255(UInt32(a) &* UInt32(b)))
    }
}
