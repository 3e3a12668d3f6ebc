import Raster

/// Why a PNG could not be decoded or encoded.
///
/// Decoding errors carry the `source` the caller named (a file path, or `"<memory>"`) so that a
/// message read in a test log says which file was at fault as well as what was wrong with it.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(source: String, reason: String)
    /// There were no bytes.
    case empty(source: String)
    /// The bytes do not start with the PNG signature.
    case notPNG(source: String)
    /// The data ends before the IEND chunk; `detail` says where.
    case truncated(source: String, detail: String)
    /// libpng rejected the data: a CRC mismatch, an invalid header, damaged image data.
    /// `reason` is libpng's message, which usually starts with the chunk name.
    case corrupt(source: String, reason: String)
    /// The header declares a size beyond `Bitmap`'s limits; nothing was allocated for it.
    case tooLarge(source: String, width: Int, height: Int)
    /// Memory ran out while decoding or encoding.
    case outOfMemory(source: String, reason: String)
    /// A text entry cannot be stored in a tEXt chunk.
    case invalidText(key: String, reason: String)
    /// The bitmap's scale has no pHYs representation (it would round to 0 or overflow 31 bits).
    case unrepresentableScale(Double)
    /// libpng failed while encoding.
    case encodingFailed(reason: String)
    /// The encoded file could not be written.
    case unwritable(path: String, reason: String)
    /// The file's colour profile (an iCCP chunk, or gAMA/cHRM) cannot be converted to sRGB, by
    /// ``PNG/decodeInSRGB(_:source:)``; `profile` is its description or name.
    case unsupportedColorProfile(source: String, profile: String, reason: String)

    /// The message for a test log: the file (the `source`) at fault where there is one, then
    /// what was wrong.
    public var description: String {
        switch self {
        case let .unreadable(source, reason): "\(source): cannot read the file (\(reason))"
        case let .empty(source): "\(source): not a PNG file (no data)"
        case let .notPNG(source): "\(source): not a PNG file (signature mismatch)"
        case let .truncated(source, detail): "\(source): \(detail)"
        case let .corrupt(source, reason): "\(source): corrupt PNG (\(reason))"
        case let .tooLarge(source, w, h):
            "\(source): image \(w)×\(h) exceeds the limit of \(Bitmap.maxDimension) pixels a side and \(Bitmap.maxPixelCount) pixels in all"
        case let .outOfMemory(source, reason): "\(source): out of memory (\(reason))"
        case let .invalidText(key, reason): "PNG text entry \"\(key)\": \(reason)"
        case let .unrepresentableScale(scale): "bitmap scale \(scale) cannot be stored as a PNG pixel density"
        case let .encodingFailed(reason): "PNG encoding failed (\(reason))"
        case let .unwritable(path, reason): "\(path): cannot write the PNG (\(reason))"
        case let .unsupportedColorProfile(source, profile, reason):
            "\(source): the colour profile \(profile) cannot be converted to sRGB (\(reason))"
        }
    }
}
