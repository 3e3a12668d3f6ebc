/// The mapping between ``Bitmap/scale`` and the pHYs chunk's pixels per metre.
///
/// Scale 1 is 72 pixels per inch, the density Core Graphics and most image viewers treat as
/// "one pixel per point"; scale 2 is 144 ppi, scale 3 is 216 ppi. pHYs stores whole pixels per
/// metre, so the density is `round(scale × 72 / 0.0254)`: 2835 for 1, 5669 for 2, 8504 for 3.
enum PixelDensity {
    static let pixelsPerMetreAtScaleOne = 72 / 0.0254

    /// The pHYs value for `scale`, or `nil` when it would be 0 or exceed 31 bits.
    static func pixelsPerMetre(forScale scale: Double) -> UInt32? {
        guard scale.isFinite, scale > 0 else { return nil }
        let density = (scale * pixelsPerMetreAtScaleOne).rounded()
        guard density >= 1, density <= Double(Int32.max) else { return nil }
        return UInt32(density)
    }

    /// The scale that encodes to `pixelsPerMetre`, preferring the shortest decimal.
    ///
    /// Rounding to whole pixels per metre loses the exact scale (2835 ppm is 1.000125, not 1),
    /// so the inverse picks the decimal with the fewest places, up to four, that maps back to
    /// the same density; one always exists, as 0.0001 of scale is less than a pixel per metre.
    /// Since 0.001 of scale is more than two pixels per metre, no two scales with three or
    /// fewer decimal places share a density, so `scale → pHYs → scale` is exact for those;
    /// finer scales come back as the shortest decimal with the same density, within 0.0002.
    static func scale(forPixelsPerMetre pixelsPerMetre: UInt32) -> Double {
        guard pixelsPerMetre > 0 else { return 1 }
        let exact = Double(pixelsPerMetre) / pixelsPerMetreAtScaleOne
        var factor = 1.0
        for _ in 0...4 {
            let candidate = (exact * factor).rounded() / factor
            if candidate > 0, self.pixelsPerMetre(forScale: candidate) == pixelsPerMetre { return candidate }
            factor *= 10
        }
        return exact
    }
}
