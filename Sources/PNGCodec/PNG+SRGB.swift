import Foundation
import Raster

extension PNG {
    /// Decodes PNG bytes into a premultiplied bitmap in sRGB, converting from the colour space
    /// the file declares: an embedded ICC profile (`iCCP`: Display P3, grey, or any other
    /// matrix/TRC profile), or `gAMA` and `cHRM`. An `sRGB` chunk, an sRGB profile, or no
    /// colour chunks at all leave the samples as they are, as ``decode(_:source:)-(Data,_)``
    /// always does.
    ///
    /// For comparing with references recorded on iOS, which stores many screenshots with a
    /// Display P3 or grey profile. The conversion is deterministic (integer arithmetic and
    /// tables built with `DeterministicMath`). A profile that cannot be converted (CMYK, Lab,
    /// lookup tables only) throws ``PNGError/unsupportedColorProfile(source:profile:reason:)``
    /// naming it.
    public static func decodeInSRGB(_ data: Data, source: String = memorySource) throws(PNGError) -> Bitmap {
        try withRawBytes(data) { raw throws(PNGError) in try PNGDecoding.image(raw, source: source, inSRGB: true) }.bitmap
    }

    /// ``decodeInSRGB(_:source:)`` for bytes.
    public static func decodeInSRGB(_ bytes: [UInt8], source: String = memorySource) throws(PNGError) -> Bitmap {
        try withRawBytes(bytes) { raw throws(PNGError) in try PNGDecoding.image(raw, source: source, inSRGB: true) }.bitmap
    }

    /// ``decodeInSRGB(_:source:)`` for the file at `url`; errors name its path.
    public static func decodeInSRGB(contentsOf url: URL) throws(PNGError) -> Bitmap {
        try decodeInSRGB(contents(of: url), source: url.path)
    }
}
