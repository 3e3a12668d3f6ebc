/// Receives the coverage the rasterizer computes, one horizontal span at a time.
///
/// The rasterizer calls a sink once per span, never per pixel, so the per-pixel loops live
/// in the sinks as plain pointer code that stays fast in debug builds.
public protocol CoverageSink: AnyObject {
    /// Pixels `x ..< x + count` of row `y` have the given coverages (0 = outside, 255 = inside).
    func blendSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>)
    /// Pixels `x ..< x + count` of row `y` all have coverage `coverage` (never 0).
    func blendConstantSpan(y: Int, x: Int, count: Int, coverage: UInt8)
    /// Pixels `x ..< x + count` of rows `y ..< y + rows` all have coverage `coverage` (never 0):
    /// the inside of a rectangle, in one call.
    func blendConstantBlock(y: Int, rows: Int, x: Int, count: Int, coverage: UInt8)
    /// Called once after the last span of a fill, so a sink can complete deferred work.
    func finish()
}

extension CoverageSink {
    /// By default, one ``blendConstantSpan(y:x:count:coverage:)`` per row; a sink that can fill
    /// a block faster implements it.
    public func blendConstantBlock(y: Int, rows: Int, x: Int, count: Int, coverage: UInt8) {
        var row = y
        while row < y + rows {
            blendConstantSpan(y: row, x: x, count: count, coverage: coverage)
            row += 1
        }
    }

    /// By default nothing: a sink that blends as spans arrive has no deferred work.
    public func finish() {}
}
