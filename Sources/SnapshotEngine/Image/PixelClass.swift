/// What a comparator decided about one pixel, kept in a byte mask so that counting, bounds and
/// the diff image are computed once for every comparator.
enum PixelClass {
    /// Identical bytes.
    static let same: UInt8 = 0
    /// Different bytes, but too little to notice (below pixelmatch's threshold): drawn grey.
    static let negligible: UInt8 = 1
    /// Different, but forgiven: anti-aliasing, or within `perceptualPrecision`. Drawn yellow.
    static let tolerated: UInt8 = 2
    /// Different, and counted against `precision`. Drawn red.
    static let counted: UInt8 = 3
}
