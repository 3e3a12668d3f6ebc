import Foundation
import Raster

/// Reads and writes PNG files as Raster's `Bitmap`s, through the system libpng and zlib.
///
/// ## Decoding
/// Every PNG colour type and bit depth (grey, grey + alpha, palette with or without tRNS,
/// grey or RGB with a tRNS colour key, RGB, RGBA, 1 to 16 bits, interlaced or not) decodes to
/// premultiplied RGBA8. Sixteen-bit samples round to the nearest 8-bit value. Samples are taken
/// as they are: gAMA, cHRM, sRGB and iCCP chunks are not applied, except by
/// ``decodeInSRGB(_:source:)``, which converts to sRGB.
///
/// The header is checked against `Bitmap`'s limits before any pixel memory is allocated, CRC
/// errors in any chunk are errors, and no input can crash the decoder: libpng's failures come
/// back as ``PNGError`` values naming the source and the problem: ``PNGError/empty(source:)``,
/// ``PNGError/notPNG(source:)``, ``PNGError/truncated(source:detail:)``,
/// ``PNGError/corrupt(source:reason:)`` (a CRC mismatch among them),
/// ``PNGError/tooLarge(source:width:height:)`` or ``PNGError/outOfMemory(source:reason:)``, and
/// ``PNGError/unreadable(source:reason:)`` for a file that cannot be read.
///
/// ## Encoding
/// Output is always 8-bit RGBA, non-interlaced, with a pHYs chunk for the scale, the caller's
/// tEXt chunks, and no timestamp: identical pixels, scale and text produce identical bytes,
/// for a given libpng and zlib. See ``encode(_:text:)`` for the compression settings.
///
/// ## Scale
/// `Bitmap.scale` maps to pHYs as 72 pixels per inch per unit of scale: 1 is 72 ppi
/// (2835 pixels per metre), 2 is 144 ppi (5669), 3 is 216 ppi (8504). Decoding inverts this
/// exactly for scales with up to three decimal places, and to within 0.0002 otherwise. A file
/// without pHYs, or with a unitless one, decodes at scale 1.
public enum PNG {
    /// The source name used when the caller gives none.
    public static let memorySource = "<memory>"

    /// Decodes PNG bytes into a premultiplied bitmap.
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - source: names the data in error messages, as a file path would.
    public static func decode(_ bytes: [UInt8], source: String = memorySource) throws(PNGError) -> Bitmap {
        try decodeImage(bytes, source: source).bitmap
    }

    /// Decodes PNG bytes into a premultiplied bitmap.
    /// - Parameters:
    ///   - data: the whole file.
    ///   - source: names the data in error messages, as a file path would.
    public static func decode(_ data: Data, source: String = memorySource) throws(PNGError) -> Bitmap {
        try decodeImage(data, source: source).bitmap
    }

    /// Decodes the PNG file at `url`; errors name its path, and a file that cannot be read
    /// throws ``PNGError/unreadable(source:reason:)``.
    public static func decode(contentsOf url: URL) throws(PNGError) -> Bitmap {
        try decodeImage(contentsOf: url).bitmap
    }

    /// Decodes PNG bytes into a bitmap and the file's text metadata (tEXt, zTXt and iTXt,
    /// wherever they appear).
    public static func decodeImage(_ bytes: [UInt8], source: String = memorySource) throws(PNGError) -> PNGImage {
        try withRawBytes(bytes) { raw throws(PNGError) in try PNGDecoding.image(raw, source: source) }
    }

    /// Decodes PNG bytes into a bitmap and the file's text metadata.
    public static func decodeImage(_ data: Data, source: String = memorySource) throws(PNGError) -> PNGImage {
        try withRawBytes(data) { raw throws(PNGError) in try PNGDecoding.image(raw, source: source) }
    }

    /// Decodes the PNG file at `url` into a bitmap and its text metadata; errors name its path,
    /// and a file that cannot be read throws ``PNGError/unreadable(source:reason:)``.
    public static func decodeImage(contentsOf url: URL) throws(PNGError) -> PNGImage {
        try decodeImage(contents(of: url), source: url.path)
    }

    /// The text metadata alone, without keeping the pixels: the whole file is still read, so
    /// CRCs are checked and text after the image data is found, but in memory for one row.
    public static func readText(_ bytes: [UInt8], source: String = memorySource) throws(PNGError) -> [PNGText] {
        try withRawBytes(bytes) { raw throws(PNGError) in try PNGDecoding.text(raw, source: source) }
    }

    /// The text metadata of the PNG file at `url`, without keeping the pixels.
    public static func readText(contentsOf url: URL) throws(PNGError) -> [PNGText] {
        let data = try contents(of: url)
        return try withRawBytes(data) { raw throws(PNGError) in try PNGDecoding.text(raw, source: url.path) }
    }

    /// Encodes `bitmap` as an 8-bit RGBA PNG with straight alpha, as the format requires.
    ///
    /// Fully transparent pixels are stored as (0, 0, 0, 0). The pHYs chunk records the scale;
    /// `text` becomes tEXt chunks, in order, before the image data.
    ///
    /// Compression is fixed so that output is reproducible: zlib level 6 (zlib's default, near
    /// level 9's size at a fraction of its time), memory level 8, a 32 KiB window, the
    /// `Z_FILTERED` strategy, and libpng's adaptive per-row filter choice among all five
    /// filters, which depends only on the row data.
    ///
    /// Throws ``PNGError/invalidText(key:reason:)`` for text tEXt cannot hold, and
    /// ``PNGError/unrepresentableScale(_:)`` for a scale below about 0.0004 or above 750 000.
    public static func encode(_ bitmap: Bitmap, text: [PNGText] = []) throws(PNGError) -> [UInt8] {
        try PNGEncoding.encode(bitmap, text: text)
    }

    /// Encodes `bitmap` as by ``encode(_:text:)`` and writes it to `url`, replacing any file there atomically.
    /// Throws what encoding throws, or ``PNGError/unwritable(path:reason:)``, leaving any old file as it was.
    public static func write(_ bitmap: Bitmap, to url: URL, text: [PNGText] = []) throws(PNGError) {
        let bytes = try encode(bitmap, text: text)
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(path: url.path, reason: String(describing: error))
        }
    }

    static func contents(of url: URL) throws(PNGError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(source: url.path, reason: error.localizedDescription)
        }
    }

    /// `withUnsafeBytes` is `rethrows`, which erases typed errors; a `Result` carries them across.
    static func withRawBytes<T>(_ bytes: some ContiguousBytes,
                                        _ body: (UnsafeRawBufferPointer) throws(PNGError) -> T) throws(PNGError) -> T {
        let result: Result<T, PNGError> = bytes.withUnsafeBytes { raw in
            Result { () throws(PNGError) in try body(raw) }
        }
        return try result.get()
    }
}
