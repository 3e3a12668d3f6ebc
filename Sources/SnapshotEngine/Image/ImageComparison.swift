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
        var counted = 0, tolerated = 0, maxDeltaE = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        switch comparator.kind {
        case let .antialiasingAware(threshold):
            // pixelmatch reads straight alpha, but only where pixels differ: it converts those
            // itself, and counts as it goes.
            let outcome = ImageComparison.words(reference, actual) { e, a, table in
                mask.withUnsafeMutableBufferPointer { m in
                    Pixelmatch.compare(e, a, width: width, height: height, threshold: threshold, includeAA: false,
                                       table: table, mask: m.baseAddress!)
                }
            }
            counted = outcome.counted
            tolerated = outcome.tolerated
            (minX, minY, maxX, maxY) = (outcome.minX, outcome.minY, outcome.maxX, outcome.maxY)
            if measuringDeltaE {
                maxDeltaE = ImageComparison.words(reference, actual) { e, a, table in
                    mask.withUnsafeBufferPointer { m in
                        var largest = 0.0
                        for i in 0..<totalPixels where m[i] != PixelClass.same {
                            var p = Unpremultiplying.straight(UInt32(littleEndian: e[i]), table).littleEndian
                            var q = Unpremultiplying.straight(UInt32(littleEndian: a[i]), table).littleEndian
                            let deltaE = withUnsafeBytes(of: &p) { pb in
                                withUnsafeBytes(of: &q) { qb in
                                    DeltaE94.between(pb.bindMemory(to: UInt8.self).baseAddress!, qb.bindMemory(to: UInt8.self).baseAddress!)
                                }
                            }
                            largest = Swift.max(largest, deltaE)
                        }
                        return largest
                    }
                }
            }
        case let .perceptual(perceptualPrecision):
            // Comparators work on straight alpha, which is what the colour formulas expect.
            let expected = reference.unpremultipliedBytes(), got = actual.unpremultipliedBytes()
            expected.withUnsafeBufferPointer { e in
                got.withUnsafeBufferPointer { a in
                    mask.withUnsafeMutableBufferPointer { m in
                        let ep = e.baseAddress!, ap = a.baseAddress!, mp = m.baseAddress!
                        let limit = (1 - perceptualPrecision) * 100
                        let needsDeltaE = measuringDeltaE || perceptualPrecision < 1
                        for i in 0..<totalPixels where UnsafeRawPointer(ep + 4 * i).loadUnaligned(as: UInt32.self) != UnsafeRawPointer(ap + 4 * i).loadUnaligned(as: UInt32.self) {
                            // Each differing pixel's ΔE is computed once, for the decision and the maximum.
                            let deltaE = needsDeltaE ? DeltaE94.between(ep + 4 * i, ap + 4 * i) : .infinity
                            if measuringDeltaE { maxDeltaE = Swift.max(maxDeltaE, deltaE) }
                            mp[i] = perceptualPrecision >= 1 || deltaE > limit ? PixelClass.counted : PixelClass.tolerated
                        }
                        for y in 0..<height {
                            for x in 0..<width {
                                let c = mp[y * width + x]
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
        }
        self.totalPixels = totalPixels
        self.mask = mask
        countedPixels = counted
        toleratedPixels = tolerated
        self.maxDeltaE = maxDeltaE
        bounds = counted > 0 ? (minX, minY, maxX, maxY) : nil
        passes = comparator.passes(counted: counted, total: totalPixels)
    }

    /// Runs `body` over both bitmaps' pixels as little-endian words, with the unpremultiplying table.
    private static func words<R>(_ reference: Bitmap, _ actual: Bitmap,
                                 _ body: (UnsafePointer<UInt32>, UnsafePointer<UInt32>, UnsafePointer<UInt8>) -> R) -> R {
        reference.bytes.withUnsafeBytes { e in
            actual.bytes.withUnsafeBytes { a in
                Unpremultiplying.table.withUnsafeBufferPointer { table in
                    body(e.bindMemory(to: UInt32.self).baseAddress!, a.bindMemory(to: UInt32.self).baseAddress!, table.baseAddress!)
                }
            }
        }
    }

    /// pixelmatch's diff image: the reference as faint grey (its brightness blended 10% over
    /// white), counted pixels red, tolerated ones yellow. Built from the reference in straight
    /// alpha, so it is pixel for pixel what pixelmatch draws.
    ///
    /// The grey of the last reference pixel is remembered: flat areas repeat it, and a 3-Mpx
    /// image then costs a few comparisons a pixel, not a colour conversion. The loop is written
    /// for debug builds as ``Pixelmatch``'s is: no generic calls, no smart shifts.
    func diffImage(reference: Bitmap) -> Bitmap {
        let count = reference.width * reference.height
        let red = UInt32(0xFF00_00FF).littleEndian, yellow = UInt32(0xFF00_FFFF).littleEndian
        // A grey is its byte in every place but alpha's, which this sets.
        let opaque = UInt32(0xFF00_0000).littleEndian
        // Another file's constants are accessor calls in a debug build.
        let counted = PixelClass.counted, tolerated = PixelClass.tolerated
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            ImageComparison.words(reference, reference) { s, _, table in
                mask.withUnsafeBufferPointer { m in
                    let classes = m.baseAddress!
                    let o = UnsafeMutableRawPointer(out.baseAddress!).bindMemory(to: UInt32.self, capacity: count)
                    var lastWord = ~s[0], lastGrey: UInt32 = 0
                    var i = 0
                    while i < count {
                        let c = classes[i]
                        if c == counted {
                            o[i] = red
                        } else if c == tolerated {
                            o[i] = yellow
                        } else {
                            if s[i] != lastWord {
                                lastWord = s[i]
                                #if _endian(little)
                                let p = lastWord
                                #else
                                let p = UInt32(littleEndian: lastWord)
                                #endif
                                // Unpremultiplying.straight's lookups (its row for opaque pixels
                                // is the identity) and pixelmatch's rgb2y and blend, written out.
                                let row = table + Int((p &>> 16) & 0xFF00)
                                let y = Double(Int(row[Int(p & 255)])) * 0.29889531 + Double(Int(row[Int((p &>> 8) & 255)])) * 0.58662247
                                    + Double(Int(row[Int((p &>> 16) & 255)])) * 0.11448223
                                let v = UInt32(UInt8(255 + (y - 255) * (0.1 * Double(Int(p &>> 24)) / 255)))
                                lastGrey = v &* 0x0101_0101 | opaque
                            }
                            o[i] = lastGrey
                        }
                        i &+= 1
                    }
                }
            }
            initialized = count * 4
        }
        return try! Bitmap(width: reference.width, height: reference.height, scale: reference.scale, premultipliedBytes: bytes)
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

    /// The differing-pixel count, as ``differingPixelCount(_:_:)``, together with the diff image
    /// the failure artifacts show: the reference as faint grey, counted pixels red, forgiven
    /// ones yellow. With ``antialiasingAware(threshold:precision:)`` both are what pixelmatch
    /// returns and draws for the same straight-alpha images.
    ///
    /// ```swift
    /// let (count, image) = ImageComparator.antialiasingAware().diff(reference, actual)
    /// try PNG.write(image, to: diffURL)
    /// ```
    public func diff(_ reference: Bitmap, _ actual: Bitmap) -> (differingPixelCount: Int, image: Bitmap) {
        let comparison = ImageComparison(reference: reference, actual: actual, comparator: self, measuringDeltaE: false)
        return (comparison.countedPixels, comparison.diffImage(reference: reference))
    }
}
