import CPNGShim
import Raster

/// One read of one in-memory PNG through the C shim, in the order libpng requires:
/// header, then pixels (or a skip over them), then text.
///
/// A class so that `deinit` releases the libpng state on every path, including errors thrown
/// from inside `Bitmap`'s initializer closure.
final class PNGReader {
    private let handle: OpaquePointer
    let source: String

    /// `bytes` must outlive the reader.
    init(bytes: UnsafeRawBufferPointer, source: String) throws(PNGError) {
        guard let handle = cpng_reader_create(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count) else {
            throw .outOfMemory(source: source, reason: "cannot create a libpng reader")
        }
        self.handle = handle
        self.source = source
    }

    deinit { cpng_reader_destroy(handle) }

    /// The size and density, read from the chunks before the image data; allocates no pixels.
    func readHeader() throws(PNGError) -> (width: Int, height: Int, scale: Double) {
        var header = cpng_header()
        try check(cpng_reader_read_header(handle, &header))
        var scale = 1.0
        // A unitless pHYs only gives an aspect ratio, which has no bearing on scale. Pixels are
        // assumed square; with differing densities the horizontal one is used.
        if header.has_phys != 0, header.phys_unit_is_metre != 0 {
            scale = PixelDensity.scale(forPixelsPerMetre: header.phys_x_per_unit)
        }
        return (Int(header.width), Int(header.height), scale)
    }

    /// Decodes into `pixels` (width × height × 4 bytes) as straight-alpha RGBA8, then reads
    /// the remaining chunks.
    func decodePixels(into pixels: UnsafeMutableBufferPointer<UInt8>) throws(PNGError) {
        try check(cpng_reader_decode_rgba8(handle, pixels.baseAddress, pixels.count))
    }

    /// Reads past the image data without keeping it, then the remaining chunks.
    func skipImage() throws(PNGError) {
        try check(cpng_reader_skip_image(handle))
    }

    /// Every text entry read so far, in file order.
    var text: [PNGText] {
        (0..<cpng_reader_text_count(handle)).map { index in
            let entry = cpng_reader_text_at(handle, index)
            return PNGText(PNGReader.string(entry.key, entry.key_length, utf8: false),
                           PNGReader.string(entry.value, entry.value_length, utf8: entry.is_utf8 != 0))
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?, _ length: Int, utf8: Bool) -> String {
        guard let pointer, length > 0 else { return "" }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: length)
        return utf8 ? String(decoding: bytes, as: UTF8.self) : PNGText.fromLatin1(bytes)
    }

    private func check(_ status: cpng_status) throws(PNGError) {
        if status == CPNG_OK { return }
        let message = String(cString: cpng_reader_message(handle))
        switch status {
        case CPNG_EMPTY: throw .empty(source: source)
        case CPNG_NOT_PNG: throw .notPNG(source: source)
        case CPNG_TRUNCATED: throw .truncated(source: source, detail: message)
        case CPNG_OUT_OF_MEMORY: throw .outOfMemory(source: source, reason: message)
        default: throw .corrupt(source: source, reason: message)
        }
    }
}
