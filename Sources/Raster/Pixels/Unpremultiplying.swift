/// Premultiplied to straight alpha by table lookup, for code that converts millions of pixels.
///
/// The rounding is ``PremultipliedRGBA8/unpremultiplied``'s, `min(255, (c · 255 + a/2) / a)`,
/// computed once for every alpha and channel value: a lookup costs less than the division, and
/// in debug builds far less.
public enum Unpremultiplying {
    /// Entry `a << 8 | c` is channel value `c` of a pixel of alpha `a` in straight alpha
    /// (entries for `a = 0` are 0, as a fully transparent pixel reads as (0, 0, 0, 0)).
    public static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        var a = 1
        while a < 256 {
            var c = 0
            while c < 256 {
                table[a << 8 | c] = UInt8(Swift.min(255, (c * 255 + a / 2) / a))
                c += 1
            }
            a += 1
        }
        return table
    }()

    /// A pixel, as a little-endian word (R in the low byte, A in the high), in straight alpha;
    /// `table` is ``table``'s storage.
    @inlinable @inline(__always)
    public static func straight(_ word: UInt32, _ table: UnsafePointer<UInt8>) -> UInt32 {
        let a = word >> 24
        if a == 255 { return word }
        if a == 0 { return 0 }
        let row = table + Int(a << 8)
        return UInt32(row[Int(word & 255)]) | UInt32(row[Int((word >> 8) & 255)]) << 8
            | UInt32(row[Int((word >> 16) & 255)]) << 16 | (word & 0xFF00_0000)
    }
}
