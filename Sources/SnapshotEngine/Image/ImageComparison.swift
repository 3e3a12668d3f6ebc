import Raster

/// The outcome of comparing an actual image with its reference, pixel by pixel.
struct ImageComparison {
    /// Pixels counted as different by the comparator (red in the diff).
    var countedPixels = 0
    /// Pixels with different bytes that the comparator forgave (yellow in the diff).
    var toleratedPixels = 0
    /// The largest CIE ΔE 1994 of any pixel whose bytes differ.
    var maxDeltaE = 0.0
    /// The smallest rectangle holding every counted pixel, as (minX, minY, maxX, maxY) inclusive.
    var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    var totalPixels: Int
    /// One ``PixelClass`` per pixel.
    var mask: [UInt8]
    var passes: Bool

    /// Compares two bitmaps of the same size, both normalised by a PNG round trip.
    /// `measuringDeltaE: false` skips ``maxDeltaE`` where the comparator does not need it,
    /// for callers that only want the count.
    init(reference: Bitmap, actual: Bitmap, comparator: ImageComparator, measuringDeltaE: Bool = true) {
        precondition(reference.width == actual.width && reference.height == actual.height)
        let width = reference.width, height = reference.height
        let totalPixels = width * height
        var mask = [UInt8](repeating: PixelClass.same, count: totalPixels)
        // Comparators work on straight alpha, which is what the colour formulas expect.
        let expected = reference.unpremultipliedBytes(), got = actual.unpremultipliedBytes()
        var counted = 0, tolerated = 0, maxDeltaE = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        expected.withUnsafeBufferPointer { e in
            got.withUnsafeBufferPointer { a in
                mask.withUnsafeMutableBufferPointer { m in
                    let ep = e.baseAddress!, ap = a.baseAddress!, mp = m.baseAddress!
                    switch comparator.kind {
                    case let .antialiasingAware(threshold):
                        _ = Pixelmatch.compare(ep, ap, width: width, height: height, threshold: threshold, includeAA: false, mask: mp)
                    case let .perceptual(perceptualPrecision):
                        let limit = (1 - perceptualPrecision) * 100
                        let needsDeltaE = measuringDeltaE || perceptualPrecision < 1
                        for i in 0..<totalPixels where UnsafeRawPointer(ep + 4 * i).loadUnaligned(as: UInt32.self) != UnsafeRawPointer(ap + 4 * i).loadUnaligned(as: UInt32.self) {
                            // Each differing pixel's ΔE is computed once, for the decision and the maximum.
                            let deltaE = needsDeltaE ? DeltaE94.between(ep + 4 * i, ap + 4 * i) : .infinity
                            if measuringDeltaE { maxDeltaE = Swift.max(maxDeltaE, deltaE) }
                            mp[i] = perceptualPrecision >= 1 || deltaE > limit ? PixelClass.counted : PixelClass.tolerated
                        }
                    }
                    let measureHere: Bool
                    if case .antialiasingAware = comparator.kind { measureHere = measuringDeltaE } else { measureHere = false }
                    // One pass for statistics, whichever comparator filled the mask.
                    for y in 0..<height {
                        for x in 0..<width {
                            let i = y * width + x
                            let c = mp[i]
                            if c == PixelClass.same { continue }
                            if measureHere { maxDeltaE = Swift.max(maxDeltaE, DeltaE94.between(ep + 4 * i, ap + 4 * i)) }
                            if c == PixelClass.counted {
                                counted += 1
                                minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
                                minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
                            } else if c == PixelClass.tolerated {
                                tolerated += 1
                            }
                        }
                    }
                }
            }
        }
        self.totalPixels = totalPixels
        self.mask = mask
        countedPixels = counted
        toleratedPixels = tolerated
        self.maxDeltaE = maxDeltaE
        bounds = counted > 0 ? (minX, minY, maxX, maxY) : nil
        passes = comparator.passes(counted: counted, total: totalPixels)
    }

    /// pixelmatch's diff image: the reference as faint grey (its brightness blended 10% over
    /// white), counted pixels red, tolerated ones yellow. Built from straight-alpha `reference`
    /// bytes, so it is pixel for pixel what pixelmatch draws.
    func diffImage(reference: Bitmap) -> Bitmap {
        let straight = reference.unpremultipliedBytes()
        return try! Bitmap(width: reference.width, height: reference.height, scale: reference.scale) { out in
            straight.withUnsafeBufferPointer { s in
                mask.withUnsafeBufferPointer { m in
                    for i in 0..<m.count {
                        let o = 4 * i
                        switch m[i] {
                        case PixelClass.counted: out[o] = 255; out[o + 1] = 0; out[o + 2] = 0
                        case PixelClass.tolerated: out[o] = 255; out[o + 1] = 255; out[o + 2] = 0
                        default:
                            let y = Pixelmatch.rgb2y(Double(s[o]), Double(s[o + 1]), Double(s[o + 2]))
                            let v = UInt8(Pixelmatch.blend(y, 0.1 * Double(s[o + 3]) / 255))
                            out[o] = v; out[o + 1] = v; out[o + 2] = v
                        }
                        out[o + 3] = 255
                    }
                }
            }
        }
    }
}

extension ImageComparator {
    /// How many pixels of `actual` this comparator counts as different from `reference`,
    /// which must have the same size. With ``antialiasingAware(threshold:precision:)`` this is
    /// pixelmatch's result for the same straight-alpha images.
    ///
    /// ```swift
    /// let n = ImageComparator.antialiasingAware().differingPixelCount(reference, actual)
    /// ```
    public func differingPixelCount(_ reference: Bitmap, _ actual: Bitmap) -> Int {
        ImageComparison(reference: reference, actual: actual, comparator: self, measuringDeltaE: false).countedPixels
    }
}
