/// The colour spaces Interface Builder writes, and how each converts to sRGB.
///
/// Decisions, for the spaces without an exact iOS meaning:
///
/// - `calibratedRGB` and `deviceRGB` are read **as sRGB**, components unchanged. IB writes
///   `calibratedRGB` for colours picked as "Generic RGB", yet the iOS nib compiler passed
///   these components straight to `UIColor(red:green:blue:alpha:)`, which on iOS is sRGB; the
///   apps in the corpus were designed by looking at that result. A Generic RGB → sRGB
///   conversion would reproduce what a Mac shows in the picker, not what the phone showed.
/// - `calibratedWhite` and `deviceWhite` likewise read as sRGB greys, for the same reason
///   (`UIColor(white:alpha:)`).
/// - `genericGamma22GrayColorSpace` is converted: the component is linearised with the 2.2
///   power curve, then encoded with the sRGB curve, so mid greys come out slightly darker
///   than passing them through would give.
/// - `displayP3` is converted: sRGB curve → linear P3 → linear sRGB (see
///   ``RGBPrimaries``) → sRGB curve. Values outside sRGB stay outside until clamped.
/// - `sRGB` and `extendedSRGB` are already sRGB.
public enum IBColorSpace: String, Hashable, Sendable, CaseIterable {
    case calibratedWhite
    case deviceWhite
    case calibratedRGB
    case deviceRGB
    case genericGamma22Gray = "genericGamma22GrayColorSpace"
    case sRGB
    case extendedSRGB
    case displayP3

    /// Whether IB names the space with `colorSpace="custom" customColorSpace=…`.
    var isWrittenAsCustom: Bool {
        switch self {
        case .calibratedWhite, .deviceWhite, .calibratedRGB, .deviceRGB: false
        case .genericGamma22Gray, .sRGB, .extendedSRGB, .displayP3: true
        }
    }

    /// Encoded components in this space → encoded sRGB components, unclamped.
    func toSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch self {
        case .calibratedWhite, .deviceWhite, .calibratedRGB, .deviceRGB, .sRGB, .extendedSRGB:
            return (r, g, b)
        case .genericGamma22Gray:
            let enc = { TransferFunction.sRGBEncode(TransferFunction.gamma22Decode($0)) }
            return (enc(r), enc(g), enc(b))
        case .displayP3:
            let linear = [r, g, b].map(TransferFunction.sRGBDecode)
            let s = RGBPrimaries.displayP3ToSRGB.apply(linear).map(TransferFunction.sRGBEncode)
            return (s[0], s[1], s[2])
        }
    }
}
