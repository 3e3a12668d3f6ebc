/// Produces premultiplied source colours for a span of pixels: gradients and images.
///
/// Called once per span; implementations step their coordinates incrementally along the
/// row so the per-pixel work is additions and a table lookup.
protocol Shader: AnyObject {
    /// Writes `count` premultiplied RGBA pixels for device row `y`, columns `x ..< x + count`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>)
}
