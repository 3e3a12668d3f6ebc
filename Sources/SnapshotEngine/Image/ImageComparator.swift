/// How two images of the same size are judged equal enough.
///
/// ```swift
/// assertSnapshot(of: bitmap, as: .image)                                                // every pixel
/// assertSnapshot(of: bitmap, as: .image(precision: 0.999, perceptualPrecision: 0.98))  // SST's tolerances
/// assertSnapshot(of: bitmap, as: .image(comparator: .antialiasingAware()))              // pixelmatch
/// ```
public struct ImageComparator: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case perceptual(perceptualPrecision: Double)
        case antialiasingAware(threshold: Double)
    }
    let kind: Kind
    /// The fraction of pixels that must match, from 0 to 1.
    public let precision: Double
    /// How many pixels may differ whatever ``precision`` says: an absolute tolerance, as
    /// Playwright's `maxDiffPixels`, for a few pixels that differ on every run of an otherwise
    /// exact image. The images match when either tolerance allows the difference.
    public var maxDifferingPixels = 0

    /// Every pixel must be identical.
    public static let exact = ImageComparator(kind: .perceptual(perceptualPrecision: 1), precision: 1)

    /// The same comparison allowing `count` pixels to differ.
    ///
    /// ```swift
    /// assertSnapshot(of: bitmap, as: .image(comparator: .exact.allowing(differingPixels: 12)))
    /// ```
    public func allowing(differingPixels count: Int) -> ImageComparator {
        var comparator = self
        comparator.maxDifferingPixels = Swift.max(0, count)
        return comparator
    }

    /// Whether `counted` differing pixels out of `total` pass.
    func passes(counted: Int, total: Int) -> Bool {
        counted <= maxDifferingPixels || Double(total - counted) / Double(total) >= precision
    }

    /// swift-snapshot-testing's tolerances.
    ///
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match; `0.99` lets 1% differ.
    ///   - perceptualPrecision: how closely a pixel must match to count as matching: it matches
    ///     when its CIE ΔE 1994 from the reference is at most `(1 − perceptualPrecision) × 100`.
    ///     `1` demands identical bytes; `0.98` forgives differences of ΔE 2, about the smallest
    ///     a person notices. ΔE 1994 rather than 2000 because swift-snapshot-testing's
    ///     `perceptualPrecision` is defined through Core Image's `CILabDeltaE`, which computes
    ///     ΔE 1994, so thresholds tuned there mean the same here. A translucent pixel is
    ///     compared over white and over black, and the larger difference counts.
    public static func perceptual(precision: Double = 1, perceptualPrecision: Double = 1) -> ImageComparator {
        ImageComparator(kind: .perceptual(perceptualPrecision: perceptualPrecision), precision: precision)
    }

    /// pixelmatch's comparison: pixels whose YIQ colour distance is within `threshold` (0 to 1,
    /// where 0.1 is pixelmatch's default) match, and pixels that look like anti-aliasing in
    /// either image are forgiven. Its differing-pixel count equals pixelmatch's.
    ///
    /// Use it when edges may shift by a fraction of a pixel, such as text from another font
    /// rasterizer; our own renderer is deterministic, so `.exact` is the right default.
    public static func antialiasingAware(threshold: Double = 0.1, precision: Double = 1) -> ImageComparator {
        ImageComparator(kind: .antialiasingAware(threshold: threshold), precision: precision)
    }
}
