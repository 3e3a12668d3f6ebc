import Foundation
import PNGCodec
import Raster

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// Compares bitmaps pixel for pixel with a PNG reference.
    ///
    /// ```swift
    /// assertSnapshot(of: canvas.bitmap, as: .image)
    /// ```
    ///
    /// This is the base image strategy: view strategies are this one pulled back along a
    /// function that renders the view into a `Bitmap`.
    public static var image: Snapshotting { .image(comparator: .exact) }

    /// Compares with swift-snapshot-testing's tolerances (see ``ImageComparator/perceptual(precision:perceptualPrecision:)``),
    /// an absolute one, and regions left out of the comparison.
    ///
    /// ```swift
    /// assertSnapshot(of: bitmap, as: .image(precision: 0.995, perceptualPrecision: 0.98))
    /// assertSnapshot(of: bitmap, as: .image(maxDifferingPixels: 20))
    /// assertSnapshot(of: screen, as: .image(masking: [CGRect(x: 0, y: 0, width: 390, height: 47)]))  // the clock
    /// ```
    ///
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match; `Float`, as swift-snapshot-testing declares it.
    ///   - perceptualPrecision: how closely a pixel must match to count as matching.
    ///   - maxDifferingPixels: how many pixels may differ whatever `precision` says.
    ///   - masking: rectangles in points (the bitmap's scale converts them to pixels) painted
    ///     over in ``SnapshotMask/color`` before the snapshot is stored or compared, as
    ///     Playwright's `mask`, so what changes there (a clock, an avatar) never fails the test
    ///     and the reference shows what was left out.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, maxDifferingPixels: Int = 0,
                             masking: [CGRect] = []) -> Snapshotting {
        let comparator = ImageComparator.perceptual(precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
            .allowing(differingPixels: maxDifferingPixels)
        guard !masking.isEmpty else { return .image(comparator: comparator) }
        return Snapshotting<Bitmap, Bitmap>.image(comparator: comparator).pullback { SnapshotMask.paint(masking, on: $0) }
    }

    /// Compares with `comparator`, such as pixelmatch's anti-aliasing-aware one.
    ///
    /// ```swift
    /// assertSnapshot(of: bitmap, as: .image(comparator: .antialiasingAware(threshold: 0.1)))
    /// ```
    ///
    /// The snapshot is the bitmap after a PNG round trip (`PNG.roundTripped(_:)`):
    /// PNG stores straight alpha, so this is exactly what the reference file decodes to.
    public static func image(comparator: ImageComparator) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(comparator)) { PNG.roundTripped($0) }
    }
}

extension Diffing where Value == Bitmap {
    /// Stores bitmaps as PNG files carrying a fingerprint of their pixels, and compares them
    /// with `comparator`.
    ///
    /// A matching reference is recognised from its fingerprint without being decoded (see
    /// ``Diffing/matchesWithoutDecoding``). The fingerprint also records the ``RendererEpoch``
    /// and the system font's faces, so a reference drawn by an older renderer, or with other
    /// fonts, fails with a message that says so. On a mismatch the attachments are `reference.png`,
    /// `actual.png`, `diff.png` (pixelmatch's style: grey context, red differences, yellow
    /// forgiven ones) and `composite.png` (the three side by side).
    public static func image(_ comparator: ImageComparator = .exact) -> Diffing {
        var diffing = Diffing(
            toData: { try ReferencePNG.encode($0) },
            fromData: { data in try PNG.decodeInSRGB(data) },
            diff: { reference, actual in ImageDiffReport.make(reference: reference, actual: actual, comparator: comparator) },
            matchesWithoutDecoding: { actual, data in ReferencePNG.matchesWithoutDecoding(actual, data) }
        )
        diffing.brief = { reference, actual in ImageDiffReport.brief(reference: reference, actual: actual, comparator: comparator) }
        diffing.provenance = { data in ReferencePNG.provenanceNote(data) }
        return diffing
    }
}

/// The failure message and attachments for two bitmaps that do not match.
enum ImageDiffReport {
    static func make(reference: Bitmap, actual: Bitmap, comparator: ImageComparator) -> (String, [SnapshotAttachment])? {
        guard reference.width == actual.width, reference.height == actual.height else {
            let message = "The image is \(actual.width)×\(actual.height) px; the reference is \(reference.width)×\(reference.height) px."
            let composite = CompositeImage.make([("REFERENCE", reference), ("ACTUAL", actual)])
            return (message, attachments(reference: reference, actual: actual, diff: nil, composite: composite))
        }
        if reference.bytes == actual.bytes { return nil }
        let comparison = ImageComparison(reference: reference, actual: actual, comparator: comparator)
        if comparison.passes { return nil }
        let diff = comparison.diffImage(reference: reference)
        let composite = CompositeImage.make([("REFERENCE", reference), ("ACTUAL", actual), ("DIFF", diff)])
        return (message(for: comparison, comparator: comparator), attachments(reference: reference, actual: actual, diff: diff, composite: composite))
    }

    /// "212 px differ in (14,9)–(120,31)", or the two sizes.
    static func brief(reference: Bitmap, actual: Bitmap, comparator: ImageComparator) -> String {
        guard reference.width == actual.width, reference.height == actual.height else {
            return "is \(actual.width)×\(actual.height) px, not \(reference.width)×\(reference.height) px"
        }
        let c = ImageComparison(reference: reference, actual: actual, comparator: comparator, measuringDeltaE: false)
        var text = "\(c.countedPixels) px differ"
        if let b = c.bounds { text += " in (\(b.minX),\(b.minY))–(\(b.maxX),\(b.maxY))" }
        return text
    }

    static func message(for c: ImageComparison, comparator: ImageComparator) -> String {
        let percent = Double(c.countedPixels) / Double(c.totalPixels) * 100
        var text = "\(c.countedPixels) of \(c.totalPixels) pixels differ (\(format(percent, digits: percent < 0.01 ? 4 : 2))%)"
        if let b = c.bounds { text += " in (\(b.minX),\(b.minY))–(\(b.maxX),\(b.maxY))" }
        text += ", max ΔE94 \(format(c.maxDeltaE, digits: 1))"
        if c.toleratedPixels > 0 { text += "; \(c.toleratedPixels) more differ within tolerance" }
        if comparator.precision < 1 { text += "; precision \(comparator.precision) allows \(Int((1 - comparator.precision) * Double(c.totalPixels)))" }
        return text + "."
    }

    static func attachments(reference: Bitmap, actual: Bitmap, diff: Bitmap?, composite: Bitmap) -> [SnapshotAttachment] {
        var images = [("reference.png", reference), ("actual.png", actual)]
        if let diff { images.append(("diff.png", diff)) }
        images.append(("composite.png", composite))
        return images.compactMap { name, bitmap in
            (try? PNG.encode(bitmap)).map { SnapshotAttachment(name: name, data: Data($0)) }
        }
    }

    private static func format(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
